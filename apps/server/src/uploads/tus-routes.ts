import { mkdir } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { apiPrefix, SESSION_ID_HEADER, uploadsApi } from '@cuecoach/contracts';
import { Server, type Upload } from '@tus/server';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { errorBody } from '../errors.ts';
import type { Storage } from '../storage/storage.ts';
import { createSessionFromUpload, FinalizeInterrupted } from './finalize.ts';
import { reserveUpload } from './reservations.ts';
import { removeStagedFiles, StagingStore } from './staging-store.ts';
import { sweepStaging } from './staging-sweep.ts';
import { checkUploadCreate, checkUploadKindSize, refusalFromProbe, UploadRefusal } from './upload-checks.ts';
import { isOwnUploadId, newUploadId } from './upload-ids.ts';

export { MAX_UNFINISHED_UPLOADS } from './reservations.ts';

interface UploadDeps {
  database: Database;
  storage: Storage;
  stagingDir: string;
  maxBytes: number;
  /** Largest request body accepted (one tus chunk); the web's chunk size, kept under common proxy limits. */
  maxChunkBytes: number;
  maxDurationMin: number;
  /** Per-user storage quota: stored recordings plus unfinished uploads (UPLOAD_QUOTA_MB). */
  quotaBytes: number;
  retentionMs: number;
  /** How often the staging sweep runs (also once at start). */
  sweepIntervalMs?: number;
}

/** The signed-in user of a tus request, set by the Fastify preHandler on the raw request. */
const uploaders = new WeakMap<IncomingMessage, string>();
type TusRequest = { runtime?: { node?: { req: IncomingMessage } } };
function uploaderOf(req: unknown): string {
  const raw = (req as TusRequest).runtime?.node?.req;
  const userId = raw ? uploaders.get(raw) : undefined;
  if (!userId) throw new UploadRefusal(401, 'unauthorized', 'Sign-in required').toTusError();
  return userId;
}

const notFound = () => new UploadRefusal(404, 'not_found', 'Upload not found');
const genericFailure = () =>
  new UploadRefusal(500, 'upload_failed', 'The upload could not be processed. Please try again.');

/**
 * Resumable uploads (tus 1.0) at /api/uploads. Before any byte is stored: signed-in user, a well-formed upload id of
 * their own, declared size, extension + MIME, session fields, and a free one of their unfinished-upload slots
 * (reservations.ts). After the last byte: magic bytes + ffprobe (audio present, duration); a video is reduced to
 * its audio at once. Then the session row is created (status uploaded) and its id returned in the
 * `CueCoach-Session-Id` header. A refusal removes the staged bytes: no row, no file. An interrupted finalisation
 * keeps them and is finished later (finalize.ts).
 */
export interface TusUploads {
  /**
   * Resolves once the user's upload has become a session or was refused. A complete upload whose finalisation was
   * interrupted (crash, stop) is finished now. A client whose final PATCH response was lost asks for its session
   * meanwhile; it should wait, not 404.
   */
  settled(uploadId: string, userId: string): Promise<void>;
  /** One pass of the staging sweep (staging-sweep.ts); also runs on a timer. */
  sweep(): ReturnType<typeof sweepStaging>;
}

/** What the parts below share: the staging store, the finalisations running now, and whether the app is stopping. */
interface UploadState {
  deps: UploadDeps;
  db: Database['db'];
  datastore: StagingStore;
  /** Finalisations running now, by upload id. */
  finalizing: Map<string, Promise<string>>;
  shuttingDown: boolean;
  log: FastifyBaseLogger;
}

/**
 * Mounts the tus endpoint on the sessions area (sessions/plugin.ts) and returns its handle. A function rather than a
 * plugin of its own: the session routes need the handle (`settled`) that registering it creates.
 */
export async function registerTusUploads(app: FastifyInstance, deps: UploadDeps): Promise<TusUploads> {
  await mkdir(deps.stagingDir, { recursive: true });
  const db = deps.database.db;
  const state: UploadState = {
    deps,
    db,
    datastore: new StagingStore({ directory: deps.stagingDir, expirationPeriodInMilliseconds: deps.retentionMs, db }),
    finalizing: new Map(),
    shuttingDown: false,
    log: app.log,
  };
  const tus = createTusServer(state);
  const sweep = startStagingSweep(app, state);
  app.addHook('preClose', async () => {
    state.shuttingDown = true;
  });
  app.addHook('onClose', async () => {
    await sweep.stop();
    await Promise.allSettled(state.finalizing.values());
  });
  await app.register(async (scope) => {
    // tus bodies are streamed by @tus/server itself; Fastify must not read them.
    scope.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));
    const handler = tusHandler(state, tus);
    const options = { preHandler: requireUser, schema: { hide: true } };
    // The table's tus entries (contracts `uploadsApi`): the endpoint and one upload under it, every tus method.
    for (const url of [uploadsApi.create.path, uploadsApi.upload.path]) {
      scope.route({ method: ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'], url, ...options, handler });
    }
  });

  return {
    async settled(uploadId, userId) {
      if (!isOwnUploadId(uploadId, userId)) return;
      const running = state.finalizing.get(uploadId);
      if (running) {
        await running.catch(() => {});
        return;
      }
      const upload = await state.datastore.getUpload(uploadId).catch(() => null);
      if (upload && upload.size !== undefined && upload.offset === upload.size) {
        await finish(state, uploadId, userId, upload).catch(() => {});
      }
    },
    sweep: sweep.run,
  };
}

