/**
 * Drills for a talk (style group 'presentation'): the same success criteria as drills.ts (the style's targets and
 * this talk's values), practised on slides, sections and points instead of poses and a sequence.
 */
import type { Drill } from '@cuecoach/contracts';
import type { TalkWeakness } from './context.ts';
import { type Bilingual, type CoachContext, fillerExamples, num, pct } from './context.ts';
import { concreteSamples, holdSamples, sample } from './script-samples.ts';

type Entry = Bilingual<(c: CoachContext) => Drill>;

export const talkDrills: Record<TalkWeakness, Entry> = {
  pace_fast: {
    en: (c) => ({
      name: 'One point, one pause',
      steps: [
        'Pick a three-minute stretch of your talk and write out what you said.',
        'Cut every connecting word ("and then", "so", "now") so each point is one short sentence.',
        'Record yourself giving it, pausing for a slow count of two after every point before you speak again.',
        'Play it back with a timer: count the words in one minute.',
      ],
      scriptSample: sample(concreteSamples, c),
      whyImportant:
        'A pause after each point is the simplest way to slow down without sounding flat; it also gives the audience the moment they need to take the point in.',
      successCriteria: `The recorded minute has ${c.targets.wpm.min}–${c.targets.wpm.max} words and every point is followed by an audible pause.`,
      practiceMinutes: 10,
    }),
    ko: (c) => ({
      name: '요점 하나, 멈춤 한 번',
      steps: [
        '발표 중 3분 구간을 골라 실제로 말한 내용을 글로 적습니다.',
        '"그리고, 이제, 자" 같은 연결어를 지워 각 요점이 짧은 한 문장이 되게 합니다.',
        '요점 하나를 말할 때마다 속으로 천천히 둘을 센 뒤 다음 말을 하며 녹음합니다.',
        '타이머를 켜고 다시 들으며 1분 동안의 단어 수를 셉니다.',
      ],
      scriptSample: sample(concreteSamples, c),
      whyImportant:
        '요점 뒤의 멈춤은 단조롭게 들리지 않으면서 속도를 늦추는 가장 쉬운 방법이고, 청중이 요점을 받아들일 시간도 줍니다.',
      successCriteria: `녹음한 1분이 ${c.targets.wpm.min}–${c.targets.wpm.max}단어이고, 모든 요점 뒤에 들리는 멈춤이 있습니다.`,
      practiceMinutes: 10,
    }),
  },
  pace_slow: {
    en: (c) => ({
      name: 'Full-sentence points',
      steps: [
        'Write the next three transitions of your talk on a card, one sentence each.',
        'Say each one out loud as one complete sentence, without stopping in the middle.',
        'Give the three transitions back to back to a timer, clicking through the matching slides as you speak.',
      ],
      scriptSample: sample(concreteSamples, c),
      whyImportant:
        'Most slow delivery comes from deciding what comes next while speaking; preparing the sentence removes the mid-sentence gaps.',
      successCriteria: `The run-through stays between ${c.targets.wpm.min} and ${c.targets.wpm.max} words per minute with no gap inside a sentence longer than a second.`,
      practiceMinutes: 10,
    }),
    ko: (c) => ({
      name: '완결된 문장으로 요점 말하기',
      steps: [
        '발표의 다음 전환 세 개를 한 문장씩 카드에 적습니다.',
        '각 전환을 중간에 멈추지 않는 완결된 한 문장으로 소리 내어 말합니다.',
        '타이머를 켜고 해당 슬라이드를 넘기면서 세 전환을 이어서 말합니다.',
      ],
      scriptSample: sample(concreteSamples, c),
      whyImportant:
        '느린 전달은 대개 말하면서 다음 내용을 정하기 때문에 생깁니다. 문장을 미리 준비하면 문장 중간의 끊김이 사라집니다.',
      successCriteria: `연습 녹음이 분당 ${c.targets.wpm.min}–${c.targets.wpm.max}단어이고, 한 문장 안에서 1초 넘게 끊기는 곳이 없습니다.`,
      practiceMinutes: 10,
    }),
  },
  pace_uneven: {
    en: (c) => ({
      name: 'Transition scripting',
      steps: [
        'Find the minutes in this talk where your pace jumped (the pace chart shows them).',
        'Write the first sentence you want to say at each of those transitions.',
        'Practise entering each transition with that sentence, at the same pace as the sentence before it.',
      ],
      scriptSample: sample(concreteSamples, c),
      whyImportant: 'Pace spikes cluster at transitions; a prepared first sentence keeps you at your own tempo.',
      successCriteria: `Your next talk scores at least 70/100 on consistency (this one: ${num(c.metrics.consistency)}).`,
      practiceMinutes: 8,
    }),
    ko: (c) => ({
      name: '전환 구간 대본 만들기',
      steps: [
        '이번 발표에서 속도가 튀었던 분을 찾습니다(속도 차트에 표시됩니다).',
        '각 전환에서 처음 말할 문장을 적습니다.',
        '그 문장으로 전환에 들어가되, 바로 앞 문장과 같은 속도로 말하는 연습을 합니다.',
      ],
      scriptSample: sample(concreteSamples, c),
      whyImportant: '속도가 튀는 곳은 대부분 전환 구간입니다. 준비된 첫 문장이 있으면 자기 속도를 지킬 수 있습니다.',
      successCriteria: `다음 발표의 일관성 점수가 70/100 이상입니다(이번: ${num(c.metrics.consistency)}).`,
      practiceMinutes: 8,
    }),
  },
  fillers: {
    en: (c) => ({
      name: 'Pause instead of filler',
      steps: [
        'Read the flagged sentences from this talk out loud exactly as you said them.',
        'Read them again, replacing every filler with a silent pause.',
        `Give two minutes of your talk to a recorder; a friend or the app counts every filler (${fillerExamples(c, 4)}).`,
        'Repeat until a two-minute take has no more than one filler.',
      ],
      scriptSample: sample(concreteSamples, c),
      whyImportant:
        'Fillers are a habit of not wanting silence. Practising the silent pause on purpose makes it feel normal, and the filler disappears with it.',
      successCriteria: `A two-minute recording with at most one filler; in the talk, under ${c.targets.fillersPer100Max} fillers per 100 words (this talk: ${num(c.metrics.fillersPer100, 1)}).`,
      practiceMinutes: 10,
    }),
    ko: (c) => ({
      name: '군말 대신 멈춤',
      steps: [
        '이번 발표에서 표시된 문장을 말했던 그대로 소리 내어 읽습니다.',
        '다시 읽되, 군말이 있던 자리마다 소리 없이 잠깐 멈춥니다.',
        `발표 2분을 녹음하며 말하고, 군말(${fillerExamples(c, 4)})을 셉니다.`,
        '2분 녹음에 군말이 한 번 이하가 될 때까지 반복합니다.',
      ],
      scriptSample: sample(concreteSamples, c),
      whyImportant:
        '군말은 침묵을 피하려는 습관입니다. 일부러 조용히 멈추는 연습을 하면 멈춤이 자연스러워지고 군말도 함께 사라집니다.',
      successCriteria: `2분 녹음에 군말 1회 이하, 발표에서는 100단어당 ${c.targets.fillersPer100Max}개 미만(이번 발표: ${num(c.metrics.fillersPer100, 1)}개).`,
      practiceMinutes: 10,
    }),
  },
  sparse_cues: {
    en: (c) => ({
      name: 'Signpost map',
      steps: [
        'List the sections of your talk and the one point each makes.',
        'For each, write three signposts: how you open it ("Second, …"), the point in one sentence, how you close it ("So, …").',
        'Give the talk out loud, saying all three before moving to the next slide.',
      ],
      scriptSample: sample(concreteSamples, c),
      whyImportant:
        'A fixed structure means the audience always knows where they are, and every signpost is useful rather than filler.',
      successCriteria: `Between ${c.targets.cuesPerMinute.min} and ${c.targets.cuesPerMinute.max} cues per minute in your next talk (this talk: ${num(c.metrics.cuesPerMinute, 1)}).`,
      practiceMinutes: 10,
    }),
    ko: (c) => ({
      name: '이정표 지도',
      steps: [
        '발표의 단락과 단락마다 전할 요점 하나를 적습니다.',
        '각 단락마다 이정표 세 개를 적습니다: 시작하는 말("두 번째로, …"), 한 문장으로 된 요점, 마무리하는 말("정리하면, …").',
        '발표를 소리 내어 하되, 다음 슬라이드로 넘어가기 전에 세 가지를 모두 말합니다.',
      ],
      scriptSample: sample(concreteSamples, c),
      whyImportant:
        '정해진 구조가 있으면 청중이 늘 발표의 위치를 알고, 모든 이정표가 군말이 아닌 쓸모 있는 말이 됩니다.',
      successCriteria: `다음 발표에서 분당 큐 ${c.targets.cuesPerMinute.min}–${c.targets.cuesPerMinute.max}개(이번 발표: ${num(c.metrics.cuesPerMinute, 1)}개).`,
      practiceMinutes: 10,
    }),
  },
  cue_overload: {
    en: (c) => ({
      name: 'One point per slide',
      steps: [
        'List everything you say on one busy slide of this talk.',
        'Rank it by what the audience must remember, then by what is nice to know.',
        'Give the slide with only the top point; pause; add the second only if it is needed.',
      ],
      scriptSample: sample(holdSamples, c),
      whyImportant: 'An audience takes in one new point at a time; the rest is noise until the first has landed.',
      successCriteria: `No more than ${c.targets.cuesPerMinute.max} cues per minute (this talk: ${num(c.metrics.cuesPerMinute, 1)}), with a pause between points.`,
      practiceMinutes: 8,
    }),
    ko: (c) => ({
      name: '슬라이드 하나에 요점 하나',
      steps: [
        '이번 발표에서 말이 많았던 슬라이드 하나를 골라 그때 한 말을 모두 적습니다.',
        '청중이 꼭 기억해야 할 것, 그다음 알면 좋은 것 순서로 순위를 매깁니다.',
        '1순위 요점만으로 그 슬라이드를 말하고, 잠깐 멈춘 뒤 필요할 때만 두 번째 요점을 더합니다.',
      ],
      scriptSample: sample(holdSamples, c),
      whyImportant: '청중은 한 번에 새 요점 하나만 받아들일 수 있습니다. 첫 요점이 자리 잡기 전의 나머지는 소음입니다.',
      successCriteria: `분당 큐 ${c.targets.cuesPerMinute.max}개 이하(이번 발표: ${num(c.metrics.cuesPerMinute, 1)}개), 요점 사이에 멈춤.`,
      practiceMinutes: 8,
    }),
  },
  dead_air: {
    en: (c) => ({
      name: 'Announced pause',
      steps: [
        'Find the longest silence in this talk and what came just before it.',
        'If the audience needed the time (to read a slide, to think about a question), write the sentence that tells them so.',
        'If you needed it (to find your notes or the next slide), write the next point on your card so you can say it first.',
        'Rehearse both moments with a timer so no silence runs past the limit.',
      ],
      scriptSample: sample(holdSamples, c),
      whyImportant: 'An audience relaxes into a pause when they know what it is for and that you are still with them.',
      successCriteria: `No silence longer than ${c.targets.deadAirSec} s without a word before it about what it is for (this talk: longest ${num(c.longestDeadAirSec)} s).`,
      practiceMinutes: 8,
    }),
    ko: (c) => ({
      name: '알리고 멈추기',
      steps: [
        '이번 발표에서 가장 긴 침묵과 그 직전에 한 말을 찾습니다.',
        '청중에게 필요한 시간이었다면(슬라이드를 읽거나 질문을 생각할 시간) 그렇다고 알리는 문장을 적습니다.',
        '발표자에게 필요한 시간이었다면(메모나 다음 슬라이드를 찾는 시간) 먼저 말할 다음 요점을 카드에 적어 둡니다.',
        '타이머로 두 순간을 연습해 제한 시간을 넘는 침묵이 없게 합니다.',
      ],
      scriptSample: sample(holdSamples, c),
      whyImportant: '무엇을 위한 멈춤인지, 발표자가 여전히 함께 있다는 것을 알 때 청중은 침묵 속에서 편안해집니다.',
      successCriteria: `앞에 이유를 알리는 말 없이 ${c.targets.deadAirSec}초를 넘는 침묵 0회(이번 발표: 최장 ${num(c.longestDeadAirSec)}초).`,
      practiceMinutes: 8,
    }),
  },
  too_little_space: {
    en: (c) => ({
      name: 'Counted pause',
      steps: [
        'Give one section of your talk out loud.',
        'After each key point, count "one, two" silently before speaking again.',
        'When you change slides, let the audience look at the new one for a moment before you speak.',
        'Record it and compare how much calmer it sounds.',
      ],
      scriptSample: sample(holdSamples, c),
      whyImportant: 'Silence is where the audience takes in your point; without it, points pile up unheard.',
      successCriteria: `${pct(c.targets.silenceRatio.min)}–${pct(c.targets.silenceRatio.max)} of the talk is silence (this talk: ${pct(c.metrics.silenceRatio)}).`,
      practiceMinutes: 8,
    }),
    ko: (c) => ({
      name: '세는 멈춤',
      steps: [
        '발표의 한 단락을 소리 내어 말합니다.',
        '핵심 요점을 하나 말한 뒤 속으로 "하나, 둘"을 세고 다음 말을 합니다.',
        '슬라이드를 넘길 때마다 청중이 새 슬라이드를 잠시 볼 시간을 준 뒤 말합니다.',
        '녹음해서 얼마나 차분하게 들리는지 비교합니다.',
      ],
      scriptSample: sample(holdSamples, c),
      whyImportant: '침묵은 청중이 요점을 받아들이는 시간입니다. 침묵이 없으면 요점은 들리지 않은 채 쌓입니다.',
      successCriteria: `발표 시간의 ${pct(c.targets.silenceRatio.min)}–${pct(c.targets.silenceRatio.max)}가 침묵(이번 발표: ${pct(c.metrics.silenceRatio)}).`,
      practiceMinutes: 8,
    }),
  },
};

