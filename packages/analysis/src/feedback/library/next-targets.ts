/**
 * Next-session targets: one measurable target per weakness (a metric outside its band), or, when nothing is off,
 * one for the weakest metric. A big gap gets a stepping-stone target (half-way), because a coach asks for the next
 * reachable step, not for perfection in one class. Values are rounded the way people say them (pace in fives,
 * fillers in halves, silence in 5 % steps), always rounded towards the goal, and a target is only kept when it
 * asks for something this class did not already do. A talk (isTalk) is given the same measure, said to a presenter.
 */
import type { NextSessionTarget, TargetMetricKey, WeaknessKey } from '@cuecoach/contracts';
import { isRuledMetric, metricRegistry, readTargetMetric } from '@cuecoach/contracts';
import { offTargetKeys, offTargetSentence } from '../validate/evidence.ts';
import {
  type Bilingual,
  type CoachContext,
  classLabel,
  fillerExamples,
  isTalk,
  isTalkWeakness,
  josa,
  nouns,
  num,
  pct,
} from './context.ts';

type Text = Pick<NextSessionTarget, 'actionPlan' | 'whyImportant'>;
type Measure = Pick<NextSessionTarget, 'metric' | 'comparator' | 'target'>;

interface Entry {
  measure: (c: CoachContext) => Measure;
  text: Bilingual<(c: CoachContext, m: Measure) => Text>;
}

const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The step people round a metric to when they say it: the metric registry's target step, 1 for counts. */
function spokenStep(metric: TargetMetricKey): number {
  return isRuledMetric(metric) ? metricRegistry[metric].targetStep : 1;
}

/** Rounded to the spoken step, towards the goal: down for an upper limit, up for a lower one. */
export function spokenTarget(metric: TargetMetricKey, comparator: 'at_most' | 'at_least', value: number): number {
  const step = spokenStep(metric);
  const steps = value / step;
  const rounded = (comparator === 'at_most' ? Math.floor(steps + 1e-9) : Math.ceil(steps - 1e-9)) * step;
  return round(rounded, step < 1 ? 2 : 0);
}

/** Whether a target asks for something this class did not do: not met yet, and not the same number. */
export function targetMoves(t: Pick<NextSessionTarget, 'comparator' | 'target' | 'current'>): boolean {
  return t.comparator === 'at_most' ? t.target < t.current : t.target > t.current;
}

/** A number as spoken in the report: "2", "2.5", "0.5". */
const say = (value: number) => String(round(value, 2));

/** Half-way to the goal when the gap is large, the goal itself otherwise. */
function step(current: number, goal: number, largeGap: number): number {
  return Math.abs(current - goal) > largeGap ? (current + goal) / 2 : goal;
}

