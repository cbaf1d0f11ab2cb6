import type { CreateProfileBody, Profile } from '@cuecoach/contracts';
import { apiFetch } from '../../lib/api-client.ts';

/** POST /api/profile: onboarding's last call; both consents must be true. */
export function createProfile(body: CreateProfileBody): Promise<Profile> {
  return apiFetch<Profile>('/api/profile', { method: 'POST', json: body });
}
