import type { StyleTargets } from './style-targets.ts';

/**
 * One definition per judged metric. Everything that decides about a metric — its band for a style, which way is
 * better, how many digits a screen shows, whether it is one of the key scores (lists, dashboard, SQL), the step a
 * next-session target is rounded to, how much two measurements of identical audio may differ and still be "the
 * same", and its label — is read from this table. A new metric (for example one the class-time model adds) is one
 * entry here plus its field in `metrics`; the band rule, compare, dashboard, levels, badges, targets and the
 * server's key-metric SQL pick it up from the entry. docs/metrics.md explains the values.
 */

/** A target range; either end may be open (fillers have only a maximum, scores only a minimum). Edges are on target. */
export type OpenBand = { min?: number; max?: number };

export type MetricDefinition = {
  /** The metric's band for a style: a selector on that style's row of the targets table. */
  band: (targets: StyleTargets) => OpenBand;
  /**
   * Which way is better when no band applies. With a band the rule is always "toward the band": below-band and
   * above-band are both worse than on target.
   */
  direction: 'higher' | 'lower';
  /** Fraction digits a screen shows (for a ratio: of the percentage). Verdicts judge the value as shown. */
  digits: number;
  /** Shown as a percentage (a 0–1 ratio). */
  percent: boolean;
  /**
   * One of the key scores: kept in the sessions list, judged by the dashboard, levels, badges and the score. A key
   * score must be present in every stored metrics document (the list schema requires it), so a metric added later
   * becomes a key score only once older analyses carry it.
   */
  keyScore: boolean;
  /** The step a next-session target is rounded to ("about 140 words a minute", "at most 35 % silence"). */
  targetStep: number;
  /**
   * The change two analyses of identical audio in different containers can show (measured, docs/metrics.md
   * "Tolerance"): a difference of this size or less, in the distance to the band, is "same".
   */
  tolerance: number;
  /**
   * How the overall score reads the distance outside the band: the distance (relative to the nearer edge, or
   * absolute for a ratio) at which this metric's share of the score is used up. docs/metrics.md ("Overall score").
   */
  scoreSpan: { scale: 'relative' | 'absolute'; full: number };
  /** i18n keys (namespace `sessions`) of the label and unit. */
  labelKey: string;
  unitKey: string;
};

const labels = (key: string) => ({ labelKey: `metrics.${key}.label`, unitKey: `metrics.${key}.unit` });

