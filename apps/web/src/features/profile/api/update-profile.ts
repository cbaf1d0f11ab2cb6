import { accountApi, type UpdateProfileBody } from '@cuecoach/contracts';
import { callApi } from '@/lib/api-client.ts';

/**
 * The one writer of the profile after onboarding: the profile page's form (`useUpdateProfile`)
 * and the account page's notification preference (features/account, through this feature's index.ts) both send
 * through it.
 */
export function updateProfile(body: UpdateProfileBody) {
  return callApi(accountApi.updateProfile, { body });
}
