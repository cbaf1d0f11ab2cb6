import type { CodePurpose, CodeRequestResponse } from '@cuecoach/contracts';
import { and, eq, lt, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { authAccounts, authSessions, authVerifications, signInCodeOrigins, users } from '../db/schema/index.ts';
import { AppError, rateLimited } from '../errors.ts';
import { codeEmail } from '../mail/code-email.ts';
import type { Mailer } from '../mail/mailer.ts';
import { claimAdminEmailPromotion } from './admin-emails.ts';
import { codeCooldownSeconds, codeValiditySeconds, maxWrongAttempts } from './auth-constants.ts';
import type { Auth } from './auth-instance.ts';
import { codeExpired, invalidCode, tooManyAttempts } from './code-errors.ts';
import { checkCodeAttempt } from './otp-attempts.ts';
import { authRateLimits, type RateLimiter } from './rate-limit.ts';
import { grantSignupCredits } from './signup-credits.ts';

type Locale = 'ko' | 'en';

/**
 * Our rules around better-auth's email-OTP plugin (docs/accounts.md, "Own code"):
 * - purpose binding: login codes are stored as better-auth type `sign-in`, sign-up codes as `email-verification`;
 *   each verify path reads only its own type, so a code never crosses purposes;
 * - login never creates accounts (plugin option disableSignUp + the user_not_found check before sending);
 * - sign-up creates the account only after its code checked out;
 * - 60 s resend cooldown, each resend a new code with a fresh 600 s validity;
 * - the 5th wrong try already answers "too many attempts" (the plugin would only say so on a 6th); the code is dead;
 *   wrong tries are counted in one atomic statement before the plugin sees the code (otp-attempts.ts);
 * - rate limits per e-mail and per IP on sending, per IP on verifying. Verifying has no per-address limit: one
 *   counted on the address alone let anyone lock its owner out with twenty wrong guesses. Guessing is bounded per
 *   code instead (5 tries from the address that asked for it, 5 shared by all others);
 * - the answers of verify do not depend on registration until the code checked out.
 */
const typeFor = { login: 'sign-in', signup: 'email-verification' } as const;
const identifierFor = (purpose: CodePurpose, email: string) => `${typeFor[purpose]}-otp-${email}`;

export interface OtpDeps {
  auth: Auth;
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  config: Config;
}

export function normalizeEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!z.email().safeParse(email).success) throw new AppError(400, 'invalid_email', 'invalid email');
  return email;
}

function limit(deps: OtpDeps, key: string, max: number): void {
  const result = deps.limiter.hit(key, max, authRateLimits.windowSec);
  if (!result.ok) {
    throw rateLimited(result.retryAfterSec);
  }
}

/** Refuses when the key is already over its limit, without counting this request. */
function checkLimit(deps: OtpDeps, key: string, max: number): void {
  const result = deps.limiter.peek(key, max);
  if (!result.ok) {
    throw rateLimited(result.retryAfterSec);
  }
}

async function findUser(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user ?? null;
}

function assertMaySignIn(user: { status: string }): void {
  if (user.status === 'suspended') {
    throw new AppError(403, 'account_suspended', 'This account is suspended and cannot sign in');
  }
  // Its content is already deleted; an admin can reactivate the account (it then starts again at onboarding).
  if (user.status === 'deletion_requested') {
    throw new AppError(403, 'account_deleted', "This account was deleted at its owner's request");
  }
}

