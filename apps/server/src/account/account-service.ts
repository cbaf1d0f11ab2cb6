import path from 'node:path';
import type { AccountDeletionBody } from '@cuecoach/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { authSessions, creditLedger, profiles, sessions, users } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { findProfile } from '../profiles/profile-store.ts';
import { deleteAllSessionsOfUser } from '../sessions/delete.ts';
import type { Storage } from '../storage/storage.ts';
import { removeUploadsOf } from '../uploads/staging-store.ts';

/** Everything stored about the user, for `GET /account/export` (internal bookkeeping left out). */
export async function accountExport(db: Db, userId: string) {
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
  return {
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
}

/**
 * The deletion request after the sign-out everywhere: marks the account `deletion_requested` (it cannot sign in from
 * here, so nothing new is uploaded while we clean up), removes the profile, sign-in sessions, unfinished uploads and
 * every session with its files. Returns how many sessions were deleted.
 */
export async function deleteAccountContent(
  deps: { config: Config; database: Database; storage: Storage; log: FastifyBaseLogger },
  userId: string,
  { reason, detail }: AccountDeletionBody,
): Promise<number> {
  const { db } = deps.database;
  // The status first: from here the account cannot sign in, so nothing new is uploaded while we clean up.
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
  return deleteAllSessionsOfUser({ database: deps.database, storage: deps.storage, log: deps.log }, userId);
}
