import path from 'node:path';
import { accountDeletionBody } from '@cuecoach/contracts';
import { fromNodeHeaders } from 'better-auth/node';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/guard.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { authSessions, creditLedger, profiles, sessions, users } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { findProfile } from '../profiles/profile-store.ts';
import { deleteAllSessionsOfUser } from '../sessions/delete.ts';
import type { Storage } from '../storage/storage.ts';
import { removeUploadsOf } from '../uploads/staging-store.ts';

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
  (deps: { config: Config; database: Database; storage: Storage }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;
    const { storage } = deps;

    app.get(
      '/account/export',
      {
        preHandler: requireUser,
        schema: { tags: ['account'], summary: 'Everything stored about me, as a JSON download' },
      },
      async (request, reply) => {
        const userId = request.user.id;
        const [user] = await db.select().from(users).where(eq(users.id, userId));
        if (!user) throw notFound('User');
        const sessionRows = await db
          .select()
          .from(sessions)
          .where(eq(sessions.userId, userId))
          .orderBy(asc(sessions.createdAt));
        const ledger = await db
          .select()
          .from(creditLedger)
          .where(eq(creditLedger.userId, userId))
          .orderBy(asc(creditLedger.createdAt));
        const body = {
          exportedAt: new Date().toISOString(),
          account: {
            id: user.id,
            email: user.email,
            emailVerified: user.emailVerified,
            role: user.role,
            status: user.status,
            locale: user.locale,
            createdAt: user.createdAt,
            lastLoginAt: user.lastLoginAt,
          },
          profile: await findProfile(db, userId),
          // Internal bookkeeping (storage paths, job ids, heartbeats) is not the user's data and is left out.
          sessions: sessionRows.map(({ storagePath, jobId, heartbeatAt, userId: _u, uploadId, ...rest }) => rest),
          creditLedger: ledger.map(({ idempotencyKey, userId: _u, ...rest }) => rest),
        };
        const day = new Date().toISOString().slice(0, 10);
        reply.header('content-disposition', `attachment; filename="cuecoach-data-${day}.json"`);
        reply.header('cache-control', 'no-store');
        return body;
      },
    );

    app.post(
      '/account/deletion',
      {
        preHandler: requireUser,
        schema: {
          tags: ['account'],
          summary: 'Delete my account: content now, account marked deletion_requested, signed out everywhere',
          body: accountDeletionBody,
          response: { 200: z.object({ status: z.literal('deletion_requested'), deletedSessions: z.number().int() }) },
        },
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
        // Then the status: from here the account cannot sign in, so nothing new is uploaded while we clean up.
        await db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({
              status: 'deletion_requested',
              deletionRequestedAt: new Date(),
              deletionReason: reason,
              deletionDetail: detail || null,
            })
            .where(eq(users.id, userId));
          await tx.delete(profiles).where(eq(profiles.userId, userId));
          await tx.delete(authSessions).where(eq(authSessions.userId, userId));
        });
        // Unfinished uploads too: their bytes are the user's content, not something to keep until expiry.
        await removeUploadsOf(db, path.join(deps.config.storageDir, 'uploads'), userId);
        const deletedSessions = await deleteAllSessionsOfUser(
          { database: deps.database, storage, log: request.log },
          userId,
        );
        request.log.info({ event: 'account_deletion_requested', userId, reason, deletedSessions }, 'account');
        return { status: 'deletion_requested' as const, deletedSessions };
      },
    );
  };
