import { createProfileBody, profile, updateProfileBody } from '@cuecoach/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { profiles } from '../db/schema/index.ts';
import { AppError, notFound } from '../errors.ts';
import { findProfile, toProfile } from './profile-store.ts';

/** The signed-in user's own profile: onboarding creates it, the profile page reads and edits it. */
export const profileRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = database;

    app.get(
      '/profile',
      {
        preHandler: requireUser,
        schema: { tags: ['account'], summary: 'My profile (404 = onboarding needed)', response: { 200: profile } },
      },
      async (request) => {
        const found = await findProfile(db, request.user.id);
        if (!found) throw notFound('Profile');
        return found;
      },
    );

    app.post(
      '/profile',
      {
        preHandler: requireUser,
        schema: {
          tags: ['account'],
          summary: 'Create my profile (onboarding)',
          body: createProfileBody,
          response: { 201: profile },
        },
      },
      async (request, reply) => {
        const body = request.body;
        const now = new Date();
        const inserted = await db
          .insert(profiles)
          .values({
            userId: request.user.id,
            nickname: body.nickname,
            experienceLevel: body.experienceLevel,
            interests: [...new Set(body.interests)],
            language: body.language,
            termsAcceptedAt: now,
            privacyAcceptedAt: now,
          })
          .onConflictDoNothing({ target: profiles.userId })
          .returning();
        const row = inserted[0];
        if (!row) throw new AppError(409, 'profile_exists', 'Profile already exists');
        return reply.status(201).send(toProfile(row));
      },
    );

    app.patch(
      '/profile',
      {
        preHandler: requireUser,
        schema: { tags: ['account'], summary: 'Edit my profile', body: updateProfileBody, response: { 200: profile } },
      },
      async (request) => {
        const { interests, specializations, languages, ...rest } = request.body;
        const unique = <T>(list: T[] | undefined) => (list ? [...new Set(list)] : undefined);
        const [row] = await db
          .update(profiles)
          .set({
            ...rest,
            interests: unique(interests),
            specializations: unique(specializations),
            languages: unique(languages),
            updatedAt: new Date(),
          })
          .where(eq(profiles.userId, request.user.id))
          .returning();
        if (!row) throw notFound('Profile');
        return toProfile(row);
      },
    );
  };
