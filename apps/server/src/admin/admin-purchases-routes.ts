import { desc, eq, like, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { creditLedger, users } from '../db/schema/index.ts';

const purchaseRow = z.object({
  id: z.string(),
  createdAt: z.string(),
  userId: z.string(),
  email: z.string().nullable(),
  credits: z.number().int(),
  /** The text after "purchase: " in the ledger reason (order or payment reference), if any. */
  note: z.string().nullable(),
});

/**
 * Admins "see all purchases". There is no payment provider yet (purchase is disabled in the interface), so a
 * purchase is what the ledger records as one: a `grant` with reason `purchase`. The list is
 * empty until payments exist; the page says why. Mounted by admin/plugin.ts (requireAdmin).
 */
export const adminPurchasesRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/purchases',
      {
        schema: {
          tags: ['admin'],
          summary: 'All purchases, newest first',
          querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
          response: { 200: z.object({ items: z.array(purchaseRow) }) },
        },
      },
      async (req) => {
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
      },
    );
  };
