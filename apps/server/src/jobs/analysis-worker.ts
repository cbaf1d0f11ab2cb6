import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { analyzeFile, feedbackConfigFromEnv, generateFeedback } from '@cuecoach/analysis';
import { isAnalysisLanguage } from '@cuecoach/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { BackgroundService } from '../background-service.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { sessions, type WorkerJob } from '../db/schema/index.ts';
import { analysesFinished } from '../observability/metrics.ts';
import { transition } from '../sessions/status.ts';
import { analysisTranscriberConfig } from '../settings/speech-model.ts';
import type { Storage, StorageConfig } from '../storage/storage.ts';
import { appRelease } from '../version.ts';
import { engineLanguages, workerEngines } from '../workers/engines.ts';
import { checkKoreanModel } from '../workers/korean-model.ts';
import { beat, markStopped, type WorkerIdentity, workerLiveness } from '../workers/registry.ts';
import { runAnalysisJob } from './analysis-job.ts';
import { acquireBoss, enqueue, transactionSqlAdapter } from './boss.ts';
import { runFeedbackJob } from './feedback.ts';
import { jobStory } from './job-log.ts';
import {
  ANALYSIS_QUEUE,
  type AnalysisJobData,
  type AnalysisQueue,
  analysisQueue,
  FEEDBACK_QUEUE,
  type FeedbackJobData,
} from './queues.ts';
import { createWorkerDir, removeWorkerDir, sweepOrphanWorkDirs } from './work-dir.ts';
import type { AnalysisWorkerDeps } from './worker-deps.ts';

export interface WorkerOverrides {
  /** The process's one store of recordings (built once by the runtime). */
  storage: Storage;
  /** Tests inject a failing or slow analyser here; production uses @cuecoach/analysis. */
  analyze?: AnalysisWorkerDeps['analyze'];
  feedback?: AnalysisWorkerDeps['feedback'];
  env?: NodeJS.ProcessEnv;
}

export type WorkerSettings = Pick<
  Config,
  | 'WORKER_CONCURRENCY'
  | 'JOB_HEARTBEAT_SECONDS'
  | 'JOB_STALE_SECONDS'
  | 'JOB_RETRY_LIMIT'
  | 'MAX_DURATION_MIN'
  | 'SHUTDOWN_GRACE_SEC'
  | 'workDir'
  | 'modelsDir'
  | 'MODEL_HOST_CHECK_SECONDS'
> &
  StorageConfig;

export type AnalysisWorker = BackgroundService & {
  /** The registry id while running (a new one at every start). */
  readonly id: string | null;
  /** Stops as on SIGTERM, with this grace instead of SHUTDOWN_GRACE_SEC. */
  stopWithin(graceSec: number): Promise<void>;
};

const POLL_MS = 500;

/**
 * The analysis worker (docs/sessions.md, "Workers"). At start it records itself in the worker registry (what it
 * can transcribe, with which models) and heartbeats every JOB_HEARTBEAT_SECONDS; WORKER_CONCURRENCY slots fetch
 * jobs only from the queues of the languages its engine handles. Each analysis holds a decoded recording in
 * memory, so concurrency is what bounds memory. Stopping: take no more jobs, let running analyses finish for
 * SHUTDOWN_GRACE_SEC, then abort the rest and hand their jobs back to the queue (no retry spent), then exit.
 */
