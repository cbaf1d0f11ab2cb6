import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, DbOrTx } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { type JobData, type QueueName, queuePolicies } from './queues.ts';

export interface QueueSettings {
  retryLimit: number;
  /** Where pg-boss's own errors (maintenance, polling) are logged; without a listener they would crash the process. */
  log?: { warn(obj: object, msg: string): void };
}

interface Shared {
  boss: PgBoss;
  refs: number;
  ready: Promise<void>;
}
const shared = new WeakMap<Database, Shared>();

/**
 * One pg-boss instance per database per process, shared by the API (which sends jobs) and the worker
 * (which works them). `release` stops it when the last user lets go. On PGlite pg-boss runs through the
 * `database.sql` adapter; on PostgreSQL through the same pool.
 */
export async function acquireBoss(
  database: Database,
  settings: QueueSettings,
): Promise<{ boss: PgBoss; release(): Promise<void> }> {
  let entry = shared.get(database);
  if (!entry) {
    const boss = new PgBoss({
      db: database.sql as PgBoss.Db,
      schema: 'pgboss',
      // Cron scheduling is not used (the sweeper is a plain interval); maintenance runs in every process.
      schedule: false,
      superviseIntervalSeconds: 60,
    });
    boss.on('error', (err) => settings.log?.warn({ err }, 'pg-boss error'));
    const created: Shared = {
      boss,
      refs: 0,
      // pg-boss creates its schema and our queues on first start: one process at a time (a second process starting
      // on the same empty database would otherwise race it and crash on a duplicate table or queue).
      ready: database.exclusive('pgboss-setup', async () => {
        await boss.start();
        for (const [name, policy] of queuePolicies(settings.retryLimit)) {
          if (!(await boss.getQueue(name))) await boss.createQueue(name, policy);
          else await boss.updateQueue(name, policy);
          // Fill pg-boss's queue cache now: later sends run inside our transactions, and on PGlite a query
          // outside the open transaction would wait for it forever.
          await boss.getJobById(name, randomUUID());
        }
      }),
    };
    shared.set(database, created);
    entry = created;
  }
  entry.refs += 1;
  const current = entry;
  try {
    await current.ready;
  } catch (err) {
    current.refs -= 1;
    if (current.refs === 0) shared.delete(database);
    throw err;
  }
  let released = false;
  return {
    boss: current.boss,
    async release() {
      if (released) return;
      released = true;
      current.refs -= 1;
      if (current.refs === 0) {
        shared.delete(database);
        await current.boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
      }
    },
  };
}

/**
 * pg-boss `db` adapter running inside a Drizzle transaction, so sending a job commits or rolls back with
 * the caller's writes (the charge and the status change). Works for both drivers: `$n` placeholders are
 * rebuilt as Drizzle parameters.
 */
export function transactionSqlAdapter(tx: DbOrTx): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = [];
      for (let i = 0; i < parts.length; i++) {
        if (i % 2 === 0) chunks.push(sql.raw(parts[i] ?? ''));
        else {
          // An array is one parameter (e.g. pg-boss's `$3::uuid[]`), not a list Drizzle would spread.
          const value = values[Number(parts[i]) - 1];
          chunks.push(Array.isArray(value) ? sql`${sql.param(value)}` : sql`${value}`);
        }
      }
      return { rows: await queryRows(tx, sql.join(chunks)) };
    },
  };
}

/**
 * Sends a job to one of the registry's queues inside the caller's transaction, so the job exists exactly when the
 * caller's writes (the charge, the status change) commit. Returns pg-boss's job id.
 */
export async function enqueue<Q extends QueueName>(
  boss: PgBoss,
  tx: DbOrTx,
  queue: Q,
  data: JobData<Q>,
): Promise<string | null> {
  return boss.send(queue, data as object, { db: transactionSqlAdapter(tx) });
}
