import type { DbOrTx } from './ledger.ts';
import { recordLedgerEntry } from './ledger.ts';

/**
 * Ledger keys for analysis charges: one charge and at most one refund per session attempt, so a double
 * click, a retried request or a re-delivered job never writes twice (credit_ledger.idempotency_key is unique).
 */
export const chargeKey = (sessionId: string, attempt: number) => `analysis:${sessionId}:${attempt}`;
export const refundKey = (sessionId: string, attempt: number) => `analysis-refund:${sessionId}:${attempt}`;

export async function chargeAnalysis(
  db: DbOrTx,
  input: { userId: string; sessionId: string; attempt: number; credits: number },
): Promise<boolean> {
  if (input.credits <= 0) return false;
  return recordLedgerEntry(db, {
    userId: input.userId,
    delta: -input.credits,
    kind: 'consume',
    reason: 'analysis',
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
