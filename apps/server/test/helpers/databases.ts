import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/client.ts';

export interface TestDatabaseTarget {
  name: 'pglite' | 'postgres';
  /** Opens a fresh, migrated, empty database; `drop` removes it (real PostgreSQL: the whole database). */
  create(): Promise<{ database: Database; url?: string; drop(): Promise<void> }>;
}

/**
 * Integration tests run on PGlite always, and on real PostgreSQL too when TEST_DATABASE_URL is set
 * (each call creates its own database and drops it afterwards).
 */
export function testDatabases(): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [
    {
      name: 'pglite',
      async create() {
        const database = await openDatabase({ pgliteDir: 'memory://' });
        await database.migrate();
        return { database, drop: () => database.close() };
      },
    },
  ];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    targets.push({
      name: 'postgres',
      async create() {
        const name = `cuecoach_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`create database ${name}`);
        await admin.end();
        const url = new URL(adminUrl);
        url.pathname = `/${name}`;
        const database = await openDatabase({ url: url.toString(), pgliteDir: '' });
        await database.migrate();
        return {
          database,
          url: url.toString(),
          async drop() {
            await database.close();
            const c = new pg.Client({ connectionString: adminUrl });
            await c.connect();
            await c.query(`drop database if exists ${name} with (force)`);
            await c.end();
          },
        };
      },
    });
  }
  return targets;
}
