import { adminApi } from '@cuecoach/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { serveRoute } from '../plugins/api-route.ts';
import { adminReviewCounts } from '../reviews/admin-counts.ts';

/** Peer feedback counts (never a comment's content). Mounted by admin/plugin.ts; admins only (`access: 'admin'` in the route table). */
export const adminReviewsRoutes = (database: Database) => async (app: FastifyInstance) => {
  serveRoute(app, adminApi.reviews, { tags: ['admin'], summary: 'Peer feedback counts' }, async () =>
    adminReviewCounts(database.db),
  );
};
