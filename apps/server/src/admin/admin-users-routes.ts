import { adminApi } from '@cuecoach/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { authSessions, users } from '../db/schema/index.ts';
import { AppError, notFound } from '../errors.ts';
import { serveRoute } from '../plugins/api-route.ts';
import { listUsersForAdmin } from './admin-users-query.ts';

/** Account administration: the users list and role / status changes. Mounted by admin/plugin.ts; admins only (`access: 'admin'` in the route table). */
export const adminUsersRoutes = (database: Database) => async (app: FastifyInstance) => {
  const { db } = database;

  serveRoute(
    app,
    adminApi.users,
    {
      tags: ['admin'],
      summary: 'Users, newest first, optionally filtered by e-mail, role and status; one page and the total',
    },
    async (request) => listUsersForAdmin(db, request.query),
  );

  serveRoute(
    app,
    adminApi.updateUser,
    { tags: ['admin'], summary: "Change a user's role or account status (suspending ends their sessions)" },
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
