import type { MeResponse } from '@cuecoach/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys.ts';
import { updateProfile } from './update-profile.ts';

/** Other parts of the page (the header) reload the nickname when this window event fires. */
export const nicknameUpdatedEvent = 'nicknameUpdated';

/** The profile form's save (PATCH /api/profile); on success the cached /api/me gets the new profile and the header is told. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile, body) => {
      queryClient.setQueryData<MeResponse | null>(queryKeys.me, (me) => (me ? { ...me, profile } : me));
      if (body.nickname !== undefined) window.dispatchEvent(new Event(nicknameUpdatedEvent));
    },
  });
}
