import { timingSafeEqual } from 'node:crypto';
import { statusApi } from '@cuecoach/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { metricsContentType, renderMetrics } from '../observability/metrics.ts';
import { serveRoute } from '../plugins/api-route.ts';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /api/metrics, the Prometheus exposition (docs/operate.md), on the public port only for a scraper holding
 * METRICS_TOKEN (`Authorization: Bearer …`). Without the setting the route does not exist: queue depths and worker
 * counts are not for everyone, and the OPS_PORT listener serves the same text on a private interface.
 */
export const metricsRoutes = (database: Database, token: string | undefined) => async (app: FastifyInstance) => {
  if (!token) return;
  serveRoute(app, statusApi.metrics, { tags: ['system'], hide: true }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!given || !sameSecret(given, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({
          error: { code: 'unauthorized', message: 'The metrics need the bearer token (METRICS_TOKEN).' },
        });
    }
    reply.header('content-type', metricsContentType).header('cache-control', 'no-store');
    return reply.send(await renderMetrics(database));
  });
};
