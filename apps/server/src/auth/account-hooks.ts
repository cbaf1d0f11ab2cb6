import type { ApiErrorCode } from '@cuecoach/contracts';
import type { BetterAuthOptions } from 'better-auth';
import { APIError, getOAuthState } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { claimAdminEmailPromotion } from './admin-emails.ts';
import { grantSignupCredits } from './signup-credits.ts';

type Locale = 'ko' | 'en';

/** The UI language a social sign-in started from (our start route puts it into the OAuth state). */
async function socialSignInLocale(): Promise<Locale | null | undefined> {
  const state = (await getOAuthState().catch(() => null)) as { locale?: unknown } | null;
  if (!state) return undefined;
  return state.locale === 'en' || state.locale === 'ko' ? state.locale : null;
}

/**
 * What every new account and every new session goes through, whichever way it came (e-mail code or a social
 * provider), so the rules live in one place:
 * - a new account receives the signup grant (once; a failure is logged and healed at the next sign-in);
 * - an address in ADMIN_EMAILS becomes admin only when its ownership is proven (e-mail code, or a provider that
 *   says it verified the address) — an unverified provider address must not make anyone an admin;
 * - suspended and deleted accounts get no session, so a social sign-in cannot get around the status either;
 * - a social sign-in records the sign-in time and UI language, as the e-mail code sign-in does.
 */
export function accountDatabaseHooks(
  config: Config,
  db: Db,
  log?: FastifyBaseLogger,
): NonNullable<BetterAuthOptions['databaseHooks']> {
  const isAdminAddress = (email: string, verified: boolean) => claimAdminEmailPromotion(db, config, email, verified);
  return {
    user: {
      create: {
        async before(user) {
          const locale = await socialSignInLocale();
          return {
            data: {
              ...user,
              // Whichever path made it, an account's address is trimmed and lower-case (the e-mail code path's form).
              email: user.email.trim().toLowerCase(),
              ...(locale ? { locale } : {}),
              ...((await isAdminAddress(user.email, user.emailVerified)) ? { role: 'admin' } : {}),
            },
          };
        },
        async after(user) {
          try {
            await grantSignupCredits(db, user.id);
          } catch (err) {
            log?.error({ err, userId: user.id }, 'signup grant failed; retried at the next sign-in');
          }
        },
      },
    },
    session: {
      create: {
        async before(session) {
          const [row] = await db
            .select({ status: users.status })
            .from(users)
            .where(eq(users.id, session.userId))
            .limit(1);
          if (row?.status === 'suspended') {
            throw new APIError('FORBIDDEN', {
              code: 'account_suspended' satisfies ApiErrorCode,
              message: 'This account is suspended',
            });
          }
          if (row?.status === 'deletion_requested') {
            throw new APIError('FORBIDDEN', {
              code: 'account_deleted' satisfies ApiErrorCode,
              message: 'This account was deleted',
            });
          }
        },
        async after(session) {
          const locale = await socialSignInLocale();
          // Not a social sign-in: the e-mail code path records its own sign-in (otp-service.ts).
          if (locale === undefined) return;
          const [user] = await db.select().from(users).where(eq(users.id, session.userId)).limit(1);
          if (!user) return;
          await db
            .update(users)
            .set({
              lastLoginAt: new Date(),
              ...(locale ? { locale } : {}),
              ...((await isAdminAddress(user.email, user.emailVerified)) ? { role: 'admin' } : {}),
            })
            .where(eq(users.id, user.id));
          // Idempotent by key: heals an account whose grant failed at sign-up.
          await grantSignupCredits(db, user.id);
          log?.info({ event: 'login', method: 'social', userId: user.id }, 'account event');
        },
      },
    },
  };
}
