/**
 * Focus-area texts for a talk (style group 'presentation'): the same numbers and targets as focus.ts, said to a
 * presenter. A talk has an audience, points, sections, slides and Q&A, not students, poses, holds or a sequence,
 * and its "cues" are the signposts the rules count ("first", "next", "in summary").
 */
import type { FocusArea } from '@cuecoach/contracts';
import type { Weakness } from '../weaknesses.ts';
import { type Bilingual, type CoachContext, classLabel, fillerExamples, josa, num, pct, units } from './context.ts';

type FocusText = Omit<FocusArea, 'key'>;
type Entry = Bilingual<(c: CoachContext) => FocusText>;

/** What a talk can be told: breath cues are not coached and vague cues are not looked for in presentations. */
export type TalkWeakness = Exclude<Weakness, 'few_breath_cues' | 'vague_cues'>;

export function isTalkWeakness(key: Weakness): key is TalkWeakness {
  return key !== 'few_breath_cues' && key !== 'vague_cues';
}

/** Pauses of a second or more inside a sentence (class time model); 0 on analyses made before it. */
const midGaps = (c: CoachContext) => c.metrics.classTime?.midSentenceGapCount ?? 0;

export const talkFocus: Record<TalkWeakness, Entry> = {
  pace_fast: {
    en: (c) => ({
      title: 'Slow the pace of your delivery',
      whyImportant: `While speaking you averaged ${num(c.metrics.articulationWpm)} words per minute; a ${classLabel(c)} lands best at ${c.targets.articulationWpm.min}–${c.targets.articulationWpm.max}. At this speed listeners are still taking in one point when the next arrives, so the key points blur together.`,
      improvementTip: `Make a point, then stop: one idea, a short pause, then the next. Cut the connecting words ("and then, so, now") that keep the sentence running.`,
      expectedBenefit: `The audience keeps up with your argument instead of chasing it, and your voice sounds calm and in control instead of rushed.`,
    }),
    ko: (c) => ({
      title: '말하는 속도 늦추기',
      whyImportant: `말하는 동안의 평균 속도는 분당 ${num(c.metrics.articulationWpm)}단어였습니다. ${josa(classLabel(c), '은/는')} 분당 ${c.targets.articulationWpm.min}–${c.targets.articulationWpm.max}단어일 때 가장 잘 전달됩니다. 이 속도에서는 청중이 앞의 요점을 이해하기도 전에 다음 요점이 들려서 핵심이 뒤섞입니다.`,
      improvementTip: `요점 하나를 말한 뒤 멈추세요. 한 가지 생각, 짧은 멈춤, 그다음 생각. "그리고, 이제, 자"처럼 문장을 끝없이 잇는 연결어를 줄이세요.`,
      expectedBenefit: `청중이 논지를 쫓아가느라 바쁘지 않고 함께 따라오며, 목소리가 쫓기는 느낌 대신 안정감 있게 들립니다.`,
    }),
  },
  pace_slow: {
    en: (c) => ({
      title: 'Bring more momentum to your delivery',
      whyImportant: `While speaking you averaged ${num(c.metrics.articulationWpm)} words per minute, below the ${c.targets.articulationWpm.min}–${c.targets.articulationWpm.max} that keeps a ${classLabel(c)} moving (pauses between sentences are not counted). ${midGaps(c) > 0 ? `${midGaps(c) === 1 ? 'Once' : `${midGaps(c)} times`} you stopped for a second or more in the middle of a sentence: long gaps between words make a point hard to follow as one thought and can read as hesitation.` : 'Drawn-out words make a point hard to follow as one thought and can read as hesitation.'}`,
      improvementTip: `Know your next point before you finish the current one, and say each point as one complete sentence without stopping mid-way.`,
      expectedBenefit: `The talk keeps its rhythm and the audience trusts that you know exactly where it is going.`,
    }),
    ko: (c) => ({
      title: '전달에 흐름과 추진력 더하기',
      whyImportant: `말하는 동안의 평균 속도는 분당 ${num(c.metrics.articulationWpm)}단어로, ${classLabel(c)}의 흐름을 유지하는 ${c.targets.articulationWpm.min}–${c.targets.articulationWpm.max}단어보다 느렸습니다(문장 사이의 멈춤은 세지 않았습니다). ${midGaps(c) > 0 ? `문장 중간에 1초 이상 멈춘 곳이 ${midGaps(c)}번 있었습니다. 단어 사이가 길게 끊기면 요점이 하나의 생각으로 들리지 않고 망설임처럼 느껴질 수 있습니다.` : '말을 길게 늘이면 요점이 하나의 생각으로 들리지 않고 망설임처럼 느껴질 수 있습니다.'}`,
      improvementTip: `지금 요점이 끝나기 전에 다음 요점을 미리 정해 두고, 각 요점을 중간에 멈추지 않는 완결된 한 문장으로 말하세요.`,
      expectedBenefit: `발표의 리듬이 살아나고, 청중은 발표자가 이야기의 방향을 정확히 알고 있다고 신뢰하게 됩니다.`,
    }),
  },
  pace_uneven: {
    en: (c) => ({
      title: 'Keep your pace steady across the talk',
      whyImportant: `Your pace swung from minute to minute (consistency ${num(c.metrics.consistency)}/100). Sudden bursts usually come when you are searching for words or catching up with your slides, and the audience hears that change as nerves.`,
      improvementTip: `Mark the two or three transitions where you sped up and script the first sentence of each, so you enter them at your normal pace.`,
      expectedBenefit: `A steady voice makes the whole talk feel prepared and lets the audience settle into listening.`,
    }),
    ko: (c) => ({
      title: '발표 전체에서 일정한 속도 유지하기',
      whyImportant: `분마다 말의 속도 차이가 컸습니다(일관성 ${num(c.metrics.consistency)}/100). 갑자기 빨라지는 구간은 대개 말을 찾거나 슬라이드를 따라잡을 때 생기고, 청중은 그 변화를 긴장으로 받아들입니다.`,
      improvementTip: `빨라졌던 전환 구간 두세 곳을 표시하고 각 구간의 첫 문장을 미리 적어 두세요. 평소 속도로 그 구간에 들어갈 수 있습니다.`,
      expectedBenefit: `일정한 목소리는 발표 전체가 준비되어 있다는 느낌을 주고 청중이 편안히 듣게 합니다.`,
    }),
  },
  fillers: {
    en: (c) => ({
      title: 'Replace filler words with silence',
      whyImportant: `You used ${num(c.metrics.fillersPer100, 1)} fillers per 100 words (${c.metrics.fillerCount} in total); the target is under ${c.targets.fillersPer100Max}. Fillers between sentences blur where one point ends and the next begins, and they read as uncertainty.`,
      improvementTip: `When you feel a filler (${fillerExamples(c, 2)}) coming, close your mouth and pause instead. The pause you are filling is usually the pause your audience needs to take in the point.`,
      expectedBenefit: `Cleaner sentences that are easier to follow, and a voice that sounds confident, especially in Q&A and transitions.`,
    }),
    ko: (c) => ({
      title: '군말 대신 여백 두기',
      whyImportant: `100단어당 군말이 ${num(c.metrics.fillersPer100, 1)}개(총 ${c.metrics.fillerCount}개)였습니다. 목표는 ${c.targets.fillersPer100Max}개 미만입니다. 문장 사이의 군말(${fillerExamples(c, 3)})은 한 요점이 어디서 끝나고 다음이 어디서 시작하는지 흐리게 하고, 자신감이 없어 보이게 합니다.`,
      improvementTip: `군말(${fillerExamples(c, 2)})이 나오려는 순간 입을 닫고 잠깐 멈추세요. 군말로 채우려던 그 틈이 바로 청중이 요점을 받아들이는 데 필요한 여백입니다.`,
      expectedBenefit: `문장이 또렷하게 들리고 목소리에 확신이 실립니다. 특히 질의응답과 전환 구간에서 차이가 큽니다.`,
    }),
  },
  sparse_cues: {
    en: (c) => ({
      title: 'Signpost more often',
      whyImportant: `You gave ${num(c.metrics.cuesPerMinute, 1)} cues per minute; a ${classLabel(c)} needs about ${c.targets.cuesPerMinute.min}–${c.targets.cuesPerMinute.max} signposts ("first", "next", "in summary"). Long stretches without one leave the audience unsure where the talk is going and when a new point starts.`,
      improvementTip: `Give every section three markers: announce it ("Second, …"), state its one point, and close it ("So, …") before you move to the next slide.`,
      expectedBenefit: `Listeners always know where they are in the talk, and anyone who drifted for a moment can find their way back.`,
    }),
    ko: (c) => ({
      title: '이정표를 더 자주 주기',
      whyImportant: `분당 큐가 ${num(c.metrics.cuesPerMinute, 1)}개였습니다. ${classLabel(c)}에는 분당 ${c.targets.cuesPerMinute.min}–${c.targets.cuesPerMinute.max}개 정도의 이정표("먼저", "다음으로", "정리하면")가 필요합니다. 이정표 없는 구간이 길면 청중은 발표가 어디로 가는지, 언제 새 요점이 시작되는지 알기 어렵습니다.`,
      improvementTip: `단락마다 세 가지 표지를 두세요: 시작을 알리고("두 번째로, …"), 요점 하나를 말하고, 다음 슬라이드로 넘어가기 전에 마무리합니다("정리하면, …").`,
      expectedBenefit: `청중이 발표의 어디쯤인지 늘 알고, 잠시 놓친 사람도 다시 흐름을 찾을 수 있습니다.`,
    }),
  },
  cue_overload: {
    en: (c) => ({
      title: 'Give the audience one point at a time',
      whyImportant: `You gave ${num(c.metrics.cuesPerMinute, 1)} cues per minute, above the ${c.targets.cuesPerMinute.max} a ${classLabel(c)} can absorb. When signposts and asides pile up ("next, then, also, and now"), listeners lose track of which point is the main one.`,
      improvementTip: `Choose the one point that matters most on this slide, make it, pause, and only then move on to the next.`,
      expectedBenefit: `Each signpost actually marks a turn in the talk, and the audience gets quiet moments to take in what you said.`,
    }),
    ko: (c) => ({
      title: '청중에게 요점을 하나씩 전하기',
      whyImportant: `분당 큐가 ${num(c.metrics.cuesPerMinute, 1)}개로 ${classLabel(c)}에서 소화할 수 있는 ${c.targets.cuesPerMinute.max}개를 넘었습니다. "다음으로, 그리고, 또, 이제" 같은 이정표와 곁가지가 쌓이면 청중은 무엇이 핵심인지 놓칩니다.`,
      improvementTip: `이 슬라이드에서 가장 중요한 요점 하나를 골라 말하고, 잠깐 멈춘 뒤에 다음으로 넘어가세요.`,
      expectedBenefit: `이정표 하나하나가 실제로 발표의 전환점을 알려 주고, 청중이 들은 내용을 소화할 조용한 순간이 생깁니다.`,
    }),
  },
  dead_air: {
    en: (c) => ({
      title: 'Tell the audience what a long silence is for',
      whyImportant: `${c.deadAirCount} silence${c.deadAirCount === 1 ? '' : 's'} lasted ${c.targets.deadAirSec} s or more (the longest ${num(c.longestDeadAirSec)} s). In a ${classLabel(c)} that is long enough for listeners to wonder whether you lost your place or the slide stopped working.`,
      improvementTip: `Silence is fine when the audience knows what it is for. Before you let them read a slide or think about a question, say so; if you need a moment to find your notes, name the next point first.`,
      expectedBenefit: `Pauses sound intentional, the audience stays with you, and a silence after a key point gives it weight instead of doubt.`,
    }),
    ko: (c) => ({
      title: '긴 침묵의 이유를 청중에게 알리기',
      whyImportant: `${c.targets.deadAirSec}초 이상의 침묵이 ${c.deadAirCount}번 있었습니다(가장 긴 것은 ${num(c.longestDeadAirSec)}초). ${classLabel(c)}에서 이 정도면 청중은 발표자가 흐름을 놓쳤는지, 슬라이드에 문제가 생겼는지 궁금해하기 시작합니다.`,
      improvementTip: `침묵은 청중이 그 이유를 알 때 좋은 침묵이 됩니다. 슬라이드를 읽거나 질문을 생각할 시간을 줄 때는 먼저 그렇다고 말하고, 메모를 찾아야 할 때는 다음 요점을 먼저 말해 두세요.`,
      expectedBenefit: `멈춤이 의도된 것으로 들리고, 청중이 발표자와 함께 머물며, 핵심 뒤의 침묵이 의심 대신 무게를 줍니다.`,
    }),
  },
  too_little_space: {
    en: (c) => ({
      title: 'Leave space between your points',
      whyImportant: `Only ${pct(c.metrics.silenceRatio)} of the talk was silence; ${pct(c.targets.silenceRatio.min)}–${pct(c.targets.silenceRatio.max)} gives the audience time to take in what they hear. Continuous talk turns even your key points into background noise.`,
      improvementTip: `After each key point, count two in your head before speaking again. When a new slide appears, let the audience look at it for a moment before you talk over it.`,
      expectedBenefit: `Your key points carry more weight because they stand out against silence, and the audience gets time to think about each one.`,
    }),
    ko: (c) => ({
      title: '요점 사이에 여백 두기',
      whyImportant: `발표 중 침묵은 ${pct(c.metrics.silenceRatio)}뿐이었습니다. ${pct(c.targets.silenceRatio.min)}–${pct(c.targets.silenceRatio.max)} 정도의 여백이 있어야 청중이 들은 내용을 받아들일 수 있습니다. 쉬지 않는 말은 핵심 요점마저 배경 소음으로 만듭니다.`,
      improvementTip: `핵심 요점을 말한 뒤 속으로 둘을 세고 다음 말을 하세요. 새 슬라이드가 나오면 그 위에 바로 말을 얹지 말고 청중이 잠시 볼 시간을 주세요.`,
      expectedBenefit: `침묵 사이에서 요점이 도드라져 무게가 실리고, 청중이 요점마다 생각할 시간이 생깁니다.`,
    }),
  },
};

