import type { Profile } from '@cuecoach/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { profiles } from '../db/schema/index.ts';

type Row = typeof profiles.$inferSelect;

export function toProfile(row: Row): Profile {
  return {
    userId: row.userId,
    nickname: row.nickname,
    experienceLevel: row.experienceLevel ?? null,
    interests: row.interests as Profile['interests'],
    language: row.language,
    bio: row.bio,
    location: row.location,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    experienceYears: row.experienceYears,
    specializations: row.specializations as Profile['specializations'],
    languages: row.languages as Profile['languages'],
    visibility: row.visibility,
    notifyAnalysisComplete: row.notifyAnalysisComplete,
    notifyReviewEmail: row.notifyReviewEmail,
    notifyReviewInApp: row.notifyReviewInApp,
    termsAcceptedAt: row.termsAcceptedAt.toISOString(),
    privacyAcceptedAt: row.privacyAcceptedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findProfile(db: DbOrTx, userId: string): Promise<Profile | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row ? toProfile(row) : null;
}
