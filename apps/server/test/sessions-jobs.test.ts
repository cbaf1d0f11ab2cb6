import { randomUUID } from 'node:crypto';
import { AnalysisError, analyzeFile, generateFeedback } from '@cuecoach/analysis';
import type { SessionDetail } from '@cuecoach/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, sessions } from '../src/db/schema/index.ts';
import { acquireBoss } from '../src/jobs/boss.ts';
import { analysisQueue } from '../src/jobs/queues.ts';
import { beat } from '../src/workers/registry.ts';
import { testDatabases } from './helpers/databases.ts';
import { testMedia } from './helpers/media.ts';
import { type SessionsEnv, startSessionsEnv, type TestUser } from './helpers/sessions-env.ts';

const media = testMedia();
const doomedWorker = {
  host: 'other-machine',
  pid: 1,
  version: 'test',
  engines: [{ engine: 'local', model: 'whisper_cpu_int8_0 (embedded)', languages: ['en'] }],
  languages: ['en'],
  concurrency: 1,
};

/** Test switches for the analyser/report generator: real engine unless a test asks for a failure. */
const control = {
  failAnalysis: null as AnalysisError | null,
  failFeedback: false,
  analysisCalls: 0,
  /** The report language each generation was asked for, in order. */
  reportLanguages: [] as (string | undefined)[],
};

async function uploaded(user: TestUser, title = 'Class'): Promise<string> {
  const { sessionId } = await user.tus.upload(media.wav, {
    filename: 'class.wav',
    filetype: 'audio/wav',
    language: 'en',
    title,
  });
  if (!sessionId) throw new Error('upload failed');
  return sessionId;
}

