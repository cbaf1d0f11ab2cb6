import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, workers } from '../../src/db/schema/index.ts';
import { sessionSweeperService } from '../../src/jobs/services.ts';
import { beat } from '../../src/workers/registry.ts';
import { testDatabases } from '../helpers/databases.ts';
import { testMedia } from '../helpers/media.ts';
import { type SessionsEnv, startSessionsEnv } from '../helpers/sessions-env.ts';

/** A logger whose JSON lines the test can read. */
function capturingLog() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, log: pino({ level: 'info' }, sink) as FastifyBaseLogger };
}

describe.each(testDatabases())('an analysis no live worker can run ($name)', (target) => {
  let env: SessionsEnv & { drop(): Promise<void> };
  const captured = capturingLog();
  let sweeper: ReturnType<typeof sessionSweeperService>;

  beforeAll(async () => {
    // An English-only worker runs in the process; the bounded wait is 5 s.
    env = await startSessionsEnv(target, {
      config: { JOB_RECONCILE_SECONDS: '0.5', JOB_UNSERVED_TIMEOUT_SECONDS: '5' },
      overrides: { env: { TRANSCRIBER: 'local' } },
    });
    await env.sweeper.stop();
    sweeper = sessionSweeperService(env.config, env.database, captured.log, { storage: env.storage });
    await sweeper.start();
  }, 120_000);
  afterAll(async () => {
    await sweeper?.stop();
    await env?.close();
    await env?.drop();
  });

  it('ends failed and refunded after the bounded wait, with a log line, once the only Korean worker is gone', async () => {
    const user = await env.user('unserved@example.com', 20);
    // A Korean worker that is alive when the analysis starts, then dies (its heartbeat stops).
    await beat(
      env.database.db,
      {
        id: 'korean-worker-that-dies',
        host: 'gpu-1',
        pid: 4242,
        version: 'test',
        engines: [{ engine: 'whisper-cpp', model: 'ggml-base.bin', languages: ['ko'] }],
        languages: ['ko'],
        concurrency: 1,
      },
      { currentJobs: [], state: 'running' },
      2,
    );
    const { sessionId } = await user.tus.upload(testMedia().wav, {
      filename: 'class.wav',
      filetype: 'audio/wav',
      language: 'ko',
    });
    const id = String(sessionId);
    const started = await user.post(`/api/sessions/${id}/start`, { language: 'ko' });
    expect(started.status).toBe(200);
    const startedAt = Date.now();
    const balanceAfterCharge = (await user.get<{ balance: number }>('/api/credits/balance')).body.balance;
    expect(balanceAfterCharge).toBeLessThan(20);

    // Waiting, not failed, within the bound.
    await new Promise((r) => setTimeout(r, 3000));
    expect((await user.get<{ status: string }>(`/api/sessions/${id}`)).body.status).toBe('pending');

    const failed = await user.waitFor(id, (s) => s.status === 'failed', 60_000);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(5000);
    expect(failed.errorCode).toBe('no_capable_worker');
    expect((await user.get<{ balance: number }>('/api/credits/balance')).body.balance).toBe(20);
    const ledger = await env.database.db.select().from(creditLedger).where(eq(creditLedger.sessionId, id));
    expect(ledger.map((e) => e.kind).sort()).toEqual(['consume', 'refund']);
    const line = captured.lines.find((l) => l.sessionId === id && l.event === 'job.failed');
    expect(line).toMatchObject({ code: 'no_capable_worker', language: 'ko', liveLanguages: ['en'] });
    await env.database.db.delete(workers).where(eq(workers.id, 'korean-worker-that-dies'));
  });
});
