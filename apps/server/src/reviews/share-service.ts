import { type ReviewAccess, reviewLimits } from '@cuecoach/contracts';
import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client.ts';
import { reviewComments, reviewGrants, reviewNotices, reviewShares } from '../db/schema/index.ts';
import { AppError, notFound, rateLimited } from '../errors.ts';
import { getOwnedSession, isUuid } from '../sessions/repository.ts';
import { displayNames, hashReviewToken, liveGrant, newReviewToken } from './access.ts';

const hourMs = 3600_000;

/**
 * The instructor's side of sharing: invitations, links, who has access, revoking. Every function starts from
 * `getOwnedSession`, so only the session's owner gets past the first line — a reviewer cannot re-share, and
 * anyone else gets the same 404 as for an unknown session.
 */

/** At most `invitesPerHour` invitations and links per instructor per hour, counted in the database (any process). */
async function checkInviteRate(db: DbOrTx, ownerId: string): Promise<void> {
  const since = new Date(Date.now() - hourMs);
  const [row] = await db
    .select({ n: count(), oldest: sql<string | null>`min(${reviewShares.createdAt})` })
    .from(reviewShares)
    .where(and(eq(reviewShares.ownerId, ownerId), gt(reviewShares.createdAt, since)));
  if ((row?.n ?? 0) >= reviewLimits.invitesPerHour) {
    const oldest = row?.oldest ? new Date(row.oldest).getTime() : Date.now();
    throw rateLimited(Math.max(1, Math.ceil((oldest + hourMs - Date.now()) / 1000)));
  }
}

/** People with access plus open invitations may not exceed `reviewersPerSession`. */
async function checkRoom(db: DbOrTx, sessionId: string): Promise<void> {
  const [grants] = await db
    .select({ n: count() })
    .from(reviewGrants)
    .innerJoin(reviewShares, eq(reviewShares.id, reviewGrants.shareId))
    .where(and(eq(reviewGrants.sessionId, sessionId), liveGrant));
  const [pending] = await db
    .select({ n: count() })
    .from(reviewShares)
    .where(
      and(
        eq(reviewShares.sessionId, sessionId),
        eq(reviewShares.kind, 'invitation'),
        isNull(reviewShares.acceptedAt),
        gt(reviewShares.expiresAt, sql`now()`),
      ),
    );
  if ((grants?.n ?? 0) + (pending?.n ?? 0) >= reviewLimits.reviewersPerSession) {
    throw new AppError(409, 'review_too_many_reviewers', 'This session has the most reviewers allowed', {
      max: reviewLimits.reviewersPerSession,
    });
  }
}

/** Creates an invitation bound to `email` (replacing an open one to the same address) and returns its token. */
export async function createInvitation(
  database: Database,
  owner: { id: string; email: string },
  sessionId: string,
  email: string,
): Promise<{ shareId: string; token: string; title: string; expiresAt: Date }> {
  const db = database.db;
  const session = await getOwnedSession(db, owner.id, sessionId);
  if (email === owner.email.toLowerCase()) {
    throw new AppError(400, 'review_self_invite', 'You cannot invite yourself');
  }
  await checkInviteRate(db, owner.id);
  const { token, hash } = newReviewToken();
  const expiresAt = new Date(Date.now() + reviewLimits.invitationDays * 24 * hourMs);
  const shareId = await db.transaction(async (tx) => {
    await tx
      .delete(reviewShares)
      .where(
        and(
          eq(reviewShares.sessionId, session.id),
          eq(reviewShares.kind, 'invitation'),
          eq(reviewShares.email, email),
          isNull(reviewShares.acceptedAt),
        ),
      );
    await checkRoom(tx, session.id);
    const [row] = await tx
      .insert(reviewShares)
      .values({ sessionId: session.id, ownerId: owner.id, kind: 'invitation', email, tokenHash: hash, expiresAt })
      .returning({ id: reviewShares.id });
    return row?.id ?? '';
  });
  return { shareId, token, title: session.title, expiresAt };
}

