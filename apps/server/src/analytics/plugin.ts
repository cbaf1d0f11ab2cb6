import { analyticsApi } from '@cuecoach/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { serveRoute } from '../plugins/api-route.ts';
import { createForwarder, type ForwardTarget } from './forward.ts';
import { analyticsIngestRoutes } from './ingest-routes.ts';

/** Where events are forwarded (a self-hosted Plausible or Umami), or null when forwarding is not configured. */
export function analyticsForwardTarget(config: Config): ForwardTarget | null {
  return config.ANALYTICS_FORWARD_URL && config.ANALYTICS_FORWARD_SITE
    ? {
        protocol: config.ANALYTICS_FORWARD_PROTOCOL,
        url: config.ANALYTICS_FORWARD_URL,
        site: config.ANALYTICS_FORWARD_SITE,
        appOrigin: config.appOrigin,
      }
    : null;
}

/**
 * First-party analytics (docs/analytics.md): the public config and the ingest endpoint. The admin's figures
 * (`/admin/analytics`) are mounted by the admin area (admin/plugin.ts).
 */
export const analyticsArea = (deps: { config: Config; database: Database }) => async (app: FastifyInstance) => {
  const { config, database } = deps;
  const target = analyticsForwardTarget(config);
  const forwarder = target ? createForwarder(target, app.log) : null;
  serveRoute(
    app,
    analyticsApi.config,
    {
      tags: ['analytics'],
      summary: 'Whether analytics is collected and how many days it is kept (for the privacy policy)',
    },
    async () => ({ enabled: config.ANALYTICS_ENABLED, retentionDays: config.ANALYTICS_RETENTION_DAYS }),
  );
  await app.register(
    analyticsIngestRoutes({
      database,
      enabled: config.ANALYTICS_ENABLED,
      batchesPerMinute: config.ANALYTICS_BATCHES_PER_MINUTE,
      forwarder,
    }),
  );
};
