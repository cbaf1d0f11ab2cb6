import { analysisSpeed } from '@cuecoach/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetchParsed } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The server's measured analysis speed (GET /api/analysis-speed) for the wizard's time estimate. */
export const analysisSpeedQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.analysisSpeed,
    queryFn: () => apiFetchParsed(analysisSpeed, '/api/analysis-speed'),
    staleTime: 60_000,
  });
