import type { AdminWorkersResponse, Capabilities, SessionDetail } from '@cuecoach/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, sessions } from '../src/db/schema/index.ts';
import { beat } from '../src/workers/registry.ts';
import { testDatabases } from './helpers/databases.ts';
import { testMedia } from './helpers/media.ts';
import { type SessionsEnv, startSessionsEnv, type TestUser } from './helpers/sessions-env.ts';

/** The analyser hangs until the worker aborts it (shutdown) while `hold` is set; otherwise the real engine runs. */
const control = { hold: false, started: 0 };

const koreanWorker = {
  host: 'gpu-box',
  pid: 4242,
  version: 'test',
  engines: [{ engine: 'whisper-cpp', model: 'ggml-base.bin', languages: ['en', 'ko'] }],
  languages: ['en', 'ko'],
  concurrency: 2,
};

describe.each(testDatabases())('worker registry: capabilities, refusals, hand-back, admin list ($name)', (target) => {
  let env: SessionsEnv & { drop(): Promise<void> };
  let user: TestUser;
  let admin: TestUser;

  const caps = async () => (await user.get<Capabilities>('/api/capabilities')).body;
  const upload = async (language = 'en') => {
    const { sessionId } = await user.tus.upload(testMedia().wav, {
      filename: 'class.wav',
      filetype: 'audio/wav',
      language,
    });
    return String(sessionId);
  };
  const ledgerOf = (id: string) => env.database.db.select().from(creditLedger).where(eq(creditLedger.sessionId, id));

  beforeAll(async () => {
    env = await startSessionsEnv(target, {
      config: { ADMIN_EMAILS: 'ops@example.com', TRANSCRIBER: 'local' },
      overrides: {
        env: { TRANSCRIBER: 'local' },
        analyze: async (file, opts) => {
          control.started += 1;
          if (control.hold) {
            await new Promise((_, reject) =>
              opts.signal?.addEventListener('abort', () => reject(new Error('aborted')), { once: true }),
            );
          }
          const { analyzeFile } = await import('@cuecoach/analysis');
          return analyzeFile(file, opts);
        },
      },
    });
    user = await env.user('member@example.com', 50);
    admin = await env.user('ops@example.com', 0);
  }, 300_000);
  afterAll(async () => {
    await env?.close();
    await env?.drop();
  });

  it('capabilities are what the live workers can do: the in-process English worker, then a Korean one joins', async () => {
    expect(await caps()).toMatchObject({ languages: ['en'], workers: 1, transcriber: 'local' });
    // Why Korean is missing, in one word an instructor's screen can translate (no operator text, path or URL).
    expect((await caps()).korean).toEqual({ state: 'unavailable', reason: 'not_configured' });
    expect((await caps()).howToEnableKorean).toBeUndefined();
    await beat(env.database.db, { ...koreanWorker, id: 'korean-1' }, { currentJobs: [], state: 'running' }, 60);
    const withKorean = await caps();
    expect(withKorean).toMatchObject({ languages: ['en', 'ko'], workers: 2 });
    expect(withKorean.korean).toEqual({ state: 'ready' });
    expect(withKorean.engines).toEqual(
      expect.arrayContaining([{ engine: 'whisper-cpp', model: 'ggml-base.bin', languages: ['en', 'ko'], workers: 1 }]),
    );
    // Its lease runs out (no further heartbeat): Korean is no longer offered.
    await beat(env.database.db, { ...koreanWorker, id: 'korean-1' }, { currentJobs: [], state: 'running' }, 0);
    expect((await caps()).languages).toEqual(['en']);
  });

  it('admin list: workers with engines, last heartbeat and current jobs; members get 403', async () => {
    expect((await user.get('/api/admin/workers')).status).toBe(403);
    const res = await admin.get<AdminWorkersResponse>('/api/admin/workers');
    expect(res.status).toBe(200);
    const own = res.body.workers.find((w) => w.id === env.worker.id);
    expect(own).toMatchObject({ state: 'running', alive: true, languages: ['en'], jobs: [] });
    expect(own?.secondsSinceHeartbeat).toBeLessThan(env.config.JOB_STALE_SECONDS);
    expect(res.body.workers.find((w) => w.id === 'korean-1')).toMatchObject({ alive: false, state: 'running' });
  });

  it('a stopping worker hands its running analysis back (no retry spent, charged once); it then completes', async () => {
    const id = await upload();
    control.hold = true;
    control.started = 0;
    try {
      expect((await user.post(`/api/sessions/${id}/start`)).status).toBe(200);
      await user.waitFor(id, (s) => s.status === 'processing' && control.started > 0, 120_000);
      const during = await admin.get<AdminWorkersResponse>('/api/admin/workers');
      expect(during.body.workers.find((w) => w.id === env.worker.id)?.jobs).toEqual([
        expect.objectContaining({ sessionId: id, attempt: 1, status: 'processing' }),
      ]);
      const [before] = await env.database.db.select().from(sessions).where(eq(sessions.id, id));
      await env.worker.stopWithin(0.2);
      const back = (await user.get<SessionDetail>(`/api/sessions/${id}`)).body;
      expect(back.status).toBe('pending');
      expect(back.progress?.notice).toBe('worker_lost');
      const [after] = await env.database.db.select().from(sessions).where(eq(sessions.id, id));
      expect(after?.jobId).not.toBe(before?.jobId);
    } finally {
      control.hold = false;
    }
    // No live worker now: a new start is refused before charging, with the reason.
    const other = await upload();
    const refused = await user.post(`/api/sessions/${other}/start`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: 'no_worker_available' } });
    expect(await ledgerOf(other)).toEqual([]);

    await env.worker.start();
    const done = await user.waitFor(id, (s) => s.status === 'completed' || s.status === 'failed', 240_000);
    expect(done.status).toBe('completed');
    expect(done.attempt).toBe(1);
    expect((await ledgerOf(id)).map((e) => [e.kind, e.delta])).toEqual([['consume', -5]]);
  }, 400_000);

  it('refuses a Korean start before charging when no live worker has Korean', async () => {
    const id = await upload('ko');
    const res = await user.post<{ error: { code: string; message: string } }>(`/api/sessions/${id}/start`, {
      language: 'ko',
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('language_unsupported');
    expect(res.body.error.message).toMatch(/No running worker can transcribe "ko"/);
    expect(await ledgerOf(id)).toEqual([]);
  });
});
