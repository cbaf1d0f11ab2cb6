import { existsSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import { join } from 'node:path';
import { feedbackConfigFromEnv, findWhisperModel } from '@cuecoach/analysis';
import {
  type AdminEngineStatus,
  type AnalysisLanguage,
  analysisLanguages,
  type KoreanAvailability,
  type UserEngineStatus,
} from '@cuecoach/contracts';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { SpeechModelDownloadTracker } from '../admin/speech-model-download.ts';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { sessions } from '../db/schema/index.ts';
import { overallPercent } from '../jobs/analysis-job.ts';
import { analysisQueue, FEEDBACK_QUEUE } from '../jobs/queues.ts';
import { koreanSpeechModel, speechModelManifest } from '../settings/speech-model.ts';
import type { Storage } from '../storage/storage.ts';
import { koreanAvailabilityOf } from '../workers/korean-availability.ts';
import { liveCapabilities, liveWorkers, recentWorkers } from '../workers/registry.ts';
import { type QueueCounts, queueCounts, queueInstalled, recentAnalysisWait } from './queue-counts.ts';

export interface EngineStatusDeps {
  database: Database;
  storage: Storage;
  storageDir: string;
  modelsDir: string;
  env: NodeJS.ProcessEnv;
  downloads: SpeechModelDownloadTracker;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

async function queueFigures(database: Database) {
  if (!(await queueInstalled(database.db))) return { installed: false, counts: [] as QueueCounts[], recent: null };
  const [counts, recent] = await Promise.all([queueCounts(database.db), recentAnalysisWait(database.db)]);
  return { installed: true, counts, recent };
}

/** The part everyone signed in sees: languages a live worker serves, and how long analyses wait. */
function userPart(
  languages: readonly string[],
  queues: Awaited<ReturnType<typeof queueFigures>>,
  korean: KoreanAvailability,
): Omit<UserEngineStatus, 'view'> {
  const analysis = queues.counts.filter((q) => q.name !== FEEDBACK_QUEUE);
  const oldest = (list: QueueCounts[]) => {
    const ages = list.flatMap((q) => (q.oldestWaitSeconds === null ? [] : [q.oldestWaitSeconds]));
    return ages.length ? round1(Math.max(...ages)) : null;
  };
  return {
    generatedAt: new Date().toISOString(),
    korean,
    languages: analysisLanguages.map((language) => {
      const own = analysis.filter((q) => q.name === analysisQueue(language));
      return {
        language,
        available: languages.includes(language),
        waiting: own.reduce((sum, q) => sum + q.waiting, 0),
        oldestWaitSeconds: oldest(own),
      };
    }),
    wait: {
      waiting: analysis.reduce((sum, q) => sum + q.waiting, 0),
      oldestWaitSeconds: oldest(analysis),
      recentWaitSeconds: queues.recent?.medianSeconds === null ? null : round1(queues.recent?.medianSeconds ?? 0),
      recentStarted: queues.recent?.started ?? 0,
    },
  };
}

export async function userEngineStatus(deps: Pick<EngineStatusDeps, 'database'>): Promise<UserEngineStatus> {
  const [caps, queues, live] = await Promise.all([
    liveCapabilities(deps.database.db),
    queueFigures(deps.database),
    liveWorkers(deps.database.db),
  ]);
  const { details: _adminOnly, ...korean } = koreanAvailabilityOf(live);
  return { view: 'user', ...userPart(caps.languages, queues, korean) };
}

/** The report generator this server's environment selects (never the key), and what the workers last did. */
async function reportStatus(deps: EngineStatusDeps): Promise<AdminEngineStatus['report']> {
  const { db } = deps.database;
  let configured: Pick<AdminEngineStatus['report'], 'generator' | 'model' | 'endpoint' | 'problem'>;
  try {
    const cfg = feedbackConfigFromEnv(deps.env);
    configured = cfg.llm
      ? { generator: 'llm', model: cfg.llm.model, endpoint: new URL(cfg.llm.baseUrl).host, problem: null }
      : { generator: 'local', model: null, endpoint: null, problem: null };
  } catch (err) {
    configured = { generator: 'invalid', model: null, endpoint: null, problem: message(err) };
  }
  const [last] = await db
    .select({ generator: sessions.feedbackGenerator, model: sessions.feedbackModel, at: sessions.feedbackGeneratedAt })
    .from(sessions)
    .where(isNotNull(sessions.feedbackGeneratedAt))
    .orderBy(desc(sessions.feedbackGeneratedAt))
    .limit(1);
  const [failed] = await db
    .select({ id: sessions.id, error: sessions.feedbackError, at: sessions.updatedAt })
    .from(sessions)
    .where(eq(sessions.feedbackState, 'failed'))
    .orderBy(desc(sessions.updatedAt))
    .limit(1);
  return {
    ...configured,
    lastReport: last?.at ? { generator: last.generator, model: last.model, at: last.at.toISOString() } : null,
    lastError: failed
      ? { message: failed.error ?? 'unknown error', at: failed.at.toISOString(), sessionId: failed.id }
      : null,
  };
}

/** Downloads in progress or just finished: the admin's (this process) and first Korean analyses fetching the model. */
async function downloadStatus(deps: EngineStatusDeps, koreanModel: string): Promise<AdminEngineStatus['downloads']> {
  const list: AdminEngineStatus['downloads'] = [];
  const own = deps.downloads.current;
  if (own.state !== 'idle') {
    list.push({
      source: 'admin',
      model: own.model,
      state: own.state,
      percent: own.totalBytes > 0 ? round1(Math.min(100, (own.receivedBytes / own.totalBytes) * 100)) : null,
      receivedBytes: own.receivedBytes,
      totalBytes: own.totalBytes,
      sessionId: null,
      error: own.error,
    });
  }
  const fetching = await deps.database.db
    .select({ id: sessions.id, percent: sessions.progressPercent })
    .from(sessions)
    .where(and(eq(sessions.status, 'processing'), eq(sessions.progressStep, 'model_download')))
    .limit(20);
  // A session's bar is the whole job; the download's own share is the `model_download` stretch of it.
  const from = overallPercent('model_download', 0);
  const span = overallPercent('model_download', 100) - from;
  for (const s of fetching) {
    list.push({
      source: 'analysis',
      model: koreanModel,
      state: 'downloading',
      percent:
        s.percent === null || span <= 0 ? null : round1(Math.max(0, Math.min(100, ((s.percent - from) / span) * 100))),
      receivedBytes: null,
      totalBytes: null,
      sessionId: s.id,
      error: null,
    });
  }
  return list;
}

async function databaseStatus(database: Database): Promise<AdminEngineStatus['database']> {
  const started = performance.now();
  try {
    await database.ping();
  } catch (err) {
    return { kind: database.kind, ok: false, latencyMs: null, sizeBytes: null, error: message(err) };
  }
  const latencyMs = round1(performance.now() - started);
  let sizeBytes: number | null = null;
  try {
    const [row] = await queryRows<{ size: string | number }>(
      database.db,
      sql`select pg_database_size(current_database()) as size`,
    );
    const size = row?.size;
    sizeBytes = size === undefined ? null : Number(size);
  } catch {
    // Size is a nicety: a role without the privilege still gets the rest.
  }
  return { kind: database.kind, ok: true, latencyMs, sizeBytes, error: null };
}

async function storageStatus(deps: EngineStatusDeps): Promise<AdminEngineStatus['storage']> {
  try {
    await deps.storage.check();
  } catch (err) {
    return { kind: deps.storage.kind, ok: false, freeBytes: null, error: message(err) };
  }
  let freeBytes: number | null = null;
  if (deps.storage.kind === 'local') {
    const fs = await statfs(deps.storageDir);
    freeBytes = fs.bavail * fs.bsize;
  }
  return { kind: deps.storage.kind, ok: true, freeBytes, error: null };
}

/** Everything an operator needs on one page; each part is one or two cheap queries. */
export async function adminEngineStatus(deps: EngineStatusDeps): Promise<AdminEngineStatus> {
  const { db } = deps.database;
  const [workers, queues, koreanModel] = await Promise.all([
    recentWorkers(db),
    queueFigures(deps.database),
    koreanSpeechModel(db, deps.env),
  ]);
  const live = workers.filter((w) => w.alive && w.state === 'running');
  const languages = [...new Set(live.flatMap((w) => w.languages))].sort();
  const { details: koreanDetails, ...korean } = koreanAvailabilityOf(live);

  const engines = new Map<string, AdminEngineStatus['engines'][number]>();
  for (const w of live) {
    for (const e of w.engines) {
      const key = `${e.engine}\u0000${e.model ?? ''}\u0000${e.problem ?? ''}`;
      const entry = engines.get(key) ?? {
        engine: e.engine,
        model: e.model,
        languages: e.languages,
        workers: 0,
        ready: e.languages.length > 0 && !e.problem,
        problem: e.problem ?? null,
      };
      entry.workers += 1;
      engines.set(key, entry);
    }
  }

  const spec = findWhisperModel(speechModelManifest(deps.env), koreanModel);
  const [report, downloads, database, storage] = await Promise.all([
    reportStatus(deps),
    downloadStatus(deps, koreanModel),
    databaseStatus(deps.database),
    storageStatus(deps),
  ]);

  return {
    view: 'admin',
    ...userPart(languages, queues, korean),
    engines: [...engines.values()],
    koreanModel: {
      model: koreanModel,
      present: spec ? existsSync(join(deps.modelsDir, spec.file)) : false,
      dir: deps.modelsDir,
      details: koreanDetails,
    },
    downloads,
    report,
    queueReady: queues.installed,
    queues: queues.counts.map((q) => {
      const language = analysisLanguages.find((l) => q.name === analysisQueue(l)) ?? null;
      return {
        ...q,
        oldestWaitSeconds: q.oldestWaitSeconds === null ? null : round1(q.oldestWaitSeconds),
        kind: q.name === FEEDBACK_QUEUE ? ('feedback' as const) : ('analysis' as const),
        language: language as AnalysisLanguage | null,
      };
    }),
    workers: workers.map((w) => ({
      id: w.id,
      host: w.host,
      pid: w.pid,
      // A running worker whose heartbeat stopped has died (killed, out of memory, machine gone).
      state: !w.alive && w.state !== 'stopped' ? ('lost' as const) : w.state,
      languages: w.languages,
      concurrency: w.concurrency,
      jobs: w.currentJobs.length,
      lastHeartbeat: w.lastHeartbeat.toISOString(),
      secondsSinceHeartbeat: Math.max(0, round1((w.now.getTime() - w.lastHeartbeat.getTime()) / 1000)),
    })),
    database,
    storage,
  };
}
