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
 * - reaches "master" only when every key metric is on target.
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

/** Score thresholds of the levels below master; master also needs every key metric on target. */
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
  const allOn = onTarget === keyMetricKeys.length;
  const level = scoreLevels.find((l) => score >= l.minScore && (l.level !== 'master' || allOn))?.level ?? 'beginner';
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
