/**
 * Focus-area texts, one entry per weakness, in both languages. Each text quotes this class's numbers and the
 * style's target so the instructor sees why the point was raised. A talk (isTalk) is told the same numbers in a
 * presenter's words: an audience, points, sections, slides and Q&A, not students, poses, holds or a sequence, and
 * its "cues" are the signposts the rules count ("first", "next", "in summary"). Breath and vague cues are not
 * coached in a talk, so those two entries speak only to a class.
 */
import type { FocusArea } from '@cuecoach/contracts';
import { offTargetKeys, offTargetSentence } from '../validate/evidence.ts';
import type { Weakness } from '../weaknesses.ts';
import {
  type Bilingual,
  type CoachContext,
  classLabel,
  fillerExamples,
  isTalk,
  josa,
  nouns,
  num,
  ownFillerExamples,
  pct,
  units,
} from './context.ts';

type FocusText = Omit<FocusArea, 'key'>;

/** Pauses of a second or more inside a sentence (class time model); 0 on analyses made before it. */
const midGaps = (c: CoachContext) => c.metrics.classTime?.midSentenceGapCount ?? 0;
type Entry = Bilingual<(c: CoachContext) => FocusText>;

const moveWord: Bilingual<Record<CoachContext['group'], string>> = {
  en: { yoga: 'pose', pilates: 'exercise', dance: 'phrase', fitness: 'move', presentation: 'point' },
  ko: { yoga: '자세', pilates: '동작', dance: '프레이즈', fitness: '동작', presentation: '요점' },
};

