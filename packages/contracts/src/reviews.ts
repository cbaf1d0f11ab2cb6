import { z } from 'zod/mini';
import { allowedCharacters, firstRefusedCommentCharacter } from './free-text.ts';
import { sessionDetail, sessionKeyScores, sessionStatusSchema } from './sessions.ts';

/**
 * Peer feedback (docs/reviews.md): an instructor shares a session with reviewers (by e-mail invitation or an
 * expiring link); reviewers and the instructor comment on moments of the class; replies form threads.
 */

export const reviewCommentKinds = ['praise', 'suggestion', 'question'] as const;
export type ReviewCommentKind = (typeof reviewCommentKinds)[number];

/** How long a review link gives access: 24 hours or 7 days. */
export const reviewLinkHours = [24, 168] as const;

export const reviewLimits = {
  /** Characters of a comment or reply. */
  bodyMax: 2000,
  /** Characters of a rewritten cue. */
  rewriteMax: 300,
  /** Invitations and links one instructor may create per hour (all sessions together). */
  invitesPerHour: 20,
  /** People with access to one session at once (reviewers and open invitations). */
  reviewersPerSession: 20,
  /** Comments and replies one person may post per hour. */
  commentsPerHour: 120,
  /** Days an e-mail invitation can be accepted; accepted access lasts until the instructor revokes it. */
  invitationDays: 7,
} as const;

/**
 * Free text a person writes for other people to read (comments, replies, a rewritten cue): the title rule of
 * free-text.ts (no markup brackets, no invisible or control characters), on several lines.
 */
export function isPlainText(value: string): boolean {
  return firstRefusedCommentCharacter(value) === null;
}

const plainText = (max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1),
      z.maxLength(max),
      allowedCharacters('comment_character_refused', firstRefusedCommentCharacter),
    );

/** The moment a thread is about: a transcript line (its index) and/or a time range in seconds. */
export const reviewMoment = z
  .object({
    startSec: z.number().check(z.minimum(0), z.maximum(6 * 3600)),
    endSec: z.number().check(z.minimum(0), z.maximum(6 * 3600)),
    segmentIndex: z._default(z.nullable(z.int().check(z.minimum(0))), null),
  })
  .check(z.refine((m) => m.endSec >= m.startSec, 'endSec must not be before startSec'));

/** POST /api/reviews/sessions/:id/comments */
export const newReviewComment = z.extend(reviewMoment, {
  kind: z.enum(reviewCommentKinds),
  body: plainText(reviewLimits.bodyMax),
  rewrite: z.optional(z.nullable(plainText(reviewLimits.rewriteMax))),
});
export type NewReviewComment = z.input<typeof newReviewComment>;

/** POST /api/reviews/sessions/:id/comments/:commentId/replies */
export const newReviewReply = z.object({ body: plainText(reviewLimits.bodyMax) });

/** POST /api/reviews/sessions/:id/comments/:commentId/resolve (the instructor only) */
export const resolveReviewThread = z.object({ resolved: z.boolean() });

export const reviewRole = z.enum(['owner', 'reviewer']);
export type ReviewRole = z.infer<typeof reviewRole>;

export const reviewAuthor = z.object({ id: z.string(), name: z.string(), role: reviewRole });

export const reviewReply = z.object({
  id: z.string(),
  author: reviewAuthor,
  body: z.string(),
  createdAt: z.string(),
  mine: z.boolean(),
});

export const reviewThread = z.object({
  id: z.string(),
  author: reviewAuthor,
  kind: z.enum(reviewCommentKinds),
  startSec: z.number(),
  endSec: z.number(),
  segmentIndex: z.nullable(z.int()),
  body: z.string(),
  rewrite: z.nullable(z.string()),
  createdAt: z.string(),
  resolvedAt: z.nullable(z.string()),
  mine: z.boolean(),
  replies: z.array(reviewReply),
});
export type ReviewThread = z.infer<typeof reviewThread>;

export const reviewThreadsResponse = z.object({ role: reviewRole, threads: z.array(reviewThread) });
export type ReviewThreadsResponse = z.infer<typeof reviewThreadsResponse>;

