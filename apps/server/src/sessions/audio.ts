import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionRow } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import type { Storage } from '../storage/storage.ts';

const audioTypes: Record<string, string> = { m4a: 'audio/mp4', mp3: 'audio/mpeg', wav: 'audio/wav' };

/**
 * Sends a session's stored audio for the transcript player, with Range support so the browser can seek. Gone (410)
 * once the retention window has removed the original.
 */
export async function sendSessionAudio(
  storage: Storage,
  row: SessionRow,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const key = row.storagePath;
  const size = key && !row.originalDeletedAt ? await storage.size(key) : null;
  if (!key || size === null) {
    throw new AppError(410, 'original_deleted', 'The recording was deleted after the retention period.');
  }
  const type = audioTypes[key.split('.').pop() ?? ''] ?? 'application/octet-stream';
  reply.header('accept-ranges', 'bytes').header('content-type', type).header('cache-control', 'private, max-age=300');
  const range = parseRange(req.headers.range, size);
  if (range === 'invalid') {
    return reply.status(416).header('content-range', `bytes */${size}`).send();
  }
  if (range) {
    reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
    reply.header('content-length', range.end - range.start + 1);
    return reply.send(storage.openRead(key, range));
  }
  reply.header('content-length', size);
  return reply.send(storage.openRead(key));
}

/** One `bytes=start-end` range (what media elements send); anything else gets the whole file. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'invalid' | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m) return null;
  const [, a = '', b = ''] = m;
  if (a === '' && b === '') return 'invalid';
  const start = a === '' ? Math.max(0, size - Number(b)) : Number(a);
  const end = a === '' || b === '' ? size - 1 : Math.min(Number(b), size - 1);
  if (start > end || start >= size) return 'invalid';
  return { start, end };
}
