import { reviewLimits, reviewsApi } from '@cuecoach/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { serveRoute } from '../plugins/api-route.ts';
import { displayNames } from './access.ts';
import type { ReviewsDeps } from './plugin.ts';
import { invitationEmail } from './review-mail.ts';
import { accessList, createInvitation, createLink, joinWithToken, revokeGrant, revokeShare } from './share-service.ts';

const tags = ['reviews'];

/** The instructor shares a session (invitations, links), sees who has access and revokes; a reviewer joins. */
export function shareRoutes(deps: ReviewsDeps) {
  return async function routes(app: FastifyInstance) {
    const db = deps.database.db;
    const joinUrl = (token: string) => `${deps.config.appOrigin}/review/join/${token}`;

    serveRoute(app, reviewsApi.access, { tags }, async (req) => accessList(db, req.user.id, req.params.id));

    serveRoute(app, reviewsApi.invite, { tags }, async (req) => {
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
    });

    serveRoute(app, reviewsApi.createLink, { tags }, async (req) => {
      const link = await createLink(db, req.user.id, req.params.id, req.body.hours);
      return { shareId: link.shareId, url: joinUrl(link.token), expiresAt: link.expiresAt.toISOString() };
    });

    serveRoute(app, reviewsApi.revokeShare, { tags }, async (req) => {
      await revokeShare(db, req.user.id, req.params.id, req.params.shareId);
    });

    serveRoute(app, reviewsApi.revokeReviewer, { tags }, async (req) => {
      await revokeGrant(db, req.user.id, req.params.id, req.params.grantId);
    });

    serveRoute(app, reviewsApi.join, { tags }, async (req) => joinWithToken(db, req.user, req.body.token));
  };
}