/** Drill for a strong talk (no weakness): signposts and one story per section. */
export const talkRefineDrill: Bilingual<(c: CoachContext) => Drill> = {
  en: (c) => ({
    name: 'Signpost and story',
    steps: [
      'List the three sections of your talk.',
      'Write a one-line signpost for each.',
      'Attach one concrete example or story to each section and rehearse the transitions.',
    ],
    scriptSample: sample(concreteSamples, c),
    whyImportant: 'Your delivery is solid; signposts and stories are what make a talk memorable.',
    successCriteria:
      'Every section in your next recording has one signpost and one example, with your current metrics still in range.',
    practiceMinutes: 10,
  }),
  ko: (c) => ({
    name: '이정표와 사례',
    steps: [
      '발표의 세 단락을 적습니다.',
      '단락마다 한 줄짜리 이정표를 씁니다.',
      '단락마다 구체적인 사례나 이야기를 하나씩 붙이고 전환을 연습합니다.',
    ],
    scriptSample: sample(concreteSamples, c),
    whyImportant: '전달은 탄탄합니다. 이정표와 사례가 발표를 기억에 남게 합니다.',
    successCriteria: '다음 녹음에서 단락마다 이정표와 사례가 하나씩 있고, 현재 지표는 범위 안에 유지됩니다.',
    practiceMinutes: 10,
  }),
};

