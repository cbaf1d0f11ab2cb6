import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/databases.ts';
import { testMedia } from './helpers/media.ts';
import { type SessionsEnv, startSessionsEnv, type TestUser } from './helpers/sessions-env.ts';

function fileCount(dir: string): number {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
  } catch {
    return 0;
  }
}

describe.each(testDatabases())('refused uploads leave nothing behind ($name)', (target) => {
  let env: SessionsEnv & { drop(): Promise<void> };
  let user: TestUser;
  const media = testMedia();

  beforeAll(async () => {
    // 2 MB, 1 MB chunks and 1 minute limits make "too large", "chunk too large" and "too long" cheap to produce.
    env = await startSessionsEnv(target, {
      config: { MAX_UPLOAD_MB: '2', UPLOAD_CHUNK_MB: '1', MAX_DURATION_MIN: '1' },
    });
    user = await env.user('refusals@example.com');
  });
  afterAll(async () => {
    await env?.close();
    await env?.drop();
  });

  async function expectNothingLeft() {
    const list = (await user.get('/api/sessions')).body as { total: number };
    expect(list.total).toBe(0);
    expect(fileCount(path.join(env.storageDir, 'uploads'))).toBe(0);
    expect(fileCount(path.join(env.storageDir, 'objects'))).toBe(0);
    const balance = (await user.get('/api/credits/balance')).body as { balance: number };
    expect(balance.balance).toBe(100);
  }
  const errorOf = (body: string) =>
    (JSON.parse(body) as { error: { code: string; details?: Record<string, unknown> } }).error;

  it('refuses an upload from a signed-out visitor before storing anything', async () => {
    const res = await fetch(`${env.baseUrl}/api/uploads`, {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '100', origin: env.baseUrl },
    });
    expect(res.status).toBe(401);
    await expectNothingLeft();
  });

  it.each([
    [
      'a declared size over the limit',
      3 * 1024 * 1024,
      { filename: 'big.mp3', filetype: 'audio/mpeg' },
      413,
      'upload_too_large',
    ],
    ['a text file', 500, { filename: 'notes.txt', filetype: 'text/plain' }, 415, 'upload_unsupported_type'],
    [
      'an image MIME type behind an .mp3 name',
      500,
      { filename: 'photo.mp3', filetype: 'image/png' },
      415,
      'upload_unsupported_type',
    ],
    ['an empty file', 0, { filename: 'empty.wav', filetype: 'audio/wav' }, 422, 'upload_empty'],
    [
      'a title with markup characters',
      500,
      { filename: 'a.wav', filetype: 'audio/wav', title: '<script>x</script>' },
      422,
      'upload_metadata_invalid',
    ],
    [
      'a tag with markup',
      500,
      { filename: 'a.wav', filetype: 'audio/wav', tags: 'ok,bad<i>tag' },
      422,
      'upload_metadata_invalid',
    ],
    [
      'an unknown language',
      500,
      { filename: 'a.wav', filetype: 'audio/wav', language: 'fr' },
      422,
      'upload_metadata_invalid',
    ],
  ] as const)('refuses %s when the upload is created', async (_name, size, meta, status, code) => {
    const res = await user.tus.create(size, meta);
    expect(res.status).toBe(status);
    expect(errorOf(res.body).code).toBe(code);
    if (code === 'upload_too_large') expect(errorOf(res.body).details).toMatchObject({ maxBytes: 2 * 1024 * 1024 });
    // A refused character is named, so the user's message can say which one.
    if ('title' in meta || 'tags' in meta) expect(errorOf(res.body).details).toMatchObject({ character: 'U+003C' });
    await expectNothingLeft();
  });

  it('refuses an upload whose length is not declared', async () => {
    const res = await user.tus.create(null, { filename: 'a.wav', filetype: 'audio/wav' });
    expect(res.status).toBe(400);
    expect(errorOf(res.body).code).toBe('upload_unknown_length');
    await expectNothingLeft();
  });

  it.each([
    ['a text file renamed to .mp3', 'renamedText', 'notes.mp3', 'audio/mpeg', 'upload_unsupported_type'],
    ['a video without sound', 'silentVideo', 'silent.mp4', 'video/mp4', 'upload_no_audio'],
    ['a recording over the duration limit', 'longAudio', 'long.m4a', 'audio/mp4', 'upload_too_long'],
    ['a damaged mp4', 'truncatedMp4', 'broken.mp4', 'video/mp4', 'upload_unreadable'],
    ['a wav whose bytes are an mp3', 'mp3', 'disguised.wav', 'audio/wav', 'upload_unreadable'],
  ] as const)(
    'refuses %s after the bytes arrive, keeping no row and no file',
    async (_name, key, filename, filetype, code) => {
      expect(statSync(media[key]).size).toBeLessThan(1024 * 1024);
      const { create, last, sessionId } = await user.tus.upload(media[key], { filename, filetype, language: 'en' });
      expect(create.status).toBe(201);
      expect(last?.status).toBeGreaterThanOrEqual(400);
      expect(errorOf(String(last?.body)).code).toBe(code);
      expect(sessionId).toBeNull();
      await expectNothingLeft();
    },
  );
  it('lets one user keep only a few unfinished uploads open; cancelling one frees a place', async () => {
    const open: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await user.tus.create(500, { filename: `part-${i}.wav`, filetype: 'audio/wav' });
      expect(res.status).toBe(201);
      open.push(String(res.location));
    }
    const refused = await user.tus.create(500, { filename: 'one-more.wav', filetype: 'audio/wav' });
    expect(refused.status).toBe(429);
    expect(errorOf(refused.body)).toMatchObject({ code: 'upload_too_many_unfinished', details: { max: 5 } });
    // Another user is not affected.
    const other = await env.user('other-uploader@example.com');
    const theirs = await other.tus.create(500, { filename: 'theirs.wav', filetype: 'audio/wav' });
    expect(theirs.status).toBe(201);
    expect((await other.tus.terminate(String(theirs.location))).status).toBe(204);
    expect((await user.tus.terminate(open.pop() as string)).status).toBe(204);
    const again = await user.tus.create(500, { filename: 'again.wav', filetype: 'audio/wav' });
    expect(again.status).toBe(201);
    open.push(String(again.location));
    for (const location of open) expect((await user.tus.terminate(location)).status).toBe(204);
    await expectNothingLeft();
  });
  it('refuses a chunk over the chunk limit without storing any of it; smaller chunks then succeed', async () => {
    const size = 1.5 * 1024 * 1024;
    const create = await user.tus.create(size, { filename: 'chunky.wav', filetype: 'audio/wav' });
    expect(create.status).toBe(201);
    const location = String(create.location);
    const res = await user.tus.patch(location, 0, new Uint8Array(size));
    expect(res.status).toBe(413);
    expect(errorOf(res.body)).toMatchObject({
      code: 'upload_chunk_too_large',
      details: { maxChunkBytes: 1024 * 1024 },
    });
    const head = await user.tus.head(location);
    expect(head.headers.get('upload-offset')).toBe('0');
    const ok = await user.tus.patch(location, 0, new Uint8Array(512 * 1024));
    expect(ok.status).toBe(204);
    expect(ok.headers.get('upload-offset')).toBe(String(512 * 1024));
    expect((await user.tus.terminate(location)).status).toBe(204);
    await expectNothingLeft();
  });
});
