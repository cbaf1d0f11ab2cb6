import type { MeResponse } from '@cuecoach/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiFetch } from '../../../lib/api-client.ts';

export const meQueryKey = ['me'] as const;

/** GET /api/me; a 401 is "signed out" (null), not an error. */
export async function fetchMe(): Promise<MeResponse | null> {
  try {
    return await apiFetch<MeResponse>('/api/me');
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 401) return null;
    throw err;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: fetchMe,
  staleTime: 30_000,
  retry: (failures, err) => !(err instanceof ApiRequestError && err.status < 500) && failures < 2,
});

/**
 * The signed-in user (or null), their profile (null = onboarding needed), roles and status.
 * `data === undefined` while loading; `isError` when the check itself failed (network/server).
 */
export function useMe() {
  return useQuery(meQueryOptions);
}

export function isAdmin(me: MeResponse | null | undefined): boolean {
  return me?.roles.includes('admin') ?? false;
}
