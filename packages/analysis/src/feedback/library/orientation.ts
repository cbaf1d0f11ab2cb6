/**
 * Tone guidance (by style, scenario and purpose), balancing drills and cautions. A restorative class is not
 * coached like HIIT: the tone table is where that difference is written down.
 */
import type { Purpose, Scenario, Style, StyleGroup, WeaknessKey } from '@cuecoach/contracts';
import {
  type Bilingual,
  type CoachContext,
  classLabel,
  groupLabel,
  isTalk,
  isTalkWeakness,
  nouns,
  num,
  styleLabel,
  type TalkWeakness,
  units,
} from './context.ts';

const toneByGroup: Bilingual<Record<StyleGroup, string>> = {
  en: {
    yoga: 'Steady and unhurried: let the breath set the tempo of your voice, and keep cues short enough to say on one exhale.',
    pilates:
      'Precise and calm: anatomical words, one focus per repetition, and announce set-up changes before students need them.',
    dance:
      'Musical and energetic: speak in counts, land key words on the beat, and give the next move on "5, 6, 7, 8".',
    fitness: 'Energetic but clear: short commands, countdowns, and form cues in the same breath as the effort.',
    presentation:
      'Conversational authority: signpost where you are going, slow down for the key point, and let silence follow it.',
  },
  ko: {
    yoga: '차분하고 서두르지 않게: 호흡이 목소리의 템포를 정하게 하고, 큐는 한 번의 날숨에 말할 수 있을 만큼 짧게.',
    pilates: '정확하고 차분하게: 해부학적 용어를 쓰고, 반복마다 초점 하나, 세팅 변화는 필요하기 전에 미리 알려 주세요.',
    dance: '음악적이고 활기차게: 카운트로 말하고, 핵심 단어를 박자에 맞추고, 다음 동작은 "5, 6, 7, 8"에 알려 주세요.',
    fitness: '에너지 있게, 그러나 명확하게: 짧은 지시, 카운트다운, 그리고 힘쓰는 순간에 자세 큐를 함께.',
    presentation: '대화하듯 권위 있게: 어디로 가는지 이정표를 주고, 핵심에서 속도를 늦추고, 그 뒤에 침묵을 두세요.',
  },
};

const toneByStyle: Bilingual<Partial<Record<Style, string>>> = {
  en: {
    yin: 'Quiet, slow and invitational ("you might", "allow"): long silences are part of the practice; speak mainly at the start, middle and end of each hold.',
    restorative:
      'Soft, low and spacious: few words, warm tone, long intentional silences; check in once during each long hold so nobody feels left alone.',
    vinyasa: 'Rhythmic and breath-led: one movement per breath, the breath word first, pose names crisp and on time.',
    ashtanga: 'Steady count and breath: name the vinyasa count and breath, keep extra talk for after the sequence.',
    hiit: 'High energy, very short cues: intervals announced with countdowns, form cues in three words or fewer during work.',
    strength: 'Calm and firm: tempo and form over hype; cue the brace before the lift and the breath on the effort.',
    ballet:
      'Precise and musical: French terms with the counts, and corrections given between exercises rather than over the music.',
  },
  ko: {
    yin: '조용하고 느리게, 권유하듯("~해 보셔도 좋습니다"): 긴 침묵은 수련의 일부입니다. 유지의 시작, 중간, 끝에만 주로 말하세요.',
    restorative:
      '부드럽고 낮게, 여유 있게: 적은 말, 따뜻한 톤, 의도된 긴 침묵. 긴 유지마다 한 번은 말을 건네 혼자 남겨진 느낌이 들지 않게 하세요.',
    vinyasa: '호흡이 이끄는 리듬으로: 한 호흡에 한 동작, 호흡 단어를 먼저, 자세 이름은 또렷하게 제때.',
    ashtanga: '일정한 카운트와 호흡으로: 빈야사 카운트와 호흡을 말하고, 부연 설명은 시퀀스 뒤로 미루세요.',
    hiit: '높은 에너지, 아주 짧은 큐: 인터벌은 카운트다운으로 알리고, 운동 중 자세 큐는 세 단어 이내로.',
    strength: '차분하고 단호하게: 분위기보다 템포와 자세. 들어 올리기 전에 코어 고정, 힘쓰는 순간에 날숨을 안내하세요.',
    ballet: '정확하고 음악적으로: 프랑스어 용어를 카운트와 함께, 교정은 음악 위가 아니라 동작 사이에.',
  },
};

