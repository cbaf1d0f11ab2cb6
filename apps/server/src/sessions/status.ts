import type { SessionStatus } from '@cuecoach/contracts';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { refundAnalysis } from '../credits/analysis-charges.ts';
import type { Database, DbOrTx } from '../db/client.ts';
import { type SessionRow, sessions } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';

/**
 * THE session status transition table — every status change in the server goes through `transition`.
 *
 * | from       | to         | when                                                                 |
 * |------------|------------|----------------------------------------------------------------------|
 * | uploaded   | pending    | user starts the analysis (credits charged, job queued, one tx)       |
 * | pending    | processing | a worker claims the job                                              |
 * | processing | processing | a worker re-claims a job whose previous worker died (stale heartbeat) |
 * | processing | pending    | an attempt failed with a retryable error; pg-boss will retry it       |
 * | processing | completed  | transcription and metrics stored (feedback may still fail separately) |
 * | processing | failed     | non-retryable error, or retries exhausted (charge refunded once)     |
 * | pending    | failed     | the queued job was lost or cancelled (charge refunded once)           |
 * | failed     | pending    | user retries (new attempt, charged again)                            |
 * | completed  | pending    | user re-runs after confirming (new attempt, charged again)            |
 */
export const sessionTransitions: Record<SessionStatus, readonly SessionStatus[]> = {
  uploaded: ['pending'],
  pending: ['processing', 'failed'],
  processing: ['processing', 'pending', 'completed', 'failed'],
  completed: ['pending'],
  failed: ['pending'],
};

export function canTransition(from: SessionStatus, to: SessionStatus): boolean {
  return sessionTransitions[from].includes(to);
}

export function invalidTransition(from: SessionStatus, to: SessionStatus): AppError {
  return new AppError(409, 'invalid_transition', `A session that is ${from} cannot become ${to}`, { from, to });
}

type Patch = Partial<Omit<SessionRow, 'id' | 'userId' | 'status' | 'createdAt'>>;

/**
 * Moves a session to `to` if it is currently in one of `from` (each of which must allow `to` in the table)
 * and, when given, still on `attempt`. The check and the write are one UPDATE, so two racing callers cannot
 * both win. Returns the updated row, or null when the session was not in an expected state.
 */
export async function transition(
  db: DbOrTx,
  sessionId: string,
  from: readonly SessionStatus[],
  to: SessionStatus,
  patch: Patch = {},
  opts: { attempt?: number; where?: SQL } = {},
): Promise<SessionRow | null> {
  for (const f of from) if (!canTransition(f, to)) throw new Error(`transition ${f} → ${to} is not in the table`);
  const conditions = [eq(sessions.id, sessionId), inArray(sessions.status, [...from])];
  if (opts.attempt !== undefined) conditions.push(eq(sessions.attempt, opts.attempt));
  if (opts.where) conditions.push(opts.where);
  const [row] = await db
    .update(sessions)
    .set({ ...patch, status: to, updatedAt: new Date() })
    .where(and(...conditions))
    .returning();
  return row ?? null;
}

/** Ends an attempt failed and refunds its charge — both in one transaction, and each at most once. */
export async function failSession(
  database: Database,
  row: Pick<SessionRow, 'id' | 'userId' | 'attempt' | 'chargedCredits'>,
  error: { code: string; message: string },
): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const failed = await transition(
      tx,
      row.id,
      ['pending', 'processing'],
      'failed',
      { errorCode: error.code, errorMessage: error.message, heartbeatAt: null, progressStep: null },
      { attempt: row.attempt },
    );
    if (!failed) return false;
    await refundAnalysis(tx, {
      userId: row.userId,
      sessionId: row.id,
      attempt: row.attempt,
      credits: row.chargedCredits,
    });
    return true;
  });
}
