import { z } from 'zod/mini';
import {
  markNoticesRead,
  newReviewComment,
  newReviewReply,
  resolveReviewThread,
  reviewAccess,
  reviewCommentCreated,
  reviewInvitationRequest,
  reviewJoinRequest,
  reviewJoinResponse,
  reviewLinkCreated,
  reviewLinkRequest,
  reviewNotices,
  reviewSession,
  reviewThread,
  reviewThreadsResponse,
  sharedWithMe as sharedWithMeSchema,
} from '../reviews.ts';
import { route } from './route.ts';

// Peer feedback on one session: its owner and the reviewers it was shared with. A session the caller may not read
// answers 404, like an unknown id.
const idParams = z.object({ id: z.string() });
const commentParams = z.object({ id: z.string(), commentId: z.string() });

/** The session as a reviewer (or its owner) sees it, with the caller's role. */
export const session = route({
  method: 'GET',
  path: '/reviews/sessions/:id',
  access: 'user',
  params: idParams,
  response: reviewSession,
  errors: ['not_found'],
});
/** The shared session's audio for the player (Range requests), while the original is kept. */
export const audio = route({
  method: 'GET',
  path: '/reviews/sessions/:id/audio',
  access: 'user',
  params: idParams,
  kind: 'download',
  errors: ['not_found', 'original_deleted'],
});
/** Threads on the session's moments; reading them marks the session's notices read. */
export const comments = route({
  method: 'GET',
  path: '/reviews/sessions/:id/comments',
  access: 'user',
  params: idParams,
  response: reviewThreadsResponse,
  errors: ['not_found'],
});
export const createComment = route({
  method: 'POST',
  path: '/reviews/sessions/:id/comments',
  access: 'user',
  params: idParams,
  body: newReviewComment,
  response: reviewCommentCreated,
  errors: ['not_found'],
});
export const reply = route({
  method: 'POST',
  path: '/reviews/sessions/:id/comments/:commentId/replies',
  access: 'user',
  params: commentParams,
  body: newReviewReply,
  response: reviewThread,
  errors: ['not_found'],
});
export const resolve = route({
  method: 'POST',
  path: '/reviews/sessions/:id/comments/:commentId/resolve',
  access: 'user',
  params: commentParams,
  body: resolveReviewThread,
  response: reviewThread,
  errors: ['not_found', 'forbidden'],
});
export const deleteComment = route({
  method: 'DELETE',
  path: '/reviews/sessions/:id/comments/:commentId',
  access: 'user',
  params: commentParams,
  status: 204,
  errors: ['not_found', 'forbidden'],
});
/** Who the owner shared the session with (owner only). */
export const access = route({
  method: 'GET',
  path: '/reviews/sessions/:id/access',
  access: 'user',
  params: idParams,
  response: reviewAccess,
  errors: ['not_found'],
});
/** Invites a reviewer by e-mail; answers the new access list. */
export const invite = route({
  method: 'POST',
  path: '/reviews/sessions/:id/invitations',
  access: 'user',
  params: idParams,
  body: reviewInvitationRequest,
  response: reviewAccess,
  errors: ['not_found', 'review_self_invite', 'review_too_many_reviewers', 'send_failed'],
});
/** Creates a review link valid for the chosen hours. */
export const createLink = route({
  method: 'POST',
  path: '/reviews/sessions/:id/links',
  access: 'user',
  params: idParams,
  body: reviewLinkRequest,
  response: reviewLinkCreated,
  errors: ['not_found'],
});
export const revokeShare = route({
  method: 'DELETE',
  path: '/reviews/sessions/:id/shares/:shareId',
  access: 'user',
  params: z.object({ id: z.string(), shareId: z.string() }),
  status: 204,
  errors: ['not_found'],
});
export const revokeReviewer = route({
  method: 'DELETE',
  path: '/reviews/sessions/:id/reviewers/:grantId',
  access: 'user',
  params: z.object({ id: z.string(), grantId: z.string() }),
  status: 204,
  errors: ['not_found'],
});
/** Joins a session with an invitation's or a link's token. */
export const join = route({
  method: 'POST',
  path: '/reviews/join',
  access: 'user',
  body: reviewJoinRequest,
  response: reviewJoinResponse,
  errors: ['review_link_invalid', 'review_link_expired', 'review_invite_other_email', 'review_too_many_reviewers'],
});
/** Sessions others shared with the caller, by instructor. */
export const sharedWithMe = route({
  method: 'GET',
  path: '/reviews/shared-with-me',
  access: 'user',
  response: sharedWithMeSchema,
  errors: [],
});
export const notices = route({
  method: 'GET',
  path: '/reviews/notices',
  access: 'user',
  response: reviewNotices,
  errors: [],
});
export const markRead = route({
  method: 'POST',
  path: '/reviews/notices/read',
  access: 'user',
  body: markNoticesRead,
  status: 204,
  errors: [],
});
