import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { creditLedger, type LedgerKind } from '../db/schema/index.ts';

export interface LedgerEntryInput {
  userId: string;
  delta: number;
  kind: LedgerKind;
  reason: string;
  idempotencyKey: string;
  sessionId?: string | null;
}

export async function getBalance(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${creditLedger.delta}), 0)` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return Number(row?.balance ?? 0);
}

/** Writes the entry unless one with the same idempotency key exists; returns whether this call wrote it. */
export async function recordLedgerEntry(db: DbOrTx, entry: LedgerEntryInput): Promise<boolean> {
  const inserted = await db
    .insert(creditLedger)
    .values({ ...entry, sessionId: entry.sessionId ?? null })
    .onConflictDoNothing({ target: creditLedger.idempotencyKey })
    .returning({ id: creditLedger.id });
  return inserted.length === 1;
}
