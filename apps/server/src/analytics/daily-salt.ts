import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { analyticsSalts } from '../db/schema/index.ts';

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Today's salt, created by whichever process asks first (the primary key settles a race). Kept for one day: the
 * sweep deletes earlier days' salts, and from then on nobody — the operator included — can tell whose hash is whose.
 */
export async function dailySalt(database: Database, now = new Date()): Promise<string> {
  const day = utcDay(now);
  await database.db
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await database.db.select().from(analyticsSalts).where(eq(analyticsSalts.day, day)).limit(1);
  if (!row) throw new Error('analytics salt missing right after it was written');
  return row.salt;
}

/** sha-256 of salt and user id, shortened: distinct per user within a day, unlinkable across days. */
export function dailyUserHash(salt: string, userId: string): string {
  return createHash('sha256').update(`${salt}:${userId}`).digest('hex').slice(0, 32);
}

/** Deletes every salt but today's. */
export async function dropOldSalts(database: Database, now = new Date()): Promise<number> {
  const removed = await database.db
    .delete(analyticsSalts)
    .where(lt(analyticsSalts.day, sql`${utcDay(now)}::date`))
    .returning({ day: analyticsSalts.day });
  return removed.length;
}
