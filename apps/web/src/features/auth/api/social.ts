import { type SocialProviderId, socialProvidersResponse, socialSignInResponse } from '@cuecoach/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetchParsed } from '../../../lib/api-client.ts';
import type { Language } from '../../../lib/i18n.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/auth/providers: the social sign-in providers this server has credentials for (often none). */
export const socialProvidersQueryOptions = queryOptions({
  queryKey: queryKeys.socialProviders,
  queryFn: () => apiFetchParsed(socialProvidersResponse, '/api/auth/providers'),
  staleTime: 5 * 60_000,
});

export function useSocialProviders() {
  return useQuery(socialProvidersQueryOptions);
}

/**
 * Starts a social sign-in: the server sets the state cookie and answers the provider's address, which the browser
 * then opens. The provider sends it back to /api/auth/callback/:id, which lands on onboarding (new account), the
 * `from` page or the dashboard, or the login page with `?error=`.
 */
export async function startSocialSignIn(provider: SocialProviderId, input: { locale: Language; from?: string }) {
  const { url } = await apiFetchParsed(socialSignInResponse, `/api/auth/social/${provider}`, {
    method: 'POST',
    json: input,
  });
  window.location.assign(url);
}
