import { and, asc, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { type WorkerEngine, type WorkerJob, type WorkerRow, workers } from '../db/schema/index.ts';

export interface WorkerIdentity {
  id: string;
  host: string;
  pid: number;
  version: string;
  engines: WorkerEngine[];
  languages: string[];
  concurrency: number;
}

const inSeconds = (seconds: number) => sql`now() + (${seconds} * interval '1 second')`;
/** Alive: heart-beating (by the database clock) and not shutting down. */
const alive = and(gt(workers.staleAfter, sql`now()`), eq(workers.state, 'running'));

/**
 * Records the worker and renews its lease: an upsert, so a worker whose row was pruned while it was paused
 * (a stopped VM, a debugger) simply reappears. `staleSeconds` is how long the row counts as alive without the
 * next beat.
 */
export async function beat(
  db: DbOrTx,
  worker: WorkerIdentity,
  status: { currentJobs: WorkerJob[]; state: 'running' | 'draining' },
  staleSeconds: number,
): Promise<void> {
  const now = sql`now()`;
  await db
    .insert(workers)
    .values({ ...worker, ...status, startedAt: now, lastHeartbeat: now, staleAfter: inSeconds(staleSeconds) })
    .onConflictDoUpdate({
      target: workers.id,
      set: {
        // What the worker can run changes while it lives (Korean's model host answers again, the model arrives).
        engines: worker.engines,
        languages: worker.languages,
        currentJobs: status.currentJobs,
        state: status.state,
        lastHeartbeat: now,
        staleAfter: inSeconds(staleSeconds),
      },
    });
}

/** A clean exit: the row stays (for the admin list) but no longer counts as alive. */
export async function markStopped(db: DbOrTx, id: string): Promise<void> {
  await db.update(workers).set({ state: 'stopped', currentJobs: [], staleAfter: sql`now()` }).where(eq(workers.id, id));
}

export async function liveWorkers(db: DbOrTx): Promise<WorkerRow[]> {
  return db.select().from(workers).where(alive).orderBy(asc(workers.startedAt));
}

/**
 * Whether a worker id belongs to a live (or draining, still finishing) worker — its scratch folder is in use —
 * a dead one, or one this database never saw (or forgot after a day).
 */
export async function workerLiveness(db: DbOrTx, id: string): Promise<'alive' | 'dead' | 'unknown'> {
  const [row] = await db
    .select({ alive: sql<boolean>`${workers.staleAfter} > now()` })
    .from(workers)
    .where(eq(workers.id, id))
    .limit(1);
  if (!row) return 'unknown';
  return row.alive ? 'alive' : 'dead';
}

/** Rows for the admin list: everyone seen in the last day, with liveness by the database clock. */
export async function recentWorkers(db: DbOrTx): Promise<(WorkerRow & { alive: boolean; now: Date })[]> {
  const rows = await db
    .select({
      row: workers,
      alive: sql<boolean>`(${workers.staleAfter} > now() and ${workers.state} <> 'stopped')`,
      now: sql<string>`now()`,
    })
    .from(workers)
    .where(gt(workers.lastHeartbeat, sql`now() - interval '1 day'`))
    .orderBy(asc(workers.startedAt));
  return rows.map((r) => ({ ...r.row, alive: Boolean(r.alive), now: new Date(r.now) }));
}

/** Forgets workers that stopped or went silent more than a day ago. */
export async function pruneWorkers(db: DbOrTx): Promise<number> {
  const gone = await db
    .delete(workers)
    .where(or(lt(workers.staleAfter, sql`now() - interval '1 day'`)))
    .returning({ id: workers.id });
  return gone.length;
}

export interface LiveCapabilities {
  workers: number;
  languages: string[];
  engines: { engine: string; model: string | null; languages: string[]; workers: number }[];
}

/** What the live workers together can analyse: the union of their languages, and each engine/model with its count. */
export async function liveCapabilities(db: DbOrTx): Promise<LiveCapabilities> {
  const rows = await liveWorkers(db);
  const engines = new Map<string, LiveCapabilities['engines'][number]>();
  for (const row of rows) {
    for (const e of row.engines) {
      if (e.languages.length === 0) continue;
      const key = `${e.engine}\u0000${e.model ?? ''}`;
      const entry = engines.get(key) ?? { engine: e.engine, model: e.model, languages: e.languages, workers: 0 };
      entry.workers += 1;
      engines.set(key, entry);
    }
  }
  const languages = [...new Set(rows.flatMap((r) => r.languages))].sort();
  return { workers: rows.length, languages, engines: [...engines.values()] };
}

/** The worker whose registry row lists the session's job (the one that was running it), or null. */
export async function workerHolding(
  db: DbOrTx,
  sessionId: string,
): Promise<{ id: string; host: string; pid: number } | null> {
  const [row] = await db
    .select({ id: workers.id, host: workers.host, pid: workers.pid })
    .from(workers)
    .where(sql`${workers.currentJobs} @> ${JSON.stringify([{ sessionId }])}::jsonb`)
    .orderBy(desc(workers.lastHeartbeat))
    .limit(1);
  return row ?? null;
}
