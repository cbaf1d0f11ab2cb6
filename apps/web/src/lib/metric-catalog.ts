import {
  type AnalysisLanguage,
  type BandPosition,
  compareMetric,
  displayedValue,
  distanceToBand,
  excusedByStudentTime,
  judgedKeyScores,
  longEnoughToJudge,
  type Metrics,
  metricBands,
  metricPosition,
  metricRegistry,
  type OpenBand,
  type RuledMetricKey,
  ruledMetricKeys,
  type Style,
  studentSeconds,
  type Verdict,
} from '@cuecoach/contracts';

/**
 * The metrics the screens show and how each is formatted. Bands and the better/worse verdict are not decided
 * here: they come from the one rule in contracts (metric-rule.ts), which the report's scores also use, so the
 * detail page, compare, dashboard and report agree.
 */
export const metricKeys = ruledMetricKeys;
export type MetricKey = RuledMetricKey;

/** A target range; either end may be open. */
export type Band = OpenBand;
export type TargetBands = Partial<Record<MetricKey, Band>>;

/** Constants (no style): the targets table's default row in English words per minute. */
export const defaultBands: TargetBands = metricBands(null, 'en');

export { distanceToBand, type Verdict };

export type BandStatus = BandPosition;
/** Where a value, as shown, sits against its band: the verdict next to every number on every screen. */
export function bandStatus(key: MetricKey, value: number, band: Band | undefined): BandStatus | null {
  return band ? metricPosition(key, value, band) : null;
}

/** Whether the value as shown lies outside its band (compare's "what to work on", the report's targets). */
export function offTarget(key: MetricKey, value: number, band: Band | undefined): boolean {
  return band !== undefined && distanceToBand(displayedValue(key, value), band) > 0;
}

/** Is `after` (the later recording) better than `before`? See contracts `compareMetric`. */
export function compareValues(
  key: MetricKey,
  before: number,
  after: number,
  bands: TargetBands = defaultBands,
): Verdict {
  return compareMetric(key, before, after, bands[key]);
}

export type MetricDelta = { key: MetricKey; before: number; after: number; delta: number; verdict: Verdict };

/**
 * Whether a stored metrics document has a value for a metric: analyses stored before a metric existed (talkShare
 * came with the class time model) have none, and screens leave that metric out rather than show a blank.
 */
export function hasMetric(m: Partial<Pick<Metrics, MetricKey>>, key: MetricKey): boolean {
  return typeof m[key] === 'number' && Number.isFinite(m[key]);
}

/**
 * Deltas for every metric both sessions carry, between an earlier (`a`) and a later (`b`) session. `judged` are the
 * values the verdicts read when they differ from the shown ones (students' working time excused, judged-metrics.ts).
 */
export function metricDeltas(
  a: Pick<Metrics, MetricKey>,
  b: Pick<Metrics, MetricKey>,
  bands: TargetBands = defaultBands,
  judged: { a: Pick<Metrics, MetricKey>; b: Pick<Metrics, MetricKey> } = { a, b },
): MetricDelta[] {
  return metricKeys
    .filter((key) => hasMetric(a, key) && hasMetric(b, key))
    .map((key) => ({
      key,
      before: a[key],
      after: b[key],
      delta: b[key] - a[key],
      verdict: compareValues(key, judged.a[key], judged.b[key], bands),
    }));
}

/**
 * Display form of a metric value (no unit; the label carries it), with the registry's digits. Same rounding
 * everywhere (verdicts are taken on this rounded value), e2e relies on it.
 */
export function formatMetric(key: MetricKey, value: number, locale: string): string {
  const def = metricRegistry[key];
  return new Intl.NumberFormat(locale, {
    ...(def.percent ? { style: 'percent' } : {}),
    minimumFractionDigits: def.percent ? 0 : def.digits,
    maximumFractionDigits: def.digits,
  }).format(value);
}

export function formatDelta(key: MetricKey, delta: number, locale: string): string {
  const sign = delta > 0 ? '+' : delta < 0 ? '−' : '±';
  if (metricRegistry[key].percent) {
    const digits = metricRegistry[key].digits;
    return `${sign}${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(Math.abs(delta) * 100)}%p`;
  }
  return `${sign}${formatMetric(key, Math.abs(delta), locale)}`;
}

export function formatBand(key: MetricKey, band: Band | undefined, locale: string): string | null {
  if (!band || (band.min === undefined && band.max === undefined)) return null;
  const f = (v: number) => formatMetric(key, v, locale);
  if (band.min !== undefined && band.max !== undefined) return `${f(band.min)}–${f(band.max)}`;
  if (band.min !== undefined) return `≥ ${f(band.min)}`;
  return `≤ ${f(band.max as number)}`;
}

/** The bands a session is judged against: its style's row of the shared targets table, in its analysis language. */
export function bandsFor(style: Style | null | undefined, language: AnalysisLanguage): TargetBands {
  return metricBands(style, language);
}

/**
 * How a session's figures are judged (contracts judged-metrics.ts): the values verdicts read, which shown figures
 * students' working time excuses and how long that time was; `judged` is null for a class too short to judge.
 */
export function sessionVerdicts(
  m: Metrics,
  style: Style | null | undefined,
  language: AnalysisLanguage,
): { judged: Metrics | null; excused: Set<MetricKey>; studentSec: number } {
  if (!longEnoughToJudge(m)) return { judged: null, excused: new Set(), studentSec: 0 };
  const bands = metricBands(style, language);
  const excused = new Set(ruledMetricKeys.filter((k) => excusedByStudentTime(k, m, bands)));
  return { judged: judgedKeyScores(m, bands), excused, studentSec: studentSeconds(m).all };
}
