import { profile, type UpdateProfileBody } from '@cuecoach/contracts';
import { apiFetchParsed } from '../../../lib/api-client.ts';

/**
 * PATCH /api/profile, the one writer of the profile after onboarding: the profile page's form (`useUpdateProfile`)
 * and the account page's notification preference (features/account, through this feature's index.ts) both send
 * through it.
 */
export function updateProfile(body: UpdateProfileBody) {
  return apiFetchParsed(profile, '/api/profile', { method: 'PATCH', json: body });
}
