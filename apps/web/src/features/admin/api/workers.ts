import { adminWorkersResponse } from '@cuecoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetchParsed } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/admin/workers, refreshed every 5 s while shown: heartbeats and jobs move by the second. */
export const useAdminWorkers = () =>
  useQuery({
    queryKey: queryKeys.admin.workers,
    queryFn: () => apiFetchParsed(adminWorkersResponse, '/api/admin/workers'),
    refetchInterval: 5_000,
  });
