import { analyzeFile, feedbackConfigFromEnv, generateFeedback } from '@cuecoach/analysis';
import { isAnalysisLanguage } from '@cuecoach/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { BackgroundService } from '../background-service.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { WorkerJob } from '../db/schema/index.ts';
import type { Storage, StorageConfig } from '../storage/storage.ts';
import { workerLiveness } from '../workers/registry.ts';
import { handleAnalysisJob } from './analysis-handlers.ts';
import { acquireBoss } from './boss.ts';
import { runFeedbackJob } from './feedback.ts';
import { pollSlot } from './job-poller.ts';
import { ANALYSIS_QUEUE, type AnalysisQueue, analysisQueue, FEEDBACK_QUEUE, type FeedbackJobData } from './queues.ts';
import { createWorkerDir, removeWorkerDir, sweepOrphanWorkDirs } from './work-dir.ts';
import type { AnalysisWorkerDeps } from './worker-deps.ts';
import { registerWorker, type WorkerPresence } from './worker-presence.ts';

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

interface RunningWorker {
  presence: WorkerPresence;
  log: FastifyBaseLogger;
  boss: PgBoss;
  release(): Promise<void>;
  dir: string;
  shutdown: AbortController;
  /** Set once stopping: the slots take no more jobs and the registry shows the worker draining. */
  state: { stopping: boolean };
  jobs: Map<string, WorkerJob>;
  wake: Set<() => void>;
  slots: Promise<void>[];
}

/** The queues this worker polls: its languages' (they change with Korean's model), then the old shared one. */
const queuesOf = (presence: WorkerPresence): AnalysisQueue[] => [
  ...presence.identity.languages.filter(isAnalysisLanguage).map(analysisQueue),
  ANALYSIS_QUEUE,
];

/**
 * The analysis worker (docs/sessions.md, "Workers"). At start it records itself in the worker registry (what it
 * can transcribe, with which models: worker-presence.ts) and heartbeats every JOB_HEARTBEAT_SECONDS;
 * WORKER_CONCURRENCY slots (job-poller.ts) fetch jobs only from the queues of the languages its engine handles and
 * run them (analysis-handlers.ts). Each analysis holds a decoded recording in memory, so concurrency is what bounds
 * memory. Stopping: take no more jobs, let running analyses finish for SHUTDOWN_GRACE_SEC, then abort the rest and
 * hand their jobs back to the queue (no retry spent), then exit.
 */
export function analysisWorkerService(
  config: WorkerSettings,
  database: Database,
  baseLog: FastifyBaseLogger,
  overrides: WorkerOverrides,
): AnalysisWorker {
  const env = overrides.env ?? process.env;
  const { db } = database;
  let run: RunningWorker | null = null;

  /** What a job is given: this worker's folder, logger and shutdown signal, and the analyser (a test's, or the real one). */
  function jobDeps(log: FastifyBaseLogger, presence: WorkerPresence, dir: string, shutdown: AbortSignal) {
    const analyze = overrides.analyze ?? analyzeFile;
    const deps: AnalysisWorkerDeps = {
      database,
      shutdown,
      storage: overrides.storage,
      log,
      workerId: presence.identity.id,
      engine: presence.identity.engines[0]?.engine,
      scratchDir: dir,
      heartbeatSeconds: config.JOB_HEARTBEAT_SECONDS,
      staleSeconds: config.JOB_STALE_SECONDS,
      maxDurationSec: config.MAX_DURATION_MIN * 60,
      env,
      modelsDir: config.modelsDir,
      analyze: (file, opts) => analyze(file, { ...opts, workDir: dir }),
      feedback: overrides.feedback ?? generateFeedback,
      feedbackConfig: feedbackConfigFromEnv(env),
    };
    return deps;
  }

  async function start() {
    if (run) return;
    const jobs = new Map<string, WorkerJob>();
    const state = { stopping: false };
    const { presence, log } = await registerWorker(
      {
        db,
        env,
        modelsDir: config.modelsDir,
        concurrency: config.WORKER_CONCURRENCY,
        heartbeatSeconds: config.JOB_HEARTBEAT_SECONDS,
        staleSeconds: config.JOB_STALE_SECONDS,
        modelCheckSeconds: config.MODEL_HOST_CHECK_SECONDS,
      },
      baseLog,
      () => ({ currentJobs: [...jobs.values()], state: state.stopping ? 'draining' : 'running' }),
    );
    const { identity } = presence;
    const dir = await createWorkerDir(config.workDir, identity.id);
    await sweepOrphanWorkDirs(config.workDir, {
      ownId: identity.id,
      liveness: (id) => workerLiveness(db, id),
      log,
    });
    const { boss, release } = await acquireBoss(database, { retryLimit: config.JOB_RETRY_LIMIT, log });
    const shutdown = new AbortController();
    presence.keepBeating();
    const w: RunningWorker = { presence, log, boss, release, dir, shutdown, state, jobs, wake: new Set(), slots: [] };
    const deps = jobDeps(log, presence, dir, shutdown.signal);
    const handlers = {
      database,
      boss,
      log,
      jobs,
      deps,
      jobsChanged: () => void presence.beatNow(),
      enginesMayHaveChanged: () => void presence.refreshEngines(),
    };
    run = w;
    // Only the languages this worker's engine can transcribe (queuesOf); the old shared queue is drained into them.
    for (let i = 0; i < config.WORKER_CONCURRENCY; i++) {
      w.slots.push(
        pollSlot({
          boss,
          log,
          queues: () => queuesOf(presence),
          stopping: () => state.stopping,
          wake: w.wake,
          run: (taken) => handleAnalysisJob(handlers, taken),
        }),
      );
    }
    await boss.work<FeedbackJobData>(FEEDBACK_QUEUE, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) =>
      job ? runFeedbackJob(deps, job) : undefined,
    );
    log.info(
      {
        event: 'worker.started',
        host: identity.host,
        pid: identity.pid,
        version: identity.version,
        engines: identity.engines,
        languages: identity.languages,
        concurrency: identity.concurrency,
        workDir: dir,
      },
      'analysis worker started',
    );
  }

  async function stop(graceSec: number) {
    const w = run;
    if (!w) return;
    run = null;
    w.state.stopping = true;
    for (const wake of [...w.wake]) wake();
    const inFlight = w.jobs.size;
    w.log.info({ event: 'worker.stopping', inFlight, graceSec }, 'worker stopping: no new jobs');
    await w.presence.beatNow();
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
    await w.presence.leave();
    await removeWorkerDir(w.dir).catch(() => {});
    await w.release();
    w.log.info({ event: 'worker.stopped', finishedOrHandedBack: inFlight }, 'worker stopped');
  }

  return {
    name: 'analysis-worker',
    get id() {
      return run?.presence.identity.id ?? null;
    },
    start,
    stop: () => stop(config.SHUTDOWN_GRACE_SEC),
    stopWithin: (graceSec) => stop(graceSec),
  };
}
