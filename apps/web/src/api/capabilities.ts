import { type Capabilities, sessionsApi } from '@cuecoach/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * What the server offers (engines, languages, upload limits, the cost policy). Screens read it parsed from here;
 * the app shell reads the same key through `cost-policy.ts`, which loads this module on demand.
 */
export const capabilitiesQueryOptions = () =>
  queryOptions<Capabilities>({
    queryKey: queryKeys.capabilities,
    queryFn: () => callApi(sessionsApi.capabilities),
    staleTime: 5 * 60_000,
  });
