import type { FailureHint, ProcessingStep, SessionStatus, Style, sessionUpdate } from '@cuecoach/contracts';
import { and, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { refundAnalysis } from '../credits/analysis-charges.ts';
import type { Database, DbOrTx } from '../db/client.ts';
import { type SessionRow, sessions } from '../db/schema/index.ts';
import { canTransition } from './status.ts';

/**
 * Every write to the sessions row, each named for the moment of a session's life it records: created from an
 * upload, edited or deleted by its owner, started, claimed, heart-beaten, advanced, stored, completed, handed back,
 * failed, and its report regenerated. Status changes are checked against the one transition table (status.ts) and
 * made by one conditional UPDATE, so two racing callers cannot both win.
 */

/** Columns a status change may also set: a value, or SQL such as the database's clock. */
type Patch = { [K in Exclude<keyof SessionRow, 'id' | 'userId' | 'status' | 'createdAt'>]?: SessionRow[K] | SQL };

/** One analysis attempt as the worker running it knows it: a write for it lands only while it is still that job's. */
export interface AttemptRef {
  sessionId: string;
  attempt: number;
  jobId: string;
}

/** The report columns, written together whether the report was generated or its generation failed. */
export type FeedbackPatch = Pick<
  SessionRow,
  | 'feedbackState'
  | 'report'
  | 'feedbackGenerator'
  | 'feedbackModel'
  | 'feedbackError'
  | 'feedbackGeneratedAt'
  | 'reportLanguage'
>;

/** What an analysis stores before its report is generated. */
export type AnalysisResults = Pick<
  SessionRow,
  | 'metrics'
  | 'segments'
  | 'audioProfile'
  | 'dataStats'
  | 'engine'
  | 'timingsMs'
  | 'durationSec'
  | 'analysisModel'
  | 'processingVersion'
  | 'progressPercent'
> & {
  /**
   * The style a session uploaded without one was judged as from what was said (a talk: a presentation). It becomes
   * the session's style, so every screen's bands, the report and a later re-analysis judge it the same way; a style
   * the owner set meanwhile is kept.
   */
  judgedStyle?: Style | null;
};

export type NewSession = Omit<typeof sessions.$inferInsert, 'status' | 'attempt' | 'chargedCredits'>;

/**
 * Moves a session to `to` if it is currently in one of `from` (each of which must allow `to` in the table)
 * and, when given, still on `attempt`. Returns the updated row, or null when the session was not in an expected
 * state.
 */
async function transition(
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

/** The attempt is still running on this job: not deleted, taken over, restarted or finished meanwhile. */
const stillOurs = (ref: AttemptRef) =>
  and(
    eq(sessions.id, ref.sessionId),
    eq(sessions.attempt, ref.attempt),
    eq(sessions.status, 'processing'),
    eq(sessions.jobId, ref.jobId),
  );

// The owner's writes.

/** A finished upload becomes a session (status uploaded); a replayed upload-finish adds nothing. */
export async function insertUploadedSession(tx: DbOrTx, values: NewSession): Promise<void> {
  await tx.insert(sessions).values(values).onConflictDoNothing({ target: sessions.uploadId });
}

/** Applies the user's edit (title, tags…) to their own session; null when it is not theirs or gone. */
export async function updateOwnedSession(
  db: DbOrTx,
  userId: string,
  sessionId: string,
  changes: z.output<typeof sessionUpdate>,
): Promise<SessionRow | null> {
  const [row] = await db
    .update(sessions)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning();
  return row ?? null;
}

/**
 * Deletes the user's sessions among `ids` and refunds those still queued or being analysed (the user gets no
 * result for them), in one transaction. Returns the ids deleted.
 */
export async function deleteOwnedSessions(database: Database, userId: string, ids: string[]): Promise<string[]> {
  return database.db.transaction(async (tx) => {
    const rows = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), inArray(sessions.id, ids)))
      .returning({
        id: sessions.id,
        status: sessions.status,
        attempt: sessions.attempt,
        charged: sessions.chargedCredits,
      });
    for (const row of rows) {
      if (row.status === 'pending' || row.status === 'processing') {
        await refundAnalysis(tx, { userId, sessionId: row.id, attempt: row.attempt, credits: row.charged });
      }
    }
    return rows.map((r) => r.id);
  });
}

/** A new attempt (start, retry or re-run): pending, with its charge and the options it runs with. */
export async function startAttempt(
  tx: DbOrTx,
  sessionId: string,
  from: SessionStatus,
  fields: Pick<SessionRow, 'attempt' | 'chargedCredits' | 'language' | 'style' | 'scenario' | 'purpose'>,
): Promise<SessionRow | null> {
  return transition(tx, sessionId, [from], 'pending', {
    ...fields,
    progressStep: null,
    progressPercent: 0,
    errorCode: null,
    errorMessage: null,
    errorHint: null,
    heartbeatAt: null,
    startedAt: new Date(),
  });
}

/**
 * Records the queue job that runs the session's attempt. With `replacing`, only while the session is still on that
 * job (a job moved to another queue must not overwrite a newer start).
 */
export async function recordJob(
  tx: DbOrTx,
  sessionId: string,
  jobId: string | null,
  opts: { replacing?: string } = {},
): Promise<SessionRow | null> {
  const where = opts.replacing
    ? and(eq(sessions.id, sessionId), eq(sessions.jobId, opts.replacing))
    : eq(sessions.id, sessionId);
  const [row] = await tx.update(sessions).set({ jobId }).where(where).returning();
  return row ?? null;
}

