import { creditBalance, creditsApi, lowBalanceThreshold } from '@cuecoach/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { creditLedger } from '../db/schema/index.ts';
import { serveRoute } from '../plugins/api-route.ts';
import { getBalance } from './ledger.ts';
import { quoteFor } from './quote.ts';

const tags = ['credits'];

export function creditRoutes(db: Db) {
  return async function routes(app: FastifyInstance) {
    // Typed without a schema in the table (the web's header reads it without zod): serialised with `creditBalance`.
    serveRoute(app, creditsApi.balance, { tags, schemas: { response: creditBalance } }, async (req) => ({
      balance: await getBalance(db, req.user.id),
      lowBalanceThreshold,
    }));

    /** Estimate before upload (the web knows the duration from the file); the charge uses the probed duration. */
    serveRoute(app, creditsApi.quote, { tags }, async (req) => quoteFor(db, req.user.id, req.query.durationSec));

    serveRoute(app, creditsApi.ledger, { tags }, async (req) => {
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
    });
  };
}