export const targetLibrary: Record<Exclude<WeaknessKey, 'other'>, Entry> = {
  pace_fast: {
    measure: (c) => ({
      metric: 'articulationWpm',
      comparator: 'at_most',
      target: spokenTarget(
        'articulationWpm',
        'at_most',
        step(c.metrics.articulationWpm, c.targets.articulationWpm.max, c.targets.articulationWpm.max * 0.25),
      ),
    }),
    text: {
      en: (c, m) => {
        const talk = isTalk(c);
        return {
          actionPlan: `Speak at about ${m.target} words a minute or slower${talk ? '' : ' while you cue'} (${c.targets.articulationWpm.min}–${c.targets.articulationWpm.max} suits a ${classLabel(c)}; this ${nouns(c).session}: ${num(c.metrics.articulationWpm)}): ${talk ? 'one point, one pause, then the next point' : 'one cue, one breath, then the next cue'}.`,
          whyImportant: `A slower pace is the change ${talk ? 'an audience notices' : 'students notice'} first; it makes every ${talk ? 'point' : 'other cue'} easier to follow.`,
        };
      },
      ko: (c, m) => {
        const talk = isTalk(c);
        const n = nouns(c);
        return {
          actionPlan: `${talk ? '' : '큐를 말할 때 '}분당 ${m.target}단어 정도 이하로 말하세요(${classLabel(c)}에는 ${c.targets.articulationWpm.min}–${c.targets.articulationWpm.max}단어가 알맞고, 이번 ${josa(n.session, '은/는')} ${num(c.metrics.articulationWpm)}단어였습니다). ${talk ? '요점 하나, 멈춤 한 번, 그다음 요점' : '큐 하나, 호흡 한 번, 그다음 큐'}.`,
          whyImportant: `속도를 늦추는 것은 ${josa(n.listeners, '이/가')} 가장 먼저 알아차리는 변화이며, ${talk ? '모든 요점을' : '다른 모든 큐를'} 따라가기 쉽게 만듭니다.`,
        };
      },
    },
  },
  pace_slow: {
    measure: (c) => ({
      metric: 'articulationWpm',
      comparator: 'at_least',
      target: spokenTarget(
        'articulationWpm',
        'at_least',
        step(c.metrics.articulationWpm, c.targets.articulationWpm.min, c.targets.articulationWpm.min * 0.25),
      ),
    }),
    text: {
      en: (c, m) => {
        const n = nouns(c);
        return {
          actionPlan: `Prepare your transitions as full sentences and speak them at about ${m.target} words a minute (${c.targets.articulationWpm.min}–${c.targets.articulationWpm.max} suits a ${classLabel(c)}; this ${n.session}: ${num(c.metrics.articulationWpm)}).`,
          whyImportant: `Momentum keeps ${n.listeners} engaged and makes the ${isTalk(c) ? 'talk feel prepared' : 'sequence feel planned'}.`,
        };
      },
      ko: (c, m) => {
        const n = nouns(c);
        return {
          actionPlan: `전환 문장을 미리 완결된 문장으로 준비해 말할 때 분당 ${m.target}단어 정도를 목표로 하세요(이번 ${n.session}: ${num(c.metrics.articulationWpm)}단어).`,
          whyImportant: `흐름이 살아 있어야 ${josa(n.listeners, '이/가')} 집중을 유지하고 ${isTalk(c) ? '발표가 준비된' : '시퀀스가 계획된'} 것처럼 느껴집니다.`,
        };
      },
    },
  },
  pace_uneven: {
    measure: (c) => ({
      metric: 'consistency',
      comparator: 'at_least',
      target: spokenTarget('consistency', 'at_least', Math.max(70, c.metrics.consistency + 10)),
    }),
    text: {
      en: (c, m) => ({
        actionPlan: `Script the first sentence of your three busiest transitions and reach a consistency score of ${m.target}.`,
        whyImportant: `An even pace makes the ${nouns(c).session} ${isTalk(c) ? 'sound' : 'feel'} calm and in control from start to finish.`,
      }),
      ko: (c, m) => ({
        actionPlan: `가장 바쁜 전환 세 곳의 첫 문장을 미리 정해 일관성 점수 ${m.target}점 이상을 목표로 하세요.`,
        whyImportant: `고른 속도는 ${nouns(c).session} 처음부터 끝까지 차분하고 안정된 느낌을 줍니다.`,
      }),
    },
  },
  fillers: {
    measure: (c) => ({
      metric: 'fillersPer100',
      comparator: 'at_most',
      target: spokenTarget(
        'fillersPer100',
        'at_most',
        Math.max(c.targets.fillersPer100Max, step(c.metrics.fillersPer100, c.targets.fillersPer100Max, 3)),
      ),
    }),
    text: {
      en: (c, m) => {
        const talk = isTalk(c);
        return {
          actionPlan: `Bring fillers down to about ${say(m.target)} per 100 words (this ${nouns(c).session}: ${num(c.metrics.fillersPer100, 1)}) by ${talk ? 'pausing' : 'breathing'} where you would say ${fillerExamples(c, 1)}.`,
          whyImportant: `Fewer fillers make your ${talk ? 'points' : 'cues'} crisper and your voice more authoritative.`,
        };
      },
      ko: (c, m) => {
        const talk = isTalk(c);
        return {
          actionPlan: `군말(${fillerExamples(c, 2)})이 나올 자리에서 ${talk ? '잠깐 멈춰' : '숨을 쉬어'} 군말을 100단어당 ${say(m.target)}개 정도로 줄이세요(이번 ${nouns(c).session}: ${num(c.metrics.fillersPer100, 1)}개).`,
          whyImportant: `군말이 줄면 ${josa(talk ? '요점' : '큐', '이/가')} 또렷해지고 목소리에 힘이 실립니다.`,
        };
      },
    },
  },
  few_breath_cues: {
    // A count over a class of the same length: the metrics carry counts, and instructors think in "how many times".
    measure: (c) => ({
      metric: 'cueCounts.breathing',
      comparator: 'at_least',
      target: Math.max(c.metrics.cueCounts.breathing + 1, Math.ceil(c.targets.breathCuesPerMinuteMin * c.durationMin)),
    }),
    text: {
      en: (c, m) => ({
        actionPlan: `Give at least ${m.target} breath cues in a ${num(c.durationMin)}-minute class (about ${c.targets.breathCuesPerMinuteMin} per minute), starting each movement cue with "inhale" or "exhale".`,
        whyImportant: 'Breath cues carry the timing of the class, so students stop watching you and start feeling.',
      }),
      ko: (c, m) => ({
        actionPlan: `${num(c.durationMin)}분 수업에서 호흡 큐를 ${m.target}번 이상(분당 약 ${c.targets.breathCuesPerMinuteMin}회) 주세요. 동작 큐를 "들이마시며"나 "내쉬며"로 시작하세요.`,
        whyImportant: '호흡 큐가 수업의 타이밍을 이끌면 회원은 강사를 보는 대신 몸을 느끼기 시작합니다.',
      }),
    },
  },
  sparse_cues: {
    measure: (c) => ({
      metric: 'cuesPerMinute',
      comparator: 'at_least',
      target: spokenTarget('cuesPerMinute', 'at_least', c.targets.cuesPerMinute.min),
    }),
    text: {
      en: (c, m) =>
        isTalk(c)
          ? {
              actionPlan: `Open, state and close every section with a signpost ("Second, …", the point, "So, …"): at least ${m.target} cues per minute.`,
              whyImportant:
                'Regular signposts tell the audience where they are and let anyone who drifted find the thread again.',
            }
          : {
              actionPlan: `Use the three-layer cue (direction, alignment, breath or count) for every key moment: at least ${m.target} cues per minute.`,
              whyImportant: 'Regular guidance keeps students safe and lets newcomers keep up.',
            },
      ko: (c, m) =>
        isTalk(c)
          ? {
              actionPlan: `단락마다 시작, 요점, 마무리에 이정표("두 번째로, …", 요점, "정리하면, …")를 두어 분당 ${m.target}개 이상의 큐를 주세요.`,
              whyImportant: '꾸준한 이정표가 청중에게 지금 위치를 알려 주고, 잠시 놓친 사람도 흐름을 다시 찾게 합니다.',
            }
          : {
              actionPlan: `핵심 순간마다 세 겹 큐(방향, 정렬, 호흡/카운트)를 사용해 분당 ${m.target}개 이상의 큐를 주세요.`,
              whyImportant: '꾸준한 안내가 회원을 안전하게 지키고 처음 온 회원도 따라오게 합니다.',
            },
    },
  },
  cue_overload: {
    measure: (c) => ({
      metric: 'cuesPerMinute',
      comparator: 'at_most',
      target: spokenTarget('cuesPerMinute', 'at_most', c.targets.cuesPerMinute.max),
    }),
    text: {
      en: (c, m) => ({
        actionPlan: `${isTalk(c) ? 'Make one point' : 'Give one correction'} at a time and stay at or below ${m.target} cues per minute.`,
        whyImportant: isTalk(c)
          ? 'A few well-placed signposts guide an audience better than many at once.'
          : 'Fewer, well-timed cues change more than many cues at once.',
      }),
      ko: (c, m) => ({
        actionPlan: `${isTalk(c) ? '요점은' : '교정은'} 한 번에 하나씩, 분당 ${m.target}개 이하로 유지하세요.`,
        whyImportant: isTalk(c)
          ? '적지만 제자리에 놓인 이정표가 한꺼번에 쏟아지는 이정표보다 청중을 더 잘 이끕니다.'
          : '적지만 제때 준 큐가 한꺼번에 쏟아지는 큐보다 더 많은 것을 바꿉니다.',
      }),
    },
  },
  vague_cues: {
    measure: (c) => ({
      metric: 'cueCounts.directional',
      comparator: 'at_least',
      target: c.metrics.cueCounts.directional + Math.max(1, c.vagueCount),
    }),
    // A talk's version is its last-resort target (buildTarget): point the audience at what matters on a slide.
    text: {
      en: (c, m) => {
        const talk = isTalk(c);
        return {
          actionPlan: `${talk ? 'Point the audience to what matters on each slide in words ("the blue line on the left chart"): at least' : 'Replace each "like this" with a named direction: reach at least'} ${m.target} directional cues (this ${nouns(c).session}: ${c.metrics.cueCounts.directional}).`,
          whyImportant: talk
            ? 'Spoken directions let every listener find the point, not only those who can see where you point.'
            : 'Spoken directions let every student follow, not only those who can see you.',
        };
      },
      ko: (c, m) => {
        const talk = isTalk(c);
        return {
          actionPlan: `${talk ? '슬라이드에서 중요한 곳을 말로 짚어 주세요("왼쪽 차트의 파란 선").' : '"이렇게"를 방향을 말하는 큐로 바꿔'} 방향 큐 ${m.target}개 이상을 목표로 하세요(이번: ${c.metrics.cueCounts.directional}개).`,
          whyImportant: talk
            ? '말로 위치를 알려 주면 발표자가 가리키는 곳을 볼 수 있는 사람뿐 아니라 모든 청중이 요점을 찾습니다.'
            : '말로 방향을 알려 주면 강사를 볼 수 있는 회원뿐 아니라 모두가 따라올 수 있습니다.',
        };
      },
    },
  },
  dead_air: {
    measure: (c) => ({
      metric: 'maxPauseSec',
      comparator: 'at_most',
      target: spokenTarget('maxPauseSec', 'at_most', c.targets.deadAirSec),
    }),
    text: {
      en: (c, m) => {
        const talk = isTalk(c);
        return {
          actionPlan: talk
            ? `Say what a pause is for before you take it (reading a slide, thinking about a question), so no silence runs past ${m.target} s.`
            : `Announce every long hold and cue once in the middle, so no silence runs past ${m.target} s.`,
          whyImportant: `${talk ? 'The audience stays' : 'Students stay'} with you through the ${talk ? 'pause' : 'hold'} instead of wondering what happened.`,
        };
      },
      ko: (c, m) => {
        const talk = isTalk(c);
        const n = nouns(c);
        return {
          actionPlan: talk
            ? `멈추기 전에 무엇을 위한 멈춤인지(슬라이드 읽기, 질문 생각하기) 말해서 ${m.target}초를 넘는 침묵이 없게 하세요.`
            : `긴 유지는 미리 알리고 중간에 한 번 큐를 줘서 ${m.target}초를 넘는 침묵이 없게 하세요.`,
          whyImportant: `${josa(n.listeners, '이/가')} 무슨 일인지 궁금해하지 않고 ${talk ? '멈춤' : '유지'} 내내 ${josa(n.speaker, '과/와')} 함께 머뭅니다.`,
        };
      },
    },
  },
  too_little_space: {
    measure: (c) => ({
      metric: 'silenceRatio',
      comparator: 'at_least',
      target: spokenTarget('silenceRatio', 'at_least', step(c.metrics.silenceRatio, c.targets.silenceRatio.min, 0.1)),
    }),
    text: {
      en: (c, m) => {
        const talk = isTalk(c);
        return {
          actionPlan: `Count ${talk ? 'two silently after each key point' : 'one silent breath after each cue'} so that at least ${pct(m.target)} of the ${nouns(c).session} is silence.`,
          whyImportant: `Space after a ${talk ? 'point' : 'cue'} is when ${talk ? 'the audience actually takes it in' : 'students actually do it'}.`,
        };
      },
      ko: (c, m) => {
        const talk = isTalk(c);
        const n = nouns(c);
        return {
          actionPlan: `${talk ? '핵심 요점 뒤마다 속으로 둘을' : '큐 뒤마다 조용히 한 호흡을'} 세어 ${n.session}의 ${pct(m.target)} 이상이 침묵이 되게 하세요.`,
          whyImportant: `${talk ? '요점' : '큐'} 뒤의 여백이 ${josa(n.listeners, '이/가')} ${talk ? '그 요점을 실제로 받아들이는' : '실제로 움직이는'} 시간입니다.`,
        };
      },
    },
  },
};

