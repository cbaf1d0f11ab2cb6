import { analyticsPublicConfig } from '@cuecoach/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetchParsed } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/analytics/config — whether this server collects usage statistics and for how many days it keeps them. */
export const analyticsConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.analyticsConfig,
    queryFn: () => apiFetchParsed(analyticsPublicConfig, '/api/analytics/config'),
    staleTime: 5 * 60_000,
  });
