import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { extractAudio, type MediaProbe, probeMedia } from '@cuecoach/analysis';
import { acceptedUploadTypes } from '@cuecoach/contracts';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { type Storage, sessionPrefix } from '../storage/storage.ts';
import {
  checkProbedFamily,
  checkUploadCreate,
  checkUploadKindSize,
  refusalFromProbe,
  titleFromFilename,
  UploadRefusal,
} from './upload-checks.ts';

export const SESSION_ID_HEADER = 'CueCoach-Session-Id';
/** Unfinished (resumable) uploads one user may have at once; they expire after 24 h. */
export const MAX_UNFINISHED_UPLOADS = 5;

interface UploadDeps {
  database: Database;
  storage: Storage;
  stagingDir: string;
  maxBytes: number;
  /** Largest request body accepted (one tus chunk); the web's chunk size, kept under common proxy limits. */
  maxChunkBytes: number;
  maxDurationMin: number;
  retentionMs: number;
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

/** Upload ids start with a tag of the owner, so HEAD/PATCH/DELETE on someone else's upload is a plain 404. */
const ownerTag = (userId: string) => createHash('sha256').update(userId).digest('hex').slice(0, 16);

/**
 * Resumable uploads (tus 1.0) at /api/uploads. Before any byte is stored: signed-in user, declared size,
 * extension + MIME, session fields. After the last byte: magic bytes + ffprobe (audio present, duration);
 * a video is reduced to its audio at once and deleted. Then the session row is created (status uploaded) and
 * its id returned in the `CueCoach-Session-Id` header. Any refusal removes the staged bytes: no row, no file.
 */
export interface TusUploads {
  /**
   * Resolves once an upload that is being checked and stored (probe, audio extraction) has finished, at once if it
   * is not. A client whose final PATCH response was lost asks for its session meanwhile; it should wait, not 404.
   */
  settled(uploadId: string): Promise<void>;
}

export async function registerTusUploads(app: FastifyInstance, deps: UploadDeps): Promise<TusUploads> {
  const finalizing = new Map<string, Promise<unknown>>();
  await mkdir(deps.stagingDir, { recursive: true });
  const datastore = new FileStore({ directory: deps.stagingDir, expirationPeriodInMilliseconds: deps.retentionMs });
  const removeStaged = async (id: string) => {
    await rm(path.join(deps.stagingDir, id), { force: true });
    await rm(path.join(deps.stagingDir, `${id}.json`), { force: true });
  };

  const tus = new Server({
    path: '/api/uploads',
    datastore,
    relativeLocation: true,
    exposedHeaders: [SESSION_ID_HEADER],
    namingFunction: (req) => `${ownerTag(uploaderOf(req))}${randomUUID().replaceAll('-', '')}`,
    onIncomingRequest: async (req, uploadId) => {
      const userId = uploaderOf(req);
      if (req.method !== 'POST' && !uploadId.startsWith(ownerTag(userId))) {
        throw new UploadRefusal(404, 'not_found', 'Upload not found').toTusError();
      }
    },
    onUploadCreate: async (req, upload) => {
      try {
        const { fileType } = checkUploadCreate(upload.size, upload.metadata ?? {}, deps.maxBytes);
        await checkUploadKindSize(deps.database.db, deps.maxBytes, fileType, upload.size ?? 0);
        // Unfinished uploads hold disk space until they expire; one user may keep only a few open at once.
        const tag = ownerTag(uploaderOf(req));
        const open = (await readdir(deps.stagingDir)).filter((f) => f.startsWith(tag) && f.endsWith('.json')).length;
        if (open >= MAX_UNFINISHED_UPLOADS) {
          throw new UploadRefusal(
            429,
            'upload_too_many_unfinished',
            'Finish or cancel an upload before starting another.',
            {
              max: MAX_UNFINISHED_UPLOADS,
            },
          );
        }
      } catch (err) {
        throw refusalFromProbe(err, deps.maxDurationMin).toTusError();
      }
      return {};
    },
    onUploadFinish: async (req, upload) => {
      const userId = uploaderOf(req);
      const work = createSessionFromUpload(deps, userId, upload);
      finalizing.set(upload.id, work);
      try {
        const sessionId = await work;
        return { status_code: 204, headers: { [SESSION_ID_HEADER]: sessionId } };
      } catch (err) {
        if (!(err instanceof UploadRefusal) && !(err instanceof Error && 'code' in err)) {
          app.log.error({ err, uploadId: upload.id }, 'upload finish failed');
        }
        throw refusalFromProbe(err, deps.maxDurationMin).toTusError();
      } finally {
        await removeStaged(upload.id);
        finalizing.delete(upload.id);
      }
    },
    onResponseError: (_req, err) => {
      // tus's own size refusal gets the same JSON shape and code as ours.
      if ('status_code' in err && err.status_code === 413 && !err.body.startsWith('{')) {
        return new UploadRefusal(413, 'upload_too_large', 'The file is larger than the upload limit.', {
          maxBytes: deps.maxBytes,
        }).toTusError();
      }
      return undefined;
    },
    maxSize: deps.maxBytes,
  });

  const cleanup = setInterval(() => {
    tus.cleanUpExpiredUploads().catch(() => {});
  }, 3600_000);
  cleanup.unref();
  app.addHook('onClose', async () => clearInterval(cleanup));

  await app.register(async (scope) => {
    // tus bodies are streamed by @tus/server itself; Fastify must not read them.
    scope.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));
    const handler = async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > deps.maxChunkBytes) {
        // Refused before a byte is read, so nothing of it is stored; the client resumes with smaller chunks.
        return reply
          .status(413)
          .header('tus-resumable', '1.0.0')
          .header('connection', 'close')
          .send({
            error: {
              code: 'upload_chunk_too_large',
              message: `Send the file in chunks of at most ${Math.floor(deps.maxChunkBytes / 1024 ** 2)} MB.`,
              details: { maxChunkBytes: deps.maxChunkBytes },
            },
          });
      }
      uploaders.set(request.raw, request.user.id);
      reply.hijack();
      await tus.handle(request.raw, reply.raw);
    };
    const options = { preHandler: requireUser, schema: { hide: true } };
    for (const url of ['/uploads', '/uploads/*']) {
      scope.route({ method: ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'], url, ...options, handler });
    }
  });

  return {
    async settled(uploadId) {
      await finalizing.get(uploadId)?.catch(() => {});
    },
  };
}

