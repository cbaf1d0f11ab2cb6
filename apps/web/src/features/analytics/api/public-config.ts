import { analyticsApi } from '@cuecoach/contracts';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys.ts';
import { callApi } from '@/lib/api-client.ts';

/** Whether this server collects usage statistics and for how many days it keeps them. */
export const analyticsConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.analyticsConfig,
    queryFn: () => callApi(analyticsApi.config),
    staleTime: 5 * 60_000,
  });
