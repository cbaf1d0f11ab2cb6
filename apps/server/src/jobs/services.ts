import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { BackgroundService } from '../background-service.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { pruneWorkers } from '../workers/registry.ts';
import {
  type AnalysisWorker,
  analysisWorkerService,
  type WorkerOverrides,
  type WorkerSettings,
} from './analysis-worker.ts';
import { acquireBoss } from './boss.ts';
import { reconcileStuckSessions } from './reconcile.ts';
import { sweepExpiredOriginals } from './retention-sweep.ts';
import { failUnservedSessions } from './unserved.ts';

export { analysisWorkerService };
export type SessionServiceOverrides = WorkerOverrides;

type Settings = WorkerSettings &
  Pick<Config, 'SWEEP_INTERVAL_SECONDS' | 'JOB_RECONCILE_SECONDS' | 'JOB_UNSERVED_TIMEOUT_SECONDS'>;

/**
 * Two timers: every JOB_RECONCILE_SECONDS, settle attempts whose worker died (re-queued within seconds), end
 * analyses no live worker can run after JOB_UNSERVED_TIMEOUT_SECONDS (refunded), and forget long-gone workers; every SWEEP_INTERVAL_SECONDS, delete originals past retention. Every worker process
 * runs it; on PostgreSQL an advisory lock lets one reconcile at a time, so a dead worker's job is failed over
 * once, not by each survivor.
 */
export function sessionSweeperService(
  config: Settings,
  database: Database,
  log: FastifyBaseLogger,
  overrides: WorkerOverrides & { workerId?: () => string | null },
): BackgroundService & { runOnce(): Promise<void>; reconcileOnce(): Promise<number> } {
  let handle: { boss: PgBoss; release(): Promise<void> } | null = null;
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  const { storage } = overrides;
  const unservedSince = new Map<string, number>();

  const reconcileOnce = async (): Promise<number> => {
    const boss = handle?.boss;
    if (!boss) return 0;
    const work = async () => {
      await pruneWorkers(database.db);
      const requeued = await reconcileStuckSessions(
        { database, boss, log, workerId: overrides.workerId?.() ?? undefined },
        config.JOB_STALE_SECONDS,
      );
      const unserved = await failUnservedSessions(
        { database, boss, log, unservedSince },
        config.JOB_UNSERVED_TIMEOUT_SECONDS,
      );
      return requeued + unserved;
    };
    // PGlite is one process (and a query outside an open transaction would wait for it): no lock needed there.
    if (database.kind === 'pglite') return work();
    return database.db.transaction(async (tx) => {
      const [lock] = await queryRows<{ locked: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(hashtext('cuecoach:reconcile')) as locked`,
      );
      const locked = lock?.locked;
      return locked ? work() : 0;
    });
  };
  const runOnce = async () => {
    if (!handle) return;
    await sweepExpiredOriginals({ database, storage, log });
    await reconcileOnce();
  };
  const every = (seconds: number, what: string, fn: () => Promise<unknown>) => {
    let busy = false;
    const tick = () => {
      if (busy) return;
      busy = true;
      const p = fn()
        .catch((err) => log.error({ err }, `${what} failed`))
        .finally(() => {
          busy = false;
          running.delete(p);
        });
      running.add(p);
    };
    timers.push(setInterval(tick, seconds * 1000));
    tick();
  };
  return {
    name: 'session-sweeper',
    runOnce,
    reconcileOnce,
    async start() {
      handle = await acquireBoss(database, { retryLimit: config.JOB_RETRY_LIMIT, log });
      every(config.JOB_RECONCILE_SECONDS, 'dead-worker check', reconcileOnce);
      every(config.SWEEP_INTERVAL_SECONDS, 'retention sweep', () => sweepExpiredOriginals({ database, storage, log }));
    },
    async stop() {
      for (const t of timers.splice(0)) clearInterval(t);
      await Promise.all(running);
      await handle?.release();
      handle = null;
    },
  };
}

export function sessionBackgroundServices(
  config: Settings,
  database: Database,
  log: FastifyBaseLogger,
  overrides: WorkerOverrides,
): [AnalysisWorker, ReturnType<typeof sessionSweeperService>] {
  const worker = analysisWorkerService(config, database, log, overrides);
  return [worker, sessionSweeperService(config, database, log, { ...overrides, workerId: () => worker.id })];
}
