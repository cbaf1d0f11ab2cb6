import type { FeedbackRetryRequest } from '@cuecoach/contracts';
import type PgBoss from 'pg-boss';
import { hitShared } from '../auth/shared-rate-limit.ts';
import type { Db } from '../db/client.ts';
import type { SessionRow } from '../db/schema/index.ts';
import { AppError, rateLimited } from '../errors.ts';
import { enqueue } from '../jobs/boss.ts';
import { FEEDBACK_QUEUE, type FeedbackJobData } from '../jobs/queues.ts';
import { storedReportLanguage } from '../session-store/report-language.ts';
import { markReportGenerating } from '../session-store/writes.ts';

/**
 * Free regenerations one account may ask for in a day. Each one is a call to the report generator (an LLM with
 * FEEDBACK=llm, paid per call), so an endless loop of free regenerations would cost the service without limit.
 * Counted in the database, so the cap holds however many API processes serve the account (docs/security.md).
 */
export const reportRegenerationsPerDay = 10;

/**
 * Regenerates the report of a completed analysis (`POST /sessions/:id/feedback/retry`). Free: the analysis was paid
 * for; only the report is generated again, and the old report stays until the new one is ready. Switching the
 * report language regenerates it in that language; a plain regenerate keeps the language the report is already in.
 * The state change and the feedback job are one transaction.
 */
export async function regenerateReport(
  db: Db,
  /** Fetched only once the session is known to be regenerable (pg-boss starts on first use). */
  getBoss: () => Promise<PgBoss>,
  row: SessionRow,
  requested: FeedbackRetryRequest['reportLanguage'],
): Promise<SessionRow> {
  const reportLanguage = requested ?? storedReportLanguage(row);
  if (row.status !== 'completed' || !row.metrics || row.feedbackState === 'generating') {
    throw new AppError(409, 'feedback_not_retryable', 'The report can be regenerated only for a completed analysis.', {
      status: row.status,
      feedbackState: row.feedbackState,
    });
  }
  const allowed = await hitShared(db, `regenerate:${row.userId}`, reportRegenerationsPerDay, 86_400);
  if (!allowed.ok) throw rateLimited(allowed.retryAfterSec);
  const boss = await getBoss();
  return db.transaction(async (tx) => {
    const u = await markReportGenerating(tx, row);
    if (!u) throw new AppError(409, 'feedback_not_retryable', 'The report is already being generated.');
    const data: FeedbackJobData = { sessionId: row.id, round: Date.now(), reportLanguage };
    await enqueue(boss, tx, FEEDBACK_QUEUE, data);
    return u;
  });
}
