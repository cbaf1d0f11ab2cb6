import { adminApi } from '@cuecoach/contracts';
import { desc, eq, like, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { creditLedger, users } from '../db/schema/index.ts';
import { serveRoute } from '../plugins/api-route.ts';

/**
 * Admins "see all purchases". There is no payment provider yet (purchase is disabled in the interface), so a
 * purchase is what the ledger records as one: a `grant` with reason `purchase`. The list is
 * empty until payments exist; the page says why. Mounted by admin/plugin.ts; admins only (`access: 'admin'` in the route table).
 */
export const adminPurchasesRoutes = (database: Database) => async (app: FastifyInstance) => {
  serveRoute(app, adminApi.purchases, { tags: ['admin'], summary: 'All purchases, newest first' }, async (req) => {
    const rows = await database.db
      .select({
        id: creditLedger.id,
        createdAt: creditLedger.createdAt,
        userId: creditLedger.userId,
        email: users.email,
        delta: creditLedger.delta,
        reason: creditLedger.reason,
      })
      .from(creditLedger)
      .leftJoin(users, eq(users.id, creditLedger.userId))
      .where(or(eq(creditLedger.reason, 'purchase'), like(creditLedger.reason, 'purchase: %')))
      .orderBy(desc(creditLedger.createdAt))
      .limit(req.query.limit);
    return {
      items: rows.map((r) => ({
        id: r.id,
        createdAt: r.createdAt.toISOString(),
        userId: r.userId,
        email: r.email ?? null,
        credits: r.delta,
        note: r.reason.startsWith('purchase: ') ? r.reason.slice('purchase: '.length) : null,
      })),
    };
  });
};
