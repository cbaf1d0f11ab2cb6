import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { liveCheckRoutes } from './live-check-routes.ts';

/** The live microphone check of /test/realtime, a WebSocket (docs/live-check.md). */
export function liveCheckArea(deps: { config: Config; database: Database }) {
  return async function area(app: FastifyInstance) {
    const { config } = deps;
    await app.register(
      liveCheckRoutes({
        appOrigin: config.appOrigin,
        db: deps.database.db,
        maxChecks: config.LIVE_CHECK_SLOTS,
        maxPerUser: config.LIVE_CHECK_PER_USER,
        perUserPerHour: config.LIVE_CHECKS_PER_HOUR,
        limits: { burstSeconds: config.LIVE_CHECK_BURST_SECONDS },
      }),
    );
  };
}
