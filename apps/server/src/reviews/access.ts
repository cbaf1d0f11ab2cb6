import { createHash, randomBytes } from 'node:crypto';
import type { ReviewRole } from '@cuecoach/contracts';
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { profiles, reviewGrants, reviewShares, type SessionRow, sessions, users } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { findOwnedSession, isUuid } from '../sessions/repository.ts';

/** A random token for a review link or an invitation; only its hash is stored. */
export function newReviewToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashReviewToken(token) };
}

export function hashReviewToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The condition under which a grant still opens its session: not revoked, and its share is an invitation (lasts
 * until revoked) or a link that has not expired. Revoking a whole share deletes it with its grants.
 */
export const liveGrant = and(
  isNull(reviewGrants.revokedAt),
  or(eq(reviewShares.kind, 'invitation'), gt(reviewShares.expiresAt, sql`now()`)),
);

/**
 * Who `userId` is to the session: its owner, a reviewer with live access, or nobody — then 404, exactly as for an
 * unknown id, so a stranger, a revoked reviewer and another instructor learn nothing (not even that it exists).
 */
export async function sessionAccess(
  db: DbOrTx,
  userId: string,
  sessionId: string,
): Promise<{ row: SessionRow; role: ReviewRole }> {
  if (!isUuid(sessionId)) throw notFound('Session');
  const owned = await findOwnedSession(db, userId, sessionId);
  if (owned) return { row: owned, role: 'owner' };
  const [row] = await db
    .select({ session: sessions })
    .from(reviewGrants)
    .innerJoin(reviewShares, eq(reviewShares.id, reviewGrants.shareId))
    .innerJoin(sessions, eq(sessions.id, reviewGrants.sessionId))
    .where(and(eq(reviewGrants.sessionId, sessionId), eq(reviewGrants.reviewerId, userId), liveGrant))
    .limit(1);
  if (!row) throw notFound('Session');
  return { row: row.session, role: 'reviewer' };
}

/** Display names: the profile's nickname, else the part of the e-mail before the @. */
export async function displayNames(
  db: DbOrTx,
  userIds: string[],
): Promise<Map<string, { name: string; email: string }>> {
  const ids = [...new Set(userIds)];
  const out = new Map<string, { name: string; email: string }>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ id: users.id, email: users.email, nickname: profiles.nickname })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, ids));
  for (const r of rows) out.set(r.id, { name: r.nickname ?? r.email.split('@')[0] ?? r.email, email: r.email });
  return out;
}
