import { sessionsApi } from '@cuecoach/contracts';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys.ts';
import { callApi } from '@/lib/api-client.ts';

/** The server's measured analysis speed for the wizard's time estimate. */
export const analysisSpeedQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.analysisSpeed,
    queryFn: () => callApi(sessionsApi.analysisSpeed),
    staleTime: 60_000,
  });
