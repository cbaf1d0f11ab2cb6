import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { transition } from '../sessions/status.ts';
import { failSession } from './analysis-job.ts';
import { ANALYSIS_QUEUE } from './boss.ts';

/**
 * Finds attempts whose worker died (processing, heartbeat older than staleSeconds) or whose job vanished
 * (pending, job failed/cancelled/missing) and settles them: a job with retries left is failed in pg-boss so
 * it is retried (the session goes back to pending); one without is ended failed with one refund.
 * Returns how many sessions it changed.
 */
export async function reconcileStuckSessions(
  deps: { database: Database; boss: PgBoss; log: FastifyBaseLogger },
  staleSeconds: number,
): Promise<number> {
  const { database, boss, log } = deps;
  const staleBefore = new Date(Date.now() - staleSeconds * 1000);
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
    let job = row.jobId ? await boss.getJobById(ANALYSIS_QUEUE, row.jobId) : null;
    if (row.status === 'processing' && job?.state === 'active') {
      log.warn(
        { sessionId: row.id, jobId: job.id },
        'analysis worker lost (no heartbeat); failing the job so it is retried',
      );
      await boss.fail(ANALYSIS_QUEUE, job.id, { reason: 'worker_lost' });
      job = await boss.getJobById(ANALYSIS_QUEUE, job.id);
    }
    const state = job?.state;
    if (state === 'created' || state === 'retry' || (state === 'active' && row.status === 'pending')) {
      if (row.status === 'processing') {
        const back = await transition(
          database.db,
          row.id,
          ['processing'],
          'pending',
          {
            heartbeatAt: null,
            progressStep: null,
            progressPercent: 0,
            errorCode: 'worker_lost',
            errorMessage: 'The worker stopped; retrying.',
          },
          { attempt: row.attempt },
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
    if (ended) changed += 1;
  }
  return changed;
}
