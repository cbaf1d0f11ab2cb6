import { accountApi } from '@cuecoach/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { profiles } from '../db/schema/index.ts';
import { AppError, notFound } from '../errors.ts';
import { serveRoute } from '../plugins/api-route.ts';
import { findProfile, toProfile } from './profile-store.ts';

/** The signed-in user's own profile: onboarding creates it, the profile page reads and edits it. */
export const profileRoutes = (database: Database) => async (app: FastifyInstance) => {
  const { db } = database;

  serveRoute(
    app,
    accountApi.profile,
    { tags: ['account'], summary: 'My profile (404 = onboarding needed)' },
    async (request) => {
      const found = await findProfile(db, request.user.id);
      if (!found) throw notFound('Profile');
      return found;
    },
  );

  serveRoute(
    app,
    accountApi.createProfile,
    { tags: ['account'], summary: 'Create my profile (onboarding)' },
    async (request) => {
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
      return toProfile(row);
    },
  );

  serveRoute(app, accountApi.updateProfile, { tags: ['account'], summary: 'Edit my profile' }, async (request) => {
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
  });
};
