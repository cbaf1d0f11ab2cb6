import { accountApi } from '@cuecoach/contracts';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { serveRoute } from '../plugins/api-route.ts';
import type { Storage } from '../storage/storage.ts';
import { accountExport, deleteAccountContent } from './account-service.ts';

/**
 * Account data ("Account settings: data, account deletion"): export everything we hold about the user as
 * JSON, and the deletion request.
 *
 * Deletion (decision, docs/accounts.md "Account deletion"): the user's content goes at once — every session with its
 * files (C's deleteAllSessionsOfUser, which also refunds a charge still in flight), the profile and every sign-in
 * session. The `users` row stays with status `deletion_requested` plus reason and time (account status; admins see
 * it), and the credit ledger stays (rows are never deleted: it is the accounting record). Cleanup is explicit rather
 * than by FK cascade because the user row is not deleted (a cascade would never fire) and files on disk cannot be
 * removed by the database anyway.
 */
export const accountRoutes =
  (deps: { config: Config; database: Database; storage: Storage }) => async (app: FastifyInstance) => {
    const { db } = deps.database;

    serveRoute(
      app,
      accountApi.exportData,
      { tags: ['account'], summary: 'Everything stored about me, as a JSON download' },
      async (request, reply) => {
        const body = await accountExport(db, request.user.id);
        const day = new Date().toISOString().slice(0, 10);
        reply.header('content-disposition', `attachment; filename="cuecoach-data-${day}.json"`);
        reply.header('cache-control', 'no-store');
        return reply.send(body);
      },
    );

    serveRoute(
      app,
      accountApi.deletion,
      {
        tags: ['account'],
        summary: 'Delete my account: content now, account marked deletion_requested, signed out everywhere',
      },
      async (request, reply) => {
        const userId = request.user.id;
        const { reason, detail } = request.body;
        // Sign-out everywhere first, through better-auth so this browser also gets its cookies cleared.
        const revoked = await request.server.auth.api.revokeSessions({
          headers: fromNodeHeaders(request.headers),
          returnHeaders: true,
        });
        const cookies = revoked.headers.getSetCookie();
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        request.server.sessionCache.forgetUser(userId);
        const deletedSessions = await deleteAccountContent({ ...deps, log: request.log }, userId, { reason, detail });
        request.log.info({ event: 'account_deletion_requested', userId, reason, deletedSessions }, 'account');
        return { status: 'deletion_requested' as const, deletedSessions };
      },
    );
  };
