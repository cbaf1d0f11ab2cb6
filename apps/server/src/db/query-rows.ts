import type { SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/**
 * The rows of a raw SQL query (counts, pg-boss's tables, advisory locks), typed by the caller: both drivers answer
 * with `{ rows }`. Numbers PostgreSQL computes as bigint or numeric arrive as strings, so a row type says
 * `string | number` where that can happen.
 */
export async function queryRows<T extends Record<string, unknown>>(db: DbOrTx, query: SQLWrapper): Promise<T[]> {
  const result = await db.execute<T>(query);
  // Drizzle's PGlite result type wraps T in a conditional type it cannot resolve for a generic T: it is T.
  return result.rows as T[];
}
