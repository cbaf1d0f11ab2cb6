import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { liveCheckRoutes } from './live-check-routes.ts';

/** The live microphone check of /test/realtime, a WebSocket (docs/live-check.md). */
export function liveCheckArea(deps: { config: Config }) {
  return async function area(app: FastifyInstance) {
    await app.register(liveCheckRoutes({ appOrigin: deps.config.appOrigin }));
  };
}
