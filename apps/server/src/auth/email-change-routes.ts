import { accountApi } from '@cuecoach/contracts';
import { fromNodeHeaders } from 'better-auth/node';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema/index.ts';
import { AppError, rateLimited } from '../errors.ts';
import { serveRoute } from '../plugins/api-route.ts';
import { codeCooldownSeconds, codeValiditySeconds } from './auth-constants.ts';
import { codeExpired, invalidCode, tooManyAttempts } from './code-errors.ts';
import { checkCodeAttempt } from './otp-attempts.ts';
import { normalizeEmail, type OtpDeps } from './otp-service.ts';
import { authRateLimits } from './rate-limit.ts';

type PluginError = { body?: { code?: string; message?: string } };

/** Counts one request against the user's limit; 429 once it is used up. */
function limitPerUser(deps: OtpDeps, key: string, limit: number): void {
  const hit = deps.limiter.hit(key, limit, authRateLimits.windowSec);
  if (!hit.ok) throw rateLimited(hit.retryAfterSec);
}

/** better-auth's e-mail change refusals in our codes; anything else unchanged. */
function translatePluginError(err: unknown): unknown {
  const body = (err as PluginError).body;
  if (body?.code === 'OTP_EXPIRED') return codeExpired();
  if (body?.code === 'TOO_MANY_ATTEMPTS') return tooManyAttempts();
  if (body?.code === 'INVALID_OTP') return invalidCode();
  if (body?.message === 'Email already in use') return emailTaken();
  return err;
}

const emailTaken = () => new AppError(409, 'email_already_registered', 'Another account uses this e-mail');

/**
 * E-mail change ("email change needs a valid email") on better-auth's email-OTP change-email flow: a code
 * goes to the new address (proving the user owns it); the signed-in session proves the current one. Around it, our
 * rules: a valid and different address, a clear 409 when another account already uses it (better-auth would stay
 * silent and let the user wait for a mail that never comes — the asker is signed in and rate-limited, so saying so
 * leaks little — and the per-user limit is counted before that lookup), a 60 s resend cooldown and per-user send limits.
 */
export const emailChangeRoutes = (deps: OtpDeps) => async (app: FastifyInstance) => {
  const lastSent = new Map<string, number>();

  serveRoute(
    app,
    accountApi.emailChangeRequest,
    { tags: ['account'], summary: 'E-mail a 6-digit code to the new address' },
    async (request) => {
      const newEmail = normalizeEmail(request.body.newEmail);
      if (newEmail === request.user.email.toLowerCase()) {
        throw new AppError(400, 'same_email', 'This is already your e-mail address');
      }
      const key = `${request.user.id}:${newEmail}`;
      const since = Date.now() - (lastSent.get(key) ?? 0);
      if (since < codeCooldownSeconds * 1000) {
        throw new AppError(429, 'resend_cooldown', 'rate limit: a code was sent moments ago, wait before resending', {
          retryAfterSec: Math.ceil((codeCooldownSeconds * 1000 - since) / 1000),
        });
      }
      // Counted before the lookup below: the 409 says whether an address is registered, so each answer, taken
      // or not, costs one of the user's few requests (otherwise: 100+ probes a second).
      limitPerUser(deps, `email-change:user:${request.user.id}`, authRateLimits.sendPerEmail);
      const [taken] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, newEmail)).limit(1);
      if (taken) throw emailTaken();
      await deps.auth.api.requestEmailChangeEmailOTP({
        body: { newEmail },
        headers: fromNodeHeaders(request.headers),
      });
      const sentAt = Date.now();
      lastSent.set(key, sentAt);
      request.log.info({ event: 'email_change_requested', userId: request.user.id }, 'account event');
      return {
        expiresAt: sentAt + codeValiditySeconds * 1000,
        resendAvailableAt: sentAt + codeCooldownSeconds * 1000,
      };
    },
  );

  serveRoute(
    app,
    accountApi.emailChangeVerify,
    { tags: ['account'], summary: 'Check the code sent to the new address and switch the account to it' },
    async (request, reply) => {
      const newEmail = normalizeEmail(request.body.newEmail);
      limitPerUser(deps, `email-change-verify:user:${request.user.id}`, authRateLimits.verifyPerEmail);
      await checkCodeAttempt(deps.db, `change-email-otp-${request.user.id}:${newEmail}`, request.body.code);
      try {
        const result = await deps.auth.api.changeEmailEmailOTP({
          body: { newEmail, otp: request.body.code },
          headers: fromNodeHeaders(request.headers),
          returnHeaders: true,
        });
        const cookies = result.headers.getSetCookie();
        if (cookies.length > 0) reply.header('set-cookie', cookies);
      } catch (err) {
        throw translatePluginError(err);
      }
      request.server.sessionCache.forgetUser(request.user.id);
      lastSent.delete(`${request.user.id}:${newEmail}`);
      request.log.info({ event: 'email_changed', userId: request.user.id }, 'account event');
      return { email: newEmail };
    },
  );
};
