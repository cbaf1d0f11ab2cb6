import { type AnalysisLanguage, type Metrics, type Style, styleTargets } from '@cuecoach/contracts';

/**
 * The metrics the screens show, how each is read (is more better, less better, or is there a target band),
 * and how it is formatted. One table so the detail page, compare and dashboard agree.
 */
export const metricKeys = [
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
export type MetricKey = (typeof metricKeys)[number];

/** A target range; either end may be open. */
export type Band = { min?: number; max?: number };
export type TargetBands = Partial<Record<MetricKey, Band>>;

/** Which way is better when a metric has no band for the session's style. */
const direction: Record<MetricKey, 'higher' | 'lower'> = {
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

/**
 * Spec §9 constants, used when the style has no table entry: pace 120–150 WPM, silence 20–30 %, fillers under
 * 2 per 100 words, clarity and flow above 80 %, cue density 6–12 per minute.
 */
export const defaultBands: TargetBands = {
  wpm: { min: 120, max: 150 },
  silenceRatio: { min: 0.2, max: 0.3 },
  fillersPer100: { max: 2 },
  cuesPerMinute: { min: 6, max: 12 },
  clarity: { min: 80 },
  flow: { min: 80 },
};

/** How far a value sits outside its band (0 inside). */
export function distanceToBand(value: number, band: Band): number {
  if (band.min !== undefined && value < band.min) return band.min - value;
  if (band.max !== undefined && value > band.max) return value - band.max;
  return 0;
}

export type BandStatus = 'below' | 'within' | 'above';
export function bandStatus(value: number, band: Band | undefined): BandStatus | null {
  if (!band) return null;
  if (band.min !== undefined && value < band.min) return 'below';
  if (band.max !== undefined && value > band.max) return 'above';
  return 'within';
}

export type Verdict = 'better' | 'worse' | 'same';

/**
 * Is `after` better than `before`? With a band: closer to the band is better, and moving around inside the band
 * is neither (pace 125 → 140 is not an improvement if both are on target). Without a band: the metric's direction.
 */
export function compareValues(
  key: MetricKey,
  before: number,
  after: number,
  bands: TargetBands = defaultBands,
): Verdict {
  const band = bands[key];
  const eps = 1e-9;
  if (band && (band.min !== undefined || band.max !== undefined)) {
    const d0 = distanceToBand(before, band);
    const d1 = distanceToBand(after, band);
    if (Math.abs(d0 - d1) < eps) return 'same';
    return d1 < d0 ? 'better' : 'worse';
  }
  if (Math.abs(after - before) < eps) return 'same';
  const up = after > before;
  return (direction[key] === 'higher') === up ? 'better' : 'worse';
}

export type MetricDelta = { key: MetricKey; before: number; after: number; delta: number; verdict: Verdict };

/** Deltas for every metric between an earlier (`a`) and a later (`b`) session. */
export function metricDeltas(
  a: Pick<Metrics, MetricKey>,
  b: Pick<Metrics, MetricKey>,
  bands: TargetBands = defaultBands,
): MetricDelta[] {
  return metricKeys.map((key) => ({
    key,
    before: a[key],
    after: b[key],
    delta: b[key] - a[key],
    verdict: compareValues(key, a[key], b[key], bands),
  }));
}

/** Display form of a metric value (no unit; the label carries it). Same rounding everywhere, e2e relies on it. */
export function formatMetric(key: MetricKey, value: number, locale: string): string {
  const nf = (digits: number) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  switch (key) {
    case 'silenceRatio':
      return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value);
    case 'avgPauseSec':
    case 'maxPauseSec':
    case 'fillersPer100':
    case 'cuesPerMinute':
      return nf(1);
    default:
      return nf(0);
  }
}

export function formatDelta(key: MetricKey, delta: number, locale: string): string {
  const sign = delta > 0 ? '+' : delta < 0 ? '−' : '±';
  if (key === 'silenceRatio') {
    return `${sign}${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.abs(delta) * 100)}%p`;
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

/**
 * The bands a session is judged against: the style's row of the shared targets table (contracts/style-targets.ts),
 * in the session's analysis language (Korean pace is counted in eojeol, so its bands differ).
 */
export function bandsFor(style: Style | null | undefined, language: AnalysisLanguage): TargetBands {
  const t = styleTargets(style ?? null, language);
  return {
    wpm: t.wpm,
    silenceRatio: t.silenceRatio,
    avgPauseSec: t.avgPauseSec,
    maxPauseSec: { max: t.deadAirSec },
    fillersPer100: { max: t.fillersPer100Max },
    cuesPerMinute: t.cuesPerMinute,
    clarity: { min: t.clarityMin },
    flow: { min: t.flowMin },
    consistency: { min: t.consistencyMin },
  };
}
