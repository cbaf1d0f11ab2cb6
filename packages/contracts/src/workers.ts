import { z } from 'zod/mini';
import { analysisLanguageSchema } from './enums.ts';
import { koreanModelDetails, koreanStates, koreanUnavailableReasons } from './korean-availability.ts';
import { processingStepSchema, sessionStatusSchema } from './sessions.ts';

/** One engine a worker runs: the model it loads and the languages that gives (none, with `problem`, if it cannot run). */
export const workerEngine = z.object({
  engine: z.string(),
  model: z.nullable(z.string()),
  languages: z.array(z.string()),
  problem: z.optional(z.string()),
  /** A Korean model this worker fetches itself: ready (on disk, verified), will_download, or unavailable (reason). */
  availability: z.optional(z.enum(koreanStates)),
  reason: z.optional(z.enum(koreanUnavailableReasons)),
  download: z.optional(koreanModelDetails),
});

export const adminWorkerJob = z.object({
  sessionId: z.string(),
  attempt: z.int(),
  startedAt: z.string(),
  /** The session as it is now (null when deleted since). */
  status: z.nullable(sessionStatusSchema),
  step: z.nullable(processingStepSchema),
  percent: z.nullable(z.number()),
  language: z.nullable(analysisLanguageSchema),
});

/** GET /api/admin/workers — the worker registry (docs/sessions.md, "Workers"), everyone seen in the last day. */
export const adminWorker = z.object({
  id: z.string(),
  host: z.string(),
  pid: z.int(),
  version: z.string(),
  engines: z.array(workerEngine),
  languages: z.array(z.string()),
  concurrency: z.int(),
  /** running (takes jobs), draining (stopping: finishing what it has), stopped (exited cleanly). */
  state: z.enum(['running', 'draining', 'stopped']),
  /** Heart-beating in time (by the database clock); a running worker that is not alive has died. */
  alive: z.boolean(),
  startedAt: z.string(),
  lastHeartbeat: z.string(),
  secondsSinceHeartbeat: z.number(),
  jobs: z.array(adminWorkerJob),
});
export type AdminWorker = z.infer<typeof adminWorker>;

export const adminWorkersResponse = z.object({ workers: z.array(adminWorker) });
export type AdminWorkersResponse = z.infer<typeof adminWorkersResponse>;
