import type { adminUsersQuery } from '@cuecoach/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { output } from 'zod/v4/core';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

/** The admin's users list: one page, newest first, with each user's balance, session count and stored bytes. */
export async function listUsersForAdmin(db: Db, query: output<typeof adminUsersQuery>) {
  const { q, id, role, status, limit, offset } = query;
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
}