/** Answer to a new comment: the thread, and whether it is the author's first comment anywhere (funnel event). */
export const reviewCommentCreated = z.object({ thread: reviewThread, firstComment: z.boolean() });

/** POST /api/reviews/sessions/:id/invitations */
export const reviewInvitationRequest = z.object({
  email: z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254), z.email()),
  /** The language of the invitation mail; the instructor's UI language by default. */
  locale: z.optional(z.enum(['ko', 'en'])),
});

/** POST /api/reviews/sessions/:id/links */
export const reviewLinkRequest = z.object({
  hours: z.union([z.literal(reviewLinkHours[0]), z.literal(reviewLinkHours[1])]),
});
export const reviewLinkCreated = z.object({ shareId: z.string(), url: z.string(), expiresAt: z.string() });

/** GET /api/reviews/sessions/:id/access — who can read the session, for its instructor. */
export const reviewAccess = z.object({
  reviewers: z.array(
    z.object({
      grantId: z.string(),
      name: z.string(),
      email: z.string(),
      via: z.enum(['invitation', 'link']),
      since: z.string(),
      /** Access through a link ends with the link; an invitation's lasts until revoked (null). */
      expiresAt: z.nullable(z.string()),
    }),
  ),
  invitations: z.array(z.object({ shareId: z.string(), email: z.string(), sentAt: z.string(), expiresAt: z.string() })),
  links: z.array(
    z.object({
      shareId: z.string(),
      createdAt: z.string(),
      expiresAt: z.string(),
      expired: z.boolean(),
      reviewers: z.int(),
    }),
  ),
});
export type ReviewAccess = z.infer<typeof reviewAccess>;

/** POST /api/reviews/join — a signed-in person opens an invitation or a link. */
export const reviewJoinRequest = z.object({ token: z.string().check(z.minLength(10), z.maxLength(200)) });
/** `joined`: this request gave the access (the first time), for the funnel event. */
export const reviewJoinResponse = z.object({ sessionId: z.string(), role: reviewRole, joined: z.boolean() });

/** GET /api/reviews/sessions/:id — the session as a reviewer reads it (read-only; nothing about credits). */
export const reviewSession = z.object({
  role: reviewRole,
  instructor: z.object({ name: z.string() }),
  session: sessionDetail,
  /** The audio can be played (it is deleted with the originals; then the page says so). */
  audioAvailable: z.boolean(),
});
export type ReviewSession = z.infer<typeof reviewSession>;

/** GET /api/reviews/shared-with-me — a mentor's view: each instructor who shared, their sessions and key scores. */
export const sharedWithMe = z.object({
  instructors: z.array(
    z.object({
      instructorId: z.string(),
      name: z.string(),
      sessions: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          status: sessionStatusSchema,
          recordedOn: z.nullable(z.string()),
          createdAt: z.string(),
          scores: z.nullable(sessionKeyScores),
          openThreads: z.int(),
        }),
      ),
    }),
  ),
});
export type SharedWithMe = z.infer<typeof sharedWithMe>;

/** In-app notices: reviews that arrived on your session, answers to your threads (batched per session). */
export const reviewNotice = z.object({
  id: z.string(),
  kind: z.enum(['review', 'reply']),
  sessionId: z.string(),
  sessionTitle: z.string(),
  /** Whose session it is from the reader's side: their own (a review arrived) or one shared with them (a reply). */
  role: reviewRole,
  count: z.int(),
  at: z.string(),
  read: z.boolean(),
});
export const reviewNotices = z.object({ notices: z.array(reviewNotice), unread: z.int() });
export type ReviewNotices = z.infer<typeof reviewNotices>;
export const markNoticesRead = z.object({ ids: z.array(z.string()).check(z.maxLength(100)) });

/** GET /api/admin/reviews — counts only; an admin never reads a comment's text. */
export const adminReviewCounts = z.object({
  sharedSessions: z.int(),
  invitationsSent: z.int(),
  invitationsAccepted: z.int(),
  linksCreated: z.int(),
  activeReviewers: z.int(),
  threads: z.int(),
  replies: z.int(),
  /** People who have written at least one comment (the last funnel step). */
  commenters: z.int(),
});
export type AdminReviewCounts = z.infer<typeof adminReviewCounts>;
