import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { profileRoutes } from './profile-routes.ts';

/** The profiles area: the user's profile (onboarding). */
export function profilesArea(deps: { database: Database }) {
  return async function area(app: FastifyInstance) {
    await app.register(profileRoutes(deps.database));
  };
}
