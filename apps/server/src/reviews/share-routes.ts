import {
  reviewAccess,
  reviewInvitationRequest,
  reviewJoinRequest,
  reviewJoinResponse,
  reviewLimits,
  reviewLinkCreated,
  reviewLinkRequest,
} from '@cuecoach/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/guard.ts';
import { AppError } from '../errors.ts';
import { displayNames } from './access.ts';
import type { ReviewsDeps } from './plugin.ts';
import { invitationEmail } from './review-mail.ts';
import { accessList, createInvitation, createLink, joinWithToken, revokeGrant, revokeShare } from './share-service.ts';

const tags = ['reviews'];
const idParams = z.object({ id: z.string() });

/** The instructor shares a session (invitations, links), sees who has access and revokes; a reviewer joins. */
export function shareRoutes(deps: ReviewsDeps) {
  return async function routes(parent: FastifyInstance) {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const db = deps.database.db;
    const joinUrl = (token: string) => `${deps.config.appOrigin}/review/join/${token}`;
    app.addHook('preHandler', requireUser);

    app.get(
      '/reviews/sessions/:id/access',
      { schema: { tags, params: idParams, response: { 200: reviewAccess } } },
      async (req) => accessList(db, req.user.id, req.params.id),
    );

    app.post(
      '/reviews/sessions/:id/invitations',
      { schema: { tags, params: idParams, body: reviewInvitationRequest, response: { 200: reviewAccess } } },
      async (req) => {
        const { email } = req.body;
        const invite = await createInvitation(deps.database, req.user, req.params.id, email);
        const me = (await displayNames(db, [req.user.id])).get(req.user.id);
        try {
          await deps.mailer.send(
            invitationEmail({
              to: email,
              locale: req.body.locale ?? req.user.locale,
              instructorName: me?.name ?? req.user.email,
              title: invite.title,
              url: joinUrl(invite.token),
              days: reviewLimits.invitationDays,
            }),
          );
        } catch (err) {
          req.log.error({ err }, 'review invitation could not be sent');
          // No invitation nobody received: the instructor tries again and nothing half-made stays behind.
          await revokeShare(db, req.user.id, req.params.id, invite.shareId);
          throw new AppError(502, 'send_failed', 'The invitation e-mail could not be sent');
        }
        return accessList(db, req.user.id, req.params.id);
      },
    );

    app.post(
      '/reviews/sessions/:id/links',
      { schema: { tags, params: idParams, body: reviewLinkRequest, response: { 200: reviewLinkCreated } } },
      async (req) => {
        const link = await createLink(db, req.user.id, req.params.id, req.body.hours);
        return { shareId: link.shareId, url: joinUrl(link.token), expiresAt: link.expiresAt.toISOString() };
      },
    );

    app.delete(
      '/reviews/sessions/:id/shares/:shareId',
      { schema: { tags, params: z.object({ id: z.string(), shareId: z.string() }) } },
      async (req, reply) => {
        await revokeShare(db, req.user.id, req.params.id, req.params.shareId);
        return reply.status(204).send();
      },
    );

    app.delete(
      '/reviews/sessions/:id/reviewers/:grantId',
      { schema: { tags, params: z.object({ id: z.string(), grantId: z.string() }) } },
      async (req, reply) => {
        await revokeGrant(db, req.user.id, req.params.id, req.params.grantId);
        return reply.status(204).send();
      },
    );

    app.post(
      '/reviews/join',
      { schema: { tags, body: reviewJoinRequest, response: { 200: reviewJoinResponse } } },
      async (req) => joinWithToken(db, req.user, req.body.token),
    );
  };
}
