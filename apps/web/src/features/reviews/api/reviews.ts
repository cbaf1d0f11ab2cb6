import {
  adminReviewCounts,
  type NewReviewComment,
  reviewAccess,
  reviewCommentCreated,
  reviewJoinResponse,
  reviewLinkCreated,
  reviewNotices,
  reviewSession,
  reviewThread,
  reviewThreadsResponse,
  sharedWithMe,
} from '@cuecoach/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiFetchParsed } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Peer feedback API (docs/reviews.md; contracts: packages/contracts/src/reviews.ts). */
const base = (id: string) => `/api/reviews/sessions/${encodeURIComponent(id)}`;

export const reviewAudioUrl = (id: string) => `${base(id)}/audio`;

export const reviewSessionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.reviews.session(id),
    queryFn: () => apiFetchParsed(reviewSession, base(id)),
    retry: false,
  });

export const reviewThreadsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.reviews.threads(id),
    queryFn: () => apiFetchParsed(reviewThreadsResponse, `${base(id)}/comments`),
    retry: false,
  });

export const reviewAccessQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.reviews.access(id),
    queryFn: () => apiFetchParsed(reviewAccess, `${base(id)}/access`),
  });

export const sharedWithMeQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.reviews.sharedWithMe,
    queryFn: () => apiFetchParsed(sharedWithMe, '/api/reviews/shared-with-me'),
  });

export const reviewNoticesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.reviews.notices,
    queryFn: () => apiFetchParsed(reviewNotices, '/api/reviews/notices'),
  });

export const adminReviewCountsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.reviews,
    queryFn: () => apiFetchParsed(adminReviewCounts, '/api/admin/reviews'),
  });

/** Sharing mutations refresh the access list of the session. */
export function useShareMutations(sessionId: string) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: queryKeys.reviews.access(sessionId) });
  const invite = useMutation({
    mutationFn: (input: { email: string; locale: 'ko' | 'en' }) =>
      apiFetchParsed(reviewAccess, `${base(sessionId)}/invitations`, { method: 'POST', json: input }),
    onSuccess: (data) => qc.setQueryData(queryKeys.reviews.access(sessionId), data),
  });
  const link = useMutation({
    mutationFn: (hours: 24 | 168) =>
      apiFetchParsed(reviewLinkCreated, `${base(sessionId)}/links`, { method: 'POST', json: { hours } }),
    onSuccess: refresh,
  });
  const revokeShare = useMutation({
    mutationFn: (shareId: string) =>
      apiFetch<void>(`${base(sessionId)}/shares/${encodeURIComponent(shareId)}`, { method: 'DELETE' }),
    onSuccess: () => {
      void refresh();
      void qc.invalidateQueries({ queryKey: queryKeys.reviews.threads(sessionId) });
    },
  });
  const revokeReviewer = useMutation({
    mutationFn: (grantId: string) =>
      apiFetch<void>(`${base(sessionId)}/reviewers/${encodeURIComponent(grantId)}`, { method: 'DELETE' }),
    onSuccess: () => {
      void refresh();
      void qc.invalidateQueries({ queryKey: queryKeys.reviews.threads(sessionId) });
    },
  });
  return { invite, link, revokeShare, revokeReviewer };
}

/** Comment mutations refresh the session's threads. */
export function useCommentMutations(sessionId: string) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: queryKeys.reviews.threads(sessionId) });
  const comment = useMutation({
    mutationFn: (input: NewReviewComment) =>
      apiFetchParsed(reviewCommentCreated, `${base(sessionId)}/comments`, { method: 'POST', json: input }),
    onSuccess: refresh,
  });
  const reply = useMutation({
    mutationFn: (input: { threadId: string; body: string }) =>
      apiFetchParsed(reviewThread, `${base(sessionId)}/comments/${encodeURIComponent(input.threadId)}/replies`, {
        method: 'POST',
        json: { body: input.body },
      }),
    onSuccess: refresh,
  });
  const resolve = useMutation({
    mutationFn: (input: { threadId: string; resolved: boolean }) =>
      apiFetchParsed(reviewThread, `${base(sessionId)}/comments/${encodeURIComponent(input.threadId)}/resolve`, {
        method: 'POST',
        json: { resolved: input.resolved },
      }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (commentId: string) =>
      apiFetch<void>(`${base(sessionId)}/comments/${encodeURIComponent(commentId)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { comment, reply, resolve, remove };
}

export async function joinReview(token: string) {
  return apiFetchParsed(reviewJoinResponse, '/api/reviews/join', { method: 'POST', json: { token } });
}

export function useMarkNoticesRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => apiFetch<void>('/api/reviews/notices/read', { method: 'POST', json: { ids } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.reviews.notices }),
  });
}
