import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, sessions } from '../src/db/schema/index.ts';
import { testDatabases } from './helpers/databases.ts';
import { ffmpegBin, testMedia } from './helpers/media.ts';
import { type SessionsEnv, startSessionsEnv } from './helpers/sessions-env.ts';

const workerMain = path.resolve(import.meta.dirname, '../src/worker-main.ts');
// A separate worker process needs a database two processes can share: real PostgreSQL only.
const postgres = testDatabases().find((t) => t.name === 'postgres');

describe.skipIf(!postgres)('a worker process killed mid-analysis (postgres)', () => {
  let env: SessionsEnv & { drop(): Promise<void> };
  let child: ChildProcess | null = null;
  const work = mkdtempSync(path.join(tmpdir(), 'cuecoach-kill-'));
  const longer = path.join(work, 'class.wav');

  beforeAll(async () => {
    // ~70 s of speech so the analysis is surely still running when the process is killed.
    execFileSync(ffmpegBin, ['-v', 'error', '-y', '-stream_loop', '5', '-i', testMedia().wav, '-c', 'copy', longer]);
    env = await startSessionsEnv(postgres as NonNullable<typeof postgres>, { startWorker: false });
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await env?.close();
    await env?.drop();
    rmSync(work, { recursive: true, force: true });
  });

  it('is detected by its silent heartbeat; the job is retried and the session completes once, charged once', async () => {
    child = spawn(process.execPath, [workerMain], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: String(env.dbUrl),
        STORAGE_DIR: env.storageDir,
        JOB_HEARTBEAT_SECONDS: '0.5',
        JOB_STALE_SECONDS: '3',
        JOB_RETRY_LIMIT: '1',
        SWEEP_INTERVAL_SECONDS: '3600',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const user = await env.user('killed@example.com', 10);
    const { sessionId } = await user.tus.upload(longer, {
      filename: 'class.wav',
      filetype: 'audio/wav',
      language: 'en',
    });
    expect(sessionId).toBeTruthy();
    const id = String(sessionId);
    await env.liveWorkers(1);
    expect((await user.post(`/api/sessions/${id}/start`)).status).toBe(200);

    const running = await user.waitFor(id, (s) => s.status === 'processing' || s.status === 'completed', 60_000);
    expect(running.status).toBe('processing');
    child.kill('SIGKILL');
    await new Promise((r) => child?.once('exit', r));

    // Nobody heart-beats any more; once stale, the sweep hands the job back to pg-boss for a retry.
    await new Promise((r) => setTimeout(r, 3500));
    await env.sweeper.runOnce();
    expect(((await user.get(`/api/sessions/${id}`)).body as { status: string }).status).toBe('pending');
    await env.worker.start();
    const done = await user.waitFor(id, (s) => s.status === 'completed' || s.status === 'failed', 120_000);
    expect(done.status).toBe('completed');
    expect(done.metrics?.totalWords).toBeGreaterThan(10);

    const ledger = await env.database.db.select().from(creditLedger).where(eq(creditLedger.sessionId, id));
    expect(ledger.map((e) => [e.kind, e.delta])).toEqual([['consume', -5]]);
    const [row] = await env.database.db.select().from(sessions).where(eq(sessions.id, id));
    expect(row?.attempt).toBe(1);
  });
});
