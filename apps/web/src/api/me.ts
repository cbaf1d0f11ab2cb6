import { authApi, type MeResponse } from '@cuecoach/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, callApi } from '@/lib/api-client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The signed-in user; a 401 is "signed out" (null), not an error.
 *
 * Not parsed (the table types it `typeOnly`): the header's signed-in island (components/header-account-island.tsx)
 * reads it on every page and stays free of zod: parsing here would add the shared zod chunk (about 25 KB gzipped)
 * to it. The key comes from the one factory (query-keys.ts); the server serialises this response from
 * `meResponse`.
 */
export async function fetchMe(): Promise<MeResponse | null> {
  try {
    return await callApi(authApi.me);
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 401) return null;
    throw err;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: queryKeys.me,
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
