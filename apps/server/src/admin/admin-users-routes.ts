import { accountStatuses, roles } from '@cuecoach/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { authSessions, users } from '../db/schema/index.ts';
import { AppError, notFound } from '../errors.ts';

const adminUser = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(roles),
  status: z.enum(accountStatuses),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  creditBalance: z.number().int(),
  sessionCount: z.number().int(),
  /** Bytes of uploaded originals still stored (originals are deleted after the retention period). */
  storageBytes: z.number().int(),
});

/** Account administration: the users list and role / status changes. Mounted by admin/plugin.ts (requireAdmin). */
export const adminUsersRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = database;

    app.get(
      '/admin/users',
      {
        schema: {
          tags: ['admin'],
          summary: 'Users, newest first, optionally filtered by e-mail, role and status; one page and the total',
          querystring: z.object({
            q: z.string().max(254).optional(),
            /** One user by id (the credits form opened from a row that may be on any page). */
            id: z.string().max(100).optional(),
            role: z.enum(roles).optional(),
            status: z.enum(accountStatuses).optional(),
            limit: z.coerce.number().int().min(1).max(200).default(50),
            offset: z.coerce.number().int().min(0).default(0),
          }),
          response: { 200: z.object({ items: z.array(adminUser), total: z.number().int() }) },
        },
      },
      async (request) => {
        const { q, id, role, status, limit, offset } = request.query;
        // Qualified by hand: inside a subquery Drizzle would print bare column names, which Postgres binds to the inner table.
        const balance = sql<string>`coalesce((select sum(cl.delta) from credit_ledger cl where cl.user_id = "users"."id"), 0)`;
        const sessionCount = sql<string>`(select count(*) from sessions s where s.user_id = "users"."id")`;
        const storageBytes = sql<string>`coalesce((select sum(s.file_size_bytes) from sessions s where s.user_id = "users"."id" and s.original_deleted_at is null), 0)`;
        const where = and(
          q ? sql`${users.email} ilike ${`%${q.replace(/[%_\\]/g, '\\$&')}%`}` : undefined,
          id ? eq(users.id, id) : undefined,
          role ? eq(users.role, role) : undefined,
          status ? eq(users.status, status) : undefined,
        );
        const [rows, [counted]] = await Promise.all([
          db
            .select({ user: users, balance, sessionCount, storageBytes })
            .from(users)
            .where(where)
            // The id breaks ties so a page boundary never repeats or skips someone who signed up in the same instant.
            .orderBy(desc(users.createdAt), desc(users.id))
            .limit(limit)
            .offset(offset),
          db.select({ total: count() }).from(users).where(where),
        ]);
        return {
          total: counted?.total ?? 0,
          items: rows.map(({ user, balance: b, sessionCount: n, storageBytes: bytes }) => ({
            id: user.id,
            email: user.email,
            role: user.role === 'admin' ? ('admin' as const) : ('user' as const),
            status: user.status,
            createdAt: user.createdAt.toISOString(),
            lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
            creditBalance: Number(b),
            sessionCount: Number(n),
            storageBytes: Number(bytes),
          })),
        };
      },
    );

    app.patch(
      '/admin/users/:id',
      {
        schema: {
          tags: ['admin'],
          summary: "Change a user's role or account status (suspending ends their sessions)",
          params: z.object({ id: z.string().min(1) }),
          body: z.object({ role: z.enum(roles).optional(), status: z.enum(accountStatuses).optional() }),
          response: { 200: z.object({ id: z.string(), role: z.enum(roles), status: z.enum(accountStatuses) }) },
        },
      },
      async (request) => {
        const { id } = request.params;
        if (id === request.user.id && (request.body.role === 'user' || request.body.status === 'suspended')) {
          throw new AppError(400, 'cannot_demote_self', 'Admins cannot demote or suspend themselves');
        }
        const [row] = await db
          .update(users)
          .set({ ...request.body, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning({ id: users.id, role: users.role, status: users.status });
        if (!row) throw notFound('User');
        if (row.status === 'suspended') await db.delete(authSessions).where(eq(authSessions.userId, id));
        // Their next request in this process reads the new role or status (the session cache would keep it ~5 s).
        request.server.sessionCache.forgetUser(id);
        return { id: row.id, role: row.role === 'admin' ? ('admin' as const) : ('user' as const), status: row.status };
      },
    );
  };
