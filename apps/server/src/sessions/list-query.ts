import type { sessionListQuery } from '@cuecoach/contracts';
import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../credits/ledger.ts';
import { type SessionRow, sessions } from '../db/schema/index.ts';

type Query = z.output<typeof sessionListQuery>;

/** The day a class happened: its recording date, or its UTC upload day (contracts `recordingDay`). */
const recordingDay = sql`coalesce(${sessions.recordedOn}, (${sessions.createdAt} at time zone 'UTC')::date)`;

const sortColumns = {
  createdAt: sessions.createdAt,
  recordedOn: recordingDay,
  title: sql`lower(${sessions.title})`,
  durationSec: sessions.durationSec,
  wpm: sql`(${sessions.metrics}->>'wpm')::float8`,
  clarity: sql`(${sessions.metrics}->>'clarity')::float8`,
} as const;

/** One page of the user's sessions with filters; the owner condition is always the first filter. */
export async function listSessions(
  db: DbOrTx,
  userId: string,
  q: Query,
): Promise<{ rows: SessionRow[]; total: number }> {
  const filters: SQL[] = [eq(sessions.userId, userId)];
  if (q.status) filters.push(eq(sessions.status, q.status));
  if (q.style) filters.push(eq(sessions.style, q.style));
  if (q.language) filters.push(eq(sessions.language, q.language));
  if (q.from) filters.push(gte(recordingDay, q.from));
  if (q.to) filters.push(lte(recordingDay, q.to));
  if (q.q) {
    const pattern = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(sql`(${sessions.title} ilike ${pattern} or ${sessions.tags}::text ilike ${pattern})`);
  }
  const where = and(...filters);
  const column = sortColumns[q.sort];
  const direction = q.order === 'asc' ? asc : desc;
  // Recording order breaks a same-day tie by upload time in the same direction (contracts
  // `compareRecordingOrder`), so trends read oldest → newest class; other sorts list newer uploads first on a tie.
  const tiebreak = q.sort === 'recordedOn' ? direction : desc;
  const rows = await db
    .select()
    .from(sessions)
    .where(where)
    .orderBy(sql`${direction(column)} nulls last`, tiebreak(sessions.createdAt), tiebreak(sessions.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [totalRow] = await db.select({ n: count() }).from(sessions).where(where);
  return { rows, total: Number(totalRow?.n ?? 0) };
}
