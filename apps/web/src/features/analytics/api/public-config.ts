import { analyticsPublicConfig } from '@cuecoach/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/analytics/config — whether this server collects usage statistics and for how many days it keeps them. */
export const analyticsConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['analytics', 'config'],
    queryFn: async () => analyticsPublicConfig.parse(await apiFetch<unknown>('/api/analytics/config')),
    staleTime: 5 * 60_000,
  });