export async function requestCode(
  deps: OtpDeps,
  input: { email: string; purpose: CodePurpose; locale: Locale; ip: string },
): Promise<CodeRequestResponse> {
  const email = normalizeEmail(input.email);
  // Both limits answer before anything that depends on whether the address is registered. The per-IP limit counts
  // every request (it is the asker's budget); the per-e-mail one is only checked here and counted when a code is
  // really sent, so refused requests for someone else's address do not lock its owner out.
  limit(deps, `send:ip:${input.ip}`, deps.config.AUTH_SEND_LIMIT_PER_IP);
  const perEmail = `send:email:${email}`;
  checkLimit(deps, perEmail, authRateLimits.sendPerEmail);

  const user = await findUser(deps.db, email);
  if (input.purpose === 'login') {
    if (!user) throw new AppError(404, 'user_not_found', 'User not found');
    assertMaySignIn(user);
  } else if (user) {
    throw new AppError(409, 'email_already_registered', 'This e-mail is already registered; sign in instead');
  }

  const identifier = identifierFor(input.purpose, email);
  const [existing] = await deps.db
    .select({ expiresAt: authVerifications.expiresAt })
    .from(authVerifications)
    .where(eq(authVerifications.identifier, identifier))
    .limit(1);
  if (existing) {
    // Each code lives exactly codeValiditySeconds, so its send time is expiresAt minus that.
    const resendAt = existing.expiresAt.getTime() - codeValiditySeconds * 1000 + codeCooldownSeconds * 1000;
    if (resendAt > Date.now()) {
      throw new AppError(429, 'resend_cooldown', 'rate limit: a code was sent moments ago, wait before resending', {
        retryAfterSec: Math.ceil((resendAt - Date.now()) / 1000),
      });
    }
  }

  limit(deps, perEmail, authRateLimits.sendPerEmail);
  const ctx = await deps.auth.$context;
  await ctx.internalAdapter.deleteVerificationByIdentifier(identifier);
  const code = await deps.auth.api.createVerificationOTP({ body: { email, type: typeFor[input.purpose] } });
  // Who asked: their wrong tries are the owner's 5; everyone else's share another 5 (otp-attempts.ts).
  await deps.db
    .insert(signInCodeOrigins)
    .values({ identifier, requesterIp: input.ip, foreignTries: 0 })
    .onConflictDoUpdate({
      target: signInCodeOrigins.identifier,
      set: { requesterIp: input.ip, foreignTries: 0, createdAt: new Date() },
    });
  // A code lives 10 minutes; who asked for it is kept a day at most (the identifier holds the address).
  await deps.db.delete(signInCodeOrigins).where(lt(signInCodeOrigins.createdAt, new Date(Date.now() - 86_400_000)));
  const sentAt = Date.now();
  try {
    await deps.mailer.send(
      codeEmail({
        to: email,
        code,
        purpose: input.purpose,
        locale: input.locale,
        validitySeconds: codeValiditySeconds,
      }),
    );
  } catch (err) {
    // A code nobody received must not block a retry behind the cooldown.
    await ctx.internalAdapter.deleteVerificationByIdentifier(identifier);
    throw new AppError(502, 'send_failed', 'The code e-mail could not be sent', { reason: (err as Error).message });
  }
  return {
    expiresAt: sentAt + codeValiditySeconds * 1000,
    resendAvailableAt: sentAt + codeCooldownSeconds * 1000,
  };
}

/** Maps better-auth's OTP errors to our codes; a wrong code reports how many tries are left. */
async function translateOtpError(deps: OtpDeps, err: unknown, identifier: string): Promise<never> {
  const code = (err as { body?: { code?: string } }).body?.code;
  if (code === 'OTP_EXPIRED') throw codeExpired();
  if (code === 'TOO_MANY_ATTEMPTS') throw tooManyAttempts();
  if (code === 'INVALID_OTP') {
    const [row] = await deps.db
      .select({ value: authVerifications.value })
      .from(authVerifications)
      .where(eq(authVerifications.identifier, identifier))
      .limit(1);
    // No row: never requested, already used, or replaced by a newer code.
    if (!row) throw invalidCode();
    const used = Number.parseInt(row.value.slice(row.value.lastIndexOf(':') + 1), 10) || 0;
    // The row stays with its count at the limit: the plugin refuses it from now on, even with the right code.
    if (used >= maxWrongAttempts) throw tooManyAttempts();
    throw invalidCode({ attemptsLeft: maxWrongAttempts - used });
  }
  throw err;
}

export interface VerifiedSignIn {
  userId: string;
  setCookie: string[];
  created: boolean;
}

