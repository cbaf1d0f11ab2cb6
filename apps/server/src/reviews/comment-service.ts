import {
  type NewReviewComment,
  type newReviewComment,
  type ReviewRole,
  type ReviewThread,
  reviewLimits,
} from '@cuecoach/contracts';
import { and, asc, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Database, DbOrTx } from '../db/client.ts';
import { type reviewComments as commentsTable, reviewComments, type SessionRow } from '../db/schema/index.ts';
import { AppError, notFound, rateLimited } from '../errors.ts';
import { isUuid } from '../sessions/repository.ts';
import { displayNames, sessionAccess } from './access.ts';
import { recordNotice } from './notices.ts';

type CommentRow = typeof commentsTable.$inferSelect;

export type { NewReviewComment };

/** Every thread of the session with its replies, oldest first, as the owner or a reviewer reads them. */
export async function listThreads(db: DbOrTx, viewerId: string, session: SessionRow): Promise<ReviewThread[]> {
  const rows = await db
    .select()
    .from(reviewComments)
    .where(eq(reviewComments.sessionId, session.id))
    .orderBy(asc(reviewComments.createdAt));
  const names = await displayNames(
    db,
    rows.map((r) => r.authorId),
  );
  const author = (id: string) => ({
    id,
    name: names.get(id)?.name ?? '',
    role: (id === session.userId ? 'owner' : 'reviewer') as ReviewRole,
  });
  const threads = rows.filter((r) => r.parentId === null);
  return threads.map((t) => toThread(t, rows, author, viewerId));
}

function toThread(
  t: CommentRow,
  rows: CommentRow[],
  author: (id: string) => { id: string; name: string; role: ReviewRole },
  viewerId: string,
): ReviewThread {
  return {
    id: t.id,
    author: author(t.authorId),
    kind: t.kind ?? 'suggestion',
    startSec: t.startSec ?? 0,
    endSec: t.endSec ?? 0,
    segmentIndex: t.segmentIndex,
    body: t.body,
    rewrite: t.rewrite,
    createdAt: t.createdAt.toISOString(),
    resolvedAt: t.resolvedAt?.toISOString() ?? null,
    mine: t.authorId === viewerId,
    replies: rows
      .filter((r) => r.parentId === t.id)
      .map((r) => ({
        id: r.id,
        author: author(r.authorId),
        body: r.body,
        createdAt: r.createdAt.toISOString(),
        mine: r.authorId === viewerId,
      })),
  };
}

/** `commentsPerHour` comments and replies per person, counted in the database. */
async function checkCommentRate(db: DbOrTx, authorId: string): Promise<void> {
  const [row] = await db
    .select({ n: count() })
    .from(reviewComments)
    .where(and(eq(reviewComments.authorId, authorId), gt(reviewComments.createdAt, new Date(Date.now() - 3600_000))));
  if ((row?.n ?? 0) >= reviewLimits.commentsPerHour) throw rateLimited(600);
}

/** Whether the author has written a comment before (anywhere): the first one is a funnel step. */
async function hasCommented(db: DbOrTx, authorId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: reviewComments.id })
    .from(reviewComments)
    .where(eq(reviewComments.authorId, authorId))
    .limit(1);
  return Boolean(row);
}

/** A new thread on a moment. A moment past the end of the recording is refused. */
export async function createThread(
  database: Database,
  user: { id: string },
  sessionId: string,
  input: z.output<typeof newReviewComment>,
  mailBatchMs: number,
): Promise<{ thread: ReviewThread; firstComment: boolean }> {
  const db = database.db;
  const { row: session } = await sessionAccess(db, user.id, sessionId);
  const duration = session.durationSec ?? 0;
  const segments = Array.isArray(session.segments) ? session.segments.length : 0;
  if (
    (duration > 0 && input.startSec > duration + 1) ||
    (input.segmentIndex !== null && input.segmentIndex >= segments)
  ) {
    throw new AppError(400, 'validation_failed', 'The moment is outside the recording', { field: 'startSec' });
  }
  await checkCommentRate(db, user.id);
  const firstComment = !(await hasCommented(db, user.id));
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviewComments)
      .values({
        sessionId: session.id,
        authorId: user.id,
        kind: input.kind,
        startSec: input.startSec,
        endSec: Math.min(input.endSec, duration > 0 ? duration + 1 : input.endSec),
        segmentIndex: input.segmentIndex,
        body: input.body,
        rewrite: input.rewrite ?? null,
      })
      .returning({ id: reviewComments.id });
    if (user.id !== session.userId) await recordNotice(tx, session.userId, session.id, 'review', mailBatchMs);
    return row?.id ?? '';
  });
  const thread = (await listThreads(db, user.id, session)).find((t) => t.id === id);
  if (!thread) throw notFound('Comment');
  return { thread, firstComment };
}

