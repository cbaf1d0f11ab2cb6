import type { ReviewNotices } from '@cuecoach/contracts';
import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { profiles, reviewNotices, sessions, users } from '../db/schema/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import { reviewDigestEmail } from './review-mail.ts';

/**
 * Batching: comments arriving for one reader on one session add to the same notice while it is unread and its
 * mail has not gone; its mail goes `batchMs` after the first of them, so a reviewer writing ten comments in a
 * sitting sends the instructor one e-mail.
 */
export async function recordNotice(
  tx: DbOrTx,
  userId: string,
  sessionId: string,
  kind: 'review' | 'reply',
  batchMs: number,
): Promise<void> {
  const updated = await tx
    .update(reviewNotices)
    .set({ count: sql`${reviewNotices.count} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(reviewNotices.userId, userId),
        eq(reviewNotices.sessionId, sessionId),
        eq(reviewNotices.kind, kind),
        isNull(reviewNotices.readAt),
        isNull(reviewNotices.mailedAt),
      ),
    )
    .returning({ id: reviewNotices.id });
  if (updated.length > 0) return;
  await tx.insert(reviewNotices).values({ userId, sessionId, kind, mailDueAt: new Date(Date.now() + batchMs) });
}

/** The reader's latest notices (none when they turned in-app notices off). */
export async function listNotices(db: DbOrTx, userId: string): Promise<ReviewNotices> {
  const [pref] = await db
    .select({ inApp: profiles.notifyReviewInApp })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  if (pref && !pref.inApp) return { notices: [], unread: 0 };
  const rows = await db
    .select({ notice: reviewNotices, title: sessions.title, ownerId: sessions.userId })
    .from(reviewNotices)
    .innerJoin(sessions, eq(sessions.id, reviewNotices.sessionId))
    .where(eq(reviewNotices.userId, userId))
    .orderBy(desc(reviewNotices.updatedAt))
    .limit(30);
  const notices = rows.map((r) => ({
    id: r.notice.id,
    kind: r.notice.kind,
    sessionId: r.notice.sessionId,
    sessionTitle: r.title,
    role: r.ownerId === userId ? ('owner' as const) : ('reviewer' as const),
    count: r.notice.count,
    at: r.notice.updatedAt.toISOString(),
    read: r.notice.readAt !== null,
  }));
  return { notices, unread: notices.filter((n) => !n.read).length };
}

/** Marks the reader's own notices read (ids of someone else's are ignored). */
export async function markNoticesRead(db: DbOrTx, userId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(reviewNotices)
    .set({ readAt: new Date() })
    .where(and(eq(reviewNotices.userId, userId), inArray(reviewNotices.id, ids), isNull(reviewNotices.readAt)));
}

/** Opening a session's reviews reads its notices: the reader has seen what they announced. */
export async function markSessionNoticesRead(db: DbOrTx, userId: string, sessionId: string): Promise<void> {
  await db
    .update(reviewNotices)
    .set({ readAt: new Date() })
    .where(and(eq(reviewNotices.userId, userId), eq(reviewNotices.sessionId, sessionId), isNull(reviewNotices.readAt)));
}

/**
 * Sends the mails that are due: one mail per reader listing every due notice. Each notice is claimed by setting
 * `mailedAt` first, so two processes never send the same one. A reader who turned review e-mails off is skipped.
 */
export async function sendDueReviewMails(
  db: DbOrTx,
  mailer: Mailer,
  appOrigin: string,
  log: FastifyBaseLogger,
): Promise<number> {
  const claimed = await db
    .update(reviewNotices)
    .set({ mailedAt: new Date() })
    .where(and(isNull(reviewNotices.mailedAt), lte(reviewNotices.mailDueAt, new Date())))
    .returning();
  if (claimed.length === 0) return 0;
  const sessionIds = [...new Set(claimed.map((n) => n.sessionId))];
  const userIds = [...new Set(claimed.map((n) => n.userId))];
  const titles = new Map(
    (
      await db.select({ id: sessions.id, title: sessions.title }).from(sessions).where(inArray(sessions.id, sessionIds))
    ).map((s) => [s.id, s.title]),
  );
  const readers = await db
    .select({ id: users.id, email: users.email, locale: users.locale, wants: profiles.notifyReviewEmail })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, userIds));
  let sent = 0;
  for (const reader of readers) {
    if (reader.wants === false) continue;
    const items = claimed
      .filter((n) => n.userId === reader.id && titles.has(n.sessionId))
      .map((n) => ({ kind: n.kind, sessionId: n.sessionId, title: titles.get(n.sessionId) ?? '', count: n.count }));
    if (items.length === 0) continue;
    const locale = reader.locale === 'en' ? 'en' : 'ko';
    try {
      await mailer.send(reviewDigestEmail({ to: reader.email, locale, appOrigin, items }));
      sent++;
    } catch (err) {
      log.error({ err }, 'review notice mail could not be sent');
    }
  }
  return sent;
}
