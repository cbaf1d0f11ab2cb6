import { sessionsApi } from '@cuecoach/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The server's measured analysis speed for the wizard's time estimate. */
export const analysisSpeedQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.analysisSpeed,
    queryFn: () => callApi(sessionsApi.analysisSpeed),
    staleTime: 60_000,
  });
