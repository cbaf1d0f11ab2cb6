import { statusApi } from '@cuecoach/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys.ts';
import { callApi } from '@/lib/api-client.ts';

/**
 * How often the page asks again. Polling rather than the session change feed: the figures (heartbeats, queue
 * ages, download bytes) change without any session row changing, and the server reuses one computation per 3 s.
 */
export const STATUS_REFRESH_MS = 5_000;

export const engineStatusQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.engineStatus,
    queryFn: () => callApi(statusApi.engineStatus),
    refetchInterval: STATUS_REFRESH_MS,
    // An operator watching the page in another tab still wants it current when they come back.
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });

/** The engine status: the admin view for admins, availability and waiting time for everyone else. */
export const useEngineStatus = () => useQuery(engineStatusQueryOptions());
