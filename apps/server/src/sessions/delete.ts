import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { deleteOwnedSessions } from '../session-store/writes.ts';
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
  const deleted = await deleteOwnedSessions(deps.database, userId, ids);
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
