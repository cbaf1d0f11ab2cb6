import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { AnalysisError, countedDuration, extractAudio, type MediaProbe, probeMedia } from '@cuecoach/analysis';
import { acceptedUploadTypes } from '@cuecoach/contracts';
import type { Upload } from '@tus/server';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sessions, uploadReservations } from '../db/schema/index.ts';
import { insertUploadedSession } from '../session-store/writes.ts';
import { type Storage, sessionPrefix } from '../storage/storage.ts';
import { claimSessionId } from './reservations.ts';
import { checkProbedFamily, checkUploadCreate, titleFromFilename } from './upload-checks.ts';

export interface FinalizeDeps {
  database: Database;
  storage: Storage;
  stagingDir: string;
  maxBytes: number;
  maxDurationMin: number;
  /** True once the process is stopping: a tool that died then was most likely stopped with us, not by the file. */
  isShuttingDown(): boolean;
}

/**
 * The upload's bytes are fine but the server stopped (or a tool was killed) before it could check them: the staged
 * file is kept and finished by the next HEAD, `by-upload` request or the staging sweep.
 */
export class FinalizeInterrupted extends Error {}

/**
 * ffprobe/ffmpeg report a killed child exactly like a damaged file (no output). A group SIGTERM/SIGINT (systemd's
 * default KillMode, Ctrl-C) reaches them as well as us, so one failure is not proof: the step runs once more (a
 * new child, untouched by the earlier signal) before the file is declared damaged, and a failure while the
 * process is stopping keeps the file instead.
 */
async function mediaStep<T>(deps: FinalizeDeps, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof AnalysisError) || err.code !== 'unreadable_file') throw err;
    await new Promise((r) => setTimeout(r, 200));
    try {
      return await work();
    } catch (again) {
      if (deps.isShuttingDown()) throw new FinalizeInterrupted('stopped during finalisation');
      throw again;
    }
  }
}

/**
 * Turns a complete staged upload into a session row (status uploaded) and returns its id. Idempotent: the session
 * id is fixed in the upload's reservation before anything is stored, an existing session for the upload is
 * returned as is, and the reservation is released in the same transaction that creates the row. The staged
 * files are left for the caller to remove.
 */
export async function createSessionFromUpload(deps: FinalizeDeps, userId: string, upload: Upload): Promise<string> {
  const db = deps.database.db;
  const [done] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.uploadId, upload.id)).limit(1);
  if (done) return done.id;

  const { fileType, metadata } = checkUploadCreate(upload.size, upload.metadata ?? {}, deps.maxBytes);
  const staged = path.join(deps.stagingDir, upload.id);
  const probe: MediaProbe = await mediaStep(deps, () =>
    probeMedia(staged, { maxDurationSec: deps.maxDurationMin * 60 }),
  );
  checkProbedFamily(fileType, probe);
  // The header's length is the file's claim; the packets say how long it really is (and what is charged).
  const durationSec = await mediaStep(deps, () => countedDuration(staged, probe.durationSec, deps.maxDurationMin * 60));

  const sessionId = (await claimSessionId(db, upload.id, randomUUID())) ?? randomUUID();
  const prefix = sessionPrefix(userId, sessionId);
  // Whatever the extension says: a video track (an .mp4 renamed .m4a) is never stored, only the audio.
  const isVideo = acceptedUploadTypes[fileType].kind === 'video' || probe.hasVideo;
  let storagePath: string;
  if (isVideo) {
    // Only the audio is analysed: extract it now; the video is dropped with the staged files.
    const audio = path.join(deps.stagingDir, `${upload.id}.audio.m4a`);
    try {
      await mediaStep(deps, () => extractAudio(staged, audio));
      storagePath = `${prefix}/audio.m4a`;
      await deps.storage.putFile(storagePath, audio);
    } finally {
      await rm(audio, { force: true });
    }
  } else {
    storagePath = `${prefix}/original.${fileType}`;
    await deps.storage.putFile(storagePath, staged);
  }

  try {
    await db.transaction(async (tx) => {
      await insertUploadedSession(tx, {
        id: sessionId,
        userId,
        uploadId: upload.id,
        title: metadata.title ?? titleFromFilename(metadata.filename),
        language: metadata.language,
        style: metadata.style ?? null,
        scenario: metadata.scenario ?? null,
        purpose: metadata.purpose ?? null,
        tags: metadata.tags,
        recordedOn: metadata.recordedOn ?? null,
        fileType,
        originalFilename: metadata.filename,
        fileSizeBytes: upload.size ?? 0,
        durationSec,
        storagePath,
        videoDeletedAt: isVideo ? new Date() : null,
        audioProfile: {
          source: probe.source,
          container: probe.container,
          codec: probe.codec,
          sampleRate: probe.sampleRate,
          channels: probe.channels,
          bitDepth: probe.bitDepth,
          durationSec,
        },
      });
      await tx.delete(uploadReservations).where(eq(uploadReservations.id, upload.id));
    });
  } catch (err) {
    await deps.storage.deletePrefix(prefix);
    throw err;
  }
  const [row] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.uploadId, upload.id)).limit(1);
  if (!row) throw new Error('session row missing right after creation');
  return row.id;
}
