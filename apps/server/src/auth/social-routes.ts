import { authApi } from '@cuecoach/contracts';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { AppError, rateLimited } from '../errors.ts';
import { serveRoute } from '../plugins/api-route.ts';
import type { Auth } from './auth-instance.ts';
import { authRateLimits, type RateLimiter } from './rate-limit.ts';

/** Only same-app paths are followed after sign-in (an absolute URL would be an open redirect). */
export function safeReturnPath(from: string | undefined): string {
  return from?.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\') && !from.startsWith('/auth')
    ? from
    : '/dashboard';
}

/**
 * Social sign-in (docs/accounts.md "Social sign-in"): which providers are configured, and the start of a sign-in.
 * The start fixes where the provider's answer leads — an existing account to the page it came from (or the
 * dashboard), a new one to onboarding, a failure to the login page with `?error=` — so the browser cannot choose
 * those addresses. The provider then calls back at /api/auth/callback/:id, which better-auth handles (state and PKCE
 * checks, code exchange, account linking rules, session cookie).
 */
export const socialRoutes =
  (deps: { auth: Auth; config: Config; limiter: RateLimiter }) => async (app: FastifyInstance) => {
    const configured = deps.config.socialProviders.map(({ id, name }) => ({ id, name }));

    serveRoute(
      app,
      authApi.providers,
      {
        tags: ['auth'],
        summary: 'Social sign-in providers this server offers (those with a client id and secret configured)',
      },
      async () => ({ providers: configured }),
    );

    serveRoute(
      app,
      authApi.socialSignIn,
      {
        tags: ['auth'],
        summary: "Start a social sign-in: answers the provider's authorization URL and sets the state cookie",
      },
      async (request, reply) => {
        const { provider } = request.params;
        if (!configured.some((p) => p.id === provider)) {
          throw new AppError(404, 'provider_not_configured', 'This sign-in provider is not configured');
        }
        // Each start stores a state row: the per-IP budget of sign-in starts (AUTH_SEND_LIMIT_PER_IP) applies.
        const limited = deps.limiter.hit(
          `social:ip:${request.ip}`,
          deps.config.AUTH_SEND_LIMIT_PER_IP,
          authRateLimits.windowSec,
        );
        if (!limited.ok) {
          throw rateLimited(limited.retryAfterSec);
        }
        const origin = deps.config.appOrigin;
        const result = await deps.auth.api.signInSocial({
          body: {
            provider,
            callbackURL: `${origin}${safeReturnPath(request.body?.from)}`,
            newUserCallbackURL: `${origin}/onboarding`,
            errorCallbackURL: `${origin}/auth/login`,
            disableRedirect: true,
            additionalData: { locale: request.body?.locale ?? 'ko' },
          },
          headers: fromNodeHeaders(request.headers),
          returnHeaders: true,
        });
        const cookies = result.headers.getSetCookie();
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        const url = result.response.url;
        if (!url) throw new AppError(502, 'provider_unavailable', 'The sign-in provider could not be reached');
        request.log.info({ event: 'social_sign_in_start', provider }, 'account event');
        return { url };
      },
    );
  };
