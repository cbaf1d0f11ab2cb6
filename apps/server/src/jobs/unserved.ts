import { isAnalysisLanguage } from '@cuecoach/contracts';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { failSession } from '../session-store/writes.ts';
import { liveCapabilities } from '../workers/registry.ts';
import { jobStory } from './job-log.ts';
import { analysisQueue } from './queues.ts';

/**
 * Ends analyses that no live worker can run: waiting (pending) for at least `timeoutSec`, in a language no live
 * worker serves now (its only worker died, Korean's model cannot be fetched, no worker at all), and seen unserved by
 * this process for `timeoutSec` too — so a worker restarting for a few seconds does not fail a job that merely
 * waited its turn. Each ends failed with `no_capable_worker` and one refund, its pg-boss job is cancelled, and
 * one warning line says so. `unservedSince` is the caller's memory between runs (session id → first seen).
 */
export async function failUnservedSessions(
  deps: { database: Database; boss: PgBoss; log: FastifyBaseLogger; unservedSince: Map<string, number> },
  timeoutSec: number,
  now = Date.now(),
): Promise<number> {
  const { database, boss, log, unservedSince } = deps;
  const caps = await liveCapabilities(database.db);
  const waiting = await database.db
    .select()
    .from(sessions)
    .where(
      and(eq(sessions.status, 'pending'), lt(sessions.updatedAt, sql`now() - (${timeoutSec} * interval '1 second')`)),
    );
  const unserved = waiting.filter((row) => !caps.languages.includes(row.language));
  const stillUnserved = new Set(unserved.map((row) => row.id));
  for (const id of unservedSince.keys()) if (!stillUnserved.has(id)) unservedSince.delete(id);
  let ended = 0;
  for (const row of unserved) {
    const since = unservedSince.get(row.id);
    if (since === undefined) {
      unservedSince.set(row.id, now);
      if (timeoutSec > 0) continue;
    } else if (now - since < timeoutSec * 1000) continue;
    const minutes = Math.max(1, Math.round(timeoutSec / 60));
    const failed = await failSession(database, row, {
      code: 'no_capable_worker',
      message: `No running analysis worker could analyse ${row.language === 'ko' ? 'Korean' : 'English'} within ${minutes} min, so the analysis was stopped and the credits refunded.`,
    });
    unservedSince.delete(row.id);
    if (!failed) continue;
    ended += 1;
    if (row.jobId && isAnalysisLanguage(row.language)) {
      await boss.cancel(analysisQueue(row.language), row.jobId).catch(() => {});
    }
    jobStory(log, { sessionId: row.id, attempt: row.attempt, jobId: row.jobId ?? '' }, row.durationSec).log(
      'job.failed',
      {
        code: 'no_capable_worker',
        language: row.language,
        waitedSec: Math.round((now - row.updatedAt.getTime()) / 1000),
        liveWorkers: caps.workers,
        liveLanguages: caps.languages,
        refunded: row.chargedCredits,
      },
      `analysis ended: no live worker can run ${row.language} (waited over ${timeoutSec} s); refunded`,
    );
  }
  return ended;
}