/** Finalises once per upload id at a time; later callers share the running attempt. */
function finish(state: UploadState, id: string, userId: string, known?: Upload): Promise<string> {
  const { deps, datastore, finalizing } = state;
  const running = finalizing.get(id);
  if (running) return running;
  const work = (async () => {
    const upload = known ?? (await datastore.getUpload(id));
    if (upload.size === undefined || upload.offset !== upload.size) throw notFound();
    try {
      const sessionId = await createSessionFromUpload(
        { ...deps, isShuttingDown: () => state.shuttingDown },
        userId,
        upload,
      );
      await removeStagedFiles(deps.stagingDir, id);
      return sessionId;
    } catch (err) {
      if (err instanceof FinalizeInterrupted) throw err;
      const refusal = refusalFromProbe(err, deps.maxDurationMin);
      if (refusal.statusCode < 500) {
        // The file itself was refused: nothing of it is kept.
        await datastore.remove(id);
      } else {
        // Storage or database trouble: the bytes stay for the next attempt (HEAD, by-upload, sweep).
        state.log.error({ err, uploadId: id }, 'upload finish failed');
      }
      throw refusal;
    }
  })();
  finalizing.set(id, work);
  void work.catch(() => {}).finally(() => finalizing.delete(id));
  return work;
}

/** The @tus/server instance: its hooks run the checks before any byte is stored and the finalisation after the last. */
function createTusServer(state: UploadState): Server {
  const { deps, db, datastore, finalizing } = state;
  return new Server({
    path: `${apiPrefix}${uploadsApi.create.path}`,
    datastore,
    relativeLocation: true,
    exposedHeaders: [SESSION_ID_HEADER],
    namingFunction: (req) => newUploadId(uploaderOf(req)),
    onIncomingRequest: async (req, uploadId) => {
      const userId = uploaderOf(req);
      if (req.method === 'POST' || req.method === 'OPTIONS') return;
      // Checked before the file store sees the id: it builds file names from it.
      if (!isOwnUploadId(uploadId, userId)) throw notFound().toTusError();
      if (req.method === 'HEAD' && !finalizing.has(uploadId)) {
        // A client resuming after a crash sees offset = length and asks for its session next; start it now.
        const upload = await datastore.getUpload(uploadId).catch(() => null);
        if (upload && upload.size !== undefined && upload.offset === upload.size) {
          void finish(state, uploadId, userId, upload).catch(() => {});
        }
      }
    },
    onUploadCreate: async (req, upload) => {
      try {
        const { fileType } = checkUploadCreate(upload.size, upload.metadata ?? {}, deps.maxBytes);
        // The admin's per-kind limits (max audio / video size), under the server's MAX_UPLOAD_MB.
        await checkUploadKindSize(deps.database.db, deps.maxBytes, fileType, upload.size ?? 0);
        await reserveUpload(
          db,
          { id: upload.id, userId: uploaderOf(req), sizeBytes: upload.size ?? 0 },
          deps.quotaBytes,
        );
      } catch (err) {
        throw refusalFromProbe(err, deps.maxDurationMin).toTusError();
      }
      return {};
    },
    onUploadFinish: async (req, upload) => {
      try {
        const sessionId = await finish(state, upload.id, uploaderOf(req), upload);
        return { status_code: 204, headers: { [SESSION_ID_HEADER]: sessionId } };
      } catch (err) {
        if (err instanceof FinalizeInterrupted) {
          throw new UploadRefusal(
            503,
            'upload_interrupted',
            'The server is restarting; the upload is kept and will be finished. Please try again shortly.',
          ).toTusError();
        }
        throw refusalFromProbe(err, deps.maxDurationMin).toTusError();
      }
    },
    onResponseError: (_req, err) => {
      const status = 'status_code' in err ? err.status_code : 500;
      const body = 'body' in err && typeof err.body === 'string' ? err.body : '';
      // tus's own size refusal gets the same JSON shape and code as ours.
      if (status === 413 && !body.startsWith('{')) {
        return new UploadRefusal(413, 'upload_too_large', 'The file is larger than the upload limit.', {
          maxBytes: deps.maxBytes,
        }).toTusError();
      }
      // Unexpected failures carry file-system messages (paths); the client gets a plain JSON refusal instead.
      if (status >= 500 && !body.startsWith('{')) {
        state.log.error({ err }, 'tus request failed');
        return genericFailure().toTusError();
      }
      return undefined;
    },
    maxSize: deps.maxBytes,
  });
}

