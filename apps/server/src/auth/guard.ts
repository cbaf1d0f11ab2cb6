import type { AccountStatus } from '@cuecoach/contracts';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthorized } from '../errors.ts';
import type { Auth } from './auth-instance.ts';
import type { AuthUser } from './auth-user.ts';
import { type SessionCache, sessionCookieKey } from './session-cache.ts';

// In its own file so that session-cache.ts can name it without importing this module back.
export type { AuthUser } from './auth-user.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    sessionCache: SessionCache;
  }
  interface FastifyRequest {
    /** Set by requireUser/requireAdmin; reading it on an unguarded route is a bug (it is null there). */
    user: AuthUser;
  }
}

/** Reads the session cookie; null when signed out, expired or revoked. Suspended accounts count as signed out. */
export async function loadUser(request: FastifyRequest, reply?: FastifyReply): Promise<AuthUser | null> {
  const cache = request.server.sessionCache;
  const key = sessionCookieKey(request.headers.cookie);
  const cached = key ? cache.get(key) : null;
  if (cached) return cached;
  const { headers, response: session } = await request.server.auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    returnHeaders: true,
  });
  // better-auth slides the session's expiry once a day and re-issues the cookie; pass that cookie on.
  const refreshed = headers?.getSetCookie() ?? [];
  if (reply && refreshed.length > 0) reply.header('set-cookie', refreshed);
  if (!session) return null;
  const u = session.user as typeof session.user & { role?: string; status?: string; locale?: string };
  const user: AuthUser = {
    id: u.id,
    email: u.email,
    role: u.role === 'admin' ? 'admin' : 'user',
    status: (u.status ?? 'active') as AccountStatus,
    locale: u.locale === 'en' ? 'en' : 'ko',
    sessionId: session.session.id,
  };
  // Not when the cookie was just re-issued: the next request carries the new one and is looked up afresh.
  if (key && refreshed.length === 0) cache.set(key, user);
  return user;
}

/** Fastify preHandler: 401 without a valid session; 403 `account_suspended` for a suspended account. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const user = await loadUser(request, reply);
  if (!user) throw unauthorized();
  if (user.status === 'suspended') {
    throw new AppError(403, 'account_suspended', 'This account is suspended and cannot sign in');
  }
  if (user.status === 'deletion_requested') throw unauthorized();
  request.user = user;
}

/** Fastify preHandler: requireUser, then 403 unless the user has the admin role (checked on the server every time). */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (request.user.role !== 'admin') throw forbidden();
}
