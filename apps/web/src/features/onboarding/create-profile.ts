import { accountApi, type CreateProfileBody, type Profile } from '@cuecoach/contracts';
import { callApi } from '@/lib/api-client.ts';

/** Creates the profile: onboarding's last call; both consents must be true. */
export function createProfile(body: CreateProfileBody): Promise<Profile> {
  return callApi(accountApi.createProfile, { body });
}