/**
 * The staging sweep (staging-sweep.ts): once at start (finishes uploads whose finalisation a crash or stop
 * interrupted, removes orphaned files), then on a timer. Passes never overlap.
 */
function startStagingSweep(app: FastifyInstance, state: UploadState) {
  const { deps, db } = state;
  const sweep = () =>
    sweepStaging({
      db,
      stagingDir: deps.stagingDir,
      retentionMs: deps.retentionMs,
      busy: (id) => state.finalizing.has(id),
      finish: (id, userId) => finish(state, id, userId),
    });
  let sweeping: Promise<unknown> = Promise.resolve();
  const run = () => {
    const next = sweeping.then(sweep);
    sweeping = next.catch((err) => app.log.error({ err }, 'upload staging sweep failed'));
    return next;
  };
  void run().catch(() => {});
  const timer = setInterval(() => void run().catch(() => {}), deps.sweepIntervalMs ?? 600_000);
  timer.unref();
  return {
    run,
    async stop() {
      clearInterval(timer);
      await sweeping;
    },
  };
}

/** The Fastify handler in front of tus: refusals decided before a byte is read, HEAD of a finished upload, then tus. */
function tusHandler(state: UploadState, tus: Server) {
  const { deps, db, finalizing } = state;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const chunked = request.headers['transfer-encoding'] !== undefined;
    if (chunked && (request.method === 'PATCH' || request.method === 'POST')) {
      // Without a declared length the chunk cap below could not be checked before bytes are stored.
      return refuse(
        reply,
        new UploadRefusal(411, 'upload_length_required', 'Send each chunk with a Content-Length header.', {
          maxChunkBytes: deps.maxChunkBytes,
        }),
      );
    }
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > deps.maxChunkBytes) {
      // Refused before a byte is read, so nothing of it is stored; the client resumes with smaller chunks.
      return refuse(
        reply,
        new UploadRefusal(
          413,
          'upload_chunk_too_large',
          `Send the file in chunks of at most ${Math.floor(deps.maxChunkBytes / 1024 ** 2)} MB.`,
          { maxChunkBytes: deps.maxChunkBytes },
        ),
      );
    }
    if (request.method === 'HEAD') {
      // An upload that already became this user's session (finished by the last PATCH, by-upload or the start-up
      // sweep, which removes the staged files) is complete: say so, so a resuming client asks for its session
      // instead of starting the upload again.
      const uploadId = decodeURIComponent(request.url.split('?')[0]?.split('/').pop() ?? '');
      const own = isOwnUploadId(uploadId, request.user.id);
      // Mid-finalisation the data file has already moved to storage while the row is not committed yet (tus
      // would say 410): wait for that attempt to settle, then answer from the row.
      if (own) await finalizing.get(uploadId)?.catch(() => {});
      const done = own ? await finishedUpload(db, uploadId) : null;
      if (done) {
        return reply
          .status(200)
          .header('tus-resumable', '1.0.0')
          .header('cache-control', 'no-store')
          .header('upload-offset', String(done.size))
          .header('upload-length', String(done.size))
          .header(SESSION_ID_HEADER, done.sessionId)
          .send();
      }
    }
    uploaders.set(request.raw, request.user.id);
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  };
}

/** The session an upload became, with the upload's size; null while it is still an upload. */
async function finishedUpload(
  db: Database['db'],
  uploadId: string,
): Promise<{ sessionId: string; size: number } | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, size: sessions.fileSizeBytes })
    .from(sessions)
    .where(eq(sessions.uploadId, uploadId))
    .limit(1);
  return row ?? null;
}

/** A refusal answered before @tus/server sees the request (it closes the connection: the body is not read). */
function refuse(reply: FastifyReply, refusal: UploadRefusal) {
  return reply
    .status(refusal.statusCode)
    .header('tus-resumable', '1.0.0')
    .header('connection', 'close')
    .send(errorBody(refusal.code, refusal.message, refusal.details));
}
