export { type ClassTimeInput, computeClassTime, MIN_CLASS_SILENCE_SEC, QUESTION_WAIT_SEC } from './class-time.ts';
export {
  computeDataStats,
  computeMetrics,
  type DataStatsInput,
  type MetricsInput,
  paceTimeline,
} from './compute-metrics.ts';
export { bucketPauses, findPauses, MIN_PAUSE_SEC, normalizeRegions, type TimeRange } from './pauses.ts';
export { clarityScore, coefficientOfVariation, consistencyScore, flowScore, speakingPaceByMinute } from './scores.ts';
