import { z } from 'zod/mini';

/**
 * GET /api/analysis-speed — how fast this server analyses, measured: the median real-time factor (processing wall
 * time ÷ audio length) of its recent completed analyses with the engine it uses now. `samples` is 0 when nothing
 * has been measured yet; `realTimeFactor` is then the engine's default.
 */
export const analysisSpeed = z.object({
  engine: z.string(),
  realTimeFactor: z.number().check(z.nonnegative()),
  samples: z.int().check(z.nonnegative()),
});
export type AnalysisSpeed = z.infer<typeof analysisSpeed>;

/**
 * Expected analysis time in seconds for a recording of `durationSec`, as a range around the measured factor
 * (analyses vary with speech density and what else the server is doing). Never below 10 s: starting the job and
 * loading the engine take that much on their own.
 */
export function estimateAnalysisSeconds(
  durationSec: number,
  speed: Pick<AnalysisSpeed, 'realTimeFactor'>,
): { low: number; high: number } {
  const mid = durationSec * speed.realTimeFactor;
  return { low: Math.max(10, Math.round(mid * 0.75)), high: Math.max(20, Math.round(mid * 1.5)) };
}
