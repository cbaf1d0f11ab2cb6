/**
 * Next-session target texts for a talk (style group 'presentation'). The measure (metric, comparator, target) is
 * next-targets.ts's, unchanged; only the action plan and the reason are said to a presenter.
 */
import type { NextSessionTarget, TargetMetricKey } from '@cuecoach/contracts';
import type { TalkWeakness } from './context.ts';
import { type Bilingual, type CoachContext, classLabel, fillerExamples, num, pct } from './context.ts';

type Text = Pick<NextSessionTarget, 'actionPlan' | 'whyImportant'>;
type Measure = Pick<NextSessionTarget, 'metric' | 'comparator' | 'target'>;

/** A number as spoken in the report: "2", "2.5", "0.5" (as next-targets.ts says it). */
const say = (value: number) => String(Math.round(value * 100) / 100);

export const talkTargetText: Record<TalkWeakness, Bilingual<(c: CoachContext, m: Measure) => Text>> = {
  pace_fast: {
    en: (c, m) => ({
      actionPlan: `Speak at about ${m.target} words a minute or slower (${c.targets.articulationWpm.min}–${c.targets.articulationWpm.max} suits a ${classLabel(c)}; this talk: ${num(c.metrics.articulationWpm)}): one point, one pause, then the next point.`,
      whyImportant: 'A slower pace is the change an audience notices first; it makes every point easier to follow.',
    }),
    ko: (c, m) => ({
      actionPlan: `분당 ${m.target}단어 정도 이하로 말하세요(${classLabel(c)}에는 ${c.targets.articulationWpm.min}–${c.targets.articulationWpm.max}단어가 알맞고, 이번 발표는 ${num(c.metrics.articulationWpm)}단어였습니다). 요점 하나, 멈춤 한 번, 그다음 요점.`,
      whyImportant: '속도를 늦추는 것은 청중이 가장 먼저 알아차리는 변화이며, 모든 요점을 따라가기 쉽게 만듭니다.',
    }),
  },
  pace_slow: {
    en: (c, m) => ({
      actionPlan: `Prepare your transitions as full sentences and speak them at about ${m.target} words a minute (${c.targets.articulationWpm.min}–${c.targets.articulationWpm.max} suits a ${classLabel(c)}; this talk: ${num(c.metrics.articulationWpm)}).`,
      whyImportant: 'Momentum keeps the audience engaged and makes the talk feel prepared.',
    }),
    ko: (c, m) => ({
      actionPlan: `전환 문장을 미리 완결된 문장으로 준비해 말할 때 분당 ${m.target}단어 정도를 목표로 하세요(이번 발표: ${num(c.metrics.articulationWpm)}단어).`,
      whyImportant: '흐름이 살아 있어야 청중이 집중을 유지하고 발표가 준비된 것처럼 느껴집니다.',
    }),
  },
  pace_uneven: {
    en: (_c, m) => ({
      actionPlan: `Script the first sentence of your three busiest transitions and reach a consistency score of ${m.target}.`,
      whyImportant: 'An even pace makes the talk sound calm and in control from start to finish.',
    }),
    ko: (_c, m) => ({
      actionPlan: `가장 바쁜 전환 세 곳의 첫 문장을 미리 정해 일관성 점수 ${m.target}점 이상을 목표로 하세요.`,
      whyImportant: '고른 속도는 발표 처음부터 끝까지 차분하고 안정된 느낌을 줍니다.',
    }),
  },
  fillers: {
    en: (c, m) => ({
      actionPlan: `Bring fillers down to about ${say(m.target)} per 100 words (this talk: ${num(c.metrics.fillersPer100, 1)}) by pausing where you would say ${fillerExamples(c, 1)}.`,
      whyImportant: 'Fewer fillers make your points crisper and your voice more authoritative.',
    }),
    ko: (c, m) => ({
      actionPlan: `군말(${fillerExamples(c, 2)})이 나올 자리에서 잠깐 멈춰 군말을 100단어당 ${say(m.target)}개 정도로 줄이세요(이번 발표: ${num(c.metrics.fillersPer100, 1)}개).`,
      whyImportant: '군말이 줄면 요점이 또렷해지고 목소리에 힘이 실립니다.',
    }),
  },
  sparse_cues: {
    en: (_c, m) => ({
      actionPlan: `Open, state and close every section with a signpost ("Second, …", the point, "So, …"): at least ${m.target} cues per minute.`,
      whyImportant:
        'Regular signposts tell the audience where they are and let anyone who drifted find the thread again.',
    }),
    ko: (_c, m) => ({
      actionPlan: `단락마다 시작, 요점, 마무리에 이정표("두 번째로, …", 요점, "정리하면, …")를 두어 분당 ${m.target}개 이상의 큐를 주세요.`,
      whyImportant: '꾸준한 이정표가 청중에게 지금 위치를 알려 주고, 잠시 놓친 사람도 흐름을 다시 찾게 합니다.',
    }),
  },
  cue_overload: {
    en: (_c, m) => ({
      actionPlan: `Make one point at a time and stay at or below ${m.target} cues per minute.`,
      whyImportant: 'A few well-placed signposts guide an audience better than many at once.',
    }),
    ko: (_c, m) => ({
      actionPlan: `요점은 한 번에 하나씩, 분당 ${m.target}개 이하로 유지하세요.`,
      whyImportant: '적지만 제자리에 놓인 이정표가 한꺼번에 쏟아지는 이정표보다 청중을 더 잘 이끕니다.',
    }),
  },
  dead_air: {
    en: (_c, m) => ({
      actionPlan: `Say what a pause is for before you take it (reading a slide, thinking about a question), so no silence runs past ${m.target} s.`,
      whyImportant: 'The audience stays with you through the pause instead of wondering what happened.',
    }),
    ko: (_c, m) => ({
      actionPlan: `멈추기 전에 무엇을 위한 멈춤인지(슬라이드 읽기, 질문 생각하기) 말해서 ${m.target}초를 넘는 침묵이 없게 하세요.`,
      whyImportant: '청중이 무슨 일인지 궁금해하지 않고 멈춤 내내 발표자와 함께 머뭅니다.',
    }),
  },
  too_little_space: {
    en: (_c, m) => ({
      actionPlan: `Count two silently after each key point so that at least ${pct(m.target)} of the talk is silence.`,
      whyImportant: 'Space after a point is when the audience actually takes it in.',
    }),
    ko: (_c, m) => ({
      actionPlan: `핵심 요점 뒤마다 속으로 둘을 세어 발표의 ${pct(m.target)} 이상이 침묵이 되게 하세요.`,
      whyImportant: '요점 뒤의 여백이 청중이 그 요점을 실제로 받아들이는 시간입니다.',
    }),
  },
};

