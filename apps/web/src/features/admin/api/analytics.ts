import { adminAnalytics } from '@cuecoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetchParsed } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/admin/analytics?days=N — funnel, daily active users, Web Vitals p75, event counts. */
export const useAdminAnalytics = (days: number) =>
  useQuery({
    queryKey: queryKeys.admin.analytics(days),
    queryFn: () => apiFetchParsed(adminAnalytics, `/api/admin/analytics?days=${days}`),
  });
