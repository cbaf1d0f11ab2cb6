import type { PaceLimits } from './admin-settings.ts';
import { type JudgeableMetrics, judgedKeyScores } from './judged-metrics.ts';
import { type MetricBands, metricBands, metricPosition } from './metric-rule.ts';

/**
 * The admin's pace limits (min/max words a minute, max share of silence) checked against a finished analysis, by the
 * rule every other verdict uses (judged-metrics.ts): students' time can excuse a figure, never condemn it. A class
 * whose whole-class pace is under the minimum, or silence over the maximum, only because students spent minutes
 * working on its instructions is not flagged; one still outside the limit over its teaching time is flagged at the
 * teaching-time figure (`judgedWpm`, `judgedSilenceRatio`), which the notice shows beside the whole-class one.
 * docs/metrics.md ("Judged on teaching, not working time").
 */
export interface LimitFlags extends PaceLimits {
  paceBelowMin: boolean;
  paceAboveMax: boolean;
  silenceAboveMax: boolean;
  /** The pace and silence the flags were judged at (equal to the measured ones unless students' time excused them). */
  judgedWpm: number;
  judgedSilenceRatio: number;
}

export function judgedLimitFlags(m: JudgeableMetrics, limits: PaceLimits): LimitFlags {
  // The limits stand in for the style's pace and silence bands; the other bands are not read.
  const bands: MetricBands = {
    ...metricBands(null, 'en'),
    wpm: { min: limits.minWpm, max: limits.maxWpm },
    silenceRatio: { max: limits.maxSilenceRatio },
  };
  const judged = judgedKeyScores(m, bands);
  const pace = metricPosition('wpm', judged.wpm, bands.wpm);
  return {
    paceBelowMin: pace === 'below',
    paceAboveMax: pace === 'above',
    silenceAboveMax: metricPosition('silenceRatio', judged.silenceRatio, bands.silenceRatio) === 'above',
    ...limits,
    judgedWpm: judged.wpm,
    judgedSilenceRatio: judged.silenceRatio,
  };
}
