import { analysisSpeed } from '@cuecoach/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** The server's measured analysis speed (GET /api/analysis-speed) for the wizard's time estimate. */
export const analysisSpeedQueryOptions = () =>
  queryOptions({
    queryKey: ['analysis-speed'],
    queryFn: async () => analysisSpeed.parse(await apiFetch<unknown>('/api/analysis-speed')),
    staleTime: 60_000,
  });
