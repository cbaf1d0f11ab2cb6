import { analyticsPublicConfig } from '@cuecoach/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { adminAnalyticsRoutes } from './admin-analytics-routes.ts';
import { createForwarder, type Forwarder } from './forward.ts';
import { analyticsIngestRoutes } from './ingest-routes.ts';

/** First-party analytics (docs/analytics.md): the ingest endpoint and the admin's figures. */
export const analyticsArea =
  (deps: { config: Config; database: Database; forwarder?: Forwarder | null }): FastifyPluginAsyncZod =>
  async (app) => {
    const { config, database } = deps;
    const forwarder =
      deps.forwarder ??
      (config.ANALYTICS_FORWARD_URL && config.ANALYTICS_FORWARD_SITE
        ? createForwarder(
            {
              protocol: config.ANALYTICS_FORWARD_PROTOCOL,
              url: config.ANALYTICS_FORWARD_URL,
              site: config.ANALYTICS_FORWARD_SITE,
              appOrigin: config.appOrigin,
            },
            app.log,
          )
        : null);
    app.get(
      '/analytics/config',
      {
        schema: {
          tags: ['analytics'],
          summary: 'Whether analytics is collected and how many days it is kept (for the privacy policy)',
          response: { 200: analyticsPublicConfig },
        },
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
    await app.register(
      adminAnalyticsRoutes({
        database,
        retentionDays: config.ANALYTICS_RETENTION_DAYS,
        forwarding: forwarder ? config.ANALYTICS_FORWARD_PROTOCOL : 'off',
      }),
    );
  };
