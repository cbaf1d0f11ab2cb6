import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Capabilities, EngineStatus } from '@cuecoach/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startModelMirror } from '../../../../packages/analysis/test/helpers/model-mirror.ts';
import { testDatabases } from '../helpers/databases.ts';
import { testMedia } from '../helpers/media.ts';
import { type SessionsEnv, startSessionsEnv } from '../helpers/sessions-env.ts';

const fixtures = path.resolve(import.meta.dirname, '../../../../packages/analysis/test/fixtures');
const testModel = path.join(fixtures, 'whisper/for-tests-ggml-tiny.bin');
const koreanEnv = (host: string) => ({
  TRANSCRIBER: 'auto',
  WHISPER_MODEL_HOST: host,
  WHISPER_MODEL_MANIFEST: path.join(fixtures, 'whisper/test-manifest.json'),
  WHISPER_MODEL: 'tiny-test',
});
const target = testDatabases()[0]!;

async function until<T>(probe: () => Promise<T | false>, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('Korean with the model host unreachable and no model on disk', () => {
  let env: SessionsEnv & { drop(): Promise<void> };
  const modelsDir = mkdtempSync(path.join(tmpdir(), 'cuecoach-models-'));
  beforeAll(async () => {
    env = await startSessionsEnv(target, {
      config: { WHISPER_MODEL_DIR: modelsDir },
      overrides: { env: koreanEnv('http://127.0.0.1:9/models') },
    });
  }, 120_000);
  afterAll(async () => {
    await env?.close();
    await env?.drop();
    rmSync(modelsDir, { recursive: true, force: true });
  });

  it('capabilities and the status page say Korean is unavailable and why; a Korean start is refused before charging', async () => {
    const user = await env.user('offline@example.com', 20);
    const caps = (await user.get<Capabilities>('/api/capabilities')).body;
    expect(caps.languages).toEqual(['en']);
    expect(caps.korean).toEqual({ state: 'unavailable', reason: 'host_unreachable' });
    expect(JSON.stringify(caps)).not.toMatch(/127\.0\.0\.1:9|ggml|models/);

    const status = (await user.get<EngineStatus>('/api/engine-status')).body;
    expect(status.korean).toEqual({ state: 'unavailable', reason: 'host_unreachable' });
    expect(status.languages.find((l) => l.language === 'ko')?.available).toBe(false);

    const { sessionId } = await user.tus.upload(testMedia().wav, {
      filename: 'c.wav',
      filetype: 'audio/wav',
      language: 'ko',
    });
    const refused = await user.post<{ error: { code: string } }>(`/api/sessions/${sessionId}/start`, {
      language: 'ko',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('language_unsupported');
    expect((await user.get<{ balance: number }>('/api/credits/balance')).body.balance).toBe(20);

    // The admin sees what to do: the file, its size and checksum, where it goes, the command.
    await env.setRole(user.userId, 'admin');
    const admin = (await user.get<EngineStatus>('/api/engine-status')).body;
    if (admin.view !== 'admin') throw new Error('expected the admin view');
    expect(admin.koreanModel.details).toMatchObject({
      file: 'for-tests-ggml-tiny.bin',
      bytes: 575_451,
      path: path.join(modelsDir, 'for-tests-ggml-tiny.bin'),
      command: 'npm run models:download -- tiny-test',
    });
    expect(admin.koreanModel.details?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(admin.koreanModel.details?.detail).toMatch(/127\.0\.0\.1:9/);
  });
});

describe('Korean with a reachable local mirror', () => {
  let env: SessionsEnv & { drop(): Promise<void> };
  let mirror: Awaited<ReturnType<typeof startModelMirror>>;
  const modelsDir = mkdtempSync(path.join(tmpdir(), 'cuecoach-models-'));
  beforeAll(async () => {
    mirror = await startModelMirror({ 'for-tests-ggml-tiny.bin': testModel });
    env = await startSessionsEnv(target, {
      config: { WHISPER_MODEL_DIR: modelsDir, MODEL_HOST_CHECK_SECONDS: '5' },
      overrides: { env: koreanEnv(mirror.host) },
    });
  }, 120_000);
  afterAll(async () => {
    await env?.close();
    await env?.drop();
    await mirror?.close();
    rmSync(modelsDir, { recursive: true, force: true });
  });

  it('says Korean will download (with its size), then ready once the model is on disk', async () => {
    const user = await env.user('mirror@example.com', 20);
    const caps = (await user.get<Capabilities>('/api/capabilities')).body;
    expect(caps.languages).toEqual(['en', 'ko']);
    expect(caps.korean).toEqual({ state: 'will_download', downloadBytes: 575_451 });
    expect(mirror.requests.some((r) => r.path === 'for-tests-ggml-tiny.bin')).toBe(true);

    copyFileSync(testModel, path.join(modelsDir, 'for-tests-ggml-tiny.bin'));
    const ready = await until(async () => {
      const now = (await user.get<Capabilities>('/api/capabilities')).body;
      return now.korean?.state === 'ready' && now;
    });
    expect(ready.korean).toEqual({ state: 'ready' });
    expect((await user.get<EngineStatus>('/api/engine-status')).body.korean?.state).toBe('ready');
  });
});