/** A report regeneration begins; null when another one began since `row` was read. */
export async function markReportGenerating(
  tx: DbOrTx,
  row: Pick<SessionRow, 'id' | 'feedbackState'>,
): Promise<SessionRow | null> {
  const [updated] = await tx
    .update(sessions)
    .set({ feedbackState: 'generating', feedbackError: null, updatedAt: new Date() })
    .where(and(eq(sessions.id, row.id), eq(sessions.feedbackState, row.feedbackState)))
    .returning();
  return updated ?? null;
}

// The worker's writes.

/**
 * Claims an attempt for a job: pending → processing, or a processing session whose heartbeat went stale (its worker
 * died), for this attempt only. Staleness is judged by the database's clock, as every heartbeat is written, so
 * workers on machines with skewed clocks still agree. Null when the attempt is not claimable.
 */
export async function claimAttempt(db: DbOrTx, ref: AttemptRef, staleSeconds: number): Promise<SessionRow | null> {
  const staleBefore = sql`now() - (${staleSeconds} * interval '1 second')`;
  return transition(
    db,
    ref.sessionId,
    ['pending', 'processing'],
    'processing',
    {
      jobId: ref.jobId,
      heartbeatAt: sql`now()`,
      progressStep: 'demux',
      progressPercent: 0,
      errorCode: null,
      errorMessage: null,
      errorHint: null,
    },
    {
      attempt: ref.attempt,
      where: or(eq(sessions.status, 'pending'), isNull(sessions.heartbeatAt), lt(sessions.heartbeatAt, staleBefore)),
    },
  );
}

/** The running attempt's heartbeat; false when the session was deleted or taken over. */
export async function beatAttempt(db: DbOrTx, ref: AttemptRef): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ heartbeatAt: sql`now()` })
    .where(stillOurs(ref))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** The progress bar's step and overall percent. */
export async function writeProgress(db: DbOrTx, ref: AttemptRef, step: ProcessingStep, percent: number): Promise<void> {
  await db
    .update(sessions)
    .set({ progressStep: step, progressPercent: percent, updatedAt: new Date() })
    .where(stillOurs(ref));
}

/** Transcript and metrics, stored before the report is generated; null when the attempt is no longer this job's. */
export async function storeAnalysis(db: DbOrTx, ref: AttemptRef, results: AnalysisResults): Promise<SessionRow | null> {
  const { judgedStyle, ...stored } = results;
  const [row] = await db
    .update(sessions)
    .set({
      ...stored,
      ...(judgedStyle ? { style: sql<Style>`coalesce(${sessions.style}, ${judgedStyle})` } : {}),
      progressStep: 'generating_feedback',
      feedbackState: 'generating',
      updatedAt: new Date(),
    })
    .where(stillOurs(ref))
    .returning();
  return row ?? null;
}

/** processing → completed, with the report (or its failure) and the time the attempt took. */
export async function completeAttempt(
  db: DbOrTx,
  ref: AttemptRef,
  patch: FeedbackPatch & Pick<SessionRow, 'processingMs'>,
): Promise<boolean> {
  const done = await transition(
    db,
    ref.sessionId,
    ['processing'],
    'completed',
    { ...patch, heartbeatAt: null, progressStep: null, progressPercent: 100, completedAt: new Date() },
    { attempt: ref.attempt, where: eq(sessions.jobId, ref.jobId) },
  );
  return done !== null;
}

/**
 * processing → pending: the attempt waits for another try (a retryable error, its worker stopping or lost), with
 * the reason the session page shows. With `jobId`, only while the session is still on that job.
 */
export async function requeueAttempt(
  db: DbOrTx,
  ref: Omit<AttemptRef, 'jobId'> & { jobId?: string },
  error: { code: string; message: string },
): Promise<SessionRow | null> {
  return transition(
    db,
    ref.sessionId,
    ['processing'],
    'pending',
    {
      heartbeatAt: null,
      progressStep: null,
      progressPercent: 0,
      errorCode: error.code,
      errorMessage: error.message,
      errorHint: null,
    },
    { attempt: ref.attempt, where: ref.jobId === undefined ? undefined : eq(sessions.jobId, ref.jobId) },
  );
}

/** Ends an attempt failed and refunds its charge — both in one transaction, and each at most once. */
export async function failSession(
  database: Database,
  row: Pick<SessionRow, 'id' | 'userId' | 'attempt' | 'chargedCredits'>,
  error: { code: string; message: string; hint?: FailureHint | null },
): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const failed = await transition(
      tx,
      row.id,
      ['pending', 'processing'],
      'failed',
      {
        errorCode: error.code,
        errorMessage: error.message,
        errorHint: error.hint ?? null,
        heartbeatAt: null,
        progressStep: null,
      },
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

/** A regenerated report (or its failure), stored only while the session is still the completed attempt it was. */
export async function storeRegeneratedReport(
  db: DbOrTx,
  row: Pick<SessionRow, 'id' | 'attempt'>,
  patch: FeedbackPatch,
): Promise<void> {
  await db
    .update(sessions)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(sessions.id, row.id), eq(sessions.status, 'completed'), eq(sessions.attempt, row.attempt)));
}

// The retention sweep's write.

/** The stored original was deleted (transcript, metrics and report stay). */
export async function markOriginalDeleted(db: DbOrTx, sessionId: string, at: Date): Promise<void> {
  await db.update(sessions).set({ originalDeletedAt: at }).where(eq(sessions.id, sessionId));
}
