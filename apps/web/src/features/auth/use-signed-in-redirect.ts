import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { meQueryOptions, useMe } from '@/api/me.ts';

/**
 * A signed-in user opening a sign-in screen is sent on (replace). `complete` is for the screen's own
 * success: it reloads /api/me first (so guards see the new session) and then goes to its own target, without the
 * generic redirect racing it.
 */
export function useSignedInRedirect(target: string) {
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const completing = useRef(false);

  useEffect(() => {
    if (!completing.current && me.data) navigate(target, { replace: true });
  }, [me.data, navigate, target]);

  const complete = useCallback(
    async (to: string) => {
      completing.current = true;
      await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
      navigate(to, { replace: true });
    },
    [queryClient, navigate],
  );

  return { checking: me.isPending, signedIn: Boolean(me.data), complete };
}