/** When the recording of a talk had too little speech to coach: set up a recording that can be. */
export const talkBaselineDrill: Bilingual<(c: CoachContext) => Drill> = {
  en: (c) => ({
    name: 'Baseline recording',
    steps: [
      'Clip a microphone to your collar, or place your phone within two metres of where you speak.',
      'Record a two-minute test and listen back: every word should be clear over the room noise.',
      'Record a full stretch of at least ten minutes of your talk, speaking as you normally do.',
    ],
    scriptSample: sample(concreteSamples, c),
    whyImportant:
      'Coaching starts from hearing you; a clean recording makes every figure in the next report trustworthy.',
    successCriteria: 'The next report quotes at least three of your own sentences.',
    practiceMinutes: 15,
  }),
  ko: (c) => ({
    name: '기준 녹음 만들기',
    steps: [
      '핀 마이크를 옷깃에 달거나, 휴대폰을 발표 위치에서 2미터 안에 둡니다.',
      '2분 테스트 녹음을 하고 다시 들어 주변 소음 위로 모든 말이 또렷한지 확인합니다.',
      '평소처럼 말하며 최소 10분 이상의 발표 구간을 녹음합니다.',
    ],
    scriptSample: sample(concreteSamples, c),
    whyImportant:
      '코칭은 목소리를 듣는 데서 시작합니다. 깨끗한 녹음이 있어야 다음 리포트의 모든 수치를 믿을 수 있습니다.',
    successCriteria: '다음 리포트가 실제 문장을 세 개 이상 인용합니다.',
    practiceMinutes: 15,
  }),
};
