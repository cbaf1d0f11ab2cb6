import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { type SessionRow, sessions } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';

/**
 * Every read of a session on behalf of a user goes through here: the owner check is part of the query, so
 * another user's id answers exactly like an unknown id (404, nothing revealed).
 */
export async function findOwnedSession(db: DbOrTx, userId: string, sessionId: string): Promise<SessionRow | null> {
  if (!isUuid(sessionId)) return null;
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function getOwnedSession(db: DbOrTx, userId: string, sessionId: string): Promise<SessionRow> {
  const row = await findOwnedSession(db, userId, sessionId);
  if (!row) throw notFound('Session');
  return row;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
