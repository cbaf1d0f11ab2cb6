import type { sessionListQuery } from '@cuecoach/contracts';
import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import type { ListRow } from './serialize.ts';

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

/** The seven metrics a list row shows, cut out of the metrics document by the database. */
const keyMetrics = ['wpm', 'silenceRatio', 'fillersPer100', 'cuesPerMinute', 'clarity', 'flow', 'consistency'];
const keyMetricsSql = sql.raw(
  `case when metrics is null then null else jsonb_build_object(${keyMetrics.map((k) => `'${k}', metrics->'${k}'`).join(', ')}) end`,
);

/**
 * The columns a list row needs. Transcript segments, the report and the full metrics can each be hundreds of KB
 * per session; a page of twenty must not read, transfer or parse them.
 */
const listColumns = {
  id: sessions.id,
  title: sessions.title,
  status: sessions.status,
  feedbackState: sessions.feedbackState,
  language: sessions.language,
  style: sessions.style,
  scenario: sessions.scenario,
  purpose: sessions.purpose,
  fileType: sessions.fileType,
  durationSec: sessions.durationSec,
  fileSizeBytes: sessions.fileSizeBytes,
  tags: sessions.tags,
  recordedOn: sessions.recordedOn,
  createdAt: sessions.createdAt,
  completedAt: sessions.completedAt,
  progressStep: sessions.progressStep,
  progressPercent: sessions.progressPercent,
  errorCode: sessions.errorCode,
  errorMessage: sessions.errorMessage,
  metrics: sql<unknown>`${keyMetricsSql}`,
  total: sql<number>`count(*) over ()`.mapWith(Number),
};

/** One page of the user's sessions with filters; the owner condition is always the first filter. */
export async function listSessions(db: DbOrTx, userId: string, q: Query): Promise<{ rows: ListRow[]; total: number }> {
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
    .select(listColumns)
    .from(sessions)
    .where(where)
    .orderBy(sql`${direction(column)} nulls last`, tiebreak(sessions.createdAt), tiebreak(sessions.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  // The window count rides along with the page; only a page past the end needs its own count.
  if (rows.length > 0) return { rows, total: rows[0]?.total ?? 0 };
  const [totalRow] = await db.select({ n: count() }).from(sessions).where(where);
  return { rows, total: Number(totalRow?.n ?? 0) };
}
