import { adminAnalytics } from '@cuecoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/admin/analytics?days=N — funnel, daily active users, Web Vitals p75, event counts. */
export const useAdminAnalytics = (days: number) =>
  useQuery({
    queryKey: ['admin', 'analytics', days],
    queryFn: async () => adminAnalytics.parse(await apiFetch<unknown>(`/api/admin/analytics?days=${days}`)),
  });
