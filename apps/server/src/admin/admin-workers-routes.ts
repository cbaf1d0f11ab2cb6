import { type AnalysisLanguage, adminApi, type ProcessingStep, type SessionStatus } from '@cuecoach/contracts';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { serveRoute } from '../plugins/api-route.ts';
import { recentWorkers } from '../workers/registry.ts';

/** The worker registry for operators: who is alive, what each can run, which analyses it holds. Mounted by admin/plugin.ts; admins only (`access: 'admin'` in the route table). */
export const adminWorkersRoutes = (database: Database) => async (app: FastifyInstance) => {
  serveRoute(
    app,
    adminApi.workers,
    {
      tags: ['admin'],
      summary: 'Analysis workers seen in the last day: capabilities, liveness, last heartbeat and current jobs',
    },
    async () => {
      const rows = await recentWorkers(database.db);
      const ids = [...new Set(rows.flatMap((r) => r.currentJobs.map((j) => j.sessionId)))];
      const current = ids.length
        ? await database.db
            .select({
              id: sessions.id,
              status: sessions.status,
              step: sessions.progressStep,
              percent: sessions.progressPercent,
              language: sessions.language,
            })
            .from(sessions)
            .where(inArray(sessions.id, ids))
        : [];
      const byId = new Map(current.map((s) => [s.id, s]));
      return {
        workers: rows.map((r) => ({
          id: r.id,
          host: r.host,
          pid: r.pid,
          version: r.version,
          engines: r.engines,
          languages: r.languages,
          concurrency: r.concurrency,
          state: r.state,
          alive: r.alive,
          startedAt: r.startedAt.toISOString(),
          lastHeartbeat: r.lastHeartbeat.toISOString(),
          secondsSinceHeartbeat: Math.max(0, Math.round((r.now.getTime() - r.lastHeartbeat.getTime()) / 100) / 10),
          jobs: r.currentJobs.map((j) => {
            const s = byId.get(j.sessionId);
            return {
              sessionId: j.sessionId,
              attempt: j.attempt,
              startedAt: j.startedAt,
              status: (s?.status ?? null) as SessionStatus | null,
              step: (s?.step ?? null) as ProcessingStep | null,
              percent: s?.percent ?? null,
              language: (s?.language ?? null) as AnalysisLanguage | null,
            };
          }),
        })),
      };
    },
  );
};
