import { healthResponse, healthUnavailableResponse } from '@cuecoach/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client.ts';
import type { Storage } from '../storage/storage.ts';
import { appVersion } from '../version.ts';

export const healthRoutes =
  (database: Database, storage: Storage): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Liveness, database reachability and whether recordings can be stored',
          response: { 200: healthResponse, 503: healthUnavailableResponse },
        },
      },
      async (request, reply) => {
        const base = { db: database.kind, storage: storage.kind, version: appVersion };
        const unavailable = (reason: string, err: unknown) => {
          request.log.warn({ err }, `health check: ${reason}`);
          return reply.status(503).send({ status: 'unavailable' as const, ...base, reason });
        };
        try {
          await database.ping();
        } catch (err) {
          return unavailable(`database unreachable: ${(err as Error).message}`, err);
        }
        try {
          await storage.check();
        } catch (err) {
          return unavailable(`storage unusable: ${(err as Error).message}`, err);
        }
        return { status: 'ok' as const, ...base };
      },
    );
  };
