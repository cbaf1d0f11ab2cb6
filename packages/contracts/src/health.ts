import { z } from 'zod/mini';

/** The release a process runs: package version and commit (the commit tells two deployments apart). */
const release = {
  version: z.string(),
  commit: z.string(),
};

export const healthResponse = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  /** Where recordings are kept (STORAGE). */
  storage: z.enum(['local', 's3']),
  ...release,
});
export type HealthResponse = z.infer<typeof healthResponse>;

export const healthUnavailableResponse = z.object({
  status: z.literal('unavailable'),
  db: z.enum(['pglite', 'postgres']),
  storage: z.enum(['local', 's3']),
  ...release,
  reason: z.string(),
});

/** GET /api/health/live: the process runs and answers (no dependency is checked). */
export const livenessResponse = z.object({
  status: z.literal('ok'),
  ...release,
  uptimeSec: z.number(),
});

/** GET /api/health/ready: the database answers and the storage answered within the last few seconds. */
export const readinessResponse = z.object({
  status: z.enum(['ready', 'unready']),
  db: z.enum(['ok', 'unreachable']),
  storage: z.enum(['ok', 'unusable']),
  ...release,
  reason: z.optional(z.string()),
});
export type ReadinessResponse = z.infer<typeof readinessResponse>;
