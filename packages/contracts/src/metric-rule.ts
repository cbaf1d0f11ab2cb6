import type { AnalysisLanguage, Style } from './enums.ts';
import {
  displayedValue,
  metricDirection,
  metricRegistry,
  type OpenBand,
  type RuledMetricKey,
  ruledMetricKeys,
} from './metric-registry.ts';
import { styleTargets } from './style-targets.ts';

/**
 * The one rule every screen and the report use to judge a metric: its band for a style (from the style targets
 * table) and whether a change between two sessions is better or worse. The analysis scores, the report's
 * strengths and targets, the session page, compare, dashboard trends, levels and badges all read it from here,
 * so two screens can never disagree about the same two numbers. docs/metrics.md ("The band rule") says the same
 * in words.
 */

export type MetricBands = Record<RuledMetricKey, OpenBand>;

/** The bands a session is judged against: its style's row of the targets table, in its analysis language. */
export function metricBands(style: Style | null | undefined, language: AnalysisLanguage): MetricBands {
  const t = styleTargets(style ?? null, language);
  return Object.fromEntries(ruledMetricKeys.map((k) => [k, metricRegistry[k].band(t)])) as MetricBands;
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

const EPS = 1e-9;

/**
 * Is `after` (the later recording) better than `before`? Closer to the band is better (below and above the band
 * are both worse than on target); moving around inside the band is neither (pace 125 → 140 is not an improvement
 * if both are on target); a change no larger than the metric's measured tolerance is noise, "same"; without a
 * band, the metric's direction decides. Values are judged as shown (rounded to the registry's digits). Callers pass the two values in recording order (see `compareRecordingOrder`).
 */
export function compareMetric(key: RuledMetricKey, before: number, after: number, band?: OpenBand): Verdict {
  const b = displayedValue(key, before);
  const a = displayedValue(key, after);
  const tolerance = metricRegistry[key].tolerance + EPS;
  if (band && (band.min !== undefined || band.max !== undefined)) {
    const d0 = distanceToBand(b, band);
    const d1 = distanceToBand(a, band);
    if (Math.abs(d0 - d1) <= tolerance) return 'same';
    return d1 < d0 ? 'better' : 'worse';
  }
  if (Math.abs(a - b) <= tolerance) return 'same';
  return (metricDirection[key] === 'higher') === a > b ? 'better' : 'worse';
}

/** Where a metric's value, as a screen shows it, sits against its band: the verdict every card and sentence uses. */
export function metricPosition(key: RuledMetricKey, value: number, band: OpenBand | undefined): BandPosition {
  return band ? bandPosition(displayedValue(key, value), band) : 'within';
}

export function metricOnTarget(key: RuledMetricKey, value: number, band: OpenBand | undefined): boolean {
  return metricPosition(key, value, band) === 'within';
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
