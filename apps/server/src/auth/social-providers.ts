import type { BetterAuthOptions } from 'better-auth';
import { genericOAuth } from 'better-auth/plugins';
import type { Config } from '../config.ts';

/**
 * better-auth's social providers for the configured ones (config.socialProviders: client id and secret both set).
 * Google, Kakao and Naver are better-auth's built-in providers; any other OpenID Connect provider goes through the
 * generic OAuth plugin, found by discovery. Every callback is APP_ORIGIN/api/auth/callback/<id>.
 */
/**
 * A provider's address as every other path stores it: trimmed and lower-case. better-auth lower-cases but does not
 * trim, so " owner@example.com" from an IdP missed the owner's account and made a look-alike they could not claim.
 */
function normalisedEmail(email: unknown): { email?: string } {
  return typeof email === 'string' ? { email: email.trim().toLowerCase() } : {};
}

export function socialProviderOptions(config: Config): NonNullable<BetterAuthOptions['socialProviders']> {
  const options: NonNullable<BetterAuthOptions['socialProviders']> = {};
  for (const p of config.socialProviders) {
    const credentials = { clientId: p.clientId, clientSecret: p.clientSecret };
    // Google: let someone signed in to several Google accounts choose which one to use.
    if (p.id === 'google') {
      options.google = {
        ...credentials,
        prompt: 'select_account',
        mapProfileToUser: (profile) => normalisedEmail(profile.email),
      };
    }
    if (p.id === 'kakao') {
      options.kakao = { ...credentials, mapProfileToUser: (profile) => normalisedEmail(profile.kakao_account?.email) };
    }
    if (p.id === 'naver') {
      options.naver = { ...credentials, mapProfileToUser: (profile) => normalisedEmail(profile.response?.email) };
    }
  }
  return options;
}

export function genericOidcPlugins(config: Config) {
  const oidc = config.socialProviders.find((p) => p.id === 'oidc');
  if (!oidc?.issuer) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: 'oidc',
          name: oidc.name,
          discoveryUrl: `${oidc.issuer}/.well-known/openid-configuration`,
          clientId: oidc.clientId,
          clientSecret: oidc.clientSecret,
          scopes: ['openid', 'email', 'profile'],
          pkce: true,
          // The ID token's signature, issuer, audience and nonce are checked against the discovered keys.
          requireIdTokenVerification: true,
          mapProfileToUser: (claims) => normalisedEmail(claims.email),
        },
      ],
    }),
  ];
}
