import { creditBalance, creditQuote, creditQuoteQuery, ledgerPage, lowBalanceThreshold } from '@cuecoach/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/guard.ts';
import type { Db } from '../db/client.ts';
import { creditLedger } from '../db/schema/index.ts';
import { getBalance } from './ledger.ts';
import { quoteFor } from './quote.ts';

const tags = ['credits'];

export function creditRoutes(db: Db) {
  return async function routes(parent: FastifyInstance) {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireUser);

    app.get('/credits/balance', { schema: { tags, response: { 200: creditBalance } } }, async (req) => ({
      balance: await getBalance(db, req.user.id),
      lowBalanceThreshold,
    }));

    /** Estimate before upload (the web knows the duration from the file); the charge uses the probed duration. */
    app.get(
      '/credits/quote',
      { schema: { tags, querystring: creditQuoteQuery, response: { 200: creditQuote } } },
      async (req) => quoteFor(db, req.user.id, req.query.durationSec),
    );

    app.get(
      '/credits/ledger',
      {
        schema: {
          tags,
          querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
          response: { 200: ledgerPage },
        },
      },
      async (req) => {
        const rows = await db
          .select()
          .from(creditLedger)
          .where(eq(creditLedger.userId, req.user.id))
          .orderBy(desc(creditLedger.createdAt))
          .limit(req.query.limit);
        return {
          balance: await getBalance(db, req.user.id),
          items: rows.map((r) => ({
            id: r.id,
            delta: r.delta,
            kind: r.kind,
            reason: r.reason,
            sessionId: r.sessionId,
            createdAt: r.createdAt.toISOString(),
          })),
        };
      },
    );
  };
}
