import { analyzeFile, feedbackConfigFromEnv, generateFeedback } from '@cuecoach/analysis';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { BackgroundService } from '../runtime.ts';
import { sweepExpiredOriginals } from '../sessions/retention-sweep.ts';
import { createStorage, type Storage, type StorageConfig } from '../storage/storage.ts';
import { type AnalysisWorkerDeps, runAnalysisJob } from './analysis-job.ts';
import { ANALYSIS_QUEUE, type AnalysisJobData, acquireBoss, FEEDBACK_QUEUE, type FeedbackJobData } from './boss.ts';
import { runFeedbackJob } from './feedback.ts';
import { reconcileStuckSessions } from './reconcile.ts';
import { sweepStaleWorkDirs } from './work-dir.ts';

export interface SessionServiceOverrides {
  storage?: Storage;
  /** Tests inject a failing or slow analyser here; production uses @cuecoach/analysis. */
  analyze?: AnalysisWorkerDeps['analyze'];
  feedback?: AnalysisWorkerDeps['feedback'];
  env?: NodeJS.ProcessEnv;
}

type Settings = Pick<
  Config,
  | 'WORKER_CONCURRENCY'
  | 'JOB_HEARTBEAT_SECONDS'
  | 'JOB_STALE_SECONDS'
  | 'JOB_RETRY_LIMIT'
  | 'MAX_DURATION_MIN'
  | 'SWEEP_INTERVAL_SECONDS'
  | 'workDir'
  | 'modelsDir'
> &
  StorageConfig;

/**
 * The analysis worker: WORKER_CONCURRENCY pg-boss workers (one job each) on the analysis queue, one on the
 * feedback queue. Each analysis holds a decoded recording in memory, so concurrency is what bounds memory.
 */
export function analysisWorkerService(
  config: Settings,
  database: Database,
  log: FastifyBaseLogger,
  overrides: SessionServiceOverrides = {},
): BackgroundService {
  let handle: { boss: PgBoss; release(): Promise<void> } | null = null;
  const env = overrides.env ?? process.env;
  let shutdown = new AbortController();
  const deps: AnalysisWorkerDeps = {
    database,
    get shutdown() {
      return shutdown.signal;
    },
    storage: overrides.storage ?? createStorage(config),
    log,
    heartbeatSeconds: config.JOB_HEARTBEAT_SECONDS,
    staleSeconds: config.JOB_STALE_SECONDS,
    maxDurationSec: config.MAX_DURATION_MIN * 60,
    env,
    modelsDir: config.modelsDir,
    analyze: overrides.analyze ?? ((file, opts) => analyzeFile(file, { ...opts, workDir: config.workDir })),
    feedback: overrides.feedback ?? generateFeedback,
    feedbackConfig: feedbackConfigFromEnv(env),
  };
  return {
    name: 'analysis-worker',
    async start() {
      shutdown = new AbortController();
      await sweepStaleWorkDirs(config.workDir, log);
      handle = await acquireBoss(database, { retryLimit: config.JOB_RETRY_LIMIT, log });
      const { boss } = handle;
      for (let i = 0; i < config.WORKER_CONCURRENCY; i++) {
        await boss.work<AnalysisJobData>(
          ANALYSIS_QUEUE,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: 0.5 },
          async ([job]) => (job ? runAnalysisJob(deps, job) : undefined),
        );
      }
      await boss.work<FeedbackJobData>(FEEDBACK_QUEUE, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) =>
        job ? runFeedbackJob(deps, job) : undefined,
      );
      log.info({ concurrency: config.WORKER_CONCURRENCY }, 'analysis worker started');
    },
    async stop() {
      if (!handle) return;
      shutdown.abort();
      await handle.boss.offWork(ANALYSIS_QUEUE);
      await handle.boss.offWork(FEEDBACK_QUEUE);
      await handle.release();
      handle = null;
    },
  };
}

/** Every SWEEP_INTERVAL_SECONDS: delete originals past retention, and settle attempts whose worker died. */
export function sessionSweeperService(
  config: Settings,
  database: Database,
  log: FastifyBaseLogger,
  overrides: SessionServiceOverrides = {},
): BackgroundService & { runOnce(): Promise<void> } {
  let handle: { boss: PgBoss; release(): Promise<void> } | null = null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const storage = overrides.storage ?? createStorage(config);
  const runOnce = async () => {
    if (!handle) return;
    await sweepExpiredOriginals({ database, storage, log });
    await reconcileStuckSessions({ database, boss: handle.boss, log }, config.JOB_STALE_SECONDS);
  };
  const tick = () => {
    if (running) return;
    running = runOnce()
      .catch((err) => log.error({ err }, 'session sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  return {
    name: 'session-sweeper',
    runOnce,
    async start() {
      handle = await acquireBoss(database, { retryLimit: config.JOB_RETRY_LIMIT, log });
      timer = setInterval(tick, config.SWEEP_INTERVAL_SECONDS * 1000);
      tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
      await handle?.release();
      handle = null;
    },
  };
}

export function sessionBackgroundServices(
  config: Settings,
  database: Database,
  log: FastifyBaseLogger,
  overrides: SessionServiceOverrides = {},
): BackgroundService[] {
  return [
    analysisWorkerService(config, database, log, overrides),
    sessionSweeperService(config, database, log, overrides),
  ];
}
