import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { sessions, uploadReservations, users } from '../db/schema/index.ts';
import { UploadRefusal } from './upload-checks.ts';

/** Unfinished (resumable) uploads one user may have at once; they expire after 24 h. */
export const MAX_UNFINISHED_UPLOADS = 5;

/**
 * Reserves one of the user's unfinished-upload slots for this upload id. The user's row is locked first, so
 * parallel creates of one user queue here and each sees the count the previous one left (no read-then-write race).
 */
export async function reserveUpload(
  db: Db,
  input: { id: string; userId: string; sizeBytes: number },
  quotaBytes: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
    const [row] = await tx
      .select({ n: count() })
      .from(uploadReservations)
      .where(eq(uploadReservations.userId, input.userId));
    if ((row?.n ?? 0) >= MAX_UNFINISHED_UPLOADS) {
      throw new UploadRefusal(
        429,
        'upload_too_many_unfinished',
        'Finish or cancel an upload before starting another.',
        { max: MAX_UNFINISHED_UPLOADS },
      );
    }
    const usedBytes = await storedBytes(tx, input.userId);
    if (usedBytes + input.sizeBytes > quotaBytes) {
      throw new UploadRefusal(
        413,
        'upload_quota_exceeded',
        `Your stored recordings and unfinished uploads would exceed ${Math.floor(quotaBytes / 1024 ** 2)} MB.`,
        { quotaBytes, usedBytes, size: input.sizeBytes },
      );
    }
    await tx.insert(uploadReservations).values(input);
  });
}

/** Bytes of extracted audio a second at the rate `extractAudio` writes (96 kbit/s AAC). */
const extractedAudioBytesPerSec = 12_000;

/**
 * What the user's storage holds now: every session's stored recording (the upload itself, or for a video the audio
 * extracted from it, estimated from its length) plus the declared size of each unfinished upload.
 */
async function storedBytes(tx: DbOrTx, userId: string): Promise<number> {
  const [stored] = await tx
    .select({
      bytes: sql<string>`coalesce(sum(case when ${sessions.videoDeletedAt} is not null then coalesce(${sessions.durationSec}, 0) * ${extractedAudioBytesPerSec} else ${sessions.fileSizeBytes} end), 0)`,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNotNull(sessions.storagePath), isNull(sessions.originalDeletedAt)));
  const [pending] = await tx
    .select({ bytes: sql<string>`coalesce(sum(${uploadReservations.sizeBytes}), 0)` })
    .from(uploadReservations)
    .where(eq(uploadReservations.userId, userId));
  return Math.round(Number(stored?.bytes ?? 0) + Number(pending?.bytes ?? 0));
}

/** The session id this upload's finalisation uses; the first call chooses it, a retry after a crash gets the same. */
export async function claimSessionId(db: Db, id: string, candidate: string): Promise<string | null> {
  const [row] = await db
    .update(uploadReservations)
    // Only set when still empty: a second writer keeps the first choice.
    .set({ sessionId: sql`coalesce(${uploadReservations.sessionId}, ${candidate}::uuid)` })
    .where(eq(uploadReservations.id, id))
    .returning({ sessionId: uploadReservations.sessionId });
  return row?.sessionId ?? null;
}

export async function releaseUpload(db: Db, id: string): Promise<void> {
  await db.delete(uploadReservations).where(eq(uploadReservations.id, id));
}

export async function reservationsOf(db: Db, userId: string) {
  return db.select().from(uploadReservations).where(eq(uploadReservations.userId, userId));
}

export async function allReservations(db: Db) {
  return db.select().from(uploadReservations);
}
