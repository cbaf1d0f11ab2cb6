import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SessionDetail } from '@cuecoach/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema/index.ts';
import { S3Storage } from '../src/storage/s3-storage.ts';
import { testDatabases } from './helpers/databases.ts';
import { testMedia } from './helpers/media.ts';
import { startTestS3, type TestS3 } from './helpers/s3-server.ts';
import { type SessionsEnv, startSessionsEnv } from './helpers/sessions-env.ts';

// One database is enough here: what is under test is where the files live, not the SQL.
const [pglite] = testDatabases();

describe('recordings kept in an S3-compatible bucket (STORAGE=s3)', () => {
  let s3: TestS3;
  let env: SessionsEnv & { drop(): Promise<void> };

  beforeAll(async () => {
    s3 = await startTestS3();
    env = await startSessionsEnv(pglite!, { config: s3.config });
  });
  afterAll(async () => {
    await env?.close();
    await env?.drop();
    await s3?.stop();
  });

  it('uploads into the bucket, is analysed from it, streams from it for seeking, and is deleted from it', async () => {
    expect(env.storage).toBeInstanceOf(S3Storage);
    const user = await env.user('bucket@example.com', 100);
    const { sessionId } = await user.tus.upload(
      testMedia().mp3,
      { filename: 'bucket-flow.mp3', filetype: 'audio/mpeg', language: 'en', title: 'Bucket flow' },
      { chunkBytes: 16 * 1024 },
    );
    const id = String(sessionId);
    const key = `sessions/${encodeURIComponent(user.userId)}/${id}/original.mp3`;
    expect(await env.storage.exists(key)).toBe(true);
    // Nothing of the recording stays on the API's disk: tus staging is emptied and there is no objects folder.
    const local = readdirSync(env.storageDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    expect(local.map((e) => path.join(e.parentPath, e.name))).toEqual([]);

    expect((await user.post(`/api/sessions/${id}/start`, {})).status).toBe(200);
    const done = await user.waitFor(id, (s) => s.status === 'completed' || s.status === 'failed');
    expect(done.errorMessage).toBeNull();
    expect(done.status).toBe('completed');
    expect(done.metrics?.totalWords).toBeGreaterThan(3);

    const size = await env.storage.size(key);
    const ranged = await env.app.inject({
      method: 'GET',
      url: `/api/sessions/${id}/audio`,
      headers: { cookie: user.cookie, range: 'bytes=100-299' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 100-299/${size}`);
    expect(ranged.rawPayload.length).toBe(200);

    expect((await user.del(`/api/sessions/${id}`)).status).toBeLessThan(300);
    expect(await env.storage.exists(key)).toBe(false);
    expect((await user.get(`/api/sessions/${id}`)).status).toBe(404);
  });

  it('the retention sweep removes an expired original from the bucket; the audio then answers 410', async () => {
    const user = await env.user('bucket-retention@example.com', 100);
    const { sessionId } = await user.tus.upload(
      testMedia().wav,
      { filename: 'kept.wav', filetype: 'audio/wav', language: 'en' },
      { chunkBytes: 64 * 1024 },
    );
    const id = String(sessionId);
    const key = `sessions/${encodeURIComponent(user.userId)}/${id}/original.wav`;
    expect(await env.storage.exists(key)).toBe(true);
    await env.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(sessions.id, id));
    await env.sweeper.runOnce();
    expect(await env.storage.exists(key)).toBe(false);
    const audio = await env.app.inject({
      method: 'GET',
      url: `/api/sessions/${id}/audio`,
      headers: { cookie: user.cookie },
    });
    expect(audio.statusCode).toBe(410);
    expect(((await user.get(`/api/sessions/${id}`)).body as SessionDetail).retention.hasOriginal).toBe(false);
  });
});

// The scaling story of docs/configuration.md ("More workers, on other machines"): a worker on "another machine"
// shares only the database URL and the bucket.
const postgres = testDatabases().find((t) => t.name === 'postgres');

describe.skipIf(!postgres)('a worker process with its own disk and the shared bucket (postgres)', () => {
  let s3: TestS3;
  let env: SessionsEnv & { drop(): Promise<void> };
  let child: ChildProcess | null = null;
  const otherMachine = mkdtempSync(path.join(tmpdir(), 'cuecoach-other-machine-'));

  beforeAll(async () => {
    s3 = await startTestS3();
    env = await startSessionsEnv(postgres!, { config: s3.config, startWorker: false });
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await env?.close();
    await env?.drop();
    await s3?.stop();
    rmSync(otherMachine, { recursive: true, force: true });
  });

  it('analyses a recording the API stored in the bucket', async () => {
    child = spawn(process.execPath, [path.resolve(import.meta.dirname, '../src/worker-main.ts')], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: String(env.dbUrl),
        // Nothing of the API's disk: its own data folder, recordings only through the bucket.
        DATA_DIR: otherMachine,
        STORAGE_DIR: path.join(otherMachine, 'storage'),
        ...s3.config,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const user = await env.user('remote-worker@example.com', 10);
    const { sessionId } = await user.tus.upload(testMedia().m4a, {
      filename: 'remote.m4a',
      filetype: 'audio/mp4',
      language: 'en',
    });
    const id = String(sessionId);
    await env.liveWorkers(1);
    expect((await user.post(`/api/sessions/${id}/start`)).status).toBe(200);
    const done = await user.waitFor(id, (s) => s.status === 'completed' || s.status === 'failed', 120_000);
    expect(done.errorMessage).toBeNull();
    expect(done.status).toBe('completed');
    expect(done.metrics?.totalWords).toBeGreaterThan(3);
    // The worker downloaded the recording for ffmpeg and removed its copy afterwards.
    // The running worker's own folder holds only its owner file.
    const left = readdirSync(otherMachine, { recursive: true, withFileTypes: true }).filter(
      (e) => e.isFile() && e.name !== 'owner.json',
    );
    expect(left.map((e) => e.name)).toEqual([]);
  });
});
