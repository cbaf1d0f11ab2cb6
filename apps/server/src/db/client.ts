import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Notifications, PgliteNotifications, PgNotifications } from './notifications.ts';
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
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

export async function openDatabase(opts: { url?: string; pgliteDir: string }): Promise<Database> {
  if (opts.url) return openPostgres(opts.url);
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
    async migrate() {
      await migratePglite(db, { migrationsFolder });
    },
    async close() {
      await notifications.close();
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const notifications = new PgNotifications(url);
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
    async migrate() {
      await migratePg(drizzlePg(pool), { migrationsFolder });
    },
    async close() {
      await notifications.close();
      await pool.end();
    },
  };
}
