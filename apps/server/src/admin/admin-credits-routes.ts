import { adminApi } from '@cuecoach/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { getBalance, recordLedgerEntry } from '../credits/ledger.ts';
import type { Database } from '../db/client.ts';
import { creditLedger, users } from '../db/schema/index.ts';
import { AppError, notFound } from '../errors.ts';
import { serveRoute } from '../plugins/api-route.ts';

/**
 * Admin credit actions on one user: grant (ledger `grant`, reason `manual`), deduct and set (ledger `adjust`,
 * reason `admin`). An invalid amount is refused, and setting the current balance is "no change needed".
 * Mounted by the admin area (admin/plugin.ts); admins only (`access: 'admin'` in the route table).
 */
export const adminCreditsRoutes = (database: Database) => async (app: FastifyInstance) => {
  serveRoute(
    app,
    adminApi.changeCredits,
    { tags: ['admin'], summary: "Grant, deduct or set a user's credits" },
    async (request) => {
      const { id } = request.params;
      const { action, amount, requestId, note } = request.body;
      const idempotencyKey = `admin:${requestId}`;
      return database.db.transaction(async (tx) => {
        // One admin change per user at a time, so "set" computes its delta from a balance nobody else is moving.
        const [target] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
        if (!target) throw notFound('User');
        const [already] = await tx
          .select({ delta: creditLedger.delta })
          .from(creditLedger)
          .where(sql`${creditLedger.idempotencyKey} = ${idempotencyKey} and ${creditLedger.userId} = ${id}`);
        if (already) return { balance: await getBalance(tx, id), delta: already.delta, applied: false };

        const balance = await getBalance(tx, id);
        let delta: number;
        if (action === 'grant') delta = amount;
        else if (action === 'deduct') delta = -amount;
        else delta = amount - balance;
        if (action !== 'set' && amount === 0) {
          throw new AppError(400, 'invalid_amount', 'The amount must be at least 1');
        }
        if (action === 'set' && delta === 0) {
          throw new AppError(400, 'no_change', 'The balance already has this value', { balance });
        }
        if (balance + delta < 0) {
          throw new AppError(400, 'invalid_amount', 'The balance cannot go below zero', { balance });
        }
        const wrote = await recordLedgerEntry(tx, {
          userId: id,
          delta,
          kind: action === 'grant' ? 'grant' : 'adjust',
          // "<code>: <admin's note>" — the user's credit history shows the code's label followed by the note.
          reason: `${action === 'grant' ? 'manual' : 'admin'}${note ? `: ${note}` : ''}`,
          idempotencyKey,
        });
        if (!wrote) throw new AppError(409, 'conflict', 'This request id was already used');
        request.log.info({ event: 'admin_credit_change', action, delta, userId: id, by: request.user.id }, 'admin');
        return { balance: balance + delta, delta, applied: true };
      });
    },
  );
};