async function findThread(db: DbOrTx, sessionId: string, commentId: string): Promise<CommentRow> {
  if (!isUuid(commentId)) throw notFound('Comment');
  const [row] = await db
    .select()
    .from(reviewComments)
    .where(
      and(eq(reviewComments.id, commentId), eq(reviewComments.sessionId, sessionId), isNull(reviewComments.parentId)),
    )
    .limit(1);
  if (!row) throw notFound('Comment');
  return row;
}

/**
 * A reply in a thread. A reviewer's reply tells the instructor (a review arrived); the instructor's reply tells
 * every reviewer in the thread (their thread was answered).
 */
export async function replyToThread(
  database: Database,
  user: { id: string },
  sessionId: string,
  commentId: string,
  body: string,
  mailBatchMs: number,
): Promise<ReviewThread> {
  const db = database.db;
  const { row: session } = await sessionAccess(db, user.id, sessionId);
  const thread = await findThread(db, session.id, commentId);
  await checkCommentRate(db, user.id);
  await db.transaction(async (tx) => {
    await tx.insert(reviewComments).values({ sessionId: session.id, authorId: user.id, parentId: thread.id, body });
    if (user.id !== session.userId) {
      await recordNotice(tx, session.userId, session.id, 'review', mailBatchMs);
      return;
    }
    const replies = await tx
      .select({ authorId: reviewComments.authorId })
      .from(reviewComments)
      .where(eq(reviewComments.parentId, thread.id));
    const reviewers = new Set([thread.authorId, ...replies.map((r) => r.authorId)]);
    reviewers.delete(session.userId);
    for (const reviewerId of reviewers) await recordNotice(tx, reviewerId, session.id, 'reply', mailBatchMs);
  });
  const threads = await listThreads(db, user.id, session);
  const found = threads.find((t) => t.id === thread.id);
  if (!found) throw notFound('Comment');
  return found;
}

/** The instructor marks a thread resolved (or open again). Reviewers get 404, like any other stranger to the action. */
export async function resolveThread(
  db: DbOrTx,
  user: { id: string },
  sessionId: string,
  commentId: string,
  resolved: boolean,
): Promise<ReviewThread> {
  const { row: session, role } = await sessionAccess(db, user.id, sessionId);
  if (role !== 'owner') throw notFound('Comment');
  const thread = await findThread(db, session.id, commentId);
  await db
    .update(reviewComments)
    .set({ resolvedAt: resolved ? (thread.resolvedAt ?? new Date()) : null })
    .where(eq(reviewComments.id, thread.id));
  const found = (await listThreads(db, user.id, session)).find((t) => t.id === thread.id);
  if (!found) throw notFound('Comment');
  return found;
}

/** Authors delete their own comment or reply (a thread goes with its replies); nobody deletes someone else's. */
export async function deleteComment(db: DbOrTx, user: { id: string }, sessionId: string, commentId: string) {
  const { row: session } = await sessionAccess(db, user.id, sessionId);
  if (!isUuid(commentId)) throw notFound('Comment');
  const rows = await db
    .delete(reviewComments)
    .where(
      and(
        eq(reviewComments.id, commentId),
        eq(reviewComments.sessionId, session.id),
        eq(reviewComments.authorId, user.id),
      ),
    )
    .returning({ id: reviewComments.id });
  if (rows.length === 0) throw notFound('Comment');
}

/** Open (unresolved) threads per session, for the mentor's list. */
export async function openThreadCounts(db: DbOrTx, sessionIds: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (sessionIds.length === 0) return out;
  const rows = await db
    .select({ sessionId: reviewComments.sessionId, n: count() })
    .from(reviewComments)
    .where(
      and(
        inArray(reviewComments.sessionId, sessionIds),
        isNull(reviewComments.parentId),
        isNull(reviewComments.resolvedAt),
      ),
    )
    .groupBy(reviewComments.sessionId);
  for (const r of rows) out.set(r.sessionId, r.n);
  return out;
}
