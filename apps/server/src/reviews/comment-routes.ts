import {
  newReviewComment,
  newReviewReply,
  resolveReviewThread,
  reviewCommentCreated,
  reviewThread,
  reviewThreadsResponse,
} from '@cuecoach/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/guard.ts';
import { sessionAccess } from './access.ts';
import { createThread, deleteComment, listThreads, replyToThread, resolveThread } from './comment-service.ts';
import { markSessionNoticesRead } from './notices.ts';
import type { ReviewsDeps } from './plugin.ts';

const tags = ['reviews'];
const idParams = z.object({ id: z.string() });
const commentParams = z.object({ id: z.string(), commentId: z.string() });

/** Comments on moments and their threads: the session's owner and its reviewers, nobody else. */
export function commentRoutes(deps: ReviewsDeps) {
  return async function routes(parent: FastifyInstance) {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const db = deps.database.db;
    const batchMs = deps.config.REVIEW_MAIL_BATCH_SECONDS * 1000;
    app.addHook('preHandler', requireUser);

    app.get(
      '/reviews/sessions/:id/comments',
      { schema: { tags, params: idParams, response: { 200: reviewThreadsResponse } } },
      async (req) => {
        const { row, role } = await sessionAccess(db, req.user.id, req.params.id);
        const threads = await listThreads(db, req.user.id, row);
        await markSessionNoticesRead(db, req.user.id, row.id);
        return { role, threads };
      },
    );

    app.post(
      '/reviews/sessions/:id/comments',
      { schema: { tags, params: idParams, body: newReviewComment, response: { 200: reviewCommentCreated } } },
      async (req) => createThread(deps.database, req.user, req.params.id, req.body, batchMs),
    );

    app.post(
      '/reviews/sessions/:id/comments/:commentId/replies',
      { schema: { tags, params: commentParams, body: newReviewReply, response: { 200: reviewThread } } },
      async (req) =>
        replyToThread(deps.database, req.user, req.params.id, req.params.commentId, req.body.body, batchMs),
    );

    app.post(
      '/reviews/sessions/:id/comments/:commentId/resolve',
      { schema: { tags, params: commentParams, body: resolveReviewThread, response: { 200: reviewThread } } },
      async (req) => resolveThread(db, req.user, req.params.id, req.params.commentId, req.body.resolved),
    );

    app.delete(
      '/reviews/sessions/:id/comments/:commentId',
      { schema: { tags, params: commentParams } },
      async (req, reply) => {
        await deleteComment(db, req.user, req.params.id, req.params.commentId);
        return reply.status(204).send();
      },
    );
  };
}
