import { lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundService } from '../background-service.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { analyticsEvents } from '../db/schema/index.ts';
import { dropOldSalts } from './daily-salt.ts';

/** Deletes events older than ANALYTICS_RETENTION_DAYS and every day's salt but today's. Returns events removed. */
export async function sweepAnalytics(database: Database, retentionDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  const removed = await database.db
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.receivedAt, cutoff))
    .returning({ id: analyticsEvents.id });
  await dropOldSalts(database, now);
  return removed.length;
}

/**
 * Runs the sweep at start and then hourly (retention is counted in days; the salt must go soon after midnight
 * UTC). Every worker process runs it; the deletes are idempotent, so two at once only repeat work.
 */
export function analyticsSweeperService(
  config: Pick<Config, 'ANALYTICS_RETENTION_DAYS'>,
  database: Database,
  log: FastifyBaseLogger,
  intervalMs = 3_600_000,
): BackgroundService {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = sweepAnalytics(database, config.ANALYTICS_RETENTION_DAYS)
      .then((removed) => {
        if (removed > 0) log.info({ removed, days: config.ANALYTICS_RETENTION_DAYS }, 'analytics: old events deleted');
      })
      .catch((err) => log.error({ err }, 'analytics sweep failed'));
  };
  return {
    name: 'analytics-sweeper',
    async start() {
      tick();
      timer = setInterval(tick, intervalMs);
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