/** The weakest-metric target of a talk whose metrics are all in range: [English, Korean] action plans. */
export function talkWeakestPlans(c: CoachContext, target: number): Partial<Record<TargetMetricKey, [string, string]>> {
  const m = c.metrics;
  return {
    articulationWpm: [
      `Settle your speaking pace at about ${target} words a minute (this talk: ${num(m.articulationWpm)}).`,
      `말하는 속도를 분당 ${target}단어 정도로 맞추세요(이번 발표: ${num(m.articulationWpm)}단어).`,
    ],
    silenceRatio: [
      `Leave about ${pct(target)} of the talk in silence (this talk: ${pct(m.silenceRatio)}): a short pause after each key point.`,
      `핵심 요점 뒤마다 짧게 멈춰 발표의 ${pct(target)} 정도를 침묵으로 남기세요(이번 발표: ${pct(m.silenceRatio)}).`,
    ],
    cuesPerMinute: [
      `Aim for about ${target} cues a minute (this talk: ${num(m.cuesPerMinute, 1)}), each one a signpost to the next point.`,
      `분당 큐를 ${target}개 정도로 맞추세요(이번 발표: ${num(m.cuesPerMinute, 1)}개). 하나하나가 다음 요점을 알리는 이정표입니다.`,
    ],
    fillersPer100: [
      `Bring fillers down to about ${say(target)} per 100 words (this talk: ${num(m.fillersPer100, 1)}).`,
      `군말을 100단어당 ${say(target)}개 정도로 줄이세요(이번 발표: ${num(m.fillersPer100, 1)}개).`,
    ],
    clarity: [
      `Reach a clarity score of ${target} (this talk: ${num(m.clarity)}): finish each sentence before starting the next.`,
      `명료도 점수 ${target}점을 목표로 하세요(이번 발표: ${num(m.clarity)}점). 문장 하나를 끝맺고 다음 문장으로 넘어갑니다.`,
    ],
  };
}

/** The one target of a talk too quiet to coach: [English, Korean] action plans by the metric it is measured on. */
export function talkAudiblePlans(
  c: CoachContext,
  silence: number,
): { silenceRatio: [string, string]; wpm: [string, string] } {
  return {
    silenceRatio: [
      `Record a talk where your voice is audible throughout: no more than ${pct(silence)} of it silent (this recording: ${pct(c.metrics.silenceRatio)}).`,
      `목소리가 처음부터 끝까지 들리는 발표를 녹음하세요. 침묵은 ${pct(silence)} 이하(이번 녹음: ${pct(c.metrics.silenceRatio)}).`,
    ],
    wpm: [
      `Record a talk where your voice is audible throughout (about ${c.targets.wpm.min} words a minute on average; this recording: ${num(c.metrics.wpm)}).`,
      `목소리가 처음부터 끝까지 들리는 발표를 녹음하세요(평균 분당 ${c.targets.wpm.min}단어 정도, 이번 녹음: ${num(c.metrics.wpm)}단어).`,
    ],
  };
}

/**
 * The last-resort target (next-targets.ts asks for directional cues when no metric has room to move): for a talk,
 * pointing the audience at what matters on a slide in words.
 */
export const talkDirectionText: Bilingual<(c: CoachContext, m: Measure) => Text> = {
  en: (c, m) => ({
    actionPlan: `Point the audience to what matters on each slide in words ("the blue line on the left chart"): at least ${m.target} directional cues (this talk: ${c.metrics.cueCounts.directional}).`,
    whyImportant: 'Spoken directions let every listener find the point, not only those who can see where you point.',
  }),
  ko: (c, m) => ({
    actionPlan: `슬라이드에서 중요한 곳을 말로 짚어 주세요("왼쪽 차트의 파란 선"). 방향 큐 ${m.target}개 이상을 목표로 합니다(이번: ${c.metrics.cueCounts.directional}개).`,
    whyImportant: '말로 위치를 알려 주면 발표자가 가리키는 곳을 볼 수 있는 사람뿐 아니라 모든 청중이 요점을 찾습니다.',
  }),
};