/** When nothing is off target: signposts and stories are a talk's next step. */
export const talkRefineFocus: Bilingual<(c: CoachContext) => FocusText> = {
  en: (c) => ({
    title: 'Add signposts and stories',
    whyImportant: `Your numbers are inside the targets for a ${classLabel(c)}, so the next gains come from how each point is built rather than how it is delivered.`,
    improvementTip:
      'Open each section with a one-line signpost ("Three things changed …") and anchor one point per section in a concrete example.',
    expectedBenefit: 'The audience remembers your points, not just your slides, and can retell them after the talk.',
  }),
  ko: (c) => ({
    title: '이정표와 사례 더하기',
    whyImportant: `수치가 ${classLabel(c)}의 목표 범위 안에 있습니다. 이제는 전달 방식보다 요점을 어떻게 짜는지에서 성장할 차례입니다.`,
    improvementTip:
      '각 단락을 한 줄짜리 이정표("세 가지가 달라졌습니다 …")로 시작하고, 단락마다 구체적인 사례 하나에 요점을 묶으세요.',
    expectedBenefit:
      '청중이 슬라이드보다 요점을 기억하고, 발표가 끝난 뒤에도 그 내용을 다른 사람에게 전할 수 있습니다.',
  }),
};

/** Too little speech to coach a talk: say so instead of guessing. */
export const talkNotEnoughSpeechFocus: Bilingual<(c: CoachContext) => FocusText> = {
  en: (c) => ({
    title: 'Record a full stretch of your talk',
    whyImportant: `Only ${num(c.metrics.speechSec)} s of speech (${units(c.metrics.totalWords, 'word', 'words')}) were recognised in ${units(c.durationMin, 'minute', 'minutes', 1)}, too little to judge your pace, fillers or signposting.`,
    improvementTip:
      'Record with the microphone close to you (a clip-on mic or the phone on the lectern) and include at least five minutes of the talk.',
    expectedBenefit: 'The next report quotes your real sentences and measures them against your style.',
  }),
  ko: (c) => ({
    title: '발표 구간을 충분히 녹음하기',
    whyImportant: `${num(c.durationMin, 1)}분 동안 인식된 말이 ${num(c.metrics.speechSec)}초(${c.metrics.totalWords}단어)뿐이라 속도, 군말, 이정표를 판단하기 어렵습니다.`,
    improvementTip:
      '마이크를 가까이 두고(핀 마이크나 연단 위의 휴대폰) 최소 5분 이상 실제로 발표하는 구간을 녹음하세요.',
    expectedBenefit: '다음 리포트는 실제 문장을 인용하고 스타일 기준으로 측정할 수 있습니다.',
  }),
};
