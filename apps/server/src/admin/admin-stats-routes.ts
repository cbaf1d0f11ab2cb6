import { adminApi } from '@cuecoach/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { serveRoute } from '../plugins/api-route.ts';

const trendDays = 14;

/**
 * Admin dashboard KPIs. Everything is counted from the tables as they are now: sessions a user deleted
 * no longer count as sessions, but their credit movements do (the ledger is never deleted). Revenue is 0: the
 * beta has no payments, so there is nothing to sum yet. Mounted by admin/plugin.ts; admins only (`access: 'admin'` in the route table).
 */
export const adminStatsRoutes = (database: Database) => async (app: FastifyInstance) => {
  const { db } = database;
  serveRoute(app, adminApi.stats, { tags: ['admin'], summary: 'Dashboard KPIs and the 14-day trend' }, async () => {
    const [totals] = await queryRows<Record<string, string | number | null>>(
      db,
      sql`
          select
            (select count(*) from users) as total_users,
            (select count(*) from sessions) as total_sessions,
            (select count(*) from sessions where status = 'completed') as completed,
            (select count(*) from sessions where status = 'failed') as failed,
            (select avg(coalesce(processing_ms, extract(epoch from (completed_at - started_at)) * 1000))
               from sessions where status = 'completed') as avg_ms,
            (select coalesce(sum(delta), 0) from credit_ledger) as net,
            (select coalesce(sum(delta), 0) from credit_ledger where kind = 'grant') as granted,
            (select coalesce(-sum(delta), 0) from credit_ledger where kind = 'consume') as consumed,
            (select coalesce(sum(delta), 0) from credit_ledger where kind = 'refund') as refunded
        `,
    );
    const days = await queryRows<Record<string, string | number>>(
      db,
      sql`
          with days as (
            select ((now() at time zone 'UTC')::date - g)::date as day from generate_series(0, ${trendDays - 1}) as g
          )
          select to_char(d.day, 'YYYY-MM-DD') as date,
            (select count(*) from users u where (u.created_at at time zone 'UTC')::date = d.day) as signups,
            (select count(*) from sessions s where (s.created_at at time zone 'UTC')::date = d.day) as sessions,
            (select count(*) from sessions s where s.status = 'completed'
               and (s.completed_at at time zone 'UTC')::date = d.day) as completed,
            (select coalesce(-sum(l.delta), 0) from credit_ledger l where l.kind = 'consume'
               and (l.created_at at time zone 'UTC')::date = d.day) as consumed
          from days d order by d.day
        `,
    );
    const n = (v: unknown) => Number(v ?? 0);
    const completed = n(totals?.completed);
    const failed = n(totals?.failed);
    const avgMs = totals?.avg_ms === null || totals?.avg_ms === undefined ? null : Number(totals.avg_ms);
    return {
      totalUsers: n(totals?.total_users),
      totalSessions: n(totals?.total_sessions),
      completedSessions: completed,
      failedSessions: failed,
      successRate: completed + failed > 0 ? completed / (completed + failed) : null,
      avgProcessingMinutes: avgMs === null ? null : Math.round((avgMs / 60_000) * 10) / 10,
      netCredits: n(totals?.net),
      creditsGranted: n(totals?.granted),
      creditsConsumed: n(totals?.consumed),
      creditsRefunded: n(totals?.refunded),
      revenueKrw: 0,
      trend: days.map((d) => ({
        date: String(d.date),
        signups: n(d.signups),
        sessions: n(d.sessions),
        completed: n(d.completed),
        creditsConsumed: n(d.consumed),
      })),
    };
  });
};
