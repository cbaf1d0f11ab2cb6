import { type AnalysisLanguage, analysisLanguages } from '@cuecoach/contracts';

/**
 * The job registry: every queue, the payload its jobs carry and the policy pg-boss applies to it. Jobs are sent
 * only through `enqueue` (jobs/boss.ts), which takes a queue name from here and that queue's payload type.
 *
 * Analysis jobs go to one queue per language, and a worker polls only the queues of languages its engine can
 * transcribe: a Korean job is never taken by an English-only worker. The plain name is the queue of earlier
 * versions; workers still drain it (the job is then moved to its language's queue).
 */
export const ANALYSIS_QUEUE = 'session-analysis';
export type AnalysisQueue = typeof ANALYSIS_QUEUE | `${typeof ANALYSIS_QUEUE}-${AnalysisLanguage}`;
export const analysisQueue = (language: AnalysisLanguage): AnalysisQueue => `${ANALYSIS_QUEUE}-${language}`;
export const ANALYSIS_QUEUES: readonly AnalysisQueue[] = [ANALYSIS_QUEUE, ...analysisLanguages.map(analysisQueue)];
export const FEEDBACK_QUEUE = 'session-feedback';

export interface AnalysisJobData {
  sessionId: string;
  /** The session's analysis attempt this job runs; a delivery for an older attempt is skipped by the claim. */
  attempt: number;
}
export interface FeedbackJobData {
  sessionId: string;
  /** Counts regenerations so each request is its own job (singleton per session+round). */
  round: number;
  /** The language the reader asked for (absent in jobs queued before it existed: the report's current language). */
  reportLanguage?: 'ko' | 'en';
}

export type QueueName = AnalysisQueue | typeof FEEDBACK_QUEUE;
/** The payload type of a queue's jobs. */
export type JobData<Q extends QueueName> = Q extends typeof FEEDBACK_QUEUE ? FeedbackJobData : AnalysisJobData;

/**
 * Expiry is deliberately long: pg-boss 11 has no heartbeats, so liveness is ours (sessions.heartbeat_at every
 * JOB_HEARTBEAT_SECONDS, checked by jobs/reconcile.ts every JOB_RECONCILE_SECONDS), which re-queues a dead
 * worker's job within seconds. Expiry only catches a job nobody looks after (every worker gone for hours); a
 * re-delivered job whose session is still heart-beating elsewhere is skipped by the claim in analysis-job.ts.
 */
const EXPIRE_SECONDS = 6 * 3600;

export interface QueuePolicy {
  /** Retries after the first try (JOB_RETRY_LIMIT); analysis errors marked final are not retried at all. */
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  expireInSeconds: number;
}

/** Every queue with its policy; `retryLimit` comes from the configuration. */
export function queuePolicies(retryLimit: number): ReadonlyMap<QueueName, QueuePolicy> {
  const policy: QueuePolicy = { retryLimit, retryDelay: 5, retryBackoff: true, expireInSeconds: EXPIRE_SECONDS };
  return new Map<QueueName, QueuePolicy>([
    ...ANALYSIS_QUEUES.map((name) => [name, policy] as const),
    [FEEDBACK_QUEUE, policy],
  ]);
}