export function buildTarget(key: Exclude<WeaknessKey, 'other'>, c: CoachContext): NextSessionTarget {
  const entry = targetLibrary[key];
  const measure = entry.measure(c);
  // Breath cues are not coached in a talk: a talk told of one gets its directional target instead.
  const text = (isTalk(c) && !isTalkWeakness(key) ? targetLibrary.vague_cues : entry).text[c.language];
  return { ...text(c, measure), ...measure, current: readTargetMetric(c.metrics, measure.metric) };
}

/**
 * When every metric is inside its band: one target for the weakest of them (the one closest to its band's edge),
 * a spoken step further inside. Undefined when even the weakest has no room to improve.
 */
export function weakestTarget(c: CoachContext): NextSessionTarget | undefined {
  const m = c.metrics;
  const t = c.targets;
  const en = c.language === 'en';
  const mid = (b: { min: number; max: number }) => (b.min + b.max) / 2;
  type Candidate = { margin: number; metric: TargetMetricKey; comparator: 'at_most' | 'at_least'; raw: number };
  const candidates: Candidate[] = [];
  const banded = (metric: TargetMetricKey, value: number, band: { min: number; max: number }, stepBy: number) => {
    const width = Math.max(band.max - band.min, 1e-6);
    const low = value < mid(band);
    candidates.push({
      margin: (low ? value - band.min : band.max - value) / width,
      metric,
      comparator: low ? 'at_least' : 'at_most',
      raw: low ? value + stepBy : value - stepBy,
    });
  };
  if (m.totalWords > 0) {
    banded('articulationWpm', m.articulationWpm, t.articulationWpm, 5);
    // More silence than the band is students' working time or holds (the class time model judges it as dead air or
    // not), so silence is only a target when there is too little of it.
    if (m.silenceRatio < mid(t.silenceRatio)) banded('silenceRatio', m.silenceRatio, t.silenceRatio, 0.05);
    banded('cuesPerMinute', m.cuesPerMinute, t.cuesPerMinute, 1);
    if (m.fillersPer100 >= 0.5) {
      candidates.push({
        margin: (t.fillersPer100Max - m.fillersPer100) / t.fillersPer100Max,
        metric: 'fillersPer100',
        comparator: 'at_most',
        raw: m.fillersPer100 - 0.5,
      });
    }
  }
  if (m.clarity < 95) {
    candidates.push({
      margin: (m.clarity - t.clarityMin) / (100 - t.clarityMin),
      metric: 'clarity',
      comparator: 'at_least',
      raw: m.clarity + 5,
    });
  }
  for (const cand of candidates.sort((a, b) => a.margin - b.margin)) {
    const target = spokenTarget(cand.metric, cand.comparator, cand.raw);
    const current = readTargetMetric(m, cand.metric);
    if (!targetMoves({ comparator: cand.comparator, target, current })) continue;
    return {
      metric: cand.metric,
      comparator: cand.comparator,
      target,
      current,
      ...weakestText(c, cand.metric, target, en),
    };
  }
  return undefined;
}

