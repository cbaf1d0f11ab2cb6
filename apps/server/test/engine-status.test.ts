import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AdminEngineStatus, UserEngineStatus } from '@cuecoach/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startModelMirror } from '../../../packages/analysis/test/helpers/model-mirror.ts';
import { buildApp } from '../src/app.ts';
import { sessions } from '../src/db/schema/index.ts';
import { overallPercent } from '../src/jobs/analysis-job.ts';
import { acquireBoss } from '../src/jobs/boss.ts';
import { analysisQueue } from '../src/jobs/queues.ts';
import { beat } from '../src/workers/registry.ts';
import { testConfig } from './helpers/app.ts';
import { signUpAndSignIn } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';

// The /test/hybrid-status page's endpoint: the admin view, the reduced member view, and figures that follow real
// jobs on the real pg-boss tables.
const fixtures = path.resolve(import.meta.dirname, '../../../packages/analysis/test/fixtures');

const koreanWorker = {
  host: 'gpu-box',
  pid: 4242,
  version: 'test',
  engines: [
    { engine: 'whisper-cpp', model: 'ggml-base.bin', languages: ['en', 'ko'] },
    { engine: 'openai', model: 'whisper-1', languages: [], problem: 'OPENAI_API_KEY is not set' },
  ],
  languages: ['en', 'ko'],
  concurrency: 2,
};