const toneByScenario: Bilingual<Record<Scenario, string>> = {
  en: {
    small_group: 'In a small group, use names and give individual adjustments by voice.',
    large_class: 'In a large class, project to the back row, keep cues simple and repeat the key one.',
    online:
      'Online, students may not see you: describe every movement in words and leave a beat for audio delay before counts.',
    self_practice:
      'This was a self-practice recording: rehearse as if a class were in front of you, full cues included.',
  },
  ko: {
    small_group: '소그룹에서는 이름을 부르며 말로 개별 교정을 해 주세요.',
    large_class: '대규모 수업에서는 뒷줄까지 들리게 말하고, 큐는 단순하게, 핵심 큐는 반복하세요.',
    online:
      '온라인에서는 회원이 화면을 못 볼 수 있습니다. 모든 움직임을 말로 설명하고, 카운트 전에는 음성 지연을 감안해 한 박자 쉬세요.',
    self_practice: '개인 연습 녹음입니다. 앞에 회원이 있다고 생각하고 큐까지 모두 말하며 연습하세요.',
  },
};

/** A talk has an audience and slides, not students and counts. */
const talkToneByScenario: Bilingual<Record<Scenario, string>> = {
  en: {
    small_group: 'In a small room, look at people by name and invite questions as you go.',
    large_class: 'In a large hall, project to the back row, keep sentences short and repeat the key point.',
    online:
      'Online, the audience may only half-see your slides: say what they should look at, and leave a beat for audio delay before you ask a question.',
    self_practice: 'This was a rehearsal: speak as if the audience were in front of you, signposts included.',
  },
  ko: {
    small_group: '작은 자리에서는 청중과 눈을 맞추고 이름을 부르며 중간중간 질문을 받으세요.',
    large_class: '큰 강당에서는 뒷줄까지 들리게 말하고, 문장은 짧게, 핵심 요점은 반복하세요.',
    online:
      '온라인에서는 청중이 슬라이드를 제대로 못 볼 수 있습니다. 어디를 봐야 하는지 말로 알려 주고, 질문하기 전에는 음성 지연을 감안해 한 박자 쉬세요.',
    self_practice: '리허설 녹음입니다. 앞에 청중이 있다고 생각하고 이정표까지 모두 말하며 연습하세요.',
  },
};

const toneByPurpose: Bilingual<Partial<Record<Purpose, string>>> = {
  en: {
    assessment: 'For an assessment, favour standard terminology and complete cue structure over personality.',
    teaching_demo: 'For a teaching demo, make your cue structure audible: breath, body part, direction, every time.',
    practice: 'As practice, change one habit at a time and re-record.',
    lecture: 'For a lecture, signpost each section and summarise before moving on.',
  },
  ko: {
    assessment: '평가용이라면 개성보다 표준 용어와 완결된 큐 구조를 우선하세요.',
    teaching_demo: '티칭 데모라면 큐 구조가 들리게 하세요: 매번 호흡, 신체 부위, 방향.',
    practice: '연습이라면 한 번에 습관 하나만 바꾸고 다시 녹음하세요.',
    lecture: '강의라면 단락마다 이정표를 주고 넘어가기 전에 요약하세요.',
  },
};

/** A talk's wording where it differs from the class's (practice and lecture read the same for both). */
const talkToneByPurpose: Bilingual<Partial<Record<Purpose, string>>> = {
  en: {
    assessment: 'For an assessment, favour a clear structure (opening, signposted sections, summary) over personality.',
    teaching_demo: 'For a demo, make your structure audible: say which point you are on and where the talk goes next.',
  },
  ko: {
    assessment: '평가용이라면 개성보다 분명한 구조(도입, 이정표가 있는 단락, 요약)를 우선하세요.',
    teaching_demo: '시연이라면 구조가 들리게 하세요. 지금 몇 번째 요점인지, 다음은 어디로 가는지 말합니다.',
  },
};

