import { healthUnavailableResponse, readinessResponse, statusApi } from '@cuecoach/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { readinessCheck } from '../observability/readiness.ts';
import { serveRoute } from '../plugins/api-route.ts';
import type { Storage } from '../storage/storage.ts';
import { appCommit, appVersion } from '../version.ts';

const release = { version: appVersion, commit: appCommit };

/**
 * Probes (docs/operate.md): `/health/live` says the process answers (a restart would help only when it does not);
 * `/health/ready` says it can serve (database now, storage within the last few seconds), so a load balancer stops
 * sending requests during an outage without the orchestrator restarting every node. `/health` is the readiness
 * check in the older shape.
 */
export const healthRoutes =
  (database: Database, storage: Storage, opts: { storageCheckMs?: number } = {}) =>
  async (app: FastifyInstance) => {
    const check = readinessCheck(database, storage, opts.storageCheckMs);
    let warned = false;
    const logOutcome = (ready: boolean, reason: string | undefined) => {
      // One line when readiness changes, not one per probe.
      if (!ready && !warned) app.log.warn({ event: 'health.unready', reason }, 'not ready');
      if (ready && warned) app.log.info({ event: 'health.ready' }, 'ready again');
      warned = !ready;
    };

    serveRoute(app, statusApi.live, { tags: ['system'], summary: 'Liveness: the process answers' }, async () => ({
      status: 'ok' as const,
      ...release,
      uptimeSec: Math.round(process.uptime()),
    }));

    serveRoute(
      app,
      statusApi.ready,
      {
        tags: ['system'],
        summary: 'Readiness: the database answers and recordings can be stored',
        otherResponses: { 503: readinessResponse },
      },
      async (_request, reply) => {
        const result = await check();
        logOutcome(result.ready, result.reason);
        const { ready, ...rest } = result;
        return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unready', ...rest, ...release });
      },
    );

    serveRoute(
      app,
      statusApi.health,
      {
        tags: ['system'],
        summary: 'Readiness in the older shape: database reachability and whether recordings can be stored',
        otherResponses: { 503: healthUnavailableResponse },
      },
      async (_request, reply) => {
        const base = { db: database.kind, storage: storage.kind, ...release };
        const result = await check();
        logOutcome(result.ready, result.reason);
        if (!result.ready) {
          return reply.status(503).send({ status: 'unavailable' as const, ...base, reason: result.reason ?? '' });
        }
        return { status: 'ok' as const, ...base };
      },
    );
  };
