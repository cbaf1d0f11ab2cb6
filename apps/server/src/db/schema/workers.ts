import type { KoreanModelDetails, KoreanUnavailableReason } from '@cuecoach/contracts';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One speech engine a worker can run: which model it loads and which languages that gives. */
export interface WorkerEngine {
  engine: string;
  model: string | null;
  languages: string[];
  /** Why the engine cannot run although it is configured (e.g. the model file is missing); languages is then empty. */
  problem?: string;
  /** A Korean model the worker fetches itself: ready, will_download or unavailable (with the reason and file). */
  availability?: 'ready' | 'will_download' | 'unavailable';
  reason?: KoreanUnavailableReason;
  download?: KoreanModelDetails;
}

/** One analysis a worker is running, as its last heartbeat saw it. */
export interface WorkerJob {
  sessionId: string;
  attempt: number;
  jobId: string;
  startedAt: string;
}

/**
 * The worker registry (docs/sessions.md, "Workers"): every worker process records itself at start and
 * heartbeats. Capabilities and the start check read only live rows (stale_after in the future, state running);
 * times are the database's clock, so machines with skewed clocks agree.
 */
export const workers = pgTable('workers', {
  id: text('id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  version: text('version').notNull(),
  engines: jsonb('engines').$type<WorkerEngine[]>().notNull(),
  /** Union of the engines' languages: what this worker can analyse. */
  languages: jsonb('languages').$type<string[]>().notNull(),
  concurrency: integer('concurrency').notNull(),
  currentJobs: jsonb('current_jobs').$type<WorkerJob[]>().notNull().default([]),
  /** running: takes jobs; draining: stopping, finishing what it has; stopped: exited cleanly. */
  state: text('state').$type<'running' | 'draining' | 'stopped'>().notNull().default('running'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  lastHeartbeat: timestamp('last_heartbeat', { withTimezone: true }).notNull().defaultNow(),
  /** last_heartbeat + the worker's own stale limit: past this, the worker counts as dead. */
  staleAfter: timestamp('stale_after', { withTimezone: true }).notNull(),
});

export type WorkerRow = typeof workers.$inferSelect;