export function toneGuidance(c: CoachContext): string {
  const parts = [(c.style && toneByStyle[c.language][c.style]) || toneByGroup[c.language][c.group]];
  const talk = isTalk(c);
  if (c.scenario) parts.push((talk ? talkToneByScenario : toneByScenario)[c.language][c.scenario]);
  const purpose =
    c.purpose && ((talk && talkToneByPurpose[c.language][c.purpose]) || toneByPurpose[c.language][c.purpose]);
  if (purpose) parts.push(purpose);
  return parts.join(' ');
}

/** Drills that protect what could suffer while the primary focus is fixed (slowing down can flatten energy). */
const balancing: Bilingual<Record<Exclude<WeaknessKey, 'other'>, string[]>> = {
  en: {
    pace_fast: ['Energy without speed: stress the action word of each cue'],
    pace_slow: ['Counted silence: keep the pauses that are on purpose'],
    pace_uneven: ['One cue, one breath'],
    fillers: ['Warm close: end each section with one encouraging sentence'],
    few_breath_cues: ['Unspoken breath: let every third breath pass without a cue'],
    sparse_cues: ['Counted silence: not every gap needs words'],
    cue_overload: ['Three-layer cue: fewer cues, each one complete'],
    vague_cues: ['Describe, then demonstrate'],
    dead_air: ['Counted silence: keep the pauses that are on purpose'],
    too_little_space: ['Full-sentence cueing: keep momentum while you pause'],
  },
  ko: {
    pace_fast: ['속도 없는 에너지: 큐마다 동작 단어에 힘주기'],
    pace_slow: ['세는 침묵: 의도된 멈춤은 지키기'],
    pace_uneven: ['한 큐, 한 호흡'],
    fillers: ['따뜻한 마무리: 단락마다 격려 한 문장으로 끝내기'],
    few_breath_cues: ['말하지 않는 호흡: 세 번째 호흡마다 큐 없이 흘려보내기'],
    sparse_cues: ['세는 침묵: 모든 틈을 말로 채우지 않기'],
    cue_overload: ['세 겹 큐: 큐는 적게, 하나하나는 완결되게'],
    vague_cues: ['먼저 말하고, 그다음 시범'],
    dead_air: ['세는 침묵: 의도된 멈춤은 지키기'],
    too_little_space: ['완결된 문장으로 큐 주기: 멈추면서도 흐름 유지'],
  },
};

/** What to protect while the main point is fixed, named after the talk drills. */
const talkBalancing: Bilingual<Record<TalkWeakness, string[]>> = {
  en: {
    pace_fast: ['Energy without speed: stress the key word of each point'],
    pace_slow: ['Counted pause: keep the pauses that are on purpose'],
    pace_uneven: ['One point, one pause'],
    fillers: ['Strong close: end each section with one clear summary sentence'],
    sparse_cues: ['Counted pause: not every gap needs words'],
    cue_overload: ['Signpost map: fewer signposts, each one marking a real turn'],
    dead_air: ['Counted pause: keep the pauses that are on purpose'],
    too_little_space: ['Full-sentence points: keep momentum while you pause'],
  },
  ko: {
    pace_fast: ['속도 없는 에너지: 요점마다 핵심 단어에 힘주기'],
    pace_slow: ['세는 멈춤: 의도된 멈춤은 지키기'],
    pace_uneven: ['요점 하나, 멈춤 한 번'],
    fillers: ['분명한 마무리: 단락마다 요약 한 문장으로 끝내기'],
    sparse_cues: ['세는 멈춤: 모든 틈을 말로 채우지 않기'],
    cue_overload: ['이정표 지도: 이정표는 적게, 하나하나가 실제 전환점을 알리게'],
    dead_air: ['세는 멈춤: 의도된 멈춤은 지키기'],
    too_little_space: ['완결된 문장으로 요점 말하기: 멈추면서도 흐름 유지'],
  },
};

