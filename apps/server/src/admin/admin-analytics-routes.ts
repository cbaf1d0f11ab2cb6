import { type AdminAnalytics, adminAnalytics } from '@cuecoach/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminAnalyticsFigures } from '../analytics/admin-figures.ts';
import type { Database } from '../db/client.ts';

/** GET /api/admin/analytics — the admin's analytics tab. Mounted by the admin area (admin/plugin.ts: requireAdmin). */
export const adminAnalyticsRoutes =
  (deps: {
    database: Database;
    retentionDays: number;
    forwarding: AdminAnalytics['forwarding'];
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/analytics',
      {
        schema: {
          tags: ['admin', 'analytics'],
          summary: 'Funnel, daily active users, Web Vitals p75 per page bucket and event counts over the last N days',
          querystring: z.object({ days: z.coerce.number().int().min(1).max(365).default(30) }),
          response: { 200: adminAnalytics },
        },
      },
      async (request) => {
        const { days } = request.query;
        return {
          days,
          ...(await adminAnalyticsFigures(deps.database, days)),
          retentionDays: deps.retentionDays,
          forwarding: deps.forwarding,
        };
      },
    );
  };
