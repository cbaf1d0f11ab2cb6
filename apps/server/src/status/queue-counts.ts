import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { ANALYSIS_QUEUES, FEEDBACK_QUEUE } from '../jobs/queues.ts';

export interface QueueCounts {
  name: string;
  waiting: number;
  active: number;
  failed24h: number;
  completed24h: number;
  /** Age of the oldest job still waiting, by the database clock; null when none waits. */
  oldestWaitSeconds: number | null;
}

export interface RecentWait {
  /** Median seconds from queueing to start, over analysis jobs started in the last hour. */
  medianSeconds: number | null;
  started: number;
}

const queueNames = [...ANALYSIS_QUEUES, FEEDBACK_QUEUE];

/**
 * Whether pg-boss has created its tables in this database: it does so when the first process starts the queue
 * (a worker, or the first analysis start), so a fresh database has none.
 */
export async function queueInstalled(db: DbOrTx): Promise<boolean> {
  const [row] = await queryRows<{ present: boolean }>(db, sql`select to_regclass('pgboss.job') is not null as present`);
  return Boolean(row?.present);
}

/**
 * Counts of the analysis and report queues read straight from pg-boss's job table (its own `getQueue` figures
 * are refreshed only by its maintenance loop, up to a minute late). One grouped query; "waiting" is created or
 * retry (a failed attempt waiting for its next try), finished states are counted over the last 24 hours. An analysis
 * that ended failed on its last try (the session failed and was refunded) completes its pg-boss job with
 * `{ failed: code }` so it is not retried: it counts as failed, not completed.
 */
export async function queueCounts(db: DbOrTx): Promise<QueueCounts[]> {
  const names = sql.join(
    queueNames.map((n) => sql`${n}`),
    sql`, `,
  );
  const rows = await queryRows<{
    name: string;
    waiting: string | number;
    active: string | number;
    failed: string | number;
    completed: string | number;
    oldest: string | number | null;
  }>(
    db,
    sql`
      select name,
        count(*) filter (where state in ('created', 'retry')) as waiting,
        count(*) filter (where state = 'active') as active,
        count(*) filter (where completed_on > now() - interval '24 hours'
          and (state = 'failed' or (state = 'completed' and output ? 'failed'))) as failed,
        count(*) filter (where completed_on > now() - interval '24 hours'
          and state = 'completed' and not coalesce(output ? 'failed', false)) as completed,
        extract(epoch from now() - min(created_on) filter (where state in ('created', 'retry'))) as oldest
      from pgboss.job
      where name in (${names})
        and (state in ('created', 'retry', 'active') or completed_on > now() - interval '24 hours')
      group by name
    `,
  );
  const byName = new Map(rows.map((r) => [r.name, r]));
  return queueNames.map((name) => {
    const r = byName.get(name);
    return {
      name,
      waiting: Number(r?.waiting ?? 0),
      active: Number(r?.active ?? 0),
      failed24h: Number(r?.failed ?? 0),
      completed24h: Number(r?.completed ?? 0),
      oldestWaitSeconds: r?.oldest === null || r?.oldest === undefined ? null : Math.max(0, Number(r.oldest)),
    };
  });
}

/** How long analyses that started in the last hour waited in the queue (median), from pg-boss's own timestamps. */
export async function recentAnalysisWait(db: DbOrTx): Promise<RecentWait> {
  const names = sql.join(
    ANALYSIS_QUEUES.map((n) => sql`${n}`),
    sql`, `,
  );
  const [row] = await queryRows<{ median: string | number | null; started: string | number }>(
    db,
    sql`
      select percentile_cont(0.5) within group (order by extract(epoch from started_on - created_on)) as median,
        count(*) as started
      from pgboss.job
      where name in (${names}) and started_on > now() - interval '1 hour'
    `,
  );
  const median = row?.median === null || row?.median === undefined ? null : Math.max(0, Number(row.median));
  return { medianSeconds: median, started: Number(row?.started ?? 0) };
}