describe.each(testDatabases())('engine status ($name)', (target) => {
  let ctx: Awaited<ReturnType<typeof target.create>>;
  let app: FastifyInstance;
  let boss: { boss: PgBoss; release(): Promise<void> };
  let admin: { cookie: string; userId: string };
  let member: { cookie: string; userId: string };
  let mirror: Awaited<ReturnType<typeof startModelMirror>>;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cuecoach-status-'));
  const modelsDir = path.join(dataDir, 'models');
  const saved = { ...process.env };

  beforeAll(async () => {
    mirror = await startModelMirror({
      'for-tests-ggml-tiny.bin': path.join(fixtures, 'whisper/for-tests-ggml-tiny.bin'),
    });
    Object.assign(process.env, {
      WHISPER_MODEL_HOST: mirror.host,
      WHISPER_MODEL_MANIFEST: path.join(fixtures, 'whisper/test-manifest.json'),
      WHISPER_MODEL: 'tiny-test',
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      LLM_MODEL: 'llama3.1:8b',
      LLM_API_KEY: 'secret-key-never-shown',
    });
    ctx = await target.create();
    const config = testConfig({ ADMIN_EMAILS: 'ops@example.com', DATA_DIR: dataDir, WHISPER_MODEL_DIR: modelsDir });
    app = await buildApp({ config, database: ctx.database, statusCacheMs: 0 });
    await app.ready();
    admin = await signUpAndSignIn(app, 'ops@example.com');
    member = await signUpAndSignIn(app, 'member@example.com');
  }, 120_000);
  afterAll(async () => {
    process.env = saved;
    await boss?.release();
    await app?.close();
    await ctx?.drop();
    await mirror?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const status = async <T>(cookie?: string) => {
    const res = await app.inject({ method: 'GET', url: '/api/engine-status', headers: cookie ? { cookie } : {} });
    return { code: res.statusCode, body: res.json() as T, headers: res.headers };
  };

  it('asks for sign-in, and gives members only availability and waiting time', async () => {
    const anonymous = await status();
    expect(anonymous.code).toBe(401);

    const seen = await status<UserEngineStatus & Record<string, unknown>>(member.cookie);
    expect(seen.code).toBe(200);
    expect(seen.headers['cache-control']).toBe('no-store');
    expect(Object.keys(seen.body).sort()).toEqual(['generatedAt', 'korean', 'languages', 'view', 'wait']);
    expect(seen.body.korean).toEqual({ state: 'unavailable', reason: 'no_worker' });
    // No worker has started here yet: nothing can be analysed, and the queue tables do not exist yet.
    expect(seen.body.languages).toEqual([
      { language: 'ko', available: false, waiting: 0, oldestWaitSeconds: null },
      { language: 'en', available: false, waiting: 0, oldestWaitSeconds: null },
    ]);
    const full = await status<AdminEngineStatus>(admin.cookie);
    expect(full.body).toMatchObject({ view: 'admin', queueReady: false, engines: [], workers: [] });
  });

  it('admins see engines, workers, the report generator and health; the LLM key never appears', async () => {
    await beat(ctx.database.db, { ...koreanWorker, id: 'korean-1' }, { currentJobs: [], state: 'running' }, 60);
    const { body, code } = await status<AdminEngineStatus>(admin.cookie);
    expect(code).toBe(200);
    expect(body.engines).toEqual([
      {
        engine: 'whisper-cpp',
        model: 'ggml-base.bin',
        languages: ['en', 'ko'],
        workers: 1,
        ready: true,
        problem: null,
      },
      {
        engine: 'openai',
        model: 'whisper-1',
        languages: [],
        workers: 1,
        ready: false,
        problem: 'OPENAI_API_KEY is not set',
      },
    ]);
    expect(body.workers).toEqual([
      expect.objectContaining({ id: 'korean-1', host: 'gpu-box', state: 'running', jobs: 0, concurrency: 2 }),
    ]);
    expect(body.workers[0]?.secondsSinceHeartbeat).toBeLessThan(5);
    expect(body.report).toMatchObject({
      generator: 'llm',
      model: 'llama3.1:8b',
      endpoint: '127.0.0.1:11434',
      lastReport: null,
      lastError: null,
    });
    expect(JSON.stringify(body)).not.toContain('secret-key-never-shown');
    expect(body.koreanModel).toEqual({ model: 'tiny-test', present: false, dir: modelsDir, details: null });
    expect(body.database).toMatchObject({ kind: target.name, ok: true, error: null });
    expect(body.database.sizeBytes).toBeGreaterThan(0);
    expect(body.storage).toMatchObject({ kind: 'local', ok: true, error: null });
    expect(body.storage.freeBytes).toBeGreaterThan(0);

    const seen = await status<UserEngineStatus>(member.cookie);
    expect(seen.body.languages.map((l) => [l.language, l.available])).toEqual([
      ['ko', true],
      ['en', true],
    ]);

    // The worker falls silent: it is shown as lost and Korean is no longer available.
    await beat(ctx.database.db, { ...koreanWorker, id: 'korean-1' }, { currentJobs: [], state: 'running' }, 0);
    const after = await status<AdminEngineStatus>(admin.cookie);
    expect(after.body.workers[0]?.state).toBe('lost');
    expect(after.body.engines).toEqual([]);
    expect(after.body.languages.every((l) => !l.available)).toBe(true);
  });

  it('queue counts follow real jobs: waiting per language, active, failed, oldest wait', async () => {
    boss = await acquireBoss(ctx.database, { retryLimit: 0 });
    const send = (language: 'ko' | 'en') =>
      boss.boss.send(analysisQueue(language), { sessionId: randomUUID(), attempt: 1 });
    await send('ko');
    await send('ko');
    for (let i = 0; i < 3; i++) await send('en');
    const taken = await boss.boss.fetch(analysisQueue('en'), { batchSize: 2 });
    expect(taken).toHaveLength(2);
    await boss.boss.fail(analysisQueue('en'), taken[0]?.id ?? '', { message: 'test failure' });

    const { body } = await status<AdminEngineStatus>(admin.cookie);
    expect(body.queueReady).toBe(true);
    const byName = new Map(body.queues.map((q) => [q.name, q]));
    expect(byName.get(analysisQueue('ko'))).toMatchObject({ language: 'ko', waiting: 2, active: 0, failed24h: 0 });
    expect(byName.get(analysisQueue('en'))).toMatchObject({ language: 'en', waiting: 1, active: 1, failed24h: 1 });
    expect(byName.get('session-feedback')).toMatchObject({ kind: 'feedback', waiting: 0, active: 0 });
    expect(body.queues.find((q) => q.name === analysisQueue('ko'))?.oldestWaitSeconds).toBeGreaterThanOrEqual(0);
    expect(body.wait).toMatchObject({ waiting: 3, recentStarted: 2 });
    expect(body.wait.recentWaitSeconds).not.toBeNull();

    const seen = await status<UserEngineStatus>(member.cookie);
    expect(seen.body.languages).toEqual([
      expect.objectContaining({ language: 'ko', waiting: 2 }),
      expect.objectContaining({ language: 'en', waiting: 1 }),
    ]);
    expect(seen.body.wait.oldestWaitSeconds).toBeGreaterThanOrEqual(0);
  });

  it('shows the last report error with its session', async () => {
    const [row] = await ctx.database.db
      .insert(sessions)
      .values({
        userId: member.userId,
        uploadId: randomUUID(),
        title: 'Morning flow',
        language: 'en',
        fileType: 'wav',
        originalFilename: 'class.wav',
        fileSizeBytes: 1000,
        status: 'completed',
        feedbackState: 'failed',
        feedbackError: 'LLM endpoint answered 502',
      })
      .returning({ id: sessions.id });
    const { body } = await status<AdminEngineStatus>(admin.cookie);
    expect(body.report.lastError).toMatchObject({ message: 'LLM endpoint answered 502', sessionId: row?.id });
  });

  it("shows a first Korean analysis fetching the model, with the download's own percentage", async () => {
    const [row] = await ctx.database.db
      .insert(sessions)
      .values({
        userId: member.userId,
        uploadId: randomUUID(),
        title: '아침 요가',
        language: 'ko',
        fileType: 'wav',
        originalFilename: 'class.wav',
        fileSizeBytes: 1000,
        status: 'processing',
        progressStep: 'model_download',
        progressPercent: overallPercent('model_download', 40),
      })
      .returning({ id: sessions.id });
    const { body } = await status<AdminEngineStatus>(admin.cookie);
    expect(body.downloads).toEqual([
      expect.objectContaining({ source: 'analysis', model: 'tiny-test', sessionId: row?.id, percent: 40 }),
    ]);
    await ctx.database.db.delete(sessions).where(eq(sessions.id, row?.id ?? ''));
  });

  it("shows an admin's Korean model download with its progress", async () => {
    mirror.state.delayMs = 100;
    const started = await app.inject({
      method: 'POST',
      url: '/api/admin/speech-model/download',
      headers: { cookie: admin.cookie },
    });
    expect(started.statusCode).toBe(202);
    const during = (await status<AdminEngineStatus>(admin.cookie)).body.downloads;
    expect(during).toEqual([
      expect.objectContaining({ source: 'admin', model: 'tiny-test', state: 'downloading', totalBytes: 575451 }),
    ]);
    let downloads = during;
    for (let i = 0; i < 200 && downloads[0]?.state === 'downloading'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      downloads = (await status<AdminEngineStatus>(admin.cookie)).body.downloads;
    }
    mirror.state.delayMs = 0;
    expect(downloads[0]).toMatchObject({ state: 'ready', percent: 100 });
    expect((await status<AdminEngineStatus>(admin.cookie)).body.koreanModel.present).toBe(true);
  });

  it('reuses figures for a few seconds by default, so many open pages cost one computation', async () => {
    const cachedApp = await buildApp({
      config: testConfig({ ADMIN_EMAILS: 'ops@example.com', DATA_DIR: dataDir }),
      database: ctx.database,
    });
    try {
      const get = async () =>
        (
          await cachedApp.inject({ method: 'GET', url: '/api/engine-status', headers: { cookie: member.cookie } })
        ).json() as UserEngineStatus;
      const first = await get();
      await boss.boss.send(analysisQueue('ko'), { sessionId: randomUUID(), attempt: 1 });
      const second = await get();
      expect(second.generatedAt).toBe(first.generatedAt);
      expect(second.wait.waiting).toBe(first.wait.waiting);
      // The uncached app sees the new job at once.
      expect((await status<UserEngineStatus>(member.cookie)).body.wait.waiting).toBe(first.wait.waiting + 1);
    } finally {
      await cachedApp.close();
    }
  });
});
