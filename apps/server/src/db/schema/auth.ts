import { uiLanguages } from '@cuecoach/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * better-auth's tables (user, session, account, verification) under our names, plus its admin plugin's fields
 * and our account status and language. Generated from better-auth's schema generator for our options, then
 * given time zones and check constraints. `auth_sessions` are sign-in sessions, not class-recording sessions.
 */
const ts = (name: string) => timestamp(name, { withTimezone: true });

export const accountStatusValues = ['active', 'inactive', 'suspended', 'deletion_requested'] as const;

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').default(false).notNull(),
    image: text('image'),
    createdAt: ts('created_at').defaultNow().notNull(),
    updatedAt: ts('updated_at')
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
    role: text('role').default('user').notNull(),
    banned: boolean('banned').default(false),
    banReason: text('ban_reason'),
    banExpires: ts('ban_expires'),
    status: text('status', { enum: accountStatusValues }).default('active').notNull(),
    locale: text('locale', { enum: uiLanguages }).default('ko').notNull(),
    lastLoginAt: ts('last_login_at'),
    // Deletion reasons; set when the user asks for deletion (status deletion_requested). Kept with the row.
    deletionRequestedAt: ts('deletion_requested_at'),
    deletionReason: text('deletion_reason'),
    deletionDetail: text('deletion_detail'),
  },
  (t) => [
    check('users_status_check', sql`${t.status} in ('active', 'inactive', 'suspended', 'deletion_requested')`),
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
    check('users_locale_check', sql`${t.locale} in ('ko', 'en')`),
  ],
);

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: ts('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: ts('created_at').defaultNow().notNull(),
    updatedAt: ts('updated_at')
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    impersonatedBy: text('impersonated_by'),
  },
  (t) => [index('auth_sessions_user_id_idx').on(t.userId)],
);

export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: ts('access_token_expires_at'),
    refreshTokenExpiresAt: ts('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: ts('created_at').defaultNow().notNull(),
    updatedAt: ts('updated_at')
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (t) => [index('auth_accounts_user_id_idx').on(t.userId)],
);

/** One-time codes: better-auth stores `<sha256 of code>:<wrong attempts>` under `<type>-otp-<email>`. */
export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').defaultNow().notNull(),
    updatedAt: ts('updated_at')
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (t) => [index('auth_verifications_identifier_idx').on(t.identifier)],
);

/**
 * Who asked for a sign-in code, next to better-auth's verification row (same identifier): wrong tries from the
 * address that requested the code count on the row itself (the owner's own 5 tries); wrong tries from any other
 * address count here, together, with their own 5. So nobody elsewhere can use up the owner's code, and guesses on
 * one code stay bounded at 10 however many addresses send them (docs/security.md "Sign-in codes").
 */
export const signInCodeOrigins = pgTable('sign_in_code_origins', {
  identifier: text('identifier').primaryKey(),
  requesterIp: text('requester_ip').notNull(),
  foreignTries: integer('foreign_tries').notNull().default(0),
  createdAt: ts('created_at').defaultNow().notNull(),
});
