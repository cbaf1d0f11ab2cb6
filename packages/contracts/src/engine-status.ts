import { z } from 'zod/mini';
import { analysisLanguageSchema } from './enums.ts';
import { koreanAvailability, koreanModelDetails } from './korean-availability.ts';

/**
 * GET /api/engine-status — the /test/hybrid-status page (docs/engine-status.md). Every signed-in user gets the
 * `user` view: whether each analysis language can run now and how long analyses wait. Admins get the `admin`
 * view: that plus engines, model downloads, the report generator, every queue, the workers, database and storage.
 */

/** One analysis language: a live worker can transcribe it, and its queue right now. */
export const languageStatus = z.object({
  language: analysisLanguageSchema,
  available: z.boolean(),
  /** Analyses of this language queued and not yet started. */
  waiting: z.int().check(z.nonnegative()),
  /** How long the oldest of them has waited so far; null when none waits. */
  oldestWaitSeconds: z.nullable(z.number().check(z.nonnegative())),
});
export type LanguageStatus = z.infer<typeof languageStatus>;

/** Queue waiting of analyses: what is waiting now, and how long the analyses started in the last hour waited. */
export const waitStatus = z.object({
  waiting: z.int().check(z.nonnegative()),
  oldestWaitSeconds: z.nullable(z.number().check(z.nonnegative())),
  /** Median seconds from queueing to start of analyses started in the last hour; null when none started. */
  recentWaitSeconds: z.nullable(z.number().check(z.nonnegative())),
  recentStarted: z.int().check(z.nonnegative()),
});

export const userEngineStatus = z.object({
  view: z.literal('user'),
  /** When the figures were computed (they are cached for a few seconds). */
  generatedAt: z.string(),
  languages: z.array(languageStatus),
  /** Korean in one word and a reason (optional only for older servers). */
  korean: z.optional(koreanAvailability),
  wait: waitStatus,
});
export type UserEngineStatus = z.infer<typeof userEngineStatus>;

/** One transcription engine/model as the live workers report it; `ready` false with the reason when it cannot run. */
export const engineReadiness = z.object({
  engine: z.string(),
  model: z.nullable(z.string()),
  languages: z.array(z.string()),
  workers: z.int().check(z.nonnegative()),
  ready: z.boolean(),
  problem: z.nullable(z.string()),
});

/** A speech-model download: started by an admin (this server), or by a first Korean analysis on a worker. */
export const modelDownload = z.object({
  source: z.enum(['admin', 'analysis']),
  model: z.nullable(z.string()),
  state: z.enum(['downloading', 'ready', 'failed']),
  /** 0–100; null when unknown. */
  percent: z.nullable(z.number().check(z.minimum(0), z.maximum(100))),
  receivedBytes: z.nullable(z.number().check(z.nonnegative())),
  totalBytes: z.nullable(z.number().check(z.nonnegative())),
  sessionId: z.nullable(z.string()),
  error: z.nullable(z.string()),
});

export const reportGeneratorStatus = z.object({
  /** What this server's configuration selects: the built-in rules, an OpenAI-compatible LLM, or a broken setting. */
  generator: z.enum(['local', 'llm', 'invalid']),
  model: z.nullable(z.string()),
  /** The LLM endpoint's host (never the key). */
  endpoint: z.nullable(z.string()),
  problem: z.nullable(z.string()),
  /** The most recent report written, by whichever worker wrote it. */
  lastReport: z.nullable(
    z.object({ generator: z.nullable(z.string()), model: z.nullable(z.string()), at: z.string() }),
  ),
  lastError: z.nullable(z.object({ message: z.string(), at: z.string(), sessionId: z.string() })),
});

export const queueStatus = z.object({
  name: z.string(),
  kind: z.enum(['analysis', 'feedback']),
  /** The language the queue serves; null for the legacy analysis queue and the report queue. */
  language: z.nullable(analysisLanguageSchema),
  waiting: z.int().check(z.nonnegative()),
  active: z.int().check(z.nonnegative()),
  failed24h: z.int().check(z.nonnegative()),
  completed24h: z.int().check(z.nonnegative()),
  oldestWaitSeconds: z.nullable(z.number().check(z.nonnegative())),
});

export const workerStatus = z.object({
  id: z.string(),
  host: z.string(),
  pid: z.int(),
  state: z.enum(['running', 'draining', 'stopped', 'lost']),
  languages: z.array(z.string()),
  concurrency: z.int(),
  jobs: z.int().check(z.nonnegative()),
  lastHeartbeat: z.string(),
  secondsSinceHeartbeat: z.number().check(z.nonnegative()),
});

export const adminEngineStatus = z.extend(userEngineStatus, {
  view: z.literal('admin'),
  engines: z.array(engineReadiness),
  /** The whisper.cpp model Korean analyses use, and whether this server's models folder has it. */
  koreanModel: z.object({
    model: z.string(),
    present: z.boolean(),
    dir: z.string(),
    /** The file to provide by hand, as a live worker reported it (null when no worker fetches Korean itself). */
    details: z.optional(z.nullable(koreanModelDetails)),
  }),
  downloads: z.array(modelDownload),
  report: reportGeneratorStatus,
  /** False until the job queue has been set up in this database (no worker or analysis start yet). */
  queueReady: z.boolean(),
  queues: z.array(queueStatus),
  workers: z.array(workerStatus),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    latencyMs: z.nullable(z.number().check(z.nonnegative())),
    sizeBytes: z.nullable(z.number().check(z.nonnegative())),
    error: z.nullable(z.string()),
  }),
  storage: z.object({
    kind: z.enum(['local', 's3']),
    ok: z.boolean(),
    /** Free space on the local storage disk; null for a bucket. */
    freeBytes: z.nullable(z.number().check(z.nonnegative())),
    error: z.nullable(z.string()),
  }),
});
export type AdminEngineStatus = z.infer<typeof adminEngineStatus>;

export const engineStatus = z.discriminatedUnion('view', [userEngineStatus, adminEngineStatus]);
export type EngineStatus = z.infer<typeof engineStatus>;