/** A link anyone signed in may open until it expires (24 h or 7 days); their access ends with it. */
export async function createLink(
  db: DbOrTx,
  ownerId: string,
  sessionId: string,
  hours: number,
): Promise<{ shareId: string; token: string; expiresAt: Date }> {
  const session = await getOwnedSession(db, ownerId, sessionId);
  await checkInviteRate(db, ownerId);
  const { token, hash } = newReviewToken();
  const expiresAt = new Date(Date.now() + hours * hourMs);
  const [row] = await db
    .insert(reviewShares)
    .values({ sessionId: session.id, ownerId, kind: 'link', tokenHash: hash, expiresAt })
    .returning({ id: reviewShares.id });
  if (!row) throw new Error('link not stored');
  return { shareId: row.id, token, expiresAt };
}

/** Who can read the session now, open invitations and every link (expired ones say so). */
export async function accessList(db: DbOrTx, ownerId: string, sessionId: string): Promise<ReviewAccess> {
  const session = await getOwnedSession(db, ownerId, sessionId);
  const shares = await db.select().from(reviewShares).where(eq(reviewShares.sessionId, session.id));
  const grants = await db
    .select({ grant: reviewGrants, kind: reviewShares.kind, expiresAt: reviewShares.expiresAt })
    .from(reviewGrants)
    .innerJoin(reviewShares, eq(reviewShares.id, reviewGrants.shareId))
    .where(and(eq(reviewGrants.sessionId, session.id), liveGrant));
  const names = await displayNames(
    db,
    grants.map((g) => g.grant.reviewerId),
  );
  const now = Date.now();
  return {
    reviewers: grants.map((g) => ({
      grantId: g.grant.id,
      name: names.get(g.grant.reviewerId)?.name ?? '',
      email: names.get(g.grant.reviewerId)?.email ?? '',
      via: g.kind,
      since: g.grant.createdAt.toISOString(),
      expiresAt: g.kind === 'link' ? g.expiresAt.toISOString() : null,
    })),
    invitations: shares
      .filter((s) => s.kind === 'invitation' && s.acceptedAt === null && s.email !== null)
      .map((s) => ({
        shareId: s.id,
        email: s.email ?? '',
        sentAt: s.createdAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
      })),
    links: shares
      .filter((s) => s.kind === 'link')
      .map((s) => ({
        shareId: s.id,
        createdAt: s.createdAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
        expired: s.expiresAt.getTime() <= now,
        reviewers: grants.filter((g) => g.grant.shareId === s.id).length,
      })),
  };
}

/**
 * Removes what revoked reviewers wrote on the session (threads with their replies, their replies elsewhere) and
 * their notices about it — unless they still have access another way (a second link or invitation).
 */
async function removeReviewerTraces(tx: DbOrTx, sessionId: string, reviewerIds: string[]): Promise<void> {
  if (reviewerIds.length === 0) return;
  const stillIn = await tx
    .select({ id: reviewGrants.reviewerId })
    .from(reviewGrants)
    .innerJoin(reviewShares, eq(reviewShares.id, reviewGrants.shareId))
    .where(and(eq(reviewGrants.sessionId, sessionId), inArray(reviewGrants.reviewerId, reviewerIds), liveGrant));
  const gone = reviewerIds.filter((id) => !stillIn.some((s) => s.id === id));
  if (gone.length === 0) return;
  await tx
    .delete(reviewComments)
    .where(and(eq(reviewComments.sessionId, sessionId), inArray(reviewComments.authorId, gone)));
  await tx
    .delete(reviewNotices)
    .where(and(eq(reviewNotices.sessionId, sessionId), inArray(reviewNotices.userId, gone)));
}

/** Revokes one reviewer's access (and removes their comments). */
export async function revokeGrant(db: Database['db'], ownerId: string, sessionId: string, grantId: string) {
  const session = await getOwnedSession(db, ownerId, sessionId);
  if (!isUuid(grantId)) throw notFound('Reviewer');
  await db.transaction(async (tx) => {
    const [grant] = await tx
      .update(reviewGrants)
      .set({ revokedAt: new Date() })
      .where(and(eq(reviewGrants.id, grantId), eq(reviewGrants.sessionId, session.id), isNull(reviewGrants.revokedAt)))
      .returning();
    if (!grant) throw notFound('Reviewer');
    await removeReviewerTraces(tx, session.id, [grant.reviewerId]);
  });
}

