import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const ledgerKinds = ['grant', 'consume', 'refund', 'adjust'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/**
 * Credit ledger: balance = sum of a user's deltas. Rows are never updated or deleted (deleting a
 * session keeps its history). `idempotency_key` is unique so a retried request or re-delivered job that
 * tries to write the same charge/refund/grant twice writes it once.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    delta: integer('delta').notNull(),
    kind: text('kind', { enum: ledgerKinds }).notNull(),
    /** Why: signup, manual, promo, purchase, analysis, analysis_failed, admin… */
    reason: text('reason').notNull(),
    sessionId: uuid('session_id'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_ledger_user_created_idx').on(t.userId, t.createdAt),
    check('credit_ledger_kind_check', sql`${t.kind} in ('grant', 'consume', 'refund', 'adjust')`),
  ],
);
