import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { type SessionRow, sessions } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';

/**
 * Every read of a session on behalf of a user goes through here: the owner check is part of the query, so
 * another user's id answers exactly like an unknown id (404, nothing revealed).
 */
export async function findOwnedSession(db: DbOrTx, userId: string, sessionId: string): Promise<SessionRow | null> {
  if (!isUuid(sessionId)) return null;
  const [row] = await ownedSessionQuery(db).execute({ sessionId, userId });
  return row ?? null;
}

const ownedSessionQueries = new WeakMap<DbOrTx, ReturnType<typeof prepareOwnedSession>>();

/** Built once per database handle, a named prepared statement: every session page and action reads through it. */
function ownedSessionQuery(db: DbOrTx) {
  let query = ownedSessionQueries.get(db);
  if (!query) {
    query = prepareOwnedSession(db);
    ownedSessionQueries.set(db, query);
  }
  return query;
}

function prepareOwnedSession(db: DbOrTx) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('session_owned');
}

export async function getOwnedSession(db: DbOrTx, userId: string, sessionId: string): Promise<SessionRow> {
  const row = await findOwnedSession(db, userId, sessionId);
  if (!row) throw notFound('Session');
  return row;
}

/** The user's most recently completed session, or null. */
export async function latestCompletedSession(db: DbOrTx, userId: string): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.status, 'completed')))
    .orderBy(desc(sessions.completedAt))
    .limit(1);
  return row ?? null;
}

/** The session the user's upload became, or null while it is still an upload (or is someone else's). */
export async function findSessionByUpload(db: DbOrTx, userId: string, uploadId: string): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.uploadId, uploadId), eq(sessions.userId, userId)))
    .limit(1);
  return row ?? null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