async function createSessionFromUpload(deps: UploadDeps, userId: string, upload: Upload): Promise<string> {
  const { fileType, metadata } = checkUploadCreate(upload.size, upload.metadata ?? {}, deps.maxBytes);
  const staged = path.join(deps.stagingDir, upload.id);
  const probe: MediaProbe = await probeMedia(staged, { maxDurationSec: deps.maxDurationMin * 60 });
  checkProbedFamily(fileType, probe);

  const sessionId = randomUUID();
  const prefix = sessionPrefix(userId, sessionId);
  const isVideo = acceptedUploadTypes[fileType].kind === 'video';
  let storagePath: string;
  let videoDeletedAt: Date | null = null;
  if (isVideo) {
    // Only the audio is analysed (spec §1): extract it now and drop the video.
    const audio = path.join(deps.stagingDir, `${upload.id}.audio.m4a`);
    try {
      await extractAudio(staged, audio);
      storagePath = `${prefix}/audio.m4a`;
      await deps.storage.putFile(storagePath, audio);
    } finally {
      await rm(audio, { force: true });
    }
    await rm(staged, { force: true });
    videoDeletedAt = new Date();
  } else {
    storagePath = `${prefix}/original.${fileType}`;
    await deps.storage.putFile(storagePath, staged);
  }

  try {
    await deps.database.db.insert(sessions).values({
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
      durationSec: probe.durationSec,
      storagePath,
      videoDeletedAt,
      audioProfile: {
        source: probe.source,
        container: probe.container,
        codec: probe.codec,
        sampleRate: probe.sampleRate,
        channels: probe.channels,
        bitDepth: probe.bitDepth,
        durationSec: probe.durationSec,
      },
    });
  } catch (err) {
    await deps.storage.deletePrefix(prefix);
    throw err;
  }
  return sessionId;
}
