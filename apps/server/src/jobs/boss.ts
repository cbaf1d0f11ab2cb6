import { randomUUID } from 'node:crypto';
import { analysisLanguages } from '@cuecoach/contracts';
import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { DbOrTx } from '../credits/ledger.ts';
import type { Database } from '../db/client.ts';

/**
 * Analysis jobs go to one queue per language, and a worker polls only the queues of languages its engine can
 * transcribe: a Korean job is never taken by an English-only worker. The plain name is the queue of earlier
 * versions; workers still drain it (the claim then checks the language).
 */
export const ANALYSIS_QUEUE = 'session-analysis';
export const analysisQueue = (language: string) => `${ANALYSIS_QUEUE}-${language}`;
export const ANALYSIS_QUEUES = [ANALYSIS_QUEUE, ...analysisLanguages.map(analysisQueue)];
export const FEEDBACK_QUEUE = 'session-feedback';

export interface AnalysisJobData {
  sessionId: string;
  attempt: number;
}
export interface FeedbackJobData {
  sessionId: string;
  /** Counts regenerations so each request is its own job (singleton per session+round). */
  round: number;
  /** The language the reader asked for (absent in jobs queued before it existed: the report's current language). */
  reportLanguage?: 'ko' | 'en';
}

export interface QueueSettings {
  retryLimit: number;
  /** Where pg-boss's own errors (maintenance, polling) are logged; without a listener they would crash the process. */
  log?: { warn(obj: object, msg: string): void };
}

/**
 * Expiry is deliberately long: pg-boss 11 has no heartbeats, so liveness is ours (sessions.heartbeat_at every
 * JOB_HEARTBEAT_SECONDS, checked by jobs/reconcile.ts every JOB_RECONCILE_SECONDS), which re-queues a dead
 * worker's job within seconds. Expiry only catches a job nobody looks after (every worker gone for hours); a
 * re-delivered job whose session is still heart-beating elsewhere is skipped by the claim in analysis-job.ts.
 */
const EXPIRE_SECONDS = 6 * 3600;

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
      ready: (async () => {
        await boss.start();
        const queueOptions = {
          retryLimit: settings.retryLimit,
          retryDelay: 5,
          retryBackoff: true,
          expireInSeconds: EXPIRE_SECONDS,
        };
        for (const name of [...ANALYSIS_QUEUES, FEEDBACK_QUEUE]) {
          if (!(await boss.getQueue(name))) await boss.createQueue(name, queueOptions);
          else await boss.updateQueue(name, queueOptions);
          // Fill pg-boss's queue cache now: later sends run inside our transactions, and on PGlite a query
          // outside the open transaction would wait for it forever.
          await boss.getJobById(name, randomUUID());
        }
      })(),
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
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
