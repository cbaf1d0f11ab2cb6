import { experienceLevels, profileVisibilities, uiLanguages } from '@cuecoach/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** Profiles: one row per user, created by onboarding; no row means "onboarding needed". */
export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    nickname: text('nickname').notNull(),
    experienceLevel: text('experience_level', { enum: experienceLevels }),
    interests: jsonb('interests').$type<string[]>().notNull().default([]),
    language: text('language', { enum: uiLanguages }).notNull().default('ko'),
    bio: text('bio'),
    location: text('location'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    experienceYears: integer('experience_years'),
    /** Style groups the instructor teaches (yoga, pilates, …). */
    specializations: jsonb('specializations').$type<string[]>().notNull().default([]),
    /** Languages the instructor teaches in (ISO 639-1 codes). */
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    visibility: text('visibility', { enum: profileVisibilities }).notNull().default('private'),
    /** Notifications preference: show the in-app "analysis complete" notice. */
    notifyAnalysisComplete: boolean('notify_analysis_complete').notNull().default(true),
    /** Notifications preference: e-mail when reviews arrive on my sessions or my threads are answered. */
    notifyReviewEmail: boolean('notify_review_email').notNull().default(true),
    /** Notifications preference: in-app notices for the same. */
    notifyReviewInApp: boolean('notify_review_in_app').notNull().default(true),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('profiles_visibility_check', sql`${t.visibility} in ('private', 'public')`),
    check(
      'profiles_experience_years_check',
      sql`${t.experienceYears} is null or ${t.experienceYears} between 0 and 80`,
    ),
    check(
      'profiles_experience_level_check',
      sql`${t.experienceLevel} is null or ${t.experienceLevel} in ('beginner', 'intermediate', 'advanced', 'expert')`,
    ),
  ],
);
