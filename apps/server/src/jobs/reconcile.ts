import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import { type SessionRow, sessions } from '../db/schema/index.ts';
import { failSession, requeueAttempt } from '../session-store/writes.ts';
import { workerHolding } from '../workers/registry.ts';
import { jobStory } from './job-log.ts';
import { ANALYSIS_QUEUE, analysisQueue } from './queues.ts';

/** The session's job, in its language's queue (or the shared queue of earlier versions). */
async function findJob(
  boss: PgBoss,
  row: SessionRow,
): Promise<{ queue: string; job: PgBoss.JobWithMetadata<unknown> } | null> {
  if (!row.jobId) return null;
  for (const queue of [analysisQueue(row.language), ANALYSIS_QUEUE]) {
    const job = await boss.getJobById(queue, row.jobId);
    if (job) return { queue, job };
  }
  return null;
}

/**
 * Finds attempts whose worker died (processing, heartbeat older than staleSeconds by the database clock) or
 * whose job vanished (pending, job failed/cancelled/missing) and settles them: a job with retries left is failed
 * in pg-boss so it is retried at once by another worker (the session goes back to pending with errorCode
 * worker_lost, which the session page shows as "worker lost, resuming"); one without is ended failed with one
 * refund. Returns how many sessions it changed.
 */
export async function reconcileStuckSessions(
  deps: { database: Database; boss: PgBoss; log: FastifyBaseLogger; workerId?: string },
  staleSeconds: number,
): Promise<number> {
  const { database, boss, log } = deps;
  const staleBefore = sql`now() - (${staleSeconds} * interval '1 second')`;
  const rows = await database.db
    .select()
    .from(sessions)
    .where(
      and(
        inArray(sessions.status, ['pending', 'processing']),
        or(
          and(
            eq(sessions.status, 'processing'),
            or(isNull(sessions.heartbeatAt), lt(sessions.heartbeatAt, staleBefore)),
          ),
          and(eq(sessions.status, 'pending'), lt(sessions.updatedAt, staleBefore)),
        ),
      ),
    );
  let changed = 0;
  for (const row of rows) {
    const story = jobStory(
      log,
      { sessionId: row.id, attempt: row.attempt, jobId: row.jobId ?? '', workerId: deps.workerId },
      row.durationSec,
    );
    const found = await findJob(boss, row);
    let job = found?.job ?? null;
    if (found && row.status === 'processing' && found.job.state === 'active') {
      const lost = await workerHolding(database.db, row.id);
      story.log(
        'job.requeued_worker_lost',
        {
          lostWorkerId: lost?.id ?? null,
          lostWorkerHost: lost?.host ?? null,
          lostWorkerPid: lost?.pid ?? null,
          lastHeartbeat: row.heartbeatAt?.toISOString() ?? null,
          step: row.progressStep,
          percent: row.progressPercent,
        },
        `analysis worker ${lost ? `${lost.id} (${lost.host}, pid ${lost.pid})` : '(unknown)'} lost (no heartbeat); failing the job so another worker retries it`,
      );
      await boss.fail(found.queue, found.job.id, { reason: 'worker_lost' });
      job = await boss.getJobById(found.queue, found.job.id);
    }
    const state = job?.state;
    if (state === 'created' || state === 'retry' || (state === 'active' && row.status === 'pending')) {
      if (row.status === 'processing') {
        const back = await requeueAttempt(
          database.db,
          { sessionId: row.id, attempt: row.attempt },
          { code: 'worker_lost', message: 'The worker stopped; retrying.' },
        );
        if (back) changed += 1;
      }
      continue;
    }
    // failed, cancelled, completed without finishing the session, or gone: the attempt ends here.
    const ended = await failSession(database, row, {
      code: 'worker_lost',
      message: 'The analysis stopped unexpectedly and could not be resumed.',
    });
    if (ended) {
      story.log(
        'job.failed',
        { code: 'worker_lost', jobState: state ?? 'missing' },
        'analysis ended: job lost, refunded',
      );
      changed += 1;
    }
  }
  return changed;
}