export async function verifyCode(
  deps: OtpDeps,
  input: { email: string; code: string; purpose: CodePurpose; locale: Locale; ip: string },
): Promise<VerifiedSignIn> {
  const email = normalizeEmail(input.email);
  limit(deps, `verify:ip:${input.ip}`, deps.config.AUTH_VERIFY_LIMIT_PER_IP);
  const identifier = identifierFor(input.purpose, email);
  const ctx = await deps.auth.$context;

  let user = await findUser(deps.db, email);
  let created = false;
  if (input.purpose === 'signup') {
    // The code first: without it, a registered and an unregistered address get the same answer (a wrong or
    // missing code), so sign-up verify tells nobody who is registered. Only the code's holder learns it.
    await checkCodeAttempt(deps.db, identifier, input.code, input.ip);
    if (user) throw new AppError(409, 'email_already_registered', 'This e-mail is already registered; sign in instead');
    // The plugin checks the code (attempt count, expiry, constant-time compare) and, since no account exists yet,
    // answers USER_NOT_FOUND exactly when the code was right. Only then is the account created.
    let codeWasRight = false;
    try {
      await deps.auth.api.checkVerificationOTP({ body: { email, type: typeFor.signup, otp: input.code } });
    } catch (err) {
      if ((err as { body?: { code?: string } }).body?.code === 'USER_NOT_FOUND') codeWasRight = true;
      else await translateOtpError(deps, err, identifier);
    }
    if (!codeWasRight) throw new AppError(409, 'email_already_registered', 'This e-mail is already registered');
    // Single use: whoever consumes the row first creates the account; a parallel request finds nothing.
    if (!(await ctx.internalAdapter.consumeVerificationValue(identifier))) {
      throw invalidCode();
    }
    try {
      const newUser = await ctx.internalAdapter.createUser(
        {
          email,
          name: '',
          emailVerified: true,
          locale: input.locale,
          status: 'active',
          // The signup grant and the ADMIN_EMAILS role come from the user-create hook (account-hooks.ts).
        },
        { method: 'email-otp' },
      );
      user = await findUser(deps.db, newUser.email);
    } catch (err) {
      if (await findUser(deps.db, email)) {
        throw new AppError(409, 'email_already_registered', 'This e-mail is already registered');
      }
      throw err;
    }
    if (!user) throw new Error('account vanished right after creation');
    created = true;
    // The session itself comes from better-auth's sign-in, fed a one-off login code minted here.
    await ctx.internalAdapter.deleteVerificationByIdentifier(identifierFor('login', email));
  }

  if (input.purpose === 'login') {
    await checkCodeAttempt(deps.db, identifier, input.code, input.ip);
    // After the code: a suspended or deleted account is said so only to whoever holds its code.
    if (user) assertMaySignIn(user);
  }
  const loginCode =
    input.purpose === 'login'
      ? input.code
      : await deps.auth.api.createVerificationOTP({ body: { email, type: typeFor.login } });
  let result: Awaited<ReturnType<typeof signIn>>;
  try {
    result = await signIn(deps, email, loginCode);
  } catch (err) {
    await translateOtpError(deps, err, identifierFor('login', email));
    throw err;
  }
  const userId = result.response.user.id;
  const promote = await claimAdminEmailPromotion(deps.db, deps.config, email, true);
  await deps.db
    .update(users)
    .set({
      locale: input.locale,
      lastLoginAt: new Date(),
      ...(promote ? { role: 'admin' } : {}),
    })
    .where(eq(users.id, userId));
  if (user && !user.emailVerified) await claimUnverifiedAccount(deps, userId, result.response.token);
  // Idempotent by key: heals an account whose grant failed at sign-up.
  if (!created) await grantSignupCredits(deps.db, userId);
  return { userId, setCookie: result.headers.getSetCookie(), created };
}

/**
 * An account whose address was never verified was made by a social provider that did not vouch for the e-mail, so
 * whoever signed in there may not own it. The first e-mail code proves who does: the account becomes theirs alone —
 * the provider links and every other session are removed, and the address counts as verified from now on.
 */
async function claimUnverifiedAccount(deps: OtpDeps, userId: string, keepSessionToken: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.delete(authAccounts).where(eq(authAccounts.userId, userId));
    await tx.delete(authSessions).where(and(eq(authSessions.userId, userId), ne(authSessions.token, keepSessionToken)));
    await tx.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
  });
}

function signIn(deps: OtpDeps, email: string, otp: string) {
  return deps.auth.api.signInEmailOTP({ body: { email, otp }, returnHeaders: true });
}
