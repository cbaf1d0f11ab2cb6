import { z } from 'zod';
import { analysisLanguageSchema } from './enums.ts';

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
  waiting: z.number().int().nonnegative(),
  /** How long the oldest of them has waited so far; null when none waits. */
  oldestWaitSeconds: z.number().nonnegative().nullable(),
});
export type LanguageStatus = z.infer<typeof languageStatus>;

/** Queue waiting of analyses: what is waiting now, and how long the analyses started in the last hour waited. */
export const waitStatus = z.object({
  waiting: z.number().int().nonnegative(),
  oldestWaitSeconds: z.number().nonnegative().nullable(),
  /** Median seconds from queueing to start of analyses started in the last hour; null when none started. */
  recentWaitSeconds: z.number().nonnegative().nullable(),
  recentStarted: z.number().int().nonnegative(),
});

export const userEngineStatus = z.object({
  view: z.literal('user'),
  /** When the figures were computed (they are cached for a few seconds). */
  generatedAt: z.string(),
  languages: z.array(languageStatus),
  wait: waitStatus,
});
export type UserEngineStatus = z.infer<typeof userEngineStatus>;

/** One transcription engine/model as the live workers report it; `ready` false with the reason when it cannot run. */
export const engineReadiness = z.object({
  engine: z.string(),
  model: z.string().nullable(),
  languages: z.array(z.string()),
  workers: z.number().int().nonnegative(),
  ready: z.boolean(),
  problem: z.string().nullable(),
});

/** A speech-model download: started by an admin (this server), or by a first Korean analysis on a worker. */
export const modelDownload = z.object({
  source: z.enum(['admin', 'analysis']),
  model: z.string().nullable(),
  state: z.enum(['downloading', 'ready', 'failed']),
  /** 0–100; null when unknown. */
  percent: z.number().min(0).max(100).nullable(),
  receivedBytes: z.number().nonnegative().nullable(),
  totalBytes: z.number().nonnegative().nullable(),
  sessionId: z.string().nullable(),
  error: z.string().nullable(),
});

export const reportGeneratorStatus = z.object({
  /** What this server's configuration selects: the built-in rules, an OpenAI-compatible LLM, or a broken setting. */
  generator: z.enum(['local', 'llm', 'invalid']),
  model: z.string().nullable(),
  /** The LLM endpoint's host (never the key). */
  endpoint: z.string().nullable(),
  problem: z.string().nullable(),
  /** The most recent report written, by whichever worker wrote it. */
  lastReport: z.object({ generator: z.string().nullable(), model: z.string().nullable(), at: z.string() }).nullable(),
  lastError: z.object({ message: z.string(), at: z.string(), sessionId: z.string() }).nullable(),
});

export const queueStatus = z.object({
  name: z.string(),
  kind: z.enum(['analysis', 'feedback']),
  /** The language the queue serves; null for the legacy analysis queue and the report queue. */
  language: analysisLanguageSchema.nullable(),
  waiting: z.number().int().nonnegative(),
  active: z.number().int().nonnegative(),
  failed24h: z.number().int().nonnegative(),
  completed24h: z.number().int().nonnegative(),
  oldestWaitSeconds: z.number().nonnegative().nullable(),
});

export const workerStatus = z.object({
  id: z.string(),
  host: z.string(),
  pid: z.number().int(),
  state: z.enum(['running', 'draining', 'stopped', 'lost']),
  languages: z.array(z.string()),
  concurrency: z.number().int(),
  jobs: z.number().int().nonnegative(),
  lastHeartbeat: z.string(),
  secondsSinceHeartbeat: z.number().nonnegative(),
});

export const adminEngineStatus = userEngineStatus.extend({
  view: z.literal('admin'),
  engines: z.array(engineReadiness),
  /** The whisper.cpp model Korean analyses use, and whether this server's models folder has it. */
  koreanModel: z.object({ model: z.string(), present: z.boolean(), dir: z.string() }),
  downloads: z.array(modelDownload),
  report: reportGeneratorStatus,
  /** False until the job queue has been set up in this database (no worker or analysis start yet). */
  queueReady: z.boolean(),
  queues: z.array(queueStatus),
  workers: z.array(workerStatus),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    latencyMs: z.number().nonnegative().nullable(),
    sizeBytes: z.number().nonnegative().nullable(),
    error: z.string().nullable(),
  }),
  storage: z.object({
    kind: z.enum(['local', 's3']),
    ok: z.boolean(),
    /** Free space on the local storage disk; null for a bucket. */
    freeBytes: z.number().nonnegative().nullable(),
    error: z.string().nullable(),
  }),
});
export type AdminEngineStatus = z.infer<typeof adminEngineStatus>;

export const engineStatus = z.discriminatedUnion('view', [userEngineStatus, adminEngineStatus]);
export type EngineStatus = z.infer<typeof engineStatus>;
