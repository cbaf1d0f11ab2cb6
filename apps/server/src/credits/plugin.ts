import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { creditRoutes } from './routes.ts';

/** The credits area: the user's balance, ledger and price quote. The admin's credit actions are in the admin area. */
export function creditsArea(deps: { database: Database }) {
  return async function area(app: FastifyInstance) {
    await app.register(creditRoutes(deps.database.db));
  };
}
