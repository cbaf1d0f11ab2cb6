import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { meQueryKey } from './me.ts';

export type SignOutScope = 'local' | 'global' | 'others';

/**
 * Spec §2/§8: after sign-out the browser goes to / even when the call failed; the failure is only logged and
 * local state (cached user data) is cleared either way.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (scope: SignOutScope = 'local') => {
      try {
        await apiFetch('/api/auth/sign-out', { method: 'POST', json: { scope } });
      } catch (err) {
        console.warn('sign-out failed; continuing to the home page', err);
      }
      if (scope === 'others') {
        await queryClient.invalidateQueries({ queryKey: meQueryKey });
        return;
      }
      queryClient.setQueryData(meQueryKey, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== meQueryKey[0] });
      navigate(paths.home, { replace: true });
    },
    [queryClient, navigate],
  );
}
