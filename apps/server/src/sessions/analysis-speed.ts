import { sessionsApi, speechEngineFacts } from '@cuecoach/contracts';
import { and, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { serveRoute } from '../plugins/api-route.ts';

/** How many recent completed analyses the measured speed is the median of. */
export const speedSampleSize = 20;

/** Processing seconds per audio second before anything has been measured on this server (the engine's own figure). */
export const defaultRealTimeFactor: Record<string, number> = Object.fromEntries(
  Object.values(speechEngineFacts).map((engine) => [engine.id, engine.realTimeFactor]),
);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The measured real-time factor of `engine`: median over its last `speedSampleSize` completed analyses. */
export async function measureAnalysisSpeed(db: Db, engine: string) {
  const rows = await db
    .select({ processingMs: sessions.processingMs, durationSec: sessions.durationSec })
    .from(sessions)
    .where(
      and(
        eq(sessions.status, 'completed'),
        isNotNull(sessions.processingMs),
        gt(sessions.durationSec, 0),
        sql`${sessions.engine}->>'transcriber' = ${engine}`,
      ),
    )
    .orderBy(desc(sessions.completedAt))
    .limit(speedSampleSize);
  const factors = rows.map((r) => (r.processingMs ?? 0) / 1000 / (r.durationSec ?? 1));
  return {
    engine,
    realTimeFactor: factors.length ? median(factors) : (defaultRealTimeFactor[engine] ?? 1),
    samples: factors.length,
  };
}

/** GET /analysis-speed for signed-in users: the upload wizard's "analysis takes about …" estimate. */
export function analysisSpeedRoutes(db: Db, engineNow: () => Promise<string>) {
  return async function routes(app: FastifyInstance) {
    serveRoute(
      app,
      sessionsApi.analysisSpeed,
      { tags: ['sessions'], summary: 'Measured analysis speed of the configured engine' },
      async () => measureAnalysisSpeed(db, await engineNow()),
    );
  };
}
