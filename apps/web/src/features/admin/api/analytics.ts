import { adminApi } from '@cuecoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys.ts';
import { callApi } from '@/lib/api-client.ts';

/** The last N days' funnel, daily active users, Web Vitals p75, event counts. */
export const useAdminAnalytics = (days: number) =>
  useQuery({
    queryKey: queryKeys.admin.analytics(days),
    queryFn: () => callApi(adminApi.analytics, { query: { days } }),
  });