export function analysisWorkerService(
  config: WorkerSettings,
  database: Database,
  baseLog: FastifyBaseLogger,
  overrides: WorkerOverrides,
): AnalysisWorker {
  const env = overrides.env ?? process.env;
  const { storage } = overrides;
  const { db } = database;
  let run: RunningWorker | null = null;

  interface RunningWorker {
    identity: WorkerIdentity;
    log: FastifyBaseLogger;
    boss: PgBoss;
    release(): Promise<void>;
    dir: string;
    shutdown: AbortController;
    stopping: boolean;
    wake: Set<() => void>;
    jobs: Map<string, WorkerJob>;
    slots: Promise<void>[];
    timer: NodeJS.Timeout;
    /** Re-checks Korean's model (on disk? host answering?) every MODEL_HOST_CHECK_SECONDS. */
    koreanTimer: NodeJS.Timeout | null;
    checkingKorean: Promise<void> | null;
  }

  const koreanCheck = async () =>
    checkKoreanModel(await analysisTranscriberConfig(db, env, config.modelsDir)).catch(() => null);

  /** The queues this worker polls: its languages' (they change with Korean's model), then the old shared one. */
  const queuesOf = (w: RunningWorker): AnalysisQueue[] => [
    ...w.identity.languages.filter(isAnalysisLanguage).map(analysisQueue),
    ANALYSIS_QUEUE,
  ];

  /**
   * Re-reads what this worker can run and, when it changed (the model host answers again, the model arrived, the
   * admin chose another model), records it in the registry at once and logs it: capabilities follow within a beat.
   */
  function refreshEngines(w: RunningWorker): Promise<void> {
    w.checkingKorean ??= (async () => {
      const engines = workerEngines(env, config.modelsDir, await koreanCheck());
      if (JSON.stringify(engines) === JSON.stringify(w.identity.engines)) return;
      const before = w.identity.languages;
      w.identity = { ...w.identity, engines, languages: engineLanguages(engines) };
      w.log.info(
        { event: 'worker.engines_changed', engines, languages: w.identity.languages, before },
        'what this worker can analyse changed',
      );
      await beatNow(w);
    })().finally(() => {
      w.checkingKorean = null;
    });
    return w.checkingKorean;
  }

  const status = (w: RunningWorker) => ({
    currentJobs: [...w.jobs.values()],
    state: w.stopping ? ('draining' as const) : ('running' as const),
  });
  const beatNow = (w: RunningWorker) =>
    beat(db, w.identity, status(w), config.JOB_STALE_SECONDS).catch((err) =>
      w.log.warn({ err }, 'worker heartbeat write failed'),
    );

  async function handBack(w: RunningWorker, queue: AnalysisQueue, job: PgBoss.JobWithMetadata<AnalysisJobData>) {
    const { sessionId, attempt } = job.data;
    const handed = await db.transaction(async (tx) => {
      const back = await transition(
        tx,
        sessionId,
        ['processing'],
        'pending',
        {
          heartbeatAt: null,
          progressStep: null,
          progressPercent: 0,
          errorCode: 'worker_stopped',
          errorMessage: 'The worker stopped; the analysis resumes on another worker.',
        },
        { attempt, where: eq(sessions.jobId, job.id) },
      );
      const adapter = transactionSqlAdapter(tx);
      if (back) {
        const newJobId = await enqueue(w.boss, tx, queue, job.data);
        await tx.update(sessions).set({ jobId: newJobId }).where(eq(sessions.id, sessionId));
      }
      await w.boss.complete(queue, job.id, { handedBack: back !== null }, { db: adapter });
      return back !== null;
    });
    analysesFinished.inc({ outcome: 'handed_back' });
    jobStory(w.log, { sessionId, attempt, jobId: job.id }, null).log(
      'job.handed_back',
      { handedBack: handed },
      'analysis handed back to the queue (worker stopping)',
    );
  }

  /** A job of the queue of earlier versions: moved to its language's queue, where a capable worker takes it. */
  async function moveLegacyJob(w: RunningWorker, job: PgBoss.JobWithMetadata<AnalysisJobData>) {
    const { sessionId } = job.data;
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(sessions).where(eq(sessions.id, sessionId)).limit(1);
      const adapter = transactionSqlAdapter(tx);
      if (row && (row.status === 'pending' || row.status === 'processing') && row.jobId === job.id) {
        const newJobId = await enqueue(w.boss, tx, analysisQueue(row.language), job.data);
        await tx
          .update(sessions)
          .set({ jobId: newJobId })
          .where(and(eq(sessions.id, sessionId), eq(sessions.jobId, job.id)));
      }
      await w.boss.complete(ANALYSIS_QUEUE, job.id, { moved: true }, { db: adapter });
    });
  }

  async function runOne(
    w: RunningWorker,
    deps: AnalysisWorkerDeps,
    queue: AnalysisQueue,
    job: PgBoss.JobWithMetadata<AnalysisJobData>,
  ) {
    if (queue === ANALYSIS_QUEUE) return moveLegacyJob(w, job);
    w.jobs.set(job.id, {
      sessionId: job.data.sessionId,
      attempt: job.data.attempt,
      jobId: job.id,
      startedAt: new Date().toISOString(),
    });
    void beatNow(w);
    try {
      const out = (await runAnalysisJob(deps, job)) as { handBack?: boolean } | undefined;
      if (out?.handBack) await handBack(w, queue, job);
      else await w.boss.complete(queue, job.id, out ?? {});
    } catch (err) {
      // A retryable failure (the session is already back to pending): pg-boss schedules the retry.
      w.log.debug({ err, jobId: job.id }, 'analysis job failed; pg-boss retries it');
      await w.boss
        .fail(queue, job.id, { message: err instanceof Error ? err.message : String(err) })
        .catch((e) => w.log.error({ err: e, jobId: job.id }, 'could not mark the job failed'));
    } finally {
      w.jobs.delete(job.id);
      void beatNow(w);
      // A Korean analysis may have fetched the model (now ready) or found it gone.
      void refreshEngines(w);
    }
  }

  async function slot(w: RunningWorker, deps: AnalysisWorkerDeps) {
    while (!w.stopping) {
      let taken: { queue: AnalysisQueue; job: PgBoss.JobWithMetadata<AnalysisJobData> } | null = null;
      try {
        for (const queue of queuesOf(w)) {
          const [job] = await w.boss.fetch<AnalysisJobData>(queue, { batchSize: 1, includeMetadata: true });
          if (job) {
            taken = { queue, job };
            break;
          }
        }
      } catch (err) {
        w.log.warn({ err }, 'fetching analysis jobs failed; retrying');
      }
      if (taken) {
        await runOne(w, deps, taken.queue, taken.job).catch((err) =>
          w.log.error({ err, jobId: taken.job.id }, 'analysis job bookkeeping failed'),
        );
        continue;
      }
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(t);
          w.wake.delete(done);
          resolve();
        };
        const t = setTimeout(done, POLL_MS);
        w.wake.add(done);
      });
    }
  }

  async function stop(graceSec: number) {
    const w = run;
    if (!w) return;
    run = null;
    w.stopping = true;
    for (const wake of [...w.wake]) wake();
    const inFlight = w.jobs.size;
    w.log.info({ event: 'worker.stopping', inFlight, graceSec }, 'worker stopping: no new jobs');
    await beatNow(w);
    await w.boss.offWork(FEEDBACK_QUEUE).catch(() => {});
    const settled = Promise.all(w.slots);
    let timer: NodeJS.Timeout | undefined;
    const graceOver = await Promise.race([
      settled.then(() => false),
      new Promise<boolean>((r) => {
        timer = setTimeout(() => r(true), graceSec * 1000);
      }),
    ]);
    clearTimeout(timer);
    if (graceOver) {
      w.log.warn(
        { event: 'worker.grace_over', running: w.jobs.size },
        'grace period over: handing running analyses back',
      );
      w.shutdown.abort();
      await settled;
    }
    clearInterval(w.timer);
    if (w.koreanTimer) clearInterval(w.koreanTimer);
    await w.checkingKorean?.catch(() => {});
    await markStopped(db, w.identity.id).catch((err) => w.log.warn({ err }, 'could not mark the worker stopped'));
    await removeWorkerDir(w.dir).catch(() => {});
    await w.release();
    w.log.info({ event: 'worker.stopped', finishedOrHandedBack: inFlight }, 'worker stopped');
  }

  return {
    name: 'analysis-worker',
    get id() {
      return run?.identity.id ?? null;
    },
    async start() {
      if (run) return;
      const engines = workerEngines(env, config.modelsDir, await koreanCheck());
      const identity: WorkerIdentity = {
        id: randomUUID(),
        host: hostname(),
        pid: process.pid,
        version: appRelease,
        engines,
        languages: engineLanguages(engines),
        concurrency: config.WORKER_CONCURRENCY,
      };
      const log = baseLog.child({ workerId: identity.id });
      // Registered before its folder exists: a folder always has a registry row to ask about.
      await beat(db, identity, { currentJobs: [], state: 'running' }, config.JOB_STALE_SECONDS);
      const dir = await createWorkerDir(config.workDir, identity.id);
      await sweepOrphanWorkDirs(config.workDir, {
        ownId: identity.id,
        liveness: (id) => workerLiveness(db, id),
        log,
      });
      const { boss, release } = await acquireBoss(database, { retryLimit: config.JOB_RETRY_LIMIT, log });
      const shutdown = new AbortController();
      const w: RunningWorker = {
        identity,
        log,
        boss,
        release,
        dir,
        shutdown,
        stopping: false,
        wake: new Set(),
        jobs: new Map(),
        slots: [],
        timer: setInterval(() => void beatNow(w), config.JOB_HEARTBEAT_SECONDS * 1000),
        koreanTimer: null,
        checkingKorean: null,
      };
      if (engines.some((e) => e.availability)) {
        w.koreanTimer = setInterval(() => void refreshEngines(w), config.MODEL_HOST_CHECK_SECONDS * 1000);
        w.koreanTimer.unref();
      }
      const deps: AnalysisWorkerDeps = {
        database,
        shutdown: shutdown.signal,
        storage,
        log,
        workerId: identity.id,
        engine: engines[0]?.engine,
        scratchDir: dir,
        heartbeatSeconds: config.JOB_HEARTBEAT_SECONDS,
        staleSeconds: config.JOB_STALE_SECONDS,
        maxDurationSec: config.MAX_DURATION_MIN * 60,
        env,
        modelsDir: config.modelsDir,
        analyze: overrides.analyze
          ? (file, opts) =>
              (overrides.analyze as NonNullable<WorkerOverrides['analyze']>)(file, { ...opts, workDir: dir })
          : (file, opts) => analyzeFile(file, { ...opts, workDir: dir }),
        feedback: overrides.feedback ?? generateFeedback,
        feedbackConfig: feedbackConfigFromEnv(env),
      };
      run = w;
      // Only the languages this worker's engine can transcribe (queuesOf); the old shared queue is drained into them.
      for (let i = 0; i < config.WORKER_CONCURRENCY; i++) w.slots.push(slot(w, deps));
      await boss.work<FeedbackJobData>(FEEDBACK_QUEUE, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) =>
        job ? runFeedbackJob(deps, job) : undefined,
      );
      log.info(
        {
          event: 'worker.started',
          host: identity.host,
          pid: identity.pid,
          version: identity.version,
          engines,
          languages: identity.languages,
          concurrency: identity.concurrency,
          workDir: dir,
        },
        'analysis worker started',
      );
    },
    stop: () => stop(config.SHUTDOWN_GRACE_SEC),
    stopWithin: (graceSec) => stop(graceSec),
  };
}
