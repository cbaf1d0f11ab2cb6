import { keyMetricKeys, type sessionListQuery } from '@cuecoach/contracts';
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

// What a verdict reads besides the key scores (contracts judged-metrics.ts): the class time's seconds and the
// recording's length, a few numbers out of the class time document.
const judgeFieldsSql =
  `'durationSec', metrics->'durationSec', ` +
  `'classTime', case when metrics->'classTime' is null then null else jsonb_build_object('seconds', metrics->'classTime'->'seconds') end`;

/**
 * The key scores a list row shows (the metric registry's `keyScore` entries), cut out of the metrics document by
 * the database. The keys are the registry's own identifiers, never user input.
 */
const keyMetricsSql = sql.raw(
  `case when metrics is null then null else jsonb_build_object(${keyMetricKeys.map((k) => `'${k}', metrics->'${k}'`).join(', ')}, ${judgeFieldsSql}) end`,
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
};

/**
 * What decides a query's SQL text: which filters are present (an empty one is absent, as it always was), and the
 * order. The values are placeholders.
 */
interface Shape {
  status: boolean;
  style: boolean;
  language: boolean;
  from: boolean;
  to: boolean;
  q: boolean;
  sort: Query['sort'];
  order: Query['order'];
}

function shapeOf(q: Query): Shape {
  return {
    status: Boolean(q.status),
    style: Boolean(q.style),
    language: Boolean(q.language),
    from: Boolean(q.from),
    to: Boolean(q.to),
    q: Boolean(q.q),
    sort: q.sort,
    order: q.order,
  };
}

/**
 * The page and the count for one shape, built once and kept as prepared statements (named, so node-postgres
 * parses and plans each once per connection): a list request only binds values.
 */
function prepare(db: DbOrTx, shape: Shape, key: string) {
  const p = (name: string) => sql.placeholder(name);
  const filters: SQL[] = [eq(sessions.userId, p('userId'))];
  if (shape.status) filters.push(eq(sessions.status, p('status')));
  if (shape.style) filters.push(eq(sessions.style, p('style')));
  if (shape.language) filters.push(eq(sessions.language, p('language')));
  if (shape.from) filters.push(gte(recordingDay, p('from')));
  if (shape.to) filters.push(lte(recordingDay, p('to')));
  if (shape.q)
    filters.push(sql`(${sessions.title} ilike ${p('pattern')} or ${sessions.tags}::text ilike ${p('pattern')})`);
  const where = and(...filters);
  const direction = shape.order === 'asc' ? asc : desc;
  // Recording order breaks a same-day tie by upload time in the same direction (contracts
  // `compareRecordingOrder`), so trends read oldest → newest class; other sorts list newer uploads first on a tie.
  // Upload time is never null, so its sort needs neither `nulls last` nor itself as a tie-break: written plainly, the
  // (user_id, created_at) index gives the order and the page stops after pageSize rows.
  const tiebreak = shape.sort === 'recordedOn' ? direction : desc;
  const order =
    shape.sort === 'createdAt'
      ? [direction(sessions.createdAt), desc(sessions.id)]
      : [sql`${direction(sortColumns[shape.sort])} nulls last`, tiebreak(sessions.createdAt), tiebreak(sessions.id)];
  return {
    page: db
      .select({
        ...listColumns,
        // Uncorrelated, so PostgreSQL runs it once (an InitPlan) as its own index-backed count, while the page itself
        // still stops after pageSize rows — and it arrives in the same round trip.
        total: sql<number>`(select count(*) from ${sessions} where ${where})`.mapWith(Number),
      })
      .from(sessions)
      .where(where)
      .orderBy(...order)
      .limit(p('limit'))
      .offset(p('offset'))
      .prepare(`sessions_list_${key}`),
    count: db.select({ n: count() }).from(sessions).where(where).prepare(`sessions_count_${key}`),
  };
}

type Prepared = ReturnType<typeof prepare>;
const preparedByDb = new WeakMap<DbOrTx, Map<string, Prepared>>();

function preparedFor(db: DbOrTx, q: Query): Prepared {
  const shape = shapeOf(q);
  // A short, stable statement name per shape: the flags as bits, then sort and order.
  const bits = [shape.status, shape.style, shape.language, shape.from, shape.to, shape.q].reduce(
    (acc, on, i) => acc | (on ? 1 << i : 0),
    0,
  );
  const key = `${bits}_${shape.sort}_${shape.order}`;
  let byShape = preparedByDb.get(db);
  if (!byShape) {
    byShape = new Map();
    preparedByDb.set(db, byShape);
  }
  let prepared = byShape.get(key);
  if (!prepared) {
    prepared = prepare(db, shape, key);
    byShape.set(key, prepared);
  }
  return prepared;
}

/** One page of the user's sessions with filters; the owner condition is always the first filter. */
export async function listSessions(db: DbOrTx, userId: string, q: Query): Promise<{ rows: ListRow[]; total: number }> {
  const { page, count: countQuery } = preparedFor(db, q);
  const values = {
    userId,
    status: q.status,
    style: q.style,
    language: q.language,
    from: q.from,
    to: q.to,
    pattern: q.q ? `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  };
  const rows = await page.execute(values);
  if (rows.length > 0) return { rows, total: rows[0]?.total ?? 0 };
  // Only a page past the end (or an empty list) needs the count on its own.
  const [totalRow] = await countQuery.execute(values);
  return { rows, total: Number(totalRow?.n ?? 0) };
}