export const focusLibrary: Record<Weakness, Entry> = {
  pace_fast: {
    en: (c) => {
      const talk = isTalk(c);
      return {
        title: `Slow the pace of your ${talk ? 'delivery' : 'cues'}`,
        whyImportant: `While speaking you averaged ${num(c.metrics.articulationWpm)} words per minute; a ${classLabel(c)} lands best at ${c.targets.articulationWpm.min}–${c.targets.articulationWpm.max}. ${talk ? 'At this speed listeners are still taking in one point when the next arrives, so the key points blur together.' : 'At this speed students are still processing one cue when the next arrives, so they watch you instead of feeling their body.'}`,
        improvementTip: `${talk ? 'Make a point, then stop: one idea, a short pause, then the next.' : 'Say the cue, then let it happen: one instruction, one breath of silence, then the next.'} Cut the connecting words ("and then, so, now") that keep the sentence running.`,
        expectedBenefit: `${talk ? 'The audience keeps up with your argument instead of chasing it' : 'Students move with your words rather than after them'}, and your voice sounds calm and in control instead of rushed.`,
      };
    },
    ko: (c) => {
      const talk = isTalk(c);
      return {
        title: talk ? '말하는 속도 늦추기' : '큐 속도를 늦추기',
        whyImportant: `말하는 동안의 평균 속도는 분당 ${num(c.metrics.articulationWpm)}단어였습니다. ${josa(classLabel(c), '은/는')} 분당 ${c.targets.articulationWpm.min}–${c.targets.articulationWpm.max}단어일 때 가장 잘 전달됩니다. ${talk ? '이 속도에서는 청중이 앞의 요점을 이해하기도 전에 다음 요점이 들려서 핵심이 뒤섞입니다.' : '이 속도에서는 회원이 앞의 큐를 몸으로 옮기기도 전에 다음 큐가 들려서, 몸을 느끼기보다 강사를 쳐다보게 됩니다.'}`,
        // The class wording has a space before 처럼 and the talk's has none; both kept as they were written.
        improvementTip: talk
          ? `요점 하나를 말한 뒤 멈추세요. 한 가지 생각, 짧은 멈춤, 그다음 생각. "그리고, 이제, 자"처럼 문장을 끝없이 잇는 연결어를 줄이세요.`
          : `큐를 말한 뒤 동작이 일어날 시간을 주세요. 한 문장의 지시, 한 호흡의 여백, 그다음 지시. "그리고, 이제, 자" 처럼 문장을 끝없이 잇는 연결어를 줄이세요.`,
        expectedBenefit: `${talk ? '청중이 논지를 쫓아가느라 바쁘지 않고 함께 따라오며' : '회원들이 말을 듣고 따라오는 것이 아니라 말과 함께 움직이게 되고'}, 목소리가 쫓기는 느낌 대신 안정감 있게 들립니다.`,
      };
    },
  },
  pace_slow: {
    en: (c) => {
      const talk = isTalk(c);
      const thought = talk ? 'a point' : 'an instruction';
      return {
        title: 'Bring more momentum to your delivery',
        whyImportant: `While speaking you averaged ${num(c.metrics.articulationWpm)} words per minute, below the ${c.targets.articulationWpm.min}–${c.targets.articulationWpm.max} that keeps a ${classLabel(c)} moving (${talk ? 'pauses between sentences are not counted' : 'the time students spend working between your instructions is not counted'}). ${midGaps(c) > 0 ? `${midGaps(c) === 1 ? 'Once' : `${midGaps(c)} times`} you stopped for a second or more in the middle of a sentence: long gaps between words make ${thought} hard to follow as one thought and can read as hesitation.` : `Drawn-out words make ${thought} hard to follow as one thought and can read as hesitation.`}`,
        improvementTip: `${talk ? 'Know your next point' : `Plan the next ${moveWord.en[c.group]}`} before you finish the current one, and ${talk ? 'say each point' : 'deliver each cue'} as one complete sentence without stopping mid-way.`,
        expectedBenefit: `The ${nouns(c).session} keeps its rhythm and ${talk ? 'the audience trusts' : 'students trust'} that you know exactly where ${talk ? 'it' : 'the sequence'} is going.`,
      };
    },
    ko: (c) => {
      const talk = isTalk(c);
      const n = nouns(c);
      const thought = josa(talk ? '요점' : '지시', '이/가');
      const next = moveWord.ko[c.group];
      return {
        title: '전달에 흐름과 추진력 더하기',
        whyImportant: `말하는 동안의 평균 속도는 분당 ${num(c.metrics.articulationWpm)}단어로, ${classLabel(c)}의 흐름을 유지하는 ${c.targets.articulationWpm.min}–${c.targets.articulationWpm.max}단어보다 느렸습니다(${talk ? '문장 사이의 멈춤은' : '지시 사이에 회원이 동작하는 시간은'} 세지 않았습니다). ${midGaps(c) > 0 ? `문장 중간에 1초 이상 멈춘 곳이 ${midGaps(c)}번 있었습니다. 단어 사이가 길게 끊기면 ${thought} 하나의 생각으로 들리지 않고 망설임처럼 느껴질 수 있습니다.` : `말을 길게 늘이면 ${thought} 하나의 생각으로 들리지 않고 망설임처럼 느껴질 수 있습니다.`}`,
        improvementTip: `지금 ${josa(next, '이/가')} 끝나기 전에 다음 ${josa(next, '을/를')} 미리 정해 두고, 각 ${josa(talk ? '요점' : '큐', '을/를')} 중간에 멈추지 않는 완결된 한 문장으로 ${talk ? '말하세요' : '전달하세요'}.`,
        expectedBenefit: `${n.session}의 리듬이 살아나고, ${talk ? '청중은' : '회원들은'} ${josa(n.speaker, '이/가')} ${talk ? '이야기' : '시퀀스'}의 방향을 정확히 알고 있다고 신뢰하게 됩니다.`,
      };
    },
  },
  pace_uneven: {
    en: (c) => {
      const talk = isTalk(c);
      return {
        title: `Keep your pace steady across the ${nouns(c).session}`,
        whyImportant: `Your pace swung from minute to minute (consistency ${num(c.metrics.consistency)}/100). Sudden bursts usually come when you are searching for words or catching up with ${talk ? 'your slides' : 'the sequence'}, and ${talk ? 'the audience hears that change as nerves' : 'students feel that change before they hear it'}.`,
        improvementTip: `Mark the two or three transitions where you sped up and script the first sentence of each, so you enter them at your normal pace.`,
        expectedBenefit: `A steady voice makes the whole ${nouns(c).session} feel ${talk ? 'prepared' : 'planned'} and lets ${talk ? 'the audience settle into listening' : 'students settle into the rhythm'}.`,
      };
    },
    ko: (c) => {
      const talk = isTalk(c);
      return {
        title: `${nouns(c).session} 전체에서 일정한 속도 유지하기`,
        whyImportant: `분마다 말의 속도 차이가 컸습니다(일관성 ${num(c.metrics.consistency)}/100). 갑자기 빨라지는 구간은 대개 말을 찾거나 ${josa(talk ? '슬라이드' : '시퀀스', '을/를')} 따라잡을 때 생기고, ${talk ? '청중은 그 변화를 긴장으로 받아들입니다' : '회원들은 그 변화를 몸으로 먼저 느낍니다'}.`,
        improvementTip: `빨라졌던 전환 구간 두세 곳을 표시하고 각 구간의 첫 문장을 미리 적어 두세요. 평소 속도로 그 구간에 들어갈 수 있습니다.`,
        expectedBenefit: `일정한 목소리는 ${nouns(c).session} 전체가 ${talk ? '준비되어' : '계획되어'} 있다는 느낌을 주고 ${talk ? '청중이 편안히 듣게 합니다' : '회원들이 리듬에 편안히 머물게 합니다'}.`,
      };
    },
  },
  fillers: {
    en: (c) => {
      const talk = isTalk(c);
      return {
        title: 'Replace filler words with silence',
        whyImportant: `You used ${num(c.metrics.fillersPer100, 1)} fillers per 100 words (${c.metrics.fillerCount} in total); the target is under ${c.targets.fillersPer100Max}. Fillers between ${talk ? 'sentences' : 'cues'} blur where one ${talk ? 'point' : 'instruction'} ends and the next begins, and they read as uncertainty.`,
        improvementTip: `When you feel a filler (${fillerExamples(c, 2)}) coming, close your mouth and ${talk ? 'pause' : 'take a breath'} instead. The pause you are filling is usually the pause your ${talk ? 'audience needs to take in the point' : 'students need'}.`,
        expectedBenefit: `Cleaner ${talk ? 'sentences' : 'cues'} that are easier to follow, and a voice that sounds confident, especially in ${talk ? 'Q&A and transitions' : `transitions between ${moveWord.en[c.group]}s`}.`,
      };
    },
    ko: (c) => {
      const talk = isTalk(c);
      return {
        title: '군말 대신 여백 두기',
        whyImportant: `100단어당 군말이 ${num(c.metrics.fillersPer100, 1)}개(총 ${c.metrics.fillerCount}개)였습니다. 목표는 ${c.targets.fillersPer100Max}개 미만입니다. ${talk ? '문장' : '큐'} 사이의 군말${ownFillerExamples(c, 3) ? `(${ownFillerExamples(c, 3)})` : ''}은 한 ${josa(talk ? '요점' : '지시', '이/가')} 어디서 끝나고 다음이 어디서 시작하는지 흐리게 하고, 자신감이 없어 보이게 합니다.`,
        improvementTip: `군말(${fillerExamples(c, 2)})이 나오려는 순간 입을 닫고 ${talk ? '잠깐 멈추세요' : '숨을 한 번 쉬세요'}. 군말로 채우려던 그 틈이 바로 ${talk ? '청중이 요점을 받아들이는 데' : '회원에게'} 필요한 여백입니다.`,
        expectedBenefit: `${josa(talk ? '문장' : '큐', '이/가')} 또렷하게 들리고 목소리에 확신이 실립니다. 특히 ${talk ? '질의응답과 전환 구간' : `${moveWord.ko[c.group]} 사이 전환`}에서 차이가 큽니다.`,
      };
    },
  },
  few_breath_cues: {
    en: (c) => ({
      title: 'Anchor your cues to the breath',
      whyImportant: `You gave ${units(c.metrics.cueCounts.breathing, 'breath cue', 'breath cues')} in ${units(c.durationMin, 'minute', 'minutes')} (${num(c.breathPerMin, 2)} per minute; aim for at least ${c.targets.breathCuesPerMinuteMin}). Without the breath, students time movements by watching you, hold their breath in effort, and lose the thread that links one ${moveWord.en[c.group]} to the next.`,
      improvementTip: `Start movement cues with the breath: "Inhale, …" for lifting and opening, "Exhale, …" for folding, twisting and effort. Then name the body part and the direction.`,
      expectedBenefit: `Movement and breath sync up, holds feel steadier, and students can follow with their eyes closed.`,
    }),
    ko: (c) => ({
      title: '호흡에 큐를 연결하기',
      whyImportant: `${num(c.durationMin)}분 동안 호흡 큐가 ${c.metrics.cueCounts.breathing}번(분당 ${num(c.breathPerMin, 2)}회)이었습니다. 최소 분당 ${c.targets.breathCuesPerMinuteMin}회를 목표로 하세요. 호흡 안내가 없으면 회원은 강사를 보며 타이밍을 맞추고, 힘을 쓸 때 숨을 참으며, ${josa(moveWord.ko[c.group], '과/와')} ${josa(moveWord.ko[c.group], '을/를')} 잇는 흐름을 놓칩니다.`,
      improvementTip: `동작 큐를 호흡으로 시작하세요. 들어 올리고 여는 동작은 "숨을 들이마시며", 접고 비틀고 힘을 쓰는 동작은 "숨을 내쉬며". 그다음 신체 부위와 방향을 말합니다.`,
      expectedBenefit: `움직임과 호흡이 맞아떨어지고, 유지 구간이 안정되며, 회원이 눈을 감고도 따라올 수 있습니다.`,
    }),
  },
  sparse_cues: {
    en: (c) => {
      const talk = isTalk(c);
      return {
        title: `${talk ? 'Signpost' : 'Cue'} more often`,
        whyImportant: `You gave ${num(c.metrics.cuesPerMinute, 1)} cues per minute; a ${classLabel(c)} needs about ${c.targets.cuesPerMinute.min}–${c.targets.cuesPerMinute.max}${talk ? ' signposts ("first", "next", "in summary")' : ''}. ${talk ? 'Long stretches without one leave the audience unsure where the talk is going and when a new point starts.' : 'Long stretches without guidance leave students guessing at alignment and unsure when to move on.'}`,
        improvementTip: talk
          ? `Give every section three markers: announce it ("Second, …"), state its one point, and close it ("So, …") before you move to the next slide.`
          : `For every ${moveWord.en[c.group]}, give three layers: how to get in (direction), what to align (one body part), and how to stay (breath or count).`,
        expectedBenefit: talk
          ? `Listeners always know where they are in the talk, and anyone who drifted for a moment can find their way back.`
          : `Students stay engaged and safe, and newcomers can keep up without copying the person next to them.`,
      };
    },
    ko: (c) => {
      const talk = isTalk(c);
      return {
        title: `${josa(talk ? '이정표' : '큐', '을/를')} 더 자주 주기`,
        // The particle 가 belongs to 정도/이정표, not to the quoted signposts before it, so it is written out.
        whyImportant: `분당 큐가 ${num(c.metrics.cuesPerMinute, 1)}개였습니다. ${classLabel(c)}에는 분당 ${c.targets.cuesPerMinute.min}–${c.targets.cuesPerMinute.max}개 정도${talk ? '의 이정표("먼저", "다음으로", "정리하면")' : ''}가 필요합니다. ${talk ? '이정표 없는 구간이 길면 청중은 발표가 어디로 가는지, 언제 새 요점이 시작되는지 알기 어렵습니다.' : '안내 없는 구간이 길면 회원은 정렬을 추측하고 언제 넘어가야 할지 몰라 합니다.'}`,
        improvementTip: talk
          ? `단락마다 세 가지 표지를 두세요: 시작을 알리고("두 번째로, …"), 요점 하나를 말하고, 다음 슬라이드로 넘어가기 전에 마무리합니다("정리하면, …").`
          : `${moveWord.ko[c.group]}마다 세 겹으로 안내하세요: 들어가는 방법(방향), 정렬할 곳(신체 부위 하나), 머무는 방법(호흡이나 카운트).`,
        expectedBenefit: talk
          ? `청중이 발표의 어디쯤인지 늘 알고, 잠시 놓친 사람도 다시 흐름을 찾을 수 있습니다.`
          : `회원이 집중을 유지하고 안전하게 움직이며, 처음 온 회원도 옆 사람을 따라 하지 않고 수업을 따라올 수 있습니다.`,
      };
    },
  },
  cue_overload: {
    en: (c) => {
      const talk = isTalk(c);
      return {
        title: talk ? 'Give the audience one point at a time' : 'Give fewer cues at a time',
        whyImportant: `You gave ${num(c.metrics.cuesPerMinute, 1)} cues per minute, above the ${c.targets.cuesPerMinute.max} a ${classLabel(c)} can absorb. ${talk ? 'When signposts and asides pile up ("next, then, also, and now"), listeners lose track of which point is the main one.' : 'When five corrections arrive together, students act on the first and miss the rest.'}`,
        improvementTip: talk
          ? `Choose the one point that matters most on this slide, make it, pause, and only then move on to the next.`
          : `Choose the one cue that matters most for this ${moveWord.en[c.group]}, give it, watch the room, and only then add the next layer.`,
        expectedBenefit: talk
          ? `Each signpost actually marks a turn in the talk, and the audience gets quiet moments to take in what you said.`
          : `Each cue actually changes what students do, and the class gets quieter moments to feel the work.`,
      };
    },
    ko: (c) => {
      const talk = isTalk(c);
      return {
        title: talk ? '청중에게 요점을 하나씩 전하기' : '한 번에 주는 큐 줄이기',
        whyImportant: `분당 큐가 ${num(c.metrics.cuesPerMinute, 1)}개로 ${classLabel(c)}에서 소화할 수 있는 ${c.targets.cuesPerMinute.max}개를 넘었습니다. ${talk ? '"다음으로, 그리고, 또, 이제" 같은 이정표와 곁가지가 쌓이면 청중은 무엇이 핵심인지 놓칩니다.' : '교정이 다섯 개씩 한꺼번에 들리면 회원은 첫 번째만 따르고 나머지는 놓칩니다.'}`,
        improvementTip: talk
          ? `이 슬라이드에서 가장 중요한 요점 하나를 골라 말하고, 잠깐 멈춘 뒤에 다음으로 넘어가세요.`
          : `이 ${moveWord.ko[c.group]}에서 가장 중요한 큐 하나를 골라 말하고, 회원들을 살핀 뒤에 다음 단계를 더하세요.`,
        expectedBenefit: talk
          ? `이정표 하나하나가 실제로 발표의 전환점을 알려 주고, 청중이 들은 내용을 소화할 조용한 순간이 생깁니다.`
          : `큐 하나하나가 실제로 움직임을 바꾸고, 회원들이 동작을 느낄 조용한 순간이 생깁니다.`,
      };
    },
  },
  vague_cues: {
    en: (c) => ({
      title: 'Name the body part and direction instead of "like this"',
      whyImportant: `${c.vagueCount === 1 ? 'Once' : `${c.vagueCount} times`} you said things like "like this" or "this way" without naming what moves or where. That only works for students who can see you${c.scenario === 'online' ? ', and online many cannot' : ''}; anyone with eyes closed, in the back row, or facing away is left guessing.`,
      improvementTip: `Build each cue as breath + body part + direction: "Exhale, bring your right knee toward your chest." Demonstrate if you like, but let the words do the teaching.`,
      expectedBenefit: `Students can follow without looking up, which keeps necks safe and attention inward.`,
    }),
    ko: (c) => ({
      title: '"이렇게" 대신 신체 부위와 방향을 말하기',
      whyImportant: `"이렇게", "이쪽으로" 같은 말만으로 안내한 곳이 ${c.vagueCount}번 있었습니다. 무엇을 어디로 움직이는지 말하지 않으면 강사를 볼 수 있는 회원만 따라올 수 있습니다${c.scenario === 'online' ? '. 온라인 수업에서는 화면을 못 보는 회원이 많습니다' : ''}. 눈을 감았거나 뒷줄에 있거나 다른 방향을 보는 회원은 추측해야 합니다.`,
      improvementTip: `큐를 "호흡 + 신체 부위 + 방향" 구조로 만드세요: "숨을 내쉬며 오른쪽 무릎을 가슴 쪽으로 당깁니다." 시범은 보여 주되, 말만 들어도 따라할 수 있어야 합니다.`,
      expectedBenefit: `회원이 고개를 들어 확인하지 않아도 되어 목이 편하고, 주의가 몸 안쪽에 머뭅니다.`,
    }),
  },
  dead_air: {
    en: (c) => {
      const talk = isTalk(c);
      return {
        title: talk ? 'Tell the audience what a long silence is for' : 'Fill long silences with a holding cue',
        whyImportant: `${c.deadAirCount} silence${c.deadAirCount === 1 ? '' : 's'} lasted ${c.targets.deadAirSec} s or more (the longest ${num(c.longestDeadAirSec)} s). In a ${classLabel(c)} that is long enough for ${talk ? 'listeners to wonder whether you lost your place or the slide stopped working' : 'students to wonder whether they missed something or whether you lost your place'}.`,
        improvementTip: `Silence is fine when ${talk ? 'the audience knows' : 'students know'} what it is for. ${talk ? 'Before you let them read a slide or think about a question, say so; if you need a moment to find your notes, name the next point first.' : 'Before a long hold, say how long it lasts; halfway through, give one quiet cue (breath, one body part, or time left).'}`,
        expectedBenefit: talk
          ? `Pauses sound intentional, the audience stays with you, and a silence after a key point gives it weight instead of doubt.`
          : `Holds feel intentional, students stay with you, and you have a natural moment to check in on the room.`,
      };
    },
    ko: (c) => {
      const talk = isTalk(c);
      return {
        title: talk ? '긴 침묵의 이유를 청중에게 알리기' : '긴 침묵에 유지 큐 넣기',
        whyImportant: `${c.targets.deadAirSec}초 이상의 침묵이 ${c.deadAirCount}번 있었습니다(가장 긴 것은 ${num(c.longestDeadAirSec)}초). ${classLabel(c)}에서 이 정도면 ${talk ? '청중은 발표자가 흐름을 놓쳤는지, 슬라이드에 문제가 생겼는지' : '회원이 뭔가 놓쳤는지, 강사가 순서를 잊었는지'} 궁금해하기 시작합니다.`,
        improvementTip: `침묵은 ${josa(nouns(c).listeners, '이/가')} 그 이유를 알 때 좋은 침묵이 됩니다. ${talk ? '슬라이드를 읽거나 질문을 생각할 시간을 줄 때는 먼저 그렇다고 말하고, 메모를 찾아야 할 때는 다음 요점을 먼저 말해 두세요.' : '긴 유지 전에 얼마나 머무는지 알려 주고, 중간에 조용한 큐 하나(호흡, 신체 부위 하나, 남은 시간)를 주세요.'}`,
        expectedBenefit: talk
          ? `멈춤이 의도된 것으로 들리고, 청중이 발표자와 함께 머물며, 핵심 뒤의 침묵이 의심 대신 무게를 줍니다.`
          : `유지가 의도된 시간으로 느껴지고, 회원이 강사와 연결된 상태를 유지하며, 자연스럽게 회원들을 살필 순간이 생깁니다.`,
      };
    },
  },
  too_little_space: {
    en: (c) => {
      const talk = isTalk(c);
      return {
        title: `Leave space between ${talk ? 'your points' : 'instructions'}`,
        whyImportant: `Only ${pct(c.metrics.silenceRatio)} of the ${nouns(c).session} was silence; ${pct(c.targets.silenceRatio.min)}–${pct(c.targets.silenceRatio.max)} gives ${talk ? 'the audience time to take in what they hear' : 'students time to act on what they hear'}. Continuous talk turns ${talk ? 'even your key points' : 'cues'} into background noise.`,
        improvementTip: talk
          ? `After each key point, count two in your head before speaking again. When a new slide appears, let the audience look at it for a moment before you talk over it.`
          : `After each cue, count one full breath in your head before speaking again. In holds, let at least one breath go by with no words at all.`,
        expectedBenefit: `Your ${talk ? 'key points' : 'cues'} carry more weight because they stand out against silence, and ${talk ? 'the audience gets time to think about each one' : `students get time to feel the ${moveWord.en[c.group]}`}.`,
      };
    },
    ko: (c) => {
      const talk = isTalk(c);
      return {
        title: `${talk ? '요점' : '지시'} 사이에 여백 두기`,
        whyImportant: `${nouns(c).session} 중 침묵은 ${pct(c.metrics.silenceRatio)}뿐이었습니다. ${pct(c.targets.silenceRatio.min)}–${pct(c.targets.silenceRatio.max)} 정도의 여백이 있어야 ${talk ? '청중이 들은 내용을 받아들일' : '회원이 들은 것을 몸으로 옮길'} 수 있습니다. 쉬지 않는 말은 ${talk ? '핵심 요점마저' : '큐를'} 배경 소음으로 만듭니다.`,
        improvementTip: talk
          ? `핵심 요점을 말한 뒤 속으로 둘을 세고 다음 말을 하세요. 새 슬라이드가 나오면 그 위에 바로 말을 얹지 말고 청중이 잠시 볼 시간을 주세요.`
          : `큐를 하나 말한 뒤 속으로 한 호흡을 세고 다음 말을 하세요. 유지 구간에서는 적어도 한 호흡은 아무 말 없이 보내세요.`,
        expectedBenefit: `침묵 사이에서 ${josa(talk ? '요점' : '큐', '이/가')} 도드라져 무게가 실리고, ${talk ? '청중이 요점마다 생각할' : `회원이 ${josa(moveWord.ko[c.group], '을/를')} 느낄`} 시간이 생깁니다.`,
      };
    },
  },
};

