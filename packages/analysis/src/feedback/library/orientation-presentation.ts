/**
 * Orientation texts for a talk (style group 'presentation'): scenario and purpose sentences, balancing drills (named
 * after drills-presentation.ts) and the cautions that would otherwise speak of students and a class.
 */
import type { Purpose, Scenario } from '@cuecoach/contracts';
import { type Bilingual, type CoachContext, num, styleLabel } from './context.ts';
import type { TalkWeakness } from './focus-presentation.ts';

export const talkToneByScenario: Bilingual<Record<Scenario, string>> = {
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

export const talkToneByPurpose: Bilingual<Partial<Record<Purpose, string>>> = {
  en: {
    assessment: 'For an assessment, favour a clear structure (opening, signposted sections, summary) over personality.',
    teaching_demo: 'For a demo, make your structure audible: say which point you are on and where the talk goes next.',
    practice: 'As practice, change one habit at a time and re-record.',
    lecture: 'For a lecture, signpost each section and summarise before moving on.',
  },
  ko: {
    assessment: '평가용이라면 개성보다 분명한 구조(도입, 이정표가 있는 단락, 요약)를 우선하세요.',
    teaching_demo: '시연이라면 구조가 들리게 하세요. 지금 몇 번째 요점인지, 다음은 어디로 가는지 말합니다.',
    practice: '연습이라면 한 번에 습관 하나만 바꾸고 다시 녹음하세요.',
    lecture: '강의라면 단락마다 이정표를 주고 넘어가기 전에 요약하세요.',
  },
};

/** What to protect while the main point is fixed, named after the talk drills. */
export const talkBalancing: Bilingual<Record<TalkWeakness, string[]>> = {
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

/** Silences the class time model did not count as dead air in a talk (an announced pause, a question's wait). */
export function talkRestCaution(c: CoachContext, restFilteredSec: number): string {
  const name = c.style ? styleLabel[c.language][c.style] : c.language === 'en' ? 'presentation' : '발표';
  return c.language === 'en'
    ? `Silences you announced or gave the audience for a task or a question (the longest ${num(restFilteredSec)} s) are part of a ${name}: they were not counted as dead air.`
    : `미리 알렸거나 청중에게 과제나 질문을 생각할 시간으로 준 침묵(가장 긴 것 ${num(restFilteredSec)}초)은 ${name}의 일부라 어색한 침묵으로 세지 않았습니다.`;
}

export const talkPaceCaution: Bilingual<string> = {
  en: "Slow down by pausing between points, not by stretching words; drawn-out speech sounds flat and loses the room's energy.",
  ko: '단어를 늘려 말하지 말고 요점 사이에 멈춰서 속도를 늦추세요. 말을 늘어뜨리면 단조롭게 들리고 발표의 에너지가 떨어집니다.',
};
