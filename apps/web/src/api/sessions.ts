import {
  type LatestCompletedResponse,
  type ProgressEvent,
  type SessionDetail,
  type SessionListQuery,
  type SessionListResponse,
  sessionsApi,
} from '@cuecoach/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { isStreaming } from './live-streams.ts';
import { queryKeys } from './query-keys.ts';

/**
 * Read side of the sessions API (contracts: packages/contracts/src/sessions.ts). Responses are parsed with the
 * shared zod schemas so a drifting server shows an error state instead of wrong numbers.
 */

/**
 * Sessions still moving through the pipeline stay live: over the SSE stream when it is open (session-events.ts),
 * otherwise by polling.
 */
export const livePollMs = 3_000;
export const isActive = (status: string) => status === 'pending' || status === 'processing';

export const sessionListQueryOptions = (q: SessionListQuery) =>
  queryOptions<SessionListResponse>({
    queryKey: queryKeys.sessions.list(q),
    queryFn: () => callApi(sessionsApi.list, { query: q }),
    refetchInterval: (query) =>
      query.state.data?.items.some(
        (s) => (isActive(s.status) || s.feedbackState === 'generating') && !isStreaming(s.id),
      )
        ? livePollMs
        : false,
  });

export const sessionDetailQueryOptions = (id: string) =>
  queryOptions<SessionDetail>({
    queryKey: queryKeys.sessions.detail(id),
    queryFn: () => callApi(sessionsApi.detail, { params: { id } }),
    refetchInterval: (query) => {
      const s = query.state.data;
      if (!s || isStreaming(s.id)) return false;
      return isActive(s.status) || s.status === 'uploaded' || s.feedbackState === 'generating' ? livePollMs : false;
    },
  });

export const sessionProgressQueryOptions = (id: string, enabled: boolean) =>
  queryOptions<ProgressEvent>({
    queryKey: queryKeys.sessions.progress(id),
    queryFn: () => callApi(sessionsApi.progress, { params: { id } }),
    enabled,
    refetchInterval: () => (enabled && !isStreaming(id) ? 1_500 : false),
  });

export const fetchLatestCompleted = (): Promise<LatestCompletedResponse> => callApi(sessionsApi.latestCompleted);