/**
 * A class with no focus can still have a key metric outside its band (pace and silence averaged over students'
 * working time): then the focus says which, and why, instead of calling every number in range. Null when all are.
 */
function inRange(c: CoachContext): string | null {
  const off = offTargetKeys(c.evidence);
  if (off.length === 0) return null;
  return `${offTargetSentence(c.evidence, off)}${c.language === 'en' ? ' The' : ''}`;
}

/** When nothing is off target: a growth focus per group, so a strong class or talk still gets a next step. */
export const refineFocus: Bilingual<(c: CoachContext) => FocusText> = {
  en: (c) => {
    const talk = isTalk(c);
    return {
      title: talk ? 'Add signposts and stories' : 'Layer in imagery and refinement cues',
      whyImportant: `${inRange(c) ?? `Your numbers are inside the targets for a ${classLabel(c)}, so the`} next gains come from ${talk ? 'how each point is built rather than how it is delivered' : 'the quality of each cue rather than the quantity'}.`,
      improvementTip: talk
        ? 'Open each section with a one-line signpost ("Three things changed …") and anchor one point per section in a concrete example.'
        : 'Once students are in position, add one sensation or image cue ("feel the floor push back", "grow tall through the crown") before moving on.',
      expectedBenefit: talk
        ? 'The audience remembers your points, not just your slides, and can retell them after the talk.'
        : 'Students remember how the class felt, not just what they did, and come back for it.',
    };
  },
  ko: (c) => {
    const talk = isTalk(c);
    return {
      title: talk ? '이정표와 사례 더하기' : '이미지와 감각 큐로 깊이 더하기',
      whyImportant: `${inRange(c) ?? `수치가 ${classLabel(c)}의 목표 범위 안에 있습니다.`} 이제는 ${talk ? '전달 방식보다 요점을 어떻게 짜는지' : '큐의 양보다 질'}에서 성장할 차례입니다.`,
      improvementTip: talk
        ? '각 단락을 한 줄짜리 이정표("세 가지가 달라졌습니다 …")로 시작하고, 단락마다 구체적인 사례 하나에 요점을 묶으세요.'
        : '회원이 자세를 잡은 뒤 다음으로 넘어가기 전에 감각이나 이미지 큐를 하나 더하세요("바닥이 나를 밀어 올린다고 느껴 보세요", "정수리로 길게 자라납니다").',
      expectedBenefit: talk
        ? '청중이 슬라이드보다 요점을 기억하고, 발표가 끝난 뒤에도 그 내용을 다른 사람에게 전할 수 있습니다.'
        : '회원이 무엇을 했는지보다 수업이 어떻게 느껴졌는지를 기억하고, 그 느낌 때문에 다시 찾아옵니다.',
    };
  },
};

