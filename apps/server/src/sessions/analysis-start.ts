import type { StartAnalysisRequest } from '@cuecoach/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { chargeAnalysis } from '../credits/analysis-charges.ts';
import { costForDuration, readCreditRule } from '../credits/cost-rule.ts';
import { readFreeBeta } from '../credits/free-beta.ts';
import { getBalance } from '../credits/ledger.ts';
import type { Database } from '../db/client.ts';
import type { SessionRow } from '../db/schema/index.ts';
import { sessions } from '../db/schema/index.ts';
import { AppError, notFound } from '../errors.ts';
import { enqueue } from '../jobs/boss.ts';
import { type AnalysisJobData, analysisQueue } from '../jobs/queues.ts';
import { invalidTransition } from '../session-store/status.ts';
import { recordJob, startAttempt } from '../session-store/writes.ts';
import { assertLiveWorkerFor } from '../workers/start-check.ts';
import { isUuid } from './repository.ts';

export type StartKind = 'start' | 'retry' | 'rerun';
const fromStatus = { start: 'uploaded', retry: 'failed', rerun: 'completed' } as const;

export interface StartResult {
  row: SessionRow;
  chargedCredits: number;
  balance: number;
}

/**
 * Starts an analysis attempt: checks the balance, charges (nothing during the free beta: credits/free-beta.ts), moves the session to pending and queues the job
 * — all in one transaction, so either all happen or none. Concurrent calls for the same user are serialised
 * (advisory lock per user: two sessions started at once cannot both spend the same credits). A call for a
 * session that is already pending/processing is a repeated click or retried request: it answers with the
 * current attempt and charges nothing.
 */
export async function startAnalysis(
  database: Database,
  boss: PgBoss,
  input: {
    userId: string;
    sessionId: string;
    kind: StartKind;
    options: StartAnalysisRequest;
  },
): Promise<StartResult> {
  const { userId, sessionId, kind, options } = input;
  if (!isUuid(sessionId)) throw notFound('Session');
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`credits:${userId}`}))`);
    const [row] = await tx
      .select()
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
      .for('update');
    if (!row) throw notFound('Session');
    if (row.status === 'pending' || row.status === 'processing') {
      return { row, chargedCredits: 0, balance: await getBalance(tx, userId) };
    }
    const from = fromStatus[kind];
    if (row.status !== from) throw invalidTransition(row.status, 'pending');
    if (!row.storagePath || row.originalDeletedAt) {
      throw new AppError(409, 'original_deleted', 'The original recording was deleted; upload it again to analyse it.');
    }
    const language = options.language ?? row.language;
    // The workers run the job, so what they can do decides (docs/sessions.md, "Workers"); refused before charging.
    await assertLiveWorkerFor(tx, language);
    const rule = await readCreditRule(tx);
    // Free beta: the cost is computed (and shown) but nothing is charged and the balance never blocks.
    const free = await readFreeBeta(tx);
    const cost = free ? 0 : costForDuration(row.durationSec ?? 0, rule);
    const balance = await getBalance(tx, userId);
    if (kind === 'rerun' && options.confirm !== true) {
      throw new AppError(
        409,
        'rerun_confirmation_required',
        'Re-running an analysis charges credits again; confirm to continue.',
        {
          required: cost,
          balance,
        },
      );
    }
    if (balance < cost) {
      throw new AppError(
        402,
        'insufficient_credits',
        `This analysis needs ${cost} credits; ${cost - balance} more are needed.`,
        {
          required: cost,
          balance,
          shortfall: cost - balance,
        },
      );
    }
    const attempt = row.attempt + 1;
    await chargeAnalysis(tx, { userId, sessionId, attempt, credits: cost, free });
    const updated = await startAttempt(tx, sessionId, from, {
      attempt,
      chargedCredits: cost,
      language,
      style: options.style ?? row.style,
      scenario: options.scenario ?? row.scenario,
      purpose: options.purpose ?? row.purpose,
    });
    if (!updated) throw invalidTransition(row.status, 'pending');
    const data: AnalysisJobData = { sessionId, attempt };
    // Duplicate deliveries are harmless: the worker's claim is per session attempt (jobs/analysis-job.ts).
    const jobId = await enqueue(boss, tx, analysisQueue(language), data);
    const withJob = await recordJob(tx, sessionId, jobId);
    return { row: withJob ?? updated, chargedCredits: cost, balance: balance - cost };
  });
}
