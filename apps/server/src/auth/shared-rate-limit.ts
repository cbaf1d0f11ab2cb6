import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';

const sweepEveryMs = 10 * 60_000;
let lastSweep = 0;

/**
 * Counts `wanted` hits on a fixed window shared by every API process (`rate_limit_windows`): one atomic upsert,
 * so parallel requests in any process each see their own total and together never get more than `limit`.
 * Returns how many of the hits fit under the limit, and the seconds until the window resets. The window starts at
 * the first hit; the database's clock is the one clock all processes share.
 *
 * For limits that must not multiply with the number of processes (each hit costs money or changes what an admin
 * sees). The per-IP flood limits stay in memory (auth/rate-limit.ts): they shed load, and a database round trip per
 * request would be the load. Callers pass keys that do not need to be secret: a user id, or a salted hash.
 */
export async function takeShared(
  db: DbOrTx,
  key: string,
  wanted: number,
  limit: number,
  windowSec: number,
): Promise<{ granted: number; retryAfterSec: number }> {
  if (Date.now() - lastSweep > sweepEveryMs) {
    lastSweep = Date.now();
    await db.execute(sql`delete from rate_limit_windows where reset_at < now()`);
  }
  const [row] = await queryRows<{ count: string | number; left_sec: string | number }>(
    db,
    sql`
    insert into rate_limit_windows as w (key, count, reset_at)
    values (${key}, ${wanted}::bigint, now() + make_interval(secs => ${windowSec}::double precision))
    on conflict (key) do update set
      count = case when w.reset_at <= now() then excluded.count else w.count + excluded.count end,
      reset_at = case when w.reset_at <= now() then excluded.reset_at else w.reset_at end
    returning count, extract(epoch from (reset_at - now())) as left_sec
  `,
  );
  if (!row) throw new Error('rate limit upsert returned no row');
  const before = Number(row.count) - wanted;
  return {
    granted: Math.max(0, Math.min(wanted, limit - before)),
    retryAfterSec: Math.max(1, Math.ceil(Number(row.left_sec))),
  };
}

/** One hit on a shared window; over the limit, how long to wait. */
export async function hitShared(
  db: DbOrTx,
  key: string,
  limit: number,
  windowSec: number,
): Promise<{ ok: true } | { ok: false; retryAfterSec: number }> {
  const { granted, retryAfterSec } = await takeShared(db, key, 1, limit, windowSec);
  return granted === 1 ? { ok: true } : { ok: false, retryAfterSec };
}