/** Too little speech to coach (muted microphone, a clip of a few sentences): say so instead of guessing. */
export const notEnoughSpeechFocus: Bilingual<(c: CoachContext) => FocusText> = {
  en: (c) => {
    const talk = isTalk(c);
    return {
      title: `Record a full stretch of ${talk ? 'your talk' : 'teaching'}`,
      whyImportant: `Only ${num(c.metrics.speechSec)} s of speech (${units(c.metrics.totalWords, 'word', 'words')}) were recognised in ${units(c.durationMin, 'minute', 'minutes', 1)}, too little to judge your pace, fillers or ${talk ? 'signposting' : 'cueing'}.`,
      improvementTip: `Record with the microphone close to you (a clip-on mic or the phone ${talk ? 'on the lectern' : 'near your mat'}) and include at least five minutes of ${talk ? 'the talk' : 'teaching'}.`,
      expectedBenefit: `The next report quotes your real ${talk ? 'sentences' : 'cues'} and measures them against your style.`,
    };
  },
  ko: (c) => {
    const talk = isTalk(c);
    return {
      title: `${talk ? '발표' : '가르치는'} 구간을 충분히 녹음하기`,
      whyImportant: `${num(c.durationMin, 1)}분 동안 인식된 말이 ${num(c.metrics.speechSec)}초(${c.metrics.totalWords}단어)뿐이라 속도, 군말, ${josa(talk ? '이정표' : '큐', '을/를')} 판단하기 어렵습니다.`,
      improvementTip: `마이크를 가까이 두고(핀 마이크나 ${talk ? '연단 위의' : '매트 옆의'} 휴대폰) 최소 5분 이상 실제로 ${talk ? '발표하는' : '안내하는'} 구간을 녹음하세요.`,
      expectedBenefit: `다음 리포트는 실제 ${josa(talk ? '문장' : '큐', '을/를')} 인용하고 스타일 기준으로 측정할 수 있습니다.`,
    };
  },
};
