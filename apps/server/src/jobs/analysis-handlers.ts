import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import { sessions, type WorkerJob } from '../db/schema/index.ts';
import { analysesFinished } from '../observability/metrics.ts';
import { recordJob, requeueAttempt } from '../session-store/writes.ts';
import { type AnalysisOutcome, runAnalysisJob } from './analysis-job.ts';
import { enqueue, transactionSqlAdapter } from './boss.ts';
import { jobStory } from './job-log.ts';
import type { TakenJob } from './job-poller.ts';
import { ANALYSIS_QUEUE, type AnalysisJobData, type AnalysisQueue, analysisQueue } from './queues.ts';
import type { AnalysisWorkerDeps } from './worker-deps.ts';

export interface HandlerContext {
  database: Database;
  boss: PgBoss;
  log: FastifyBaseLogger;
  /** The jobs this worker is running, as the registry shows them. */
  jobs: Map<string, WorkerJob>;
  deps: AnalysisWorkerDeps;
  /** Called when a job starts and when it ends, so the registry shows it at once. */
  jobsChanged(): void;
  /** Called after every analysis: a Korean analysis may have fetched the model (now ready) or found it gone. */
  enginesMayHaveChanged(): void;
}

/** What pg-boss keeps as a finished job's output (the queue counts read `failed` from it). */
function jobOutput(outcome: Exclude<AnalysisOutcome, { kind: 'hand_back' }>): object {
  switch (outcome.kind) {
    case 'skipped':
      return outcome.reason ? { skipped: true, reason: outcome.reason } : { skipped: true };
    case 'completed':
      return { completed: outcome.completed };
    case 'failed':
      return { failed: outcome.code };
  }
}

/**
 * Gives a running analysis back to the queue when the worker stops (no retry spent): the session is pending again
 * with the reason shown to its owner, and a new job for the same attempt is queued in the same transaction.
 */
async function handBack(ctx: HandlerContext, queue: AnalysisQueue, job: PgBoss.JobWithMetadata<AnalysisJobData>) {
  const { sessionId, attempt } = job.data;
  const handed = await ctx.database.db.transaction(async (tx) => {
    const back = await requeueAttempt(
      tx,
      { sessionId, attempt, jobId: job.id },
      { code: 'worker_stopped', message: 'The worker stopped; the analysis resumes on another worker.' },
    );
    if (back) await recordJob(tx, sessionId, await enqueue(ctx.boss, tx, queue, job.data));
    await ctx.boss.complete(queue, job.id, { handedBack: back !== null }, { db: transactionSqlAdapter(tx) });
    return back !== null;
  });
  analysesFinished.inc({ outcome: 'handed_back' });
  jobStory(ctx.log, { sessionId, attempt, jobId: job.id }, null).log(
    'job.handed_back',
    { handedBack: handed },
    'analysis handed back to the queue (worker stopping)',
  );
}

/** A job of the queue of earlier versions: moved to its language's queue, where a capable worker takes it. */
async function moveLegacyJob(ctx: HandlerContext, job: PgBoss.JobWithMetadata<AnalysisJobData>) {
  const { sessionId } = job.data;
  await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(sessions).where(eq(sessions.id, sessionId)).limit(1);
    if (row && (row.status === 'pending' || row.status === 'processing') && row.jobId === job.id) {
      const newJobId = await enqueue(ctx.boss, tx, analysisQueue(row.language), job.data);
      await recordJob(tx, sessionId, newJobId, { replacing: job.id });
    }
    await ctx.boss.complete(ANALYSIS_QUEUE, job.id, { moved: true }, { db: transactionSqlAdapter(tx) });
  });
}

/** Runs one taken analysis job and settles it with pg-boss: completed, handed back, or failed for a retry. */
export async function handleAnalysisJob(ctx: HandlerContext, { queue, job }: TakenJob): Promise<void> {
  if (queue === ANALYSIS_QUEUE) return moveLegacyJob(ctx, job);
  ctx.jobs.set(job.id, {
    sessionId: job.data.sessionId,
    attempt: job.data.attempt,
    jobId: job.id,
    startedAt: new Date().toISOString(),
  });
  ctx.jobsChanged();
  try {
    const outcome = await runAnalysisJob(ctx.deps, job);
    if (outcome.kind === 'hand_back') await handBack(ctx, queue, job);
    else await ctx.boss.complete(queue, job.id, jobOutput(outcome));
  } catch (err) {
    // A retryable failure (the session is already back to pending): pg-boss schedules the retry.
    ctx.log.debug({ err, jobId: job.id }, 'analysis job failed; pg-boss retries it');
    await ctx.boss
      .fail(queue, job.id, { message: err instanceof Error ? err.message : String(err) })
      .catch((e) => ctx.log.error({ err: e, jobId: job.id }, 'could not mark the job failed'));
  } finally {
    ctx.jobs.delete(job.id);
    ctx.jobsChanged();
    ctx.enginesMayHaveChanged();
  }
}
