import type { DbOrTx } from '../db/client.ts';
import { recordLedgerEntry } from './ledger.ts';

/**
 * Ledger keys for analysis charges: one charge and at most one refund per session attempt, so a double
 * click, a retried request or a re-delivered job never writes twice (credit_ledger.idempotency_key is unique).
 */
export const chargeKey = (sessionId: string, attempt: number) => `analysis:${sessionId}:${attempt}`;
export const refundKey = (sessionId: string, attempt: number) => `analysis-refund:${sessionId}:${attempt}`;

/**
 * Charges an attempt. During the free beta (`free`) the use is still recorded, with a delta of 0, so the
 * credits page shows every analysis and what it would have cost is visible nowhere as a debt.
 */
export async function chargeAnalysis(
  db: DbOrTx,
  input: { userId: string; sessionId: string; attempt: number; credits: number; free?: boolean },
): Promise<boolean> {
  if (!input.free && input.credits <= 0) return false;
  return recordLedgerEntry(db, {
    userId: input.userId,
    delta: input.free ? 0 : -input.credits,
    kind: 'consume',
    reason: input.free ? 'analysis_free_beta' : 'analysis',
    sessionId: input.sessionId,
    idempotencyKey: chargeKey(input.sessionId, input.attempt),
  });
}

/** Refunds a failed attempt's charge; writes nothing if the attempt was free or is already refunded. */
export async function refundAnalysis(
  db: DbOrTx,
  input: { userId: string; sessionId: string; attempt: number; credits: number },
): Promise<boolean> {
  if (input.credits <= 0) return false;
  return recordLedgerEntry(db, {
    userId: input.userId,
    delta: input.credits,
    kind: 'refund',
    reason: 'analysis_failed',
    sessionId: input.sessionId,
    idempotencyKey: refundKey(input.sessionId, input.attempt),
  });
}
