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
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { isStreaming } from './live-streams.ts';

/**
 * Read side of the sessions API (contracts: packages/contracts/src/sessions.ts). Responses are parsed with the
 * shared zod schemas so a drifting server shows an error state instead of wrong numbers.
 */
async function getParsed<S extends z.ZodType>(schema: S, path: string): Promise<z.infer<S>> {
  return schema.parse(await apiFetch<unknown>(path));
}

export const sessionKeys = {
  all: ['sessions'] as const,
  list: (q: SessionListQuery) => ['sessions', 'list', q] as const,
  detail: (id: string) => ['sessions', 'detail', id] as const,
  progress: (id: string) => ['sessions', 'progress', id] as const,
  latestCompleted: ['sessions', 'latest-completed'] as const,
};

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
    queryKey: sessionKeys.list(q),
    queryFn: () => getParsed(sessionListResponse, `/api/sessions${toSearch(q as Record<string, string | number>)}`),
    refetchInterval: (query) =>
      query.state.data?.items.some(
        (s) => (isActive(s.status) || s.feedbackState === 'generating') && !isStreaming(s.id),
      )
        ? livePollMs
        : false,
  });

export const sessionDetailQueryOptions = (id: string) =>
  queryOptions<SessionDetail>({
    queryKey: sessionKeys.detail(id),
    queryFn: () => getParsed(sessionDetail, `/api/sessions/${encodeURIComponent(id)}`),
    refetchInterval: (query) => {
      const s = query.state.data;
      if (!s || isStreaming(s.id)) return false;
      return isActive(s.status) || s.status === 'uploaded' || s.feedbackState === 'generating' ? livePollMs : false;
    },
  });

export const sessionProgressQueryOptions = (id: string, enabled: boolean) =>
  queryOptions<ProgressEvent>({
    queryKey: sessionKeys.progress(id),
    queryFn: () => getParsed(progressEvent, `/api/sessions/${encodeURIComponent(id)}/progress`),
    enabled,
    refetchInterval: () => (enabled && !isStreaming(id) ? 1_500 : false),
  });

export const fetchLatestCompleted = (): Promise<LatestCompletedResponse> =>
  getParsed(latestCompletedResponse, '/api/sessions/latest-completed');

export const capabilitiesQueryOptions = () =>
  queryOptions<Capabilities>({
    queryKey: ['capabilities'],
    queryFn: () => getParsed(capabilities, '/api/capabilities'),
    staleTime: 5 * 60_000,
  });

export const creditBalanceQueryOptions = () =>
  queryOptions<CreditBalance>({
    queryKey: ['credits', 'balance'],
    queryFn: () => getParsed(creditBalance, '/api/credits/balance'),
  });
