import { z } from 'zod/mini';

export const healthResponse = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  /** Where recordings are kept (STORAGE). */
  storage: z.enum(['local', 's3']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponse>;

export const healthUnavailableResponse = z.object({
  status: z.literal('unavailable'),
  db: z.enum(['pglite', 'postgres']),
  storage: z.enum(['local', 's3']),
  version: z.string(),
  reason: z.string(),
});
