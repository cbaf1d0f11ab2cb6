import { authApi, type SocialProviderId } from '@cuecoach/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys.ts';
import { callApi } from '@/lib/api-client.ts';
import type { Language } from '@/lib/i18n.ts';

/** The social sign-in providers this server has credentials for (often none). */
export const socialProvidersQueryOptions = queryOptions({
  queryKey: queryKeys.socialProviders,
  queryFn: () => callApi(authApi.providers),
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
  const { url } = await callApi(authApi.socialSignIn, { params: { provider }, body: input });
  window.location.assign(url);
}