export function balancingDrills(c: CoachContext, focus: WeaknessKey[]): string[] {
  const names = focus.flatMap((key) =>
    key === 'other'
      ? []
      : isTalk(c) && isTalkWeakness(key)
        ? talkBalancing[c.language][key]
        : balancing[c.language][key],
  );
  return [...new Set(names)].slice(0, 3);
}

/** What to watch out for when applying this report (and what the numbers could not see). */
export function cautions(c: CoachContext, focus: WeaknessKey[], restFilteredSec: number): string[] {
  const en = c.language === 'en';
  const out: string[] = [];
  const talk = isTalk(c);
  if (restFilteredSec > 0) {
    // The class time model read these silences as the room at work after an instruction (students moving or
    // holding) or, in a talk, as a pause the presenter announced or gave the audience for a task or a question.
    // A class with no style is a "general class" here as everywhere (classLabel), not the yoga its targets come from.
    const kind = talk ? (c.style ? styleLabel[c.language][c.style] : groupLabel[c.language][c.group]) : classLabel(c);
    out.push(
      en
        ? `${talk ? 'Silences you announced or gave the audience for a task or a question' : 'Silences while students worked or held a position after your instruction'} (the longest ${num(restFilteredSec)} s) are part of a ${kind}: they were not counted as dead air.`
        : `${talk ? '미리 알렸거나 청중에게 과제나 질문을 생각할 시간으로 준 침묵' : '지시 뒤 회원이 동작하거나 자세를 유지하는 동안의 침묵'}(가장 긴 것 ${num(restFilteredSec)}초)은 ${kind}의 일부라 어색한 침묵으로 세지 않았습니다.`,
    );
  }
  if (focus.includes('pace_fast')) {
    out.push(
      en
        ? `Slow down by pausing between ${talk ? 'points' : 'cues'}, not by stretching words; drawn-out speech sounds flat and loses the room's energy.`
        : `단어를 늘려 말하지 말고 ${talk ? '요점' : '큐'} 사이에 멈춰서 속도를 늦추세요. 말을 늘어뜨리면 단조롭게 들리고 ${nouns(c).session}의 에너지가 떨어집니다.`,
    );
  }
  if (focus.includes('few_breath_cues') && focus.includes('cue_overload')) {
    out.push(
      en
        ? 'Add breath cues by replacing other words, not on top of them; you are already giving many cues.'
        : '호흡 큐는 다른 말에 얹지 말고 다른 말을 대신하도록 넣으세요. 이미 큐가 많습니다.',
    );
  }
  if (c.metrics.filledPauseCount > 0) {
    out.push(
      en
        ? `${c.metrics.filledPauseCount} of ${units(c.metrics.fillerCount, 'filler', 'fillers')} were heard in the audio (${c.spoken === 'en' ? '"um", "uh"' : '"어", "음"'}) rather than written in the transcript, so they cannot be quoted.`
        : `군말 ${c.metrics.fillerCount}개 중 ${c.metrics.filledPauseCount}개는 전사문이 아닌 음성에서 감지된 군말(${c.spoken === 'en' ? '"um", "uh"' : '"어", "음"'})이라 인용할 수 없습니다.`,
    );
  }
  if (c.durationMin < 5) {
    out.push(
      en
        ? `The recording is only ${units(c.durationMin, 'minute', 'minutes', 1)} long; treat the numbers as a first impression, not a verdict.`
        : `녹음이 ${num(c.durationMin, 1)}분으로 짧습니다. 수치는 결론이 아닌 첫인상으로 봐 주세요.`,
    );
  }
  if (talk) {
    out.push(
      en
        ? 'Breath and alignment cues are not assessed for presentations.'
        : '발표에서는 호흡 큐와 정렬 큐를 평가하지 않습니다.',
    );
  }
  out.push(
    en
      ? 'Quotes come from an automatic transcript; a word may occasionally be misheard.'
      : '인용문은 자동 전사에서 가져왔으므로 간혹 잘못 들린 단어가 있을 수 있습니다.',
  );
  return out.slice(0, 6);
}
