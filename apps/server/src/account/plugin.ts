import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Storage } from '../storage/storage.ts';
import { accountRoutes } from './account-routes.ts';

/** The account area: export of everything we hold about the user, and account deletion (docs/accounts.md). */
export function accountArea(deps: { config: Config; database: Database; storage: Storage }) {
  return async function area(app: FastifyInstance) {
    await app.register(accountRoutes(deps));
  };
}
