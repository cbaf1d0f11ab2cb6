import { healthResponse, healthUnavailableResponse } from '@cuecoach/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client.ts';
import { appVersion } from '../version.ts';

export const healthRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Liveness and database reachability',
          response: { 200: healthResponse, 503: healthUnavailableResponse },
        },
      },
      async (request, reply) => {
        try {
          await database.ping();
          return { status: 'ok' as const, db: database.kind, version: appVersion };
        } catch (err) {
          request.log.warn({ err }, 'health check: database unreachable');
          return reply.status(503).send({
            status: 'unavailable' as const,
            db: database.kind,
            version: appVersion,
            reason: `database unreachable: ${(err as Error).message}`,
          });
        }
      },
    );
  };
