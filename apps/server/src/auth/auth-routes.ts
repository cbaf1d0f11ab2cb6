import { authApi, meResponse, type SignOutScope, signOutBody, signOutScopes } from '@cuecoach/contracts';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { serveRoute } from '../plugins/api-route.ts';
import { findProfile } from '../profiles/profile-store.ts';
import { type AuthUser, loadUser } from './guard.ts';
import { type OtpDeps, requestCode, verifyCode } from './otp-service.ts';

const signOutAnswer = z.object({ scope: z.enum(signOutScopes) });

function forwardCookies(reply: FastifyReply, headers: Headers | null | undefined): void {
  const cookies = headers?.getSetCookie() ?? [];
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

export const authRoutes = (deps: OtpDeps) => async (app: FastifyInstance) => {
  serveRoute(
    app,
    authApi.codeRequest,
    {
      tags: ['auth'],
      summary: 'E-mail a 6-digit code (purpose login: existing accounts only; signup: new e-mails only)',
    },
    async (request) => requestCode(deps, { ...request.body, ip: request.ip }),
  );

  serveRoute(
    app,
    authApi.codeVerify,
    {
      tags: ['auth'],
      summary: 'Check the code; on success sets the session cookie (signup: creates the account first)',
    },
    async (request, reply) => {
      const result = await verifyCode(deps, { ...request.body, ip: request.ip });
      // A code sign-in can change who else may use the account (claiming an unverified provider account removes
      // its other sessions) and its role (ADMIN_EMAILS): this process must not keep serving the old ones.
      request.server.sessionCache.forgetUser(result.userId);
      // Login event (method email, user id); the account event log is the structured server log.
      request.log.info(
        { event: result.created ? 'signup' : 'login', method: 'email', userId: result.userId },
        'account event',
      );
      reply.header('set-cookie', result.setCookie);
      return { userId: result.userId, created: result.created };
    },
  );

  // Typed without schemas in the table (the web's header signs out without zod): validated and serialised here.
  serveRoute(
    app,
    authApi.signOut,
    {
      tags: ['auth'],
      summary: 'Sign out: local (this browser), global (every device) or others (every device but this one)',
      schemas: { body: z.nullish(signOutBody), response: signOutAnswer },
    },
    async (request, reply) => {
      const scope = request.body?.scope ?? 'local';
      const headers = fromNodeHeaders(request.headers);
      const user = await loadUser(request);
      if (!user) return { scope };
      request.log.info({ event: 'logout', scope, userId: user.id }, 'account event');
      await revokeSessions(deps, scope, headers, reply);
      // After the revocation: a process told to forget must not look the session up again before it is gone.
      request.server.sessionCache.forgetUser(user.id);
      return { scope };
    },
  );

  serveRoute(
    app,
    authApi.me,
    {
      tags: ['auth'],
      summary: 'The signed-in user, profile (null before onboarding), roles, status',
      schemas: { response: meResponse },
    },
    async (request) => meOf(deps, request.user, request.log),
  );
};

/** Ends this browser's session (local), every session (global) or every other one (others). */
async function revokeSessions(
  deps: OtpDeps,
  scope: SignOutScope,
  headers: Headers,
  reply: FastifyReply,
): Promise<void> {
  if (scope === 'others') {
    await deps.auth.api.revokeOtherSessions({ headers });
  } else if (scope === 'global') {
    const r = await deps.auth.api.revokeSessions({ headers, returnHeaders: true });
    forwardCookies(reply, r.headers);
  } else {
    const r = await deps.auth.api.signOut({ headers, returnHeaders: true });
    forwardCookies(reply, r.headers);
  }
}

/** `GET /me`: the signed-in user with their profile (null before onboarding) and roles. */
async function meOf(deps: OtpDeps, u: AuthUser, log: FastifyBaseLogger) {
  const row = await deps.db.query.users.findFirst({ where: (t, { eq }) => eq(t.id, u.id) });
  let profile: Awaited<ReturnType<typeof findProfile>> = null;
  let profileError = false;
  try {
    profile = await findProfile(deps.db, u.id);
  } catch (err) {
    // A failed profile lookup (other than "none") must not lock the user out or send them to onboarding.
    log.error({ err }, 'profile lookup failed');
    profileError = true;
  }
  return {
    user: {
      id: u.id,
      email: u.email,
      emailVerified: row?.emailVerified ?? true,
      role: u.role,
      status: u.status,
      locale: u.locale,
      createdAt: (row?.createdAt ?? new Date()).toISOString(),
    },
    profile,
    ...(profileError ? { profileError } : {}),
    roles: u.role === 'admin' ? ['user' as const, 'admin' as const] : ['user' as const],
    status: u.status,
  };
}
