import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Notifications, type NotificationsLog, PgliteNotifications, PgNotifications } from './notifications.ts';
import * as schema from './schema/index.ts';

export type DbKind = 'pglite' | 'postgres';
/** Queries are written once against this type; both drivers produce the same query builder. */
export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
/** A Drizzle handle or an open transaction: most writes can join the caller's transaction. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Runs raw SQL the way pg-boss and other low-level users need it, on either driver. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface Database {
  kind: DbKind;
  db: Db;
  sql: SqlExecutor;
  /** Present only for real PostgreSQL: the connection string, for components that open their own pools. */
  url?: string;
  /** LISTEN/NOTIFY for the process, on either driver. */
  notifications: Notifications;
  ping(): Promise<void>;
  /**
   * Runs `work` while holding a PostgreSQL advisory lock named `name` (on its own connection), so processes starting
   * at once on one database take turns: schema changes (migrations, pg-boss's tables and queues) run once, and the
   * others find them done. PGlite is one process's database: the work simply runs.
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** Applies the migrations, under the `migrations` lock on PostgreSQL. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

export async function openDatabase(opts: {
  url?: string;
  pgliteDir: string;
  /** Where the LISTEN connection's state changes are logged (PostgreSQL). */
  log?: NotificationsLog;
}): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.log);
  return openPglite(opts.pgliteDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite(client, { schema });
  const notifications = new PgliteNotifications(client);
  return {
    kind: 'pglite',
    db,
    notifications,
    sql: {
      async executeSql(text, values) {
        // PGlite's `query` runs one statement; parameterless SQL may hold several, so it goes through `exec`.
        if (!values || values.length === 0) {
          const results = await client.exec(text);
          return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
        }
        const result = await client.query(text, values);
        return { rows: result.rows as Record<string, unknown>[] };
      },
    },
    async ping() {
      await client.query('select 1');
    },
    exclusive: (_name, work) => work(),
    async migrate() {
      await migratePglite(db, { migrationsFolder });
    },
    async close() {
      await notifications.close();
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string, log?: NotificationsLog): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const notifications = new PgNotifications(url, log);
  return {
    kind: 'postgres',
    db,
    url,
    notifications,
    sql: {
      async executeSql(text, values) {
        const result = await pool.query(text, values);
        const last = Array.isArray(result) ? result.at(-1) : result;
        return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
      },
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    exclusive: (name, work) => withAdvisoryLock(url, name, work),
    async migrate() {
      await withAdvisoryLock(url, 'migrations', () => migratePg(drizzlePg(pool), { migrationsFolder }));
    },
    async close() {
      await notifications.close();
      await pool.end();
    },
  };
}

/**
 * A session-level advisory lock on a dedicated connection for the length of `work` (which may use any other
 * connection). The lock ends with the connection, so a process that dies while holding it frees it.
 */
async function withAdvisoryLock<T>(url: string, name: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [`cuecoach:${name}`]);
    return await work();
  } finally {
    await client.end().catch(() => {});
  }
}
