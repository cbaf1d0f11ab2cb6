import { adminWorkersResponse } from '@cuecoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/admin/workers, refreshed every 5 s while shown: heartbeats and jobs move by the second. */
export const useAdminWorkers = () =>
  useQuery({
    queryKey: ['admin', 'workers'],
    queryFn: async () => adminWorkersResponse.parse(await apiFetch<unknown>('/api/admin/workers')),
    refetchInterval: 5_000,
  });
