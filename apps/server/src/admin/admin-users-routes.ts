import { accountStatuses, roles } from '@cuecoach/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { authSessions, users } from '../db/schema/index.ts';
import { AppError, notFound } from '../errors.ts';
import { adminUsersQuery, listUsersForAdmin } from './admin-users-query.ts';

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
          querystring: adminUsersQuery,
          response: { 200: z.object({ items: z.array(adminUser), total: z.number().int() }) },
        },
      },
      async (request) => listUsersForAdmin(db, request.query),
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
