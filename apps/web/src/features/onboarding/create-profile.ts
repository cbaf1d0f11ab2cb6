import { type CreateProfileBody, type Profile, profile } from '@cuecoach/contracts';
import { apiFetchParsed } from '../../lib/api-client.ts';

/** POST /api/profile: onboarding's last call; both consents must be true. */
export function createProfile(body: CreateProfileBody): Promise<Profile> {
  return apiFetchParsed(profile, '/api/profile', { method: 'POST', json: body });
}
