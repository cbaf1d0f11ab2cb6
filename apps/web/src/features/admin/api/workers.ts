import { adminApi } from '@cuecoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys.ts';
import { callApi } from '@/lib/api-client.ts';

/** The analysis workers, refreshed every 5 s while shown: heartbeats and jobs move by the second. */
export const useAdminWorkers = () =>
  useQuery({
    queryKey: queryKeys.admin.workers,
    queryFn: () => callApi(adminApi.workers),
    refetchInterval: 5_000,
  });
