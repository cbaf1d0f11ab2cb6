import type { analyzeFile, feedbackConfigFromEnv, generateFeedback } from '@cuecoach/analysis';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Storage } from '../storage/storage.ts';

/** What a running analysis or report job is given by its worker (jobs/analysis-worker.ts builds it per job). */
export interface AnalysisWorkerDeps {
  database: Database;
  /** Aborted when the worker stops: running analyses end quickly and their jobs are retried elsewhere. */
  shutdown?: AbortSignal;
  storage: Storage;
  log: FastifyBaseLogger;
  /** The registry id of the worker running this (jobs/job-log.ts lines carry it). */
  workerId?: string;
  /** The engine this worker transcribes with, for the log lines. */
  engine?: string;
  /** This worker's own scratch folder (jobs/work-dir.ts): downloads and decoded audio go there. */
  scratchDir?: string;
  heartbeatSeconds: number;
  staleSeconds: number;
  maxDurationSec: number;
  env: NodeJS.ProcessEnv;
  /** Korean's whisper.cpp model is fetched here on first use (DATA_DIR/models); unset = no provisioning. */
  modelsDir?: string;
  analyze: typeof analyzeFile;
  feedback: typeof generateFeedback;
  feedbackConfig: ReturnType<typeof feedbackConfigFromEnv>;
}
