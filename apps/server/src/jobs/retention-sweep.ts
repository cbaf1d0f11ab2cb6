import { and, isNotNull, isNull, lt, notInArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { markOriginalDeleted } from '../session-store/writes.ts';
import { readRetentionHours } from '../settings/retention.ts';
import type { Storage } from '../storage/storage.ts';

/**
 * Deletes stored originals older than the retention window (admin setting, read at every sweep so a change
 * applies to existing sessions too). Transcript, metrics and report stay. Sessions being analysed are left
 * alone until they finish. Returns the number of originals removed.
 */
export async function sweepExpiredOriginals(
  deps: { database: Database; storage: Storage; log: FastifyBaseLogger },
  now = new Date(),
): Promise<number> {
  const hours = await readRetentionHours(deps.database.db);
  const cutoff = new Date(now.getTime() - hours * 3600_000);
  const due = await deps.database.db
    .select({ id: sessions.id, storagePath: sessions.storagePath })
    .from(sessions)
    .where(
      and(
        isNull(sessions.originalDeletedAt),
        isNotNull(sessions.storagePath),
        lt(sessions.createdAt, cutoff),
        notInArray(sessions.status, ['pending', 'processing']),
      ),
    );
  let removed = 0;
  for (const row of due) {
    if (!row.storagePath) continue;
    try {
      await deps.storage.delete(row.storagePath);
      await markOriginalDeleted(deps.database.db, row.id, now);
      removed += 1;
    } catch (err) {
      // Left for the next sweep; the row still points at the file so nothing is orphaned.
      deps.log.warn({ err, sessionId: row.id }, 'retention: could not delete original');
    }
  }
  if (removed > 0) deps.log.info({ removed, hours }, 'retention: originals deleted');
  return removed;
}