/** The plan for the weakest metric when everything is in range (exported so every metric's wording can be checked). */
export function weakestText(c: CoachContext, metric: TargetMetricKey, target: number, en: boolean): Text {
  const m = c.metrics;
  // A key metric can be outside its band with no focus of its own (pace and silence averaged over students' working
  // time): the reason then names it and does not call everything in range.
  const off = offTargetKeys(c.evidence);
  const why =
    off.length > 0
      ? `${offTargetSentence(c.evidence, off)} ${en ? 'Of the other figures, this is the one closest to the edge of its range, so it is where the next gain is.' : '나머지 지표 중에서는 이 지표가 범위의 경계에 가장 가까워 다음 개선 여지가 여기에 있습니다.'}`
      : en
        ? 'Everything measured is in range; this is the figure closest to the edge of its range, so it is where the next gain is.'
        : '측정한 지표가 모두 범위 안에 있습니다. 그중 범위의 경계에 가장 가까운 지표라 다음 개선 여지가 여기에 있습니다.';
  const talk = isTalk(c);
  // Both languages' plans are written here and one is picked below, so each takes its own language's noun.
  const sessionEn = nouns({ group: c.group, language: 'en' }).session;
  const sessionKo = nouns({ group: c.group, language: 'ko' }).session;
  const plans: Partial<Record<TargetMetricKey, [string, string]>> = {
    articulationWpm: [
      `Settle your speaking pace at about ${target} words a minute (this ${sessionEn}: ${num(m.articulationWpm)}).`,
      `말하는 속도를 분당 ${target}단어 정도로 맞추세요(이번 ${sessionKo}: ${num(m.articulationWpm)}단어).`,
    ],
    silenceRatio: [
      `Leave about ${pct(target)} of the ${sessionEn} in silence (this ${sessionEn}: ${pct(m.silenceRatio)}): ${talk ? 'a short pause after each key point' : 'one quiet breath after each cue'}.`,
      `${talk ? '핵심 요점 뒤마다 짧게 멈춰' : '큐 뒤마다 조용히 한 호흡을 두어'} ${sessionKo}의 ${pct(target)} 정도를 침묵으로 남기세요(이번 ${sessionKo}: ${pct(m.silenceRatio)}).`,
    ],
    cuesPerMinute: [
      `Aim for about ${target} cues a minute (this ${sessionEn}: ${num(m.cuesPerMinute, 1)})${talk ? ', each one a signpost to the next point' : ''}.`,
      `분당 큐를 ${target}개 정도로 맞추세요(이번 ${sessionKo}: ${num(m.cuesPerMinute, 1)}개).${talk ? ' 하나하나가 다음 요점을 알리는 이정표입니다.' : ''}`,
    ],
    fillersPer100: [
      `Bring fillers down to about ${say(target)} per 100 words (this ${sessionEn}: ${num(m.fillersPer100, 1)}).`,
      `군말을 100단어당 ${say(target)}개 정도로 줄이세요(이번 ${sessionKo}: ${num(m.fillersPer100, 1)}개).`,
    ],
    clarity: [
      `Reach a clarity score of ${target} (this ${sessionEn}: ${num(m.clarity)}): finish each ${talk ? 'sentence' : 'cue'} before starting the next.`,
      `명료도 점수 ${target}점을 목표로 하세요(이번 ${sessionKo}: ${num(m.clarity)}점). ${talk ? '문장' : '큐'} 하나를 끝맺고 다음 ${josa(talk ? '문장' : '큐', '으로/로')} 넘어가세요.`,
    ],
  };
  const [planEn, planKo] = plans[metric] ?? [`Improve ${metric}.`, `${metric} 지표를 개선하세요.`];
  return { actionPlan: en ? planEn : planKo, whyImportant: why };
}
