import type { AnalysisLanguage, dashboardLevels, Style } from './enums.ts';
import { type JudgeableMetrics, judgedKeyScores, longEnoughToJudge } from './judged-metrics.ts';
import {
  displayedValue,
  type KeyMetricKey,
  keyMetricKeys,
  type MetricDefinition,
  metricRegistry,
} from './metric-registry.ts';
import { distanceToBand, metricBands, metricOnTarget, relativeDistanceToBand } from './metric-rule.ts';

/**
 * The report's overall score (0–100) and level, from the key metrics alone, judged against the style's bands by
 * the metric registry's rule. Every key metric holds an equal share; inside its band the share is whole, outside
 * it shrinks linearly with the distance to the band until the metric's `scoreSpan` uses it up. So the score:
 * - rises whenever any metric moves toward its band and never otherwise (monotone);
 * - loses at most one share (100 / 7 ≈ 14 points) to any single metric, however far off (not dominated);
 * - reads only rates and ratios (words a minute, fillers per 100 words, cues a minute, share of silence, scores),
 *   so the same teaching scores the same at any length, file format or loudness, as far as the metrics do;
 * - reaches "master" only when no key metric is clearly off target (`clearlyOffTarget`: past its band by more than
 *   the measurement noise at that edge), so copies of one recording a hair either side of an edge get one level.
 * docs/metrics.md ("Overall score") gives the spans and worked examples.
 */

export type KeyScores = Record<KeyMetricKey, number>;
type DashboardLevel = (typeof dashboardLevels)[number];

/** The share of one metric still standing (0–1) at this value. */
export function metricCredit(key: KeyMetricKey, value: number, band: { min?: number; max?: number }): number {
  const def: MetricDefinition = metricRegistry[key];
  const shown = displayedValue(key, value);
  const distance =
    def.scoreSpan.scale === 'absolute' ? distanceToBand(shown, band) : relativeDistanceToBand(shown, band);
  return Math.max(0, 1 - distance / def.scoreSpan.full);
}

/**
 * The share of a two-sided band's width a key metric may read past an edge and still not cost master. One recording
 * in eight containers read cue density 0.85 a minute apart (the sample vinyasa class, 57 s: one instruction more or
 * less in what the recogniser wrote), which is a seventh of vinyasa's old 8–14 band; a tenth of the width is below
 * what any metric's band is meant to resolve, and never less than the metric's container tolerance.
 */
export const MASTER_EDGE_SHARE = 0.1;

/** How far past its band (in the metric's unit, as shown) a key metric may read before it costs master. */
export function masterEdgeGrace(key: KeyMetricKey, band: { min?: number; max?: number }): number {
  const tolerance = metricRegistry[key].tolerance;
  if (band.min === undefined || band.max === undefined) return tolerance;
  return Math.max(tolerance, MASTER_EDGE_SHARE * (band.max - band.min));
}

/**
 * Off target by more than the noise at the band's edge: the level's test. A figure within the grace still loses its
 * share of the score continuously (metricCredit) and its card still says "above"; only the level does not jump.
 */
export function clearlyOffTarget(key: KeyMetricKey, value: number, band: { min?: number; max?: number }): boolean {
  return distanceToBand(displayedValue(key, value), band) > masterEdgeGrace(key, band) + 1e-9;
}

/** Score thresholds of the levels below master; master also needs no key metric clearly off target. */
export const scoreLevels: { level: DashboardLevel; minScore: number }[] = [
  { level: 'master', minScore: 90 },
  { level: 'expert', minScore: 75 },
  { level: 'advanced', minScore: 60 },
  { level: 'intermediate', minScore: 40 },
  { level: 'beginner', minScore: 0 },
];

export function overallRating(
  scores: KeyScores,
  style: Style | null | undefined,
  language: AnalysisLanguage,
): { score: number; level: DashboardLevel; onTarget: number } {
  const bands = metricBands(style, language);
  const credits = keyMetricKeys.map((k) => metricCredit(k, scores[k], bands[k]));
  const score = Math.round((100 * credits.reduce((sum, c) => sum + c, 0)) / keyMetricKeys.length);
  const onTarget = keyMetricKeys.filter((k) => metricOnTarget(k, scores[k], bands[k])).length;
  const noneClearlyOff = keyMetricKeys.every((k) => !clearlyOffTarget(k, scores[k], bands[k]));
  const level =
    scoreLevels.find((l) => score >= l.minScore && (l.level !== 'master' || noneClearlyOff))?.level ?? 'beginner';
  return { score, level, onTarget };
}

/**
 * A class's score and level as the report gives them: its key scores judged on teaching time (judged-metrics.ts),
 * and none at all for a class too short to judge (under `minimumJudgedSec`).
 */
export function classRating(
  m: JudgeableMetrics,
  style: Style | null | undefined,
  language: AnalysisLanguage,
): { score: number; level: DashboardLevel; onTarget: number } | null {
  return longEnoughToJudge(m) ? overallRating(judgedKeyScores(m, metricBands(style, language)), style, language) : null;
}
