import { adminReviewCounts as adminReviewCountsSchema } from '@cuecoach/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client.ts';
import { adminReviewCounts } from '../reviews/admin-counts.ts';

/** Peer feedback counts (never a comment's content). Mounted by admin/plugin.ts (requireAdmin). */
export const adminReviewsRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/reviews',
      {
        schema: {
          tags: ['admin'],
          summary: 'Peer feedback counts',
          response: { 200: adminReviewCountsSchema },
        },
      },
      async () => adminReviewCounts(database.db),
    );
  };
