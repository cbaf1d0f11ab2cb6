import type { AnalysisLanguage, Style } from './enums.ts';
import { styleTargets } from './style-targets.ts';

/**
 * The one rule every screen and the report use to judge a metric: its band for a style (from the style targets
 * table) and whether a change between two sessions is better or worse. The analysis scores, the report's
 * strengths and targets, the session page, compare, dashboard trends, levels and badges all read it from here,
 * so two screens can never disagree about the same two numbers. docs/metrics.md ("The band rule") says the same
 * in words.
 */

export const ruledMetricKeys = [
  'wpm',
  'silenceRatio',
  'avgPauseSec',
  'maxPauseSec',
  'fillersPer100',
  'cuesPerMinute',
  'clarity',
  'flow',
  'consistency',
] as const;
export type RuledMetricKey = (typeof ruledMetricKeys)[number];

/** A target range; either end may be open (fillers have only a maximum, scores only a minimum). Edges are on target. */
export type OpenBand = { min?: number; max?: number };
export type MetricBands = Record<RuledMetricKey, OpenBand>;

/** The bands a session is judged against: its style's row of the targets table, in its analysis language. */
export function metricBands(style: Style | null | undefined, language: AnalysisLanguage): MetricBands {
  const t = styleTargets(style ?? null, language);
  return {
    wpm: { ...t.wpm },
    silenceRatio: { ...t.silenceRatio },
    avgPauseSec: { ...t.avgPauseSec },
    // A single pause up to the style's dead-air threshold is fine; past it, students are left without guidance.
    maxPauseSec: { max: t.deadAirSec },
    fillersPer100: { max: t.fillersPer100Max },
    cuesPerMinute: { ...t.cuesPerMinute },
    clarity: { min: t.clarityMin },
    flow: { min: t.flowMin },
    consistency: { min: t.consistencyMin },
  };
}

export type BandPosition = 'below' | 'within' | 'above';

/** Where a value sits against a band (inclusive edges; an open end never fails). */
export function bandPosition(value: number, b: OpenBand): BandPosition {
  if (b.min !== undefined && value < b.min) return 'below';
  if (b.max !== undefined && value > b.max) return 'above';
  return 'within';
}

export function isWithinBand(value: number, b: OpenBand): boolean {
  return bandPosition(value, b) === 'within';
}

/** Absolute distance outside a band (0 inside), in the metric's own unit. */
export function distanceToBand(value: number, b: OpenBand): number {
  if (b.min !== undefined && value < b.min) return b.min - value;
  if (b.max !== undefined && value > b.max) return value - b.max;
  return 0;
}

/** Distance outside a band relative to the nearer edge (0 inside; 0 when that edge is 0, which has no scale). */
export function relativeDistanceToBand(value: number, b: OpenBand): number {
  if (b.min !== undefined && value < b.min) return b.min > 0 ? (b.min - value) / b.min : 0;
  if (b.max !== undefined && value > b.max) return b.max > 0 ? (value - b.max) / b.max : 0;
  return 0;
}

export type Verdict = 'better' | 'worse' | 'same';

/** Which way is better when a metric is compared without a band. */
export const metricDirection: Record<RuledMetricKey, 'higher' | 'lower'> = {
  wpm: 'higher',
  silenceRatio: 'lower',
  avgPauseSec: 'lower',
  maxPauseSec: 'lower',
  fillersPer100: 'lower',
  cuesPerMinute: 'higher',
  clarity: 'higher',
  flow: 'higher',
  consistency: 'higher',
};

const EPS = 1e-9;

/**
 * Is `after` (the later recording) better than `before`? Closer to the band is better; moving around inside the
 * band is neither (pace 125 → 140 is not an improvement if both are on target); without a band, the metric's
 * direction decides. Callers pass the two values in recording order (see `compareRecordingOrder`).
 */
export function compareMetric(key: RuledMetricKey, before: number, after: number, band?: OpenBand): Verdict {
  if (band && (band.min !== undefined || band.max !== undefined)) {
    const d0 = distanceToBand(before, band);
    const d1 = distanceToBand(after, band);
    if (Math.abs(d0 - d1) < EPS) return 'same';
    return d1 < d0 ? 'better' : 'worse';
  }
  if (Math.abs(after - before) < EPS) return 'same';
  return (metricDirection[key] === 'higher') === after > before ? 'better' : 'worse';
}

/** The calendar day a session happened: its recording date, or the UTC day it was uploaded when none was given. */
export function recordingDay(s: { recordedOn: string | null; createdAt: string }): string {
  return s.recordedOn ?? new Date(s.createdAt).toISOString().slice(0, 10);
}

/**
 * Orders sessions by when they were recorded (recording date, upload time as tiebreak), oldest first. Compare
 * picks its baseline with it and the dashboard draws its trends with it; the server sorts `sort=recordedOn` the
 * same way. Use as an `Array.prototype.sort` comparator (reverse the result for newest first).
 */
export function compareRecordingOrder(
  a: { recordedOn: string | null; createdAt: string },
  b: { recordedOn: string | null; createdAt: string },
): number {
  const da = recordingDay(a);
  const db = recordingDay(b);
  if (da !== db) return da < db ? -1 : 1;
  const ta = Date.parse(a.createdAt);
  const tb = Date.parse(b.createdAt);
  return ta === tb ? 0 : ta < tb ? -1 : 1;
}
