import { apiPrefix, authApi } from '@cuecoach/contracts';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, emailOTP } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { authAccounts, authSessions, authVerifications, users } from '../db/schema/auth.ts';
import { safeErrorSerializer, scrubObject, scrubSecrets } from '../logging.ts';
import { accountDatabaseHooks } from './account-hooks.ts';
import { codeLengthDigits, codeValiditySeconds, maxWrongAttempts } from './auth-constants.ts';
import { genericOidcPlugins, socialProviderOptions } from './social-providers.ts';

/**
 * better-auth does the security-sensitive parts: CSPRNG codes, hashed storage of codes, attempt counting with a
 * constant-time compare, session rows, signed httpOnly cookies and revocation. Our own rules (purpose binding,
 * cooldown, rate limits, "login never creates accounts") live in otp-service.ts around it; see docs/accounts.md.
 */
/** Where better-auth's own endpoints live (the table's `authApi.betterAuth`, without its wildcard): '/api/auth'. */
export const betterAuthBasePath = `${apiPrefix}${authApi.betterAuth.path.replace(/\/\*$/, '')}`;

export function createAuth(
  config: Config,
  database: Database,
  hooks: {
    sendEmailChangeCode?: (input: { to: string; code: string; locale: 'ko' | 'en' }) => Promise<void>;
    log?: FastifyBaseLogger;
  } = {},
) {
  return betterAuth({
    appName: 'CueCoach',
    baseURL: config.appOrigin,
    basePath: betterAuthBasePath,
    secret: config.authSecret,
    database: drizzleAdapter(database.db, {
      provider: 'pg',
      schema: {
        users,
        auth_sessions: authSessions,
        auth_accounts: authAccounts,
        auth_verifications: authVerifications,
      },
    }),
    user: {
      modelName: 'users',
      additionalFields: {
        // Account status; only admins change it (input: false keeps it out of user-editable bodies).
        status: { type: 'string', required: false, defaultValue: 'active', input: false },
        // The UI language at sign-up/sign-in; e-mails go out in it.
        locale: { type: 'string', required: false, defaultValue: 'ko', input: false },
      },
    },
    session: {
      modelName: 'auth_sessions',
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    account: {
      modelName: 'auth_accounts',
      // A social sign-in whose e-mail matches an existing account joins it only when the provider says it verified
      // the address (no provider is trusted blindly) and the account's own address was verified; otherwise the
      // callback fails with account_not_linked. docs/accounts.md "Social sign-in".
      accountLinking: {
        enabled: true,
        trustedProviders: [],
        requireLocalEmailVerified: true,
        allowDifferentEmails: false,
      },
    },
    socialProviders: socialProviderOptions(config),
    databaseHooks: accountDatabaseHooks(config, database.db, hooks.log),
    verification: { modelName: 'auth_verifications' },
    // Our own limiter (rate-limit.ts) keys by e-mail and IP; better-auth's only knows IP+path and would double count.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'cuecoach',
      useSecureCookies: config.NODE_ENV === 'production',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      // Client IP for logs/limits comes from Fastify (trustProxy), not from better-auth's header parsing.
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    telemetry: { enabled: false },
    // better-auth's own messages (a database error during sign-in or a session read) go through the app's logger as
    // one JSON line, with tokens, cookies and codes removed, instead of coloured multi-line text on the console.
    logger: { disableColors: true, level: 'warn', log: authLogSink(hooks.log) },
    // A social sign-in that fails before its own error address is known (missing or foreign state) lands on the
    // login page too, which explains the code in the user's language.
    onAPIError: { errorURL: `${config.appOrigin}/auth/login` },
    plugins: [
      emailOTP({
        otpLength: codeLengthDigits,
        expiresIn: codeValiditySeconds,
        allowedAttempts: maxWrongAttempts,
        storeOTP: 'hashed',
        // Login must never create an account; sign-up creates it in otp-service.ts after the code checks out.
        disableSignUp: true,
        // Sign-in/sign-up codes are generated through createVerificationOTP and mailed by otp-service.ts. The plugin
        // mails only e-mail-change codes (its request-email-change endpoint, called by email-change-routes.ts).
        async sendVerificationOTP({ email, otp, type }, ctx) {
          if (type !== 'change-email' || !hooks.sendEmailChangeCode) return;
          const user = ctx?.context.session?.user as { locale?: string } | undefined;
          await hooks.sendEmailChangeCode({ to: email, code: otp, locale: user?.locale === 'en' ? 'en' : 'ko' });
        },
        // The code goes to the new address; the current one is proven by the signed-in session.
        changeEmail: { enabled: true },
      }),
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      ...genericOidcPlugins(config),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

type AuthLogLevel = 'debug' | 'info' | 'warn' | 'error';

/** better-auth's logger hook writing into pino; without a logger (scripts, some tests) its messages are dropped. */
function authLogSink(log: FastifyBaseLogger | undefined) {
  return (level: AuthLogLevel, message: string, ...args: unknown[]) => {
    if (!log) return;
    const safeArgs = args.map((arg) => (arg instanceof Error ? safeErrorSerializer(arg) : scrubObject(arg)));
    log[level]({ event: 'auth.log', args: safeArgs }, `better-auth: ${scrubSecrets(String(message))}`);
  };
}
