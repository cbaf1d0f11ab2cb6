import type { MeResponse, Profile, UpdateProfileBody } from '@cuecoach/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { meQueryKey } from '../../auth/index.ts';

/** Other parts of the page (the header) reload the nickname when this window event fires. */
export const nicknameUpdatedEvent = 'nicknameUpdated';

/** PATCH /api/profile; on success the cached /api/me gets the new profile and the header is told. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => apiFetch<Profile>('/api/profile', { method: 'PATCH', json: body }),
    onSuccess: (profile, body) => {
      queryClient.setQueryData<MeResponse | null>(meQueryKey, (me) => (me ? { ...me, profile } : me));
      if (body.nickname !== undefined) window.dispatchEvent(new Event(nicknameUpdatedEvent));
    },
  });
}