/** Revokes an invitation or a link: nobody can open it any more, and everyone who came through it loses access. */
export async function revokeShare(db: Database['db'], ownerId: string, sessionId: string, shareId: string) {
  const session = await getOwnedSession(db, ownerId, sessionId);
  if (!isUuid(shareId)) throw notFound('Share');
  await db.transaction(async (tx) => {
    const reviewers = await tx
      .select({ id: reviewGrants.reviewerId })
      .from(reviewGrants)
      .where(eq(reviewGrants.shareId, shareId));
    const [share] = await tx
      .delete(reviewShares)
      .where(and(eq(reviewShares.id, shareId), eq(reviewShares.sessionId, session.id)))
      .returning({ id: reviewShares.id });
    if (!share) throw notFound('Share');
    await removeReviewerTraces(
      tx,
      session.id,
      reviewers.map((r) => r.id),
    );
  });
}

/** Masks an address for a refusal: the reader learns which of their addresses to use, not the whole of it. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(1, Math.min(local.length - 1, 5)))}@${domain}`;
}

/**
 * A signed-in person opens an invitation or link token. An invitation works once, for the invited address only;
 * a link for anyone until it expires, except someone the instructor revoked. The owner is sent to their session.
 */
export async function joinWithToken(
  db: Database['db'],
  user: { id: string; email: string },
  token: string,
): Promise<{ sessionId: string; role: 'owner' | 'reviewer'; joined: boolean }> {
  const [share] = await db
    .select()
    .from(reviewShares)
    .where(eq(reviewShares.tokenHash, hashReviewToken(token)))
    .limit(1);
  if (!share) throw new AppError(404, 'review_link_invalid', 'This review link is not valid (revoked or unknown)');
  if (share.ownerId === user.id) return { sessionId: share.sessionId, role: 'owner', joined: false };
  const [existing] = await db
    .select()
    .from(reviewGrants)
    .where(and(eq(reviewGrants.shareId, share.id), eq(reviewGrants.reviewerId, user.id)))
    .limit(1);
  if (existing?.revokedAt) {
    throw new AppError(404, 'review_link_invalid', 'This review link is not valid (revoked or unknown)');
  }
  const linkOver = share.kind === 'link' && share.expiresAt.getTime() <= Date.now();
  if (linkOver) throw new AppError(410, 'review_link_expired', 'This review link has expired');
  if (existing) return { sessionId: share.sessionId, role: 'reviewer', joined: false };
  if (share.kind === 'invitation') {
    if (share.acceptedAt) {
      throw new AppError(404, 'review_link_invalid', 'This invitation has already been used');
    }
    if (share.expiresAt.getTime() <= Date.now()) {
      throw new AppError(410, 'review_link_expired', 'This invitation has expired');
    }
    if (share.email !== user.email.toLowerCase()) {
      throw new AppError(403, 'review_invite_other_email', 'This invitation is for another e-mail address', {
        hint: maskEmail(share.email ?? ''),
      });
    }
  }
  const joined = await db.transaction(async (tx) => {
    if (share.kind === 'invitation') {
      const [claimed] = await tx
        .update(reviewShares)
        .set({ acceptedAt: new Date() })
        .where(and(eq(reviewShares.id, share.id), isNull(reviewShares.acceptedAt)))
        .returning({ id: reviewShares.id });
      if (!claimed) throw new AppError(404, 'review_link_invalid', 'This invitation has already been used');
    }
    const rows = await tx
      .insert(reviewGrants)
      .values({ shareId: share.id, sessionId: share.sessionId, reviewerId: user.id })
      .onConflictDoNothing()
      .returning({ id: reviewGrants.id });
    return rows.length > 0;
  });
  return { sessionId: share.sessionId, role: 'reviewer', joined };
}
