export {
  computeDataStats,
  computeMetrics,
  type DataStatsInput,
  type MetricsInput,
  paceTimeline,
} from './compute-metrics.ts';
export { bucketPauses, findPauses, MIN_PAUSE_SEC, normalizeRegions, type TimeRange } from './pauses.ts';
export { clarityScore, coefficientOfVariation, consistencyScore, flowScore } from './scores.ts';
