import { reviewCommentKinds } from '@cuecoach/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { sessions } from './sessions.ts';

/**
 * Peer feedback (docs/reviews.md). Every row hangs off its session with ON DELETE CASCADE: deleting a session
 * removes its shares, access, comments and notices in the same statement.
 */

/**
 * A way into a session for reviewers: an e-mail invitation (bound to `email`, acceptable until `expiresAt`, then
 * access lasts until revoked) or a link (anyone signed in who opens it before `expiresAt`; access ends with it).
 * Only the token's SHA-256 is stored; the token itself is in the mail or the copied link.
 */
export const reviewShares = pgTable(
  'review_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id').notNull(),
    kind: text('kind', { enum: ['invitation', 'link'] }).notNull(),
    /** Invitations: the invited address, lower-cased. */
    email: text('email'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Invitations: when the invited person opened it (it cannot be used a second time). */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    index('review_shares_session_idx').on(t.sessionId),
    index('review_shares_owner_created_idx').on(t.ownerId, t.createdAt),
    check('review_shares_kind_check', sql`${t.kind} in ('invitation', 'link')`),
    check('review_shares_email_check', sql`(${t.kind} = 'invitation') = (${t.email} is not null)`),
  ],
);

/**
 * One reviewer's access to one session, through one share. Revoking marks the row (so a still-open link cannot let
 * the same person back in) and deletes their comments on the session.
 */
export const reviewGrants = pgTable(
  'review_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shareId: uuid('share_id')
      .notNull()
      .references(() => reviewShares.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    reviewerId: text('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    unique('review_grants_share_reviewer_unique').on(t.shareId, t.reviewerId),
    index('review_grants_reviewer_idx').on(t.reviewerId),
    index('review_grants_session_idx').on(t.sessionId),
  ],
);

/** A thread (parent_id null: kind and moment set) or a reply in one (parent_id set). */
export const reviewComments = pgTable(
  'review_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => reviewComments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: reviewCommentKinds }),
    startSec: real('start_sec'),
    endSec: real('end_sec'),
    segmentIndex: integer('segment_index'),
    body: text('body').notNull(),
    rewrite: text('rewrite'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('review_comments_session_idx').on(t.sessionId, t.createdAt),
    index('review_comments_parent_idx').on(t.parentId),
    index('review_comments_author_idx').on(t.authorId, t.createdAt),
    check('review_comments_kind_check', sql`${t.kind} is null or ${t.kind} in ('praise', 'suggestion', 'question')`),
    check(
      'review_comments_thread_check',
      sql`(${t.parentId} is null) = (${t.kind} is not null and ${t.startSec} is not null and ${t.endSec} is not null)`,
    ),
  ],
);

/**
 * In-app notices, batched: comments arriving on one session for one reader add to the same unread, unmailed
 * notice. `mailDueAt` is when its e-mail goes out (the batching window after the first comment); `mailedAt` once it
 * has (or was skipped by the reader's preference).
 */
export const reviewNotices = pgTable(
  'review_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['review', 'reply'] }).notNull(),
    count: integer('count').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    mailDueAt: timestamp('mail_due_at', { withTimezone: true }).notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    index('review_notices_user_idx').on(t.userId, t.updatedAt),
    index('review_notices_mail_due_idx').on(t.mailDueAt),
    check('review_notices_kind_check', sql`${t.kind} in ('review', 'reply')`),
  ],
);
