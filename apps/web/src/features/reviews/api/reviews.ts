import { adminApi, type NewReviewComment, reviewsApi } from '@cuecoach/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys.ts';
import { apiUrl, callApi } from '@/lib/api-client.ts';

/** Peer feedback API (docs/reviews.md; contracts: packages/contracts/src/reviews.ts). */
export const reviewAudioUrl = (id: string) => apiUrl(reviewsApi.audio, { params: { id } });

export const reviewSessionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.reviews.session(id),
    queryFn: () => callApi(reviewsApi.session, { params: { id } }),
    retry: false,
  });

export const reviewThreadsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.reviews.threads(id),
    queryFn: () => callApi(reviewsApi.comments, { params: { id } }),
    retry: false,
  });

export const reviewAccessQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.reviews.access(id),
    queryFn: () => callApi(reviewsApi.access, { params: { id } }),
  });

export const sharedWithMeQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.reviews.sharedWithMe,
    queryFn: () => callApi(reviewsApi.sharedWithMe),
  });

export const reviewNoticesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.reviews.notices,
    queryFn: () => callApi(reviewsApi.notices),
  });

export const adminReviewCountsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.reviews,
    queryFn: () => callApi(adminApi.reviews),
  });

/** Sharing mutations refresh the access list of the session. */
export function useShareMutations(sessionId: string) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: queryKeys.reviews.access(sessionId) });
  const invite = useMutation({
    mutationFn: (input: { email: string; locale: 'ko' | 'en' }) =>
      callApi(reviewsApi.invite, { params: { id: sessionId }, body: input }),
    onSuccess: (data) => qc.setQueryData(queryKeys.reviews.access(sessionId), data),
  });
  const link = useMutation({
    mutationFn: (hours: 24 | 168) => callApi(reviewsApi.createLink, { params: { id: sessionId }, body: { hours } }),
    onSuccess: refresh,
  });
  const revokeShare = useMutation({
    mutationFn: (shareId: string) => callApi(reviewsApi.revokeShare, { params: { id: sessionId, shareId } }),
    onSuccess: () => {
      void refresh();
      void qc.invalidateQueries({ queryKey: queryKeys.reviews.threads(sessionId) });
    },
  });
  const revokeReviewer = useMutation({
    mutationFn: (grantId: string) => callApi(reviewsApi.revokeReviewer, { params: { id: sessionId, grantId } }),
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
      callApi(reviewsApi.createComment, { params: { id: sessionId }, body: input }),
    onSuccess: refresh,
  });
  const reply = useMutation({
    mutationFn: (input: { threadId: string; body: string }) =>
      callApi(reviewsApi.reply, {
        params: { id: sessionId, commentId: input.threadId },
        body: { body: input.body },
      }),
    onSuccess: refresh,
  });
  const resolve = useMutation({
    mutationFn: (input: { threadId: string; resolved: boolean }) =>
      callApi(reviewsApi.resolve, {
        params: { id: sessionId, commentId: input.threadId },
        body: { resolved: input.resolved },
      }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (commentId: string) => callApi(reviewsApi.deleteComment, { params: { id: sessionId, commentId } }),
    onSuccess: refresh,
  });
  return { comment, reply, resolve, remove };
}

export async function joinReview(token: string) {
  return callApi(reviewsApi.join, { body: { token } });
}

export function useMarkNoticesRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => callApi(reviewsApi.markRead, { body: { ids } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.reviews.notices }),
  });
}
