import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Capabilities, SessionDetail } from '@cuecoach/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, sessions, workers } from '../src/db/schema/index.ts';
import { testDatabases } from './helpers/databases.ts';
import { ffmpegBin, testMedia } from './helpers/media.ts';
import { type SessionsEnv, startSessionsEnv, type TestUser } from './helpers/sessions-env.ts';

const workerMain = path.resolve(import.meta.dirname, '../src/worker-main.ts');
const repo = path.resolve(import.meta.dirname, '../../..');
// whisper.cpp's untrained tiny multilingual model (packages/analysis/test/fixtures/whisper/README.md): it runs
// Korean end to end, which is what "a worker with Korean" needs here; it writes little or nothing.
const whisperTestModel = path.join(repo, 'packages/analysis/test/fixtures/whisper/for-tests-ggml-tiny.bin');
const koreanClass = path.join(repo, 'packages/analysis/test/fixtures/ko-class.mp3');

// Several worker processes need a database they can share: real PostgreSQL only. PGlite is one process's database.
const postgres = testDatabases().find((t) => t.name === 'postgres');
if (!postgres) {
  console.warn('workers-process.test.ts skipped: set TEST_DATABASE_URL (separate worker processes need PostgreSQL)');
}

interface Worker {
  name: string;
  child: ChildProcess;
  lines: Record<string, unknown>[];
  exited: Promise<number | null>;
  id(): string | undefined;
}