export const metricRegistry = {
  wpm: {
    band: (t) => ({ ...t.wpm }),
    direction: 'higher',
    digits: 0,
    percent: false,
    keyScore: true,
    targetStep: 5,
    tolerance: 3,
    scoreSpan: { scale: 'relative', full: 0.4 },
    ...labels('wpm'),
  },
  articulationWpm: {
    // Pace while speaking (class time model): the pace students hear, the one the report judges speed on.
    band: (t) => ({ ...t.articulationWpm }),
    direction: 'higher',
    digits: 0,
    percent: false,
    keyScore: false,
    targetStep: 5,
    tolerance: 5,
    scoreSpan: { scale: 'relative', full: 0.4 },
    ...labels('articulationWpm'),
  },
  silenceRatio: {
    band: (t) => ({ ...t.silenceRatio }),
    direction: 'lower',
    digits: 0,
    percent: true,
    keyScore: true,
    targetStep: 0.05,
    tolerance: 0.02,
    scoreSpan: { scale: 'absolute', full: 0.2 },
    ...labels('silenceRatio'),
  },
  talkShare: {
    // Share of the class (first word to last) the instructor spent talking. Only too much talk is a fault (students
    // get no time to work); a low share is working time, holds and questions, so the band has no minimum.
    band: (t) => ({ max: t.talkShare.max }),
    direction: 'lower',
    digits: 0,
    percent: true,
    keyScore: false,
    targetStep: 0.05,
    tolerance: 0.03,
    scoreSpan: { scale: 'absolute', full: 0.2 },
    ...labels('talkShare'),
  },
  avgPauseSec: {
    band: (t) => ({ ...t.avgPauseSec }),
    direction: 'lower',
    digits: 1,
    percent: false,
    keyScore: false,
    targetStep: 0.5,
    tolerance: 0.15,
    scoreSpan: { scale: 'relative', full: 1 },
    ...labels('avgPauseSec'),
  },
  maxPauseSec: {
    // A single pause up to the style's dead-air threshold is fine; past it, students are left without guidance.
    band: (t) => ({ max: t.deadAirSec }),
    direction: 'lower',
    digits: 1,
    percent: false,
    keyScore: false,
    targetStep: 1,
    tolerance: 0.5,
    scoreSpan: { scale: 'relative', full: 2 },
    ...labels('maxPauseSec'),
  },
  fillersPer100: {
    band: (t) => ({ max: t.fillersPer100Max }),
    direction: 'lower',
    digits: 1,
    percent: false,
    keyScore: true,
    targetStep: 0.5,
    tolerance: 0.1,
    scoreSpan: { scale: 'relative', full: 2 },
    ...labels('fillersPer100'),
  },
  cuesPerMinute: {
    band: (t) => ({ ...t.cuesPerMinute }),
    direction: 'higher',
    digits: 1,
    percent: false,
    keyScore: true,
    targetStep: 1,
    tolerance: 0.3,
    scoreSpan: { scale: 'relative', full: 0.6 },
    ...labels('cuesPerMinute'),
  },
  clarity: {
    band: (t) => ({ min: t.clarityMin }),
    direction: 'higher',
    digits: 0,
    percent: false,
    keyScore: true,
    targetStep: 5,
    tolerance: 3,
    scoreSpan: { scale: 'relative', full: 0.5 },
    ...labels('clarity'),
  },
  flow: {
    band: (t) => ({ min: t.flowMin }),
    direction: 'higher',
    digits: 0,
    percent: false,
    keyScore: true,
    targetStep: 5,
    tolerance: 3,
    scoreSpan: { scale: 'relative', full: 0.5 },
    ...labels('flow'),
  },
  consistency: {
    band: (t) => ({ min: t.consistencyMin }),
    direction: 'higher',
    digits: 0,
    percent: false,
    keyScore: true,
    targetStep: 5,
    tolerance: 4,
    scoreSpan: { scale: 'relative', full: 0.5 },
    ...labels('consistency'),
  },
} as const satisfies Record<string, MetricDefinition>;

export type RuledMetricKey = keyof typeof metricRegistry;

/** Every judged metric, in the order screens list them. */
export const ruledMetricKeys = Object.keys(metricRegistry) as RuledMetricKey[];

type KeyScoreKeys = {
  [K in RuledMetricKey]: (typeof metricRegistry)[K]['keyScore'] extends true ? K : never;
}[RuledMetricKey];
/** The key scores: what the sessions list carries, the dashboard judges and the overall score is made of. */
export type KeyMetricKey = KeyScoreKeys;
export const keyMetricKeys = ruledMetricKeys.filter((k) => metricRegistry[k].keyScore) as KeyMetricKey[];

/** Which way is better when a metric is compared without a band. */
export const metricDirection = Object.fromEntries(
  ruledMetricKeys.map((k) => [k, metricRegistry[k].direction]),
) as Record<RuledMetricKey, 'higher' | 'lower'>;

/**
 * The value as a screen shows it (rounded to the displayed digits). Verdicts are taken on this value, so a card
 * never says "40 %" and "above the 25–40 % target" at once.
 */
export function displayedValue(key: RuledMetricKey, value: number): number {
  const def: MetricDefinition = metricRegistry[key];
  const digits = def.percent ? def.digits + 2 : def.digits;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Whether a metric name (a target's, a field's) has a registry entry. */
export function isRuledMetric(key: string): key is RuledMetricKey {
  return Object.hasOwn(metricRegistry, key);
}
