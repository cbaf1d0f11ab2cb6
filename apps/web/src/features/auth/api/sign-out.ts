import { authApi } from '@cuecoach/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '@/api/query-keys.ts';
import { paths } from '@/config/paths.ts';
import { callApi } from '@/lib/api-client.ts';

export type SignOutScope = 'local' | 'global' | 'others';

/**
 * After sign-out the browser goes to / even when the call failed; the failure is only logged.
 * A full page load (not a client-side navigation) is deliberate: it drops every cached query and in-memory state
 * of the signed-in user at once, and no protected page's guard can race it to the login screen.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(
    async (scope: SignOutScope = 'local') => {
      try {
        await callApi(authApi.signOut, { body: { scope } });
      } catch (err) {
        console.warn('sign-out failed; continuing to the home page', err);
      }
      if (scope === 'others') {
        await queryClient.invalidateQueries({ queryKey: queryKeys.me });
        return;
      }
      queryClient.clear();
      window.location.replace(paths.home);
    },
    [queryClient],
  );
}
