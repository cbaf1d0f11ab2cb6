import {
  type Capabilities,
  type CreditBalance,
  capabilities,
  creditBalance,
  type LatestCompletedResponse,
  latestCompletedResponse,
  type ProgressEvent,
  progressEvent,
  type SessionDetail,
  type SessionListQuery,
  type SessionListResponse,
  sessionDetail,
  sessionListResponse,
} from '@cuecoach/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetchParsed } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { isStreaming } from './live-streams.ts';

/**
 * Read side of the sessions API (contracts: packages/contracts/src/sessions.ts). Responses are parsed with the
 * shared zod schemas so a drifting server shows an error state instead of wrong numbers.
 */

export function toSearch(q: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/**
 * Sessions still moving through the pipeline stay live: over the SSE stream when it is open (session-events.ts),
 * otherwise by polling.
 */
export const livePollMs = 3_000;
export const isActive = (status: string) => status === 'pending' || status === 'processing';

export const sessionListQueryOptions = (q: SessionListQuery) =>
  queryOptions<SessionListResponse>({
    queryKey: queryKeys.sessions.list(q),
    queryFn: () =>
      apiFetchParsed(sessionListResponse, `/api/sessions${toSearch(q as Record<string, string | number>)}`),
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
    queryFn: () => apiFetchParsed(sessionDetail, `/api/sessions/${encodeURIComponent(id)}`),
    refetchInterval: (query) => {
      const s = query.state.data;
      if (!s || isStreaming(s.id)) return false;
      return isActive(s.status) || s.status === 'uploaded' || s.feedbackState === 'generating' ? livePollMs : false;
    },
  });

export const sessionProgressQueryOptions = (id: string, enabled: boolean) =>
  queryOptions<ProgressEvent>({
    queryKey: queryKeys.sessions.progress(id),
    queryFn: () => apiFetchParsed(progressEvent, `/api/sessions/${encodeURIComponent(id)}/progress`),
    enabled,
    refetchInterval: () => (enabled && !isStreaming(id) ? 1_500 : false),
  });

export const fetchLatestCompleted = (): Promise<LatestCompletedResponse> =>
  apiFetchParsed(latestCompletedResponse, '/api/sessions/latest-completed');

export const capabilitiesQueryOptions = () =>
  queryOptions<Capabilities>({
    queryKey: queryKeys.capabilities,
    queryFn: () => apiFetchParsed(capabilities, '/api/capabilities'),
    staleTime: 5 * 60_000,
  });

/**
 * The balance for screens, parsed with the contracts schema. The header's widget reads the same key with a zod-free
 * fetcher of its own (features/auth/components/balance-widget.tsx); one cache entry serves both.
 */
export const creditBalanceQueryOptions = () =>
  queryOptions<CreditBalance>({
    queryKey: queryKeys.credits.balance,
    queryFn: () => apiFetchParsed(creditBalance, '/api/credits/balance'),
  });
