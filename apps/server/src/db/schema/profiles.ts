import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** Spec §3 profiles: one row per user, created by onboarding; no row means "onboarding needed". */
export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    nickname: text('nickname').notNull(),
    experienceLevel: text('experience_level', { enum: ['beginner', 'intermediate', 'advanced', 'expert'] }),
    interests: jsonb('interests').$type<string[]>().notNull().default([]),
    language: text('language', { enum: ['ko', 'en'] })
      .notNull()
      .default('ko'),
    bio: text('bio'),
    location: text('location'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'profiles_experience_level_check',
      sql`${t.experienceLevel} is null or ${t.experienceLevel} in ('beginner', 'intermediate', 'advanced', 'expert')`,
    ),
  ],
);
