import { type AdminAnalytics, adminApi } from '@cuecoach/contracts';
import type { FastifyInstance } from 'fastify';
import { adminAnalyticsFigures } from '../analytics/admin-figures.ts';
import type { Database } from '../db/client.ts';
import { serveRoute } from '../plugins/api-route.ts';

/** GET /api/admin/analytics — the admin's analytics tab. Mounted by the admin area; admins only (`access: 'admin'` in the route table). */
export const adminAnalyticsRoutes =
  (deps: { database: Database; retentionDays: number; forwarding: AdminAnalytics['forwarding'] }) =>
  async (app: FastifyInstance) => {
    serveRoute(
      app,
      adminApi.analytics,
      {
        tags: ['admin', 'analytics'],
        summary: 'Funnel, daily active users, Web Vitals p75 per page bucket and event counts over the last N days',
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
