import type { AnalysisLanguage, FeedbackState, Metrics } from '@cuecoach/contracts';
import { eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { DbOrTx } from '../db/client.ts';
import { type SessionRow, sessions, users } from '../db/schema/index.ts';
import { storedReportLanguage } from '../session-store/report-language.ts';
import { userErrorMessage } from '../session-store/user-error-message.ts';
import { type FeedbackPatch, storeRegeneratedReport } from '../session-store/writes.ts';
import type { FeedbackJobData } from './queues.ts';
import type { AnalysisWorkerDeps } from './worker-deps.ts';

/** The reader's language: the user's UI language (ko by default), which the report is written in. */
export async function readerLanguage(db: DbOrTx, userId: string): Promise<AnalysisLanguage> {
  const [u] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1);
  return u?.locale ?? 'ko';
}

/**
 * Generates the coaching report for stored metrics. Never throws: a failure keeps the previous report (if
 * any) and marks only the feedback failed, so transcription and metrics are never lost to a report error.
 */
export async function runFeedback(
  deps: Pick<AnalysisWorkerDeps, 'feedback' | 'feedbackConfig' | 'log'>,
  row: SessionRow & { metrics: Metrics },
  reportLanguage: AnalysisLanguage,
  signal?: AbortSignal,
): Promise<FeedbackPatch> {
  const hadReport = row.report !== null;
  try {
    const result = await deps.feedback(
      {
        metrics: row.metrics,
        segments: row.segments ?? [],
        language: row.language,
        style: row.style ?? undefined,
        scenario: row.scenario ?? undefined,
        purpose: row.purpose ?? undefined,
        reportLanguage,
      },
      // A second report from the rules in the same language is the same report: it says so (regenerationNote) and
      // points at the LLM. A switch of language is a new report.
      {
        ...deps.feedbackConfig,
        signal,
        regeneration: hadReport && storedReportLanguage(row) === reportLanguage,
      },
    );
    const state: FeedbackState = hadReport ? 'regenerated' : 'completed';
    return {
      feedbackState: state,
      report: result.report,
      feedbackGenerator: result.generator,
      feedbackModel: result.model ?? null,
      feedbackError: null,
      feedbackGeneratedAt: new Date(),
      // What the generator wrote, which is the requested language once the engine honours `reportLanguage`.
      reportLanguage: result.report.language,
    };
  } catch (err) {
    deps.log.warn({ err, sessionId: row.id }, 'feedback generation failed; metrics kept');
    return {
      feedbackState: 'failed',
      report: row.report,
      feedbackGenerator: row.feedbackGenerator,
      feedbackModel: row.feedbackModel,
      // An LLM endpoint's error can carry its address: logged above in full, shown to the owner without it.
      feedbackError: userErrorMessage('feedback', err instanceof Error ? err.message : String(err)),
      feedbackGeneratedAt: row.feedbackGeneratedAt,
      reportLanguage: row.reportLanguage,
    };
  }
}

/** Regenerates the report of a completed session (feedback retry). The previous report stays until this succeeds. */
export async function runFeedbackJob(deps: AnalysisWorkerDeps, job: PgBoss.Job<FeedbackJobData>): Promise<unknown> {
  const { database } = deps;
  const [row] = await database.db.select().from(sessions).where(eq(sessions.id, job.data.sessionId)).limit(1);
  if (row?.status !== 'completed' || row.feedbackState !== 'generating' || !row.metrics) return { skipped: true };
  const patch = await runFeedback(
    deps,
    { ...row, metrics: row.metrics },
    job.data.reportLanguage ?? storedReportLanguage(row),
  );
  await storeRegeneratedReport(database.db, row, patch);
  return { feedbackState: patch.feedbackState };
}
