import { reviewsApi } from '@cuecoach/contracts';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../plugins/api-route.ts';
import { sessionAccess } from './access.ts';
import { createThread, deleteComment, listThreads, replyToThread, resolveThread } from './comment-service.ts';
import { markSessionNoticesRead } from './notices.ts';
import type { ReviewsDeps } from './plugin.ts';

const tags = ['reviews'];

/** Comments on moments and their threads: the session's owner and its reviewers, nobody else. */
export function commentRoutes(deps: ReviewsDeps) {
  return async function routes(app: FastifyInstance) {
    const db = deps.database.db;
    const batchMs = deps.config.REVIEW_MAIL_BATCH_SECONDS * 1000;

    serveRoute(app, reviewsApi.comments, { tags }, async (req) => {
      const { row, role } = await sessionAccess(db, req.user.id, req.params.id);
      const threads = await listThreads(db, req.user.id, row);
      await markSessionNoticesRead(db, req.user.id, row.id);
      return { role, threads };
    });

    serveRoute(app, reviewsApi.createComment, { tags }, async (req) =>
      createThread(deps.database, req.user, req.params.id, req.body, batchMs),
    );

    serveRoute(app, reviewsApi.reply, { tags }, async (req) =>
      replyToThread(deps.database, req.user, req.params.id, req.params.commentId, req.body.body, batchMs),
    );

    serveRoute(app, reviewsApi.resolve, { tags }, async (req) =>
      resolveThread(db, req.user, req.params.id, req.params.commentId, req.body.resolved),
    );

    serveRoute(app, reviewsApi.deleteComment, { tags }, async (req) => {
      await deleteComment(db, req.user, req.params.id, req.params.commentId);
    });
  };
}
