import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startRuntime } from '../src/runtime.ts';
import { S3Storage } from '../src/storage/s3-storage.ts';
import { LocalDiskStorage, type Storage } from '../src/storage/storage.ts';
import { buildTestApp, testConfig } from './helpers/app.ts';
import { testDatabases } from './helpers/databases.ts';
import { startTestS3, type TestS3 } from './helpers/s3-server.ts';

const read = async (stream: NodeJS.ReadableStream) => {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Buffer));
  return Buffer.concat(parts);
};

let s3: TestS3;
const scratch = mkdtempSync(path.join(tmpdir(), 'cuecoach-storage-test-'));
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

const backends: { name: string; make(): Storage }[] = [
  { name: 'local disk', make: () => new LocalDiskStorage(mkdtempSync(path.join(scratch, 'objects-'))) },
  {
    name: 'S3-compatible bucket',
    make: () =>
      new S3Storage({
        bucket: s3.bucket,
        region: 'us-east-1',
        endpoint: s3.endpoint,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        scratchDir: mkdtempSync(path.join(scratch, 'downloads-')),
      }),
  },
];

describe.each(backends)('recording storage: $name', ({ make }) => {
  // 9 MB: more than one 8 MB multipart part, as a real class recording would be.
  const bytes = Buffer.alloc(9 * 1024 * 1024);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7) % 256;
  const source = () => {
    const file = path.join(mkdtempSync(path.join(scratch, 'upload-')), 'class.m4a');
    writeFileSync(file, bytes);
    return file;
  };

  it('keeps an upload whole, streams any byte range for seeking, and hands ffmpeg a local copy', async () => {
    const storage = make();
    const file = source();
    await storage.putFile('sessions/u1/s1/original.m4a', file);
    expect(existsSync(file)).toBe(false);
    expect(await storage.size('sessions/u1/s1/original.m4a')).toBe(bytes.length);
    expect(await storage.exists('sessions/u1/s1/original.m4a')).toBe(true);
    expect((await read(storage.openRead('sessions/u1/s1/original.m4a'))).equals(bytes)).toBe(true);
    const range = await read(storage.openRead('sessions/u1/s1/original.m4a', { start: 8_388_600, end: 8_388_700 }));
    expect(range.equals(bytes.subarray(8_388_600, 8_388_701))).toBe(true);
    let seen = '';
    const length = await storage.withLocalFile('sessions/u1/s1/original.m4a', async (local) => {
      seen = local;
      return readFileSync(local).length;
    });
    expect(length).toBe(bytes.length);
    if (storage instanceof S3Storage) expect(existsSync(seen)).toBe(false); // the download is cleaned up
  });

  it('deletes one object, or one session folder without touching a session whose id shares its prefix', async () => {
    const storage = make();
    await storage.putFile('sessions/u2/abc/original.wav', source());
    await storage.putFile('sessions/u2/abc/audio.m4a', source());
    await storage.putFile('sessions/u2/abcd/original.wav', source());
    await storage.delete('sessions/u2/abc/audio.m4a');
    await storage.delete('sessions/u2/abc/never-existed.wav');
    expect(await storage.exists('sessions/u2/abc/audio.m4a')).toBe(false);
    await storage.deletePrefix('sessions/u2/abc');
    expect(await storage.size('sessions/u2/abc/original.wav')).toBeNull();
    expect(await storage.exists('sessions/u2/abcd/original.wav')).toBe(true);
  });

  it('refuses keys that would leave its area', async () => {
    const storage = make();
    await expect(storage.putFile('../outside.wav', source())).rejects.toThrow();
    await expect(storage.deletePrefix('')).rejects.toThrow();
  });

  it('reports a missing object as missing, and a read of it as an error rather than empty audio', async () => {
    const storage = make();
    expect(await storage.size('sessions/u3/none/original.wav')).toBeNull();
    await expect(read(storage.openRead('sessions/u3/none/original.wav'))).rejects.toThrow();
  });
});

describe('storage in health and at start', () => {
  it('reports the bucket in /api/health, and 503 with the reason when the bucket is missing', async () => {
    const target = testDatabases()[0]!;
    const ctx = await target.create();
    const good = await buildTestApp(ctx.database, s3.config);
    const ok = await good.inject({ method: 'GET', url: '/api/health' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'ok', storage: 's3' });
    await good.close();
    const bad = await buildTestApp(ctx.database, { ...s3.config, S3_BUCKET: 'no-such-bucket' });
    const down = await bad.inject({ method: 'GET', url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json().reason).toBe(
      'storage unusable: S3 bucket "no-such-bucket" is not usable: the bucket does not exist',
    );
    await bad.close();
    await ctx.drop();
  });

  it('refuses to start with a bucket that does not exist, saying so in one line', async () => {
    await expect(
      startRuntime(testConfig({ ...s3.config, S3_BUCKET: 'no-such-bucket' }), { api: false, worker: false }),
    ).rejects.toThrow(
      'Recordings cannot be stored (STORAGE=s3): S3 bucket "no-such-bucket" is not usable: the bucket does not exist',
    );
  });
});

describe('storage configuration', () => {
  it('needs a bucket for STORAGE=s3 and both keys or neither', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET — required when STORAGE=s3/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'classes', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /set both, or neither/,
    );
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'classes' }).STORAGE).toBe('s3');
  });
});
