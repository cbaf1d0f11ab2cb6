import { authApi } from '@cuecoach/contracts';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { AppError, notFound } from '../errors.ts';
import { codeEmail } from '../mail/code-email.ts';
import { registerDevMailbox } from '../mail/dev-mailbox-routes.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { codeValiditySeconds } from './auth-constants.ts';
import { type Auth, betterAuthBasePath, createAuth } from './auth-instance.ts';
import { authRoutes } from './auth-routes.ts';
import { emailChangeRoutes } from './email-change-routes.ts';
import { registerOriginCheck } from './origin-check.ts';
import { RateLimiter } from './rate-limit.ts';
import { SessionCache } from './session-cache.ts';
import { syncSessionCache } from './session-cache-sync.ts';
import { socialRoutes } from './social-routes.ts';

/**
 * better-auth endpoints the browser may call directly: reading and revoking its own sessions. Everything that sends
 * or checks codes goes through our routes (auth-routes.ts) so the spec's rules cannot be bypassed, and admin work
 * goes through /api/admin (admin-routes.ts); the rest of better-auth's surface (passwords, sign-up, the admin
 * plugin's create-user/impersonate…) stays closed.
 */
const passthrough = [/^\/get-session$/, /^\/list-sessions$/, /^\/revoke-session$/];
/** Where social providers send the browser back (GET with code and state; social-routes.ts starts the flow). */
const providerCallback = /^\/callback\/[a-z]+$/;

/**
 * Wires accounts into the app: CSRF check, better-auth, mail, the dev mailbox; answers the accounts' API routes
 * (codes, sign-out, me, e-mail change, social sign-in, better-auth's own) for app.ts to mount under the prefix.
 */
export async function registerAuth(
  app: FastifyInstance,
  deps: { config: Config; database: Database; mailer?: Mailer },
): Promise<(api: FastifyInstance) => Promise<void>> {
  const { config, database } = deps;
  const mailer = deps.mailer ?? createMailer(config, app.log);
  const auth = createAuth(config, database, {
    sendEmailChangeCode: ({ to, code, locale }) =>
      mailer.send(codeEmail({ to, code, locale, purpose: 'email_change', validitySeconds: codeValiditySeconds })),
    log: app.log,
  });
  const limiter = new RateLimiter();
  app.decorate('auth', auth);
  const sessionCache = new SessionCache();
  app.decorate('sessionCache', sessionCache);
  const stopSync = syncSessionCache(sessionCache, database, app.log);
  app.decorateRequest('user', null as never);
  registerOriginCheck(app, config.appOrigin);
  app.addHook('onClose', async () => {
    stopSync();
    await mailer.close();
  });

  if (mailer.outbox) registerDevMailbox(app, mailer.outbox, { allowRemote: config.DEV_OUTBOX === true });

  const otpDeps = { auth, db: database.db, mailer, limiter, config };
  /** The accounts' API routes, mounted under the API prefix with every other area (app.ts). */
  return async function accountsArea(api: FastifyInstance) {
    await api.register(authRoutes(otpDeps));
    await api.register(emailChangeRoutes(otpDeps));
    await api.register(socialRoutes({ auth, config, limiter }));
    registerBetterAuthPassthrough(api, { auth, config, database });
  };
}

/** better-auth's own endpoints (the table's `authApi.betterAuth`): the allowed few forwarded, the rest 404. */
function registerBetterAuthPassthrough(
  app: FastifyInstance,
  deps: { auth: Auth; config: Config; database: Database },
): void {
  const { auth, config, database } = deps;
  app.route({
    method: ['GET', 'POST'],
    url: authApi.betterAuth.path,
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, config.appOrigin);
      const subPath = url.pathname.slice(betterAuthBasePath.length);
      const allowed =
        passthrough.some((re) => re.test(subPath)) || (request.method === 'GET' && providerCallback.test(subPath));
      if (!allowed) throw notFound('Auth endpoint');
      // A revoked session must stop working at once in this process (the token is not known here, so forget all).
      if (subPath === '/revoke-session') app.sessionCache.forgetAll();
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers: fromNodeHeaders(request.headers),
          body: request.method === 'POST' ? JSON.stringify(request.body ?? {}) : undefined,
        }),
      );
      // better-auth answers a failed database call with its own 500: when the database is unreachable, that is a 503
      // like every other route's (the request may be repeated in a moment), not a bug.
      const databaseDown = () =>
        database.ping().then(
          () => false,
          () => true,
        );
      if (response.status >= 500 && (await databaseDown())) {
        throw new AppError(503, 'service_unavailable', 'The service is briefly unavailable; try again.');
      }
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(await response.text());
    },
  });
}
