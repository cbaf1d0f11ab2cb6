import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startModelMirror } from '../../../packages/analysis/test/helpers/model-mirror.ts';
import { buildTestApp } from './helpers/app.ts';
import { signUpAndSignIn } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';

// The admin chooses Korean's whisper.cpp model and can fetch it ahead of the first Korean class.
const fixtures = path.resolve(import.meta.dirname, '../../../packages/analysis/test/fixtures');

describe.each(testDatabases())('admin speech model ($name)', (target) => {
  let ctx: Awaited<ReturnType<typeof target.create>>;
  let app: FastifyInstance;
  let admin: { cookie: string };
  let member: { cookie: string };
  let mirror: Awaited<ReturnType<typeof startModelMirror>>;
  const modelsDir = mkdtempSync(path.join(tmpdir(), 'cuecoach-admin-models-'));
  const saved = { ...process.env };

  beforeAll(async () => {
    mirror = await startModelMirror({
      'for-tests-ggml-tiny.bin': path.join(fixtures, 'whisper/for-tests-ggml-tiny.bin'),
    });
    process.env.WHISPER_MODEL_HOST = mirror.host;
    process.env.WHISPER_MODEL_MANIFEST = path.join(fixtures, 'whisper/test-manifest.json');
    process.env.WHISPER_MODEL = 'tiny-test';
    ctx = await target.create();
    app = await buildTestApp(ctx.database, { ADMIN_EMAILS: 'boss@example.com', WHISPER_MODEL_DIR: modelsDir });
    admin = await signUpAndSignIn(app, 'boss@example.com');
    member = await signUpAndSignIn(app, 'member@example.com');
  }, 120_000);
  afterAll(async () => {
    process.env = saved;
    await app?.close();
    await ctx?.drop();
    await mirror?.close();
    rmSync(modelsDir, { recursive: true, force: true });
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie?: string, payload: object = {}) =>
    app.inject({ method, url, headers: cookie ? { cookie } : {}, payload: method === 'GET' ? undefined : payload });

  it('is admin-only', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/settings/speech-model'],
      ['PUT', '/api/admin/settings/speech-model'],
      ['POST', '/api/admin/speech-model/download'],
    ] as const) {
      expect((await call(method, url, member.cookie, { model: 'tiny-test' })).statusCode, url).toBe(403);
      expect((await call(method, url, undefined, { model: 'tiny-test' })).statusCode, url).toBe(401);
    }
  });

  it('shows the choice and the folder, refuses an unknown model, and downloads the chosen one with progress', async () => {
    const before = (await call('GET', '/api/admin/settings/speech-model', admin.cookie)).json();
    expect(before).toMatchObject({
      model: 'tiny-test',
      dir: modelsDir,
      models: [{ name: 'tiny-test', file: 'for-tests-ggml-tiny.bin', bytes: 575451, present: false }],
      download: { state: 'idle' },
    });
    const unknown = await call('PUT', '/api/admin/settings/speech-model', admin.cookie, { model: 'gigantic' });
    expect(unknown.statusCode).toBe(400);
    const chosen = await call('PUT', '/api/admin/settings/speech-model', admin.cookie, { model: 'tiny-test' });
    expect(chosen.statusCode).toBe(200);

    mirror.state.delayMs = 100;
    const started = await call('POST', '/api/admin/speech-model/download', admin.cookie);
    expect(started.statusCode).toBe(202);
    expect(started.json().download).toMatchObject({ state: 'downloading', model: 'tiny-test', totalBytes: 575451 });
    let status = started.json();
    for (let i = 0; i < 200 && status.download.state === 'downloading'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await call('GET', '/api/admin/settings/speech-model', admin.cookie)).json();
    }
    mirror.state.delayMs = 0;
    expect(status.download).toMatchObject({ state: 'ready', receivedBytes: 575451 });
    expect(status.models[0].present).toBe(true);
  });
});