describe.skipIf(!postgres)('operating several worker processes (postgres)', () => {
  let env: SessionsEnv & { drop(): Promise<void> };
  const tmp = mkdtempSync(path.join(tmpdir(), 'cuecoach-workers-'));
  // One machine, one DATA_DIR: the workers share a work folder, as several workers on one host would.
  const dataDir = path.join(tmp, 'machine');
  const longer = path.join(tmp, 'class.wav');
  const all: Worker[] = [];

  function startWorker(name: string, extra: Record<string, string> = {}): Worker {
    const child = spawn(process.execPath, [workerMain], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        DATABASE_URL: String(env.dbUrl),
        DATA_DIR: dataDir,
        STORAGE_DIR: env.storageDir,
        TRANSCRIBER: 'local',
        SHUTDOWN_GRACE_SEC: '5',
        // The production defaults of JOB_HEARTBEAT_SECONDS / JOB_STALE_SECONDS / JOB_RECONCILE_SECONDS.
        ...extra,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines: Record<string, unknown>[] = [];
    let rest = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      const text = rest + chunk.toString('utf8');
      const parts = text.split('\n');
      rest = parts.pop() ?? '';
      for (const line of parts) {
        try {
          lines.push(JSON.parse(line) as Record<string, unknown>);
        } catch {
          // not a log line
        }
      }
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const w: Worker = {
      name,
      child,
      lines,
      exited,
      id: () => lines.find((l) => l.event === 'worker.started')?.workerId as string | undefined,
    };
    all.push(w);
    return w;
  }

  async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 240_000) {
    const end = Date.now() + timeoutMs;
    while (Date.now() < end) {
      const value = await probe();
      if (value) return value;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`timed out waiting for ${what}`);
  }
  const started = (w: Worker) => until(`${w.name} to start`, async () => w.id());
  const caps = async (user: TestUser) => (await user.get<Capabilities>('/api/capabilities')).body;
  const ledgerOf = (id: string) => env.database.db.select().from(creditLedger).where(eq(creditLedger.sessionId, id));
  const story = (w: Worker, sessionId: string) =>
    w.lines.filter((l) => l.sessionId === sessionId).map((l) => l.event as string);

  beforeAll(async () => {
    // ~21 s of speech: long enough to be surely mid-analysis when its worker is killed.
    execFileSync(ffmpegBin, ['-v', 'error', '-y', '-stream_loop', '2', '-i', testMedia().wav, '-c', 'copy', longer]);
    // The API process has no worker of its own and reconciles nothing: the workers do everything.
    env = await startSessionsEnv(postgres as NonNullable<typeof postgres>, {
      startWorker: false,
      config: { JOB_RECONCILE_SECONDS: '3600' },
    });
    await env.sweeper.stop();
  }, 300_000);
  afterAll(async () => {
    for (const w of all) w.child.kill('SIGKILL');
    await env?.close();
    await env?.drop();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('offers Korean when only a worker has it (not the API) and runs it on that worker', async () => {
    const user = await env.user('korean@example.com', 20);
    const english = startWorker('english-1');
    const korean = startWorker('korean', { TRANSCRIBER: 'whisper-cpp', WHISPER_MODEL_PATH: whisperTestModel });
    await Promise.all([started(english), started(korean)]);

    const offered = await caps(user);
    expect(offered.languages).toEqual(['en', 'ko']);
    expect(offered.workers).toBe(2);
    expect(offered.engines?.find((e) => e.engine === 'whisper-cpp')).toMatchObject({
      model: 'for-tests-ggml-tiny.bin',
      languages: ['en', 'ko'],
    });

    const { sessionId } = await user.tus.upload(koreanClass, {
      filename: 'class.mp3',
      filetype: 'audio/mpeg',
      language: 'ko',
    });
    const id = String(sessionId);
    expect((await user.post(`/api/sessions/${id}/start`, { language: 'ko' })).status).toBe(200);
    const done = await user.waitFor(id, (s) => s.status === 'completed' || s.status === 'failed', 240_000);
    // The untrained test model reads no word, so the language gate ends it as speech_unrecognized (refunded) rather
    // than a 0-word report: what matters here is that the Korean worker ran it through whisper.cpp.
    expect(done.status).toBe('failed');
    expect(done.errorCode).toBe('speech_unrecognized');
    expect(done.errorMessage).toContain('whisper-cpp');
    // The English-only worker never touched it: Korean jobs are in a queue it does not poll.
    expect(story(english, id)).toEqual([]);
    expect(story(korean, id)).toEqual(expect.arrayContaining(['job.claimed', 'job.step', 'job.failed']));

    // A clean stop: SIGTERM, exit 0, recorded as stopped — and then nothing offers Korean any more.
    korean.child.kill('SIGTERM');
    expect(await korean.exited).toBe(0);
    const [row] = await env.database.db
      .select()
      .from(workers)
      .where(eq(workers.id, String(korean.id())));
    expect(row?.state).toBe('stopped');
    expect(korean.lines.map((l) => l.event)).toEqual(expect.arrayContaining(['worker.stopping', 'worker.stopped']));
  }, 400_000);

  it('refuses a Korean start before charging when no live worker has Korean, saying why', async () => {
    const user = await env.user('no-korean@example.com', 20);
    expect((await caps(user)).languages).toEqual(['en']);
    const { sessionId } = await user.tus.upload(koreanClass, {
      filename: 'class.mp3',
      filetype: 'audio/mpeg',
      language: 'ko',
    });
    const id = String(sessionId);
    const res = await user.post<{ error: { code: string; message: string; details: unknown } }>(
      `/api/sessions/${id}/start`,
      { language: 'ko' },
    );
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'language_unsupported',
      details: { language: 'ko', languages: ['en'] },
    });
    expect(res.body.error.message).toMatch(/No running worker can transcribe "ko".*local \(en\)/);
    expect(await ledgerOf(id)).toEqual([]);
    expect((await user.get<SessionDetail>(`/api/sessions/${id}`)).body.status).toBe('uploaded');
    expect((await user.get<{ balance: number }>('/api/credits/balance')).body.balance).toBe(20);
  });

  it('kill -9 mid-analysis: another worker resumes it ("worker lost"), completes it once, charged once; a restart sweeps the dead folder', async () => {
    const user = await env.user('killed@example.com', 20);
    const second = startWorker('english-2');
    await started(second);
    const { sessionId } = await user.tus.upload(longer, {
      filename: 'class.wav',
      filetype: 'audio/wav',
      language: 'en',
    });
    const id = String(sessionId);
    expect((await user.post(`/api/sessions/${id}/start`)).status).toBe(200);

    // Kill whoever claimed it, once transcription is under way (its decoded audio is in its scratch folder).
    const holder = await until('a worker to claim the job', async () =>
      all.find((w) => w.child.exitCode === null && story(w, id).includes('job.claimed')),
    );
    await user.waitFor(id, (s) => s.progress?.step === 'transcription', 240_000);
    const holderId = String(holder.id());
    const holderDir = path.join(dataDir, 'work', `worker-${holderId}`);
    expect(readdirSync(holderDir).some((n) => n.startsWith('cuecoach-analysis-'))).toBe(true);
    holder.child.kill('SIGKILL');
    await holder.exited;
    const killedAt = Date.now();

    // The session says what happens instead of freezing at the dead worker's percentage.
    const lost = await user.waitFor(
      id,
      (s) => s.progress?.notice === 'worker_lost' || s.status === 'completed',
      60_000,
    );
    const requeuedSec = (Date.now() - killedAt) / 1000;
    expect(lost.progress?.notice).toBe('worker_lost');
    const done = await user.waitFor(id, (s) => s.status === 'completed' || s.status === 'failed', 300_000);
    const completedSec = (Date.now() - killedAt) / 1000;
    console.info(
      `worker killed → "worker lost" shown after ${requeuedSec.toFixed(1)} s; completed after ${completedSec.toFixed(1)} s`,
    );
    expect(requeuedSec).toBeLessThan(30);
    expect(done.status).toBe('completed');
    expect(done.metrics?.totalWords).toBeGreaterThan(10);
    expect((await ledgerOf(id)).map((e) => [e.kind, e.delta])).toEqual([['consume', -5]]);
    const [row] = await env.database.db.select().from(sessions).where(eq(sessions.id, id));
    expect(row?.attempt).toBe(1);

    // The job's life from the workers' own logs: claimed by the dead one; found lost by a live one (whichever
    // held the reconcile lock), re-claimed and finished by another.
    const survivor = all.find(
      (w) => w !== holder && w.child.exitCode === null && story(w, id).includes('job.completed'),
    );
    expect(survivor).toBeDefined();
    expect(story(holder, id)).toEqual(expect.arrayContaining(['job.claimed', 'job.step']));
    expect(story(holder, id)).not.toContain('job.completed');
    const requeue = all
      .flatMap((w) => w.lines)
      .find((l) => l.sessionId === id && l.event === 'job.requeued_worker_lost');
    expect(requeue).toMatchObject({ attempt: 1, event: 'job.requeued_worker_lost' });
    expect(requeue?.percent).toBeGreaterThan(0);
    expect(story(survivor as Worker, id)).toEqual(expect.arrayContaining(['job.claimed', 'job.step', 'job.completed']));
    const completed = (survivor as Worker).lines.find((l) => l.sessionId === id && l.event === 'job.completed');
    expect(completed).toMatchObject({ attempt: 1, workerId: (survivor as Worker).id(), engine: 'local' });
    expect(completed?.audioSec).toBeGreaterThan(15);
    expect(completed?.wallSec).toBeGreaterThan(0);
    expect(completed?.rssMb).toBeGreaterThan(0);

    // The killed worker's folder outlives it, until a worker starts on this machine again: then it goes,
    // and the survivor's folder (alive, same work folder) stays.
    expect(existsSync(holderDir)).toBe(true);
    const restarted = startWorker('restarted');
    await started(restarted);
    const left = readdirSync(path.join(dataDir, 'work')).sort();
    expect(left).toEqual([`worker-${restarted.id()}`, `worker-${(survivor as Worker).id()}`].sort());
  }, 700_000);

  it('with no live worker at all, a start is refused before charging', async () => {
    for (const w of all) if (w.child.exitCode === null) w.child.kill('SIGTERM');
    await Promise.all(all.map((w) => w.exited));
    const user = await env.user('nobody-home@example.com', 20);
    expect(await caps(user)).toMatchObject({ workers: 0, languages: [] });
    const { sessionId } = await user.tus.upload(testMedia().wav, {
      filename: 'class.wav',
      filetype: 'audio/wav',
      language: 'en',
    });
    const id = String(sessionId);
    const res = await user.post(`/api/sessions/${id}/start`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: { code: 'no_worker_available' } });
    expect(await ledgerOf(id)).toEqual([]);
  }, 120_000);
});
