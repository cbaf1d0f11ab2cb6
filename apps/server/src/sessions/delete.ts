import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { refundAnalysis } from '../credits/analysis-charges.ts';
import type { Database } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { type Storage, sessionPrefix } from '../storage/storage.ts';

/**
 * Deletes the user's sessions (rows and files; the credit ledger keeps its history). A session still
 * queued or being analysed is refunded — the user gets no result for it. Returns the ids deleted.
 */
export async function deleteSessions(
  deps: { database: Database; storage: Storage; log: FastifyBaseLogger },
  userId: string,
  ids: string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const deleted = await deps.database.db.transaction(async (tx) => {
    const rows = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), inArray(sessions.id, ids)))
      .returning({
        id: sessions.id,
        status: sessions.status,
        attempt: sessions.attempt,
        charged: sessions.chargedCredits,
      });
    for (const row of rows) {
      if (row.status === 'pending' || row.status === 'processing') {
        await refundAnalysis(tx, { userId, sessionId: row.id, attempt: row.attempt, credits: row.charged });
      }
    }
    return rows.map((r) => r.id);
  });
  for (const id of deleted) {
    await deps.storage.deletePrefix(sessionPrefix(userId, id)).catch((err) => {
      deps.log.error({ err, sessionId: id }, 'session files could not be deleted');
    });
  }
  return deleted;
}

/** Account deletion: every session of the user, with files (the ledger stays, as for single deletes). */
export async function deleteAllSessionsOfUser(
  deps: { database: Database; storage: Storage; log: FastifyBaseLogger },
  userId: string,
): Promise<number> {
  const rows = await deps.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  const deleted = await deleteSessions(
    deps,
    userId,
    rows.map((r) => r.id),
  );
  await deps.storage.deletePrefix(`sessions/${encodeURIComponent(userId)}`).catch(() => {});
  return deleted.length;
}
