import { type Band, relativeDistanceToBand, type StyleTargets } from '@cuecoach/contracts';
import type { TimeRange } from './pauses.ts';

/**
 * Clarity, flow and consistency (0–100). Every score is 100 minus capped penalties measured against the style's
 * targets (contracts style-targets.ts), calibrated so that sitting exactly at a target's limit scores 80, the
 * spec's "above 80" line. docs/metrics.md gives the same formulas with worked examples.
 */

export type ScoreInput = {
  totalWords: number;
  /** The class's time base (compute-metrics.ts classBaseSec), not the file's length. */
  durationSec: number;
  wpm: number;
  articulationWpm: number;
  silenceRatio: number;
  /** Fillers per 100 spoken words with each hit counted as weight / 5 (a weight-5 filler counts 1). */
  weightedFillersPer100: number;
  cuesPerMinute: number;
  pauses: TimeRange[];
  paceTimeline: { minute: number; wpm: number; speakingSec?: number }[];
  /** Dead-air stretches of the class time model (silence nothing said before it explains). */
  deadAirCount: number;
  targets: StyleTargets;
};

const clampScore = (value: number) => Math.round(Math.min(100, Math.max(0, value)));

/**
 * How far a value lies outside a band, relative to the nearer edge (0 inside the band). The band rule itself
 * lives in contracts (metric-rule.ts) so the report and every screen judge "inside the band" the same way.
 */
export function relativeOutside(value: number, band: Band): number {
  return relativeDistanceToBand(value, band);
}

/**
 * clarity = 100 − filler penalty − speed penalty
 *   filler penalty = min(60, 20 × weightedFillersPer100 / fillersPer100Max)   (at the style's maximum: −20 → 80)
 *   speed penalty  = min(30, 75 × relative excess of articulationWpm over the style's articulationWpm.max)
 * Speaking too fast hurts clarity, speaking slowly does not (that is a flow matter). Speed is the pace while
 * speaking, so the time students spend working between instructions neither hides nor causes a fast pace.
 */
export function clarityScore(input: ScoreInput): number {
  if (input.totalWords === 0) return 0;
  const { targets } = input;
  const fillerPenalty = Math.min(60, (20 * input.weightedFillersPer100) / targets.fillersPer100Max);
  const articulationMax = targets.articulationWpm.max;
  const excess = Math.max(0, input.articulationWpm - articulationMax) / articulationMax;
  const speedPenalty = Math.min(30, 75 * excess);
  return clampScore(100 - fillerPenalty - speedPenalty);
}

/**
 * flow = 100 − dead-air penalty − space penalty − cue penalty − pace penalty
 *   dead air  = min(35, 7 × dead-air stretches per 10 minutes)   (one dead air in a 10-minute class: −7)
 *   space     = min(25, 150 × how far silenceRatio falls below its band)   (10 points too little: −15)
 *   cues      = min(25, 40 × relative distance of cuesPerMinute outside its band)   (half the minimum: −20)
 *   pace      = min(15, 50 × relative distance of articulationWpm outside its band)
 * Silence above the band is not penalised by itself: the class time model tells students' working time and holds
 * from dead air, and only dead air costs flow. Everything is style-relative: a 20 s silence after no instruction is
 * dead air in HIIT, and a 3-minute hold is the practice in yin.
 */
export function flowScore(input: ScoreInput): number {
  if (input.totalWords === 0) return 0;
  const { targets } = input;
  const tenMinutes = Math.max(input.durationSec, 60) / 600;
  const deadAirPenalty = Math.min(35, (7 * input.deadAirCount) / tenMinutes);
  const tooLittleSpace = Math.max(0, targets.silenceRatio.min - input.silenceRatio);
  const silencePenalty = Math.min(25, 150 * tooLittleSpace);
  const cuePenalty = Math.min(25, 40 * relativeOutside(input.cuesPerMinute, targets.cuesPerMinute));
  const pacePenalty = Math.min(15, 50 * relativeOutside(input.articulationWpm, targets.articulationWpm));
  return clampScore(100 - deadAirPenalty - silencePenalty - cuePenalty - pacePenalty);
}

/** Population coefficient of variation (standard deviation / mean); 0 for fewer than two values or a zero mean. */
export function coefficientOfVariation(values: number[]): number {
  if (values.length < 2) return 0;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  if (mean === 0) return 0;
  const variance = values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length;
  return Math.sqrt(variance) / mean;
}

/** Minutes with less speaking than this say too little about pace to vary it. */
const MIN_SPEAKING_SEC_PER_MINUTE = 15;

/**
 * Pace of each minute while speaking (words per minute of that minute's speaking time), for minutes with at least
 * MIN_SPEAKING_SEC_PER_MINUTE of speaking. Analyses made before the class time model have no speaking time per
 * minute: their pace per minute of the recording is used as it is.
 */
export function speakingPaceByMinute(timeline: { wpm: number; speakingSec?: number }[]): number[] {
  if (timeline.some((p) => p.speakingSec === undefined)) return timeline.map((p) => p.wpm);
  return timeline
    .filter((p) => (p.speakingSec ?? 0) >= MIN_SPEAKING_SEC_PER_MINUTE)
    .map((p) => (p.wpm * 60) / (p.speakingSec ?? 60));
}

/**
 * consistency = 100 − 20 × CV / paceVariationMax, where CV is the coefficient of variation of the pace while
 * speaking, minute by minute (speakingPaceByMinute): a minute of students working is not a slow minute. A recording
 * of one minute or less has nothing to vary across and scores 100 if it has words. Styles with intervals or long
 * holds (HIIT, yin) allow a larger CV for the same score.
 */
export function consistencyScore(input: ScoreInput): number {
  if (input.totalWords === 0) return 0;
  const cv = coefficientOfVariation(speakingPaceByMinute(input.paceTimeline));
  return clampScore(100 - (20 * cv) / input.targets.paceVariationMax);
}