describe.each(testDatabases())('analysis jobs: charging, failure, crash recovery ($name)', (target) => {
  let env: SessionsEnv & { drop(): Promise<void> };

  const ledgerOf = async (sessionId: string) =>
    env.database.db.select().from(creditLedger).where(eq(creditLedger.sessionId, sessionId));

  beforeAll(async () => {
    env = await startSessionsEnv(target, {
      overrides: {
        // The embedded engine only (English): Korean is then a language this server cannot transcribe, whatever
        // models or model hosts the machine running the tests has.
        env: { ...process.env, TRANSCRIBER: 'local' },
        analyze: async (file, opts) => {
          control.analysisCalls += 1;
          if (control.failAnalysis) throw control.failAnalysis;
          return analyzeFile(file, opts);
        },
        feedback: async (input, opts) => {
          if (control.failFeedback) throw new Error('report generator unavailable');
          control.reportLanguages.push(input.reportLanguage);
          // The engine writes in `reportLanguage` and says so in `report.language`; the server asks for the
          // reader's language and stores what came back.
          return generateFeedback(input, opts);
        },
      },
    });
  });
  afterAll(async () => {
    await env?.close();
    await env?.drop();
  });

  it('two concurrent starts of the same session charge once and queue one analysis', async () => {
    const user = await env.user('double-click@example.com', 20);
    const id = await uploaded(user);
    const [a, b] = await Promise.all([user.post(`/api/sessions/${id}/start`), user.post(`/api/sessions/${id}/start`)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const done = await user.waitFor(id, (s) => s.status === 'completed' || s.status === 'failed');
    expect(done.status).toBe('completed');
    const ledger = await ledgerOf(id);
    expect(ledger.map((e) => [e.kind, e.delta])).toEqual([['consume', -5]]);
    expect(((await user.get('/api/credits/balance')).body as { balance: number }).balance).toBe(15);
  });

  it('refuses to start without enough credits, naming the shortfall, and changes nothing', async () => {
    const user = await env.user('poor@example.com', 3);
    const id = await uploaded(user);
    const res = await user.post(`/api/sessions/${id}/start`);
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({
      error: { code: 'insufficient_credits', details: { required: 5, balance: 3, shortfall: 2 } },
    });
    expect(((await user.get(`/api/sessions/${id}`)).body as { status: string }).status).toBe('uploaded');
    expect(await ledgerOf(id)).toEqual([]);
  });

  it('refuses to start in a language this server cannot transcribe, before charging', async () => {
    const user = await env.user('language@example.com', 10);
    const caps = (await user.get('/api/capabilities')).body as { languages: string[] };
    expect(caps.languages).toEqual(['en']);
    const id = await uploaded(user);
    const res = await user.post(`/api/sessions/${id}/start`, { language: 'ko' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: { code: 'language_unsupported', details: { languages: ['en'] } } });
    expect(await ledgerOf(id)).toEqual([]);
    expect(((await user.get(`/api/sessions/${id}`)).body as { status: string }).status).toBe('uploaded');
  });

  it('a failing analysis is retried, then ends failed with its message and exactly one refund', async () => {
    const user = await env.user('fails@example.com', 10);
    const id = await uploaded(user);
    control.failAnalysis = new AnalysisError('transcriber_failed', 'The transcriber crashed.');
    control.analysisCalls = 0;
    try {
      expect((await user.post(`/api/sessions/${id}/start`)).status).toBe(200);
      const failed = await user.waitFor(id, (s) => s.status === 'failed', 60_000);
      expect(failed).toMatchObject({ errorCode: 'transcriber_failed', errorMessage: 'The transcriber crashed.' });
      expect(control.analysisCalls).toBe(2); // first try + JOB_RETRY_LIMIT=1
    } finally {
      control.failAnalysis = null;
    }
    // A later sweep must not refund again.
    await env.sweeper.runOnce();
    const ledger = await ledgerOf(id);
    expect(ledger.map((e) => [e.kind, e.delta]).sort()).toEqual([
      ['consume', -5],
      ['refund', 5],
    ]);
    expect(((await user.get('/api/credits/balance')).body as { balance: number }).balance).toBe(10);

    // The user retries: a new attempt, charged again, and this time it works.
    expect((await user.post(`/api/sessions/${id}/retry`)).status).toBe(200);
    const done = await user.waitFor(id, (s) => s.status === 'completed' || s.status === 'failed');
    expect(done.status).toBe('completed');
    expect(((await user.get('/api/credits/balance')).body as { balance: number }).balance).toBe(5);
  });

  it('a file the engine cannot use fails at once (no pointless retries) and is refunded', async () => {
    const user = await env.user('no-audio@example.com', 10);
    const id = await uploaded(user);
    control.failAnalysis = new AnalysisError('language_unsupported', 'Korean needs the Whisper engine.');
    control.analysisCalls = 0;
    try {
      await user.post(`/api/sessions/${id}/start`);
      await user.waitFor(id, (s) => s.status === 'failed');
      expect(control.analysisCalls).toBe(1);
    } finally {
      control.failAnalysis = null;
    }
    expect(((await user.get('/api/credits/balance')).body as { balance: number }).balance).toBe(10);
  });

  it('a worker that dies mid-analysis is detected; the job is retried and completes once, charged once', async () => {
    const user = await env.user('crash@example.com', 10);
    const id = await uploaded(user);
    await env.worker.stop();
    // The worker that is about to die: registered (so the start is accepted), then silent.
    await beat(
      env.database.db,
      { ...doomedWorker, id: randomUUID() },
      { currentJobs: [], state: 'running' },
      env.config.JOB_STALE_SECONDS,
    );
    const handle = await acquireBoss(env.database, { retryLimit: 1 });
    try {
      expect((await user.post(`/api/sessions/${id}/start`)).status).toBe(200);
      // What a killed worker leaves behind: its job active in pg-boss, the session processing, heartbeats stopped.
      const [job] = await handle.boss.fetch<{ sessionId: string }>(analysisQueue('en'), { includeMetadata: true });
      expect(job?.data.sessionId).toBe(id);
      await env.database.db
        .update(sessions)
        .set({
          status: 'processing',
          jobId: job?.id,
          heartbeatAt: new Date(Date.now() - 60_000),
          progressStep: 'transcription',
        })
        .where(eq(sessions.id, id));
      // A sweep while the worker is still "alive" elsewhere would not fire: the heartbeat is what counts.
      await env.sweeper.runOnce();
      const requeued = (await user.get(`/api/sessions/${id}`)).body as { status: string };
      expect(requeued.status).toBe('pending');
      await env.worker.start();
      const done = await user.waitFor(id, (s) => s.status === 'completed' || s.status === 'failed');
      expect(done.status).toBe('completed');
    } finally {
      await handle.release();
    }
    const ledger = await ledgerOf(id);
    expect(ledger.map((e) => e.kind)).toEqual(['consume']);
    const [row] = await env.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.id, id)));
    expect(row?.attempt).toBe(1);
  });

  it('keeps transcript and metrics when only the report fails; the report can be retried alone', async () => {
    const user = await env.user('feedback@example.com', 10);
    const id = await uploaded(user);
    control.failFeedback = true;
    let done: SessionDetail;
    try {
      await user.post(`/api/sessions/${id}/start`);
      done = await user.waitFor(id, (s) => s.status === 'completed' || s.status === 'failed');
    } finally {
      control.failFeedback = false;
    }
    expect(done.status).toBe('completed');
    expect(done.metrics).not.toBeNull();
    expect(done.segments.length).toBeGreaterThan(0);
    expect(done.feedback).toMatchObject({ state: 'failed', errorMessage: 'report generator unavailable' });
    expect(done.report).toBeNull();
    const calls = control.analysisCalls;

    const retry = await user.post(`/api/sessions/${id}/feedback/retry`);
    expect(retry.status).toBe(200);
    const regenerated = await user.waitFor(id, (s) => s.feedback.state !== 'generating');
    expect(regenerated.feedback.state).toBe('completed');
    expect(regenerated.report).not.toBeNull();
    expect(control.analysisCalls).toBe(calls); // transcription was not repeated
    expect(((await user.get('/api/credits/balance')).body as { balance: number }).balance).toBe(5);
    expect(regenerated.report!.regenerationNote).toBeNull(); // the first report this session got

    // Regenerating an existing rules report gives the same report, and it says so. The session page's button
    // posts without a body, which the server must take as "keep everything as it is".
    expect((await user.postEmpty(`/api/sessions/${id}/feedback/retry`)).status).toBe(200);
    const again = await user.waitFor(id, (s) => s.feedback.state !== 'generating');
    expect(again.feedback.state).toBe('regenerated');
    expect(again.report!.regenerationNote).toMatch(/FEEDBACK=llm/);
    expect(again.report!.summary).toBe(regenerated.report!.summary);

    // Re-running a completed analysis needs confirmation and charges again.
    const unconfirmed = await user.post(`/api/sessions/${id}/rerun`, {});
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body).toMatchObject({
      error: { code: 'rerun_confirmation_required', details: { required: 5 } },
    });
    expect((await user.post(`/api/sessions/${id}/rerun`, { confirm: true })).status).toBe(200);
    const rerun = await user.waitFor(id, (s) => s.status === 'completed' && s.attempt === 2);
    expect(rerun.feedback.state).toBe('regenerated');
    expect(((await user.get('/api/credits/balance')).body as { balance: number }).balance).toBe(0);
    // Two full analyses and three report runs: longer than the suite's default on a busy machine.
  }, 180_000);

  it('writes the report in the reader’s language and regenerates it in the one they switch to, for free', async () => {
    const user = await env.user('reader@example.com', 10);
    const id = await uploaded(user); // an English class
    control.reportLanguages = [];
    await user.post(`/api/sessions/${id}/start`);
    const done = await user.waitFor(id, (s) => s.status === 'completed' && s.feedback.state !== 'generating');
    const asked = () => control.reportLanguages;
    // New accounts read Korean (the default UI language), so the first report is Korean.
    expect(asked()).toEqual(['ko']);
    expect(done.feedback.reportLanguage).toBe('ko');

    const switched = await user.post(`/api/sessions/${id}/feedback/retry`, { reportLanguage: 'en' });
    expect(switched.status).toBe(200);
    const english = await user.waitFor(id, (s) => s.feedback.state !== 'generating');
    expect(english.feedback).toMatchObject({ state: 'regenerated', reportLanguage: 'en' });
    expect(english.report?.language).toBe('en');

    // A plain regenerate keeps the language the report is in; an unknown language is refused and changes nothing.
    expect((await user.postEmpty(`/api/sessions/${id}/feedback/retry`)).status).toBe(200);
    await user.waitFor(id, (s) => s.feedback.state !== 'generating');
    expect(asked()).toEqual(['ko', 'en', 'en']);
    const refused = await user.post(`/api/sessions/${id}/feedback/retry`, { reportLanguage: 'fr' });
    expect(refused.status).toBe(400);
    expect(((await user.get(`/api/sessions/${id}`)).body as SessionDetail).feedback.reportLanguage).toBe('en');
    expect(((await user.get('/api/credits/balance')).body as { balance: number }).balance).toBe(5);
  }, 180_000);
});
