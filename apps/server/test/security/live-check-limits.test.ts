import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.ts';
import { signUpAndSignIn } from '../helpers/auth.ts';
import { testDatabases } from '../helpers/databases.ts';
import { type LiveCheckOutcome, openCheck as openLiveCheck } from '../helpers/live-check-client.ts';

/**
 * The probe's live-check findings: four accounts took all four slots and kept them, and one client sending audio
 * as fast as the socket allowed held the event loop (health p99 from 32 ms to 535–787 ms). Now an account may hold
 * LIVE_CHECK_PER_USER checks and start LIVE_CHECKS_PER_HOUR, and a check may run at most LIVE_CHECK_BURST_SECONDS
 * ahead of real time. The limits are set small here so each is reached in a moment. Korean checks are used: the
 * embedded recogniser is English only, so no Whisper model is loaded.
 */

type Outcome = LiveCheckOutcome;

/** A check that asks to start as soon as it is open; `ready` resolves once the server gives it a slot. */
function openCheck(url: string, headers: Record<string, string>) {
  const check = openLiveCheck(url, headers);
  void check.opened.then(() => check.socket.send(JSON.stringify({ type: 'start', language: 'ko' })));
  return { socket: check.socket, closed: check.closed, ready: check.next('ready') };
}

/** A check that gets a slot answers `ready`; a refused one is closed first. Resolves with whichever happened. */
async function started(check: ReturnType<typeof openCheck>): Promise<'ready' | Outcome> {
  return Promise.race([check.ready.then(() => 'ready' as const), check.closed]);
}

/** 100 ms of a quiet tone, as the browser's worklet sends it. */
const tenthOfASecond = (() => {
  const b = Buffer.alloc(3200);
  for (let i = 0; i < 1600; i++) b.writeInt16LE(Math.round(800 * Math.sin((2 * Math.PI * 220 * i) / 16000)), i * 2);
  return b;
})();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases())('live check limits on $name', (target) => {
  let ctx: Awaited<ReturnType<typeof target.create>>;
  let app: FastifyInstance;
  let url: string;
  let origin: string;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await target.create();
    app = await buildTestApp(ctx.database, {
      APP_ORIGIN: 'http://127.0.0.1:1',
      LIVE_CHECK_SLOTS: '3',
      LIVE_CHECK_PER_USER: '2',
      LIVE_CHECKS_PER_HOUR: '4',
      LIVE_CHECK_BURST_SECONDS: '3',
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    url = `ws://127.0.0.1:${address.port}/api/live-check`;
    origin = `http://127.0.0.1:${address.port}`;
    for (const name of ['ana', 'bo', 'cy', 'dee', 'eli']) {
      ({ cookie: (cookies[name] as string) } = await signUpAndSignIn(app, `${name}@example.com`, { profile: true }));
    }
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await ctx?.drop();
  });

  const check = (user: string) => openCheck(url, { origin, cookie: cookies[user] as string });

  it('lets one account hold at most its share of the slots, and the process at most its slots', async () => {
    const a1 = check('ana');
    const a2 = check('ana');
    expect(await started(a1)).toBe('ready');
    expect(await started(a2)).toBe('ready');
    // Ana holds two of the three slots: a third check of hers is refused, the last slot stays for someone else.
    expect(await started(check('ana'))).toMatchObject({ code: 4409, reason: 'already_running' });
    const b1 = check('bo');
    expect(await started(b1)).toBe('ready');
    expect(await started(check('cy'))).toMatchObject({ code: 4429, reason: 'server_busy' });

    a1.socket.close();
    await a1.closed;
    const c1 = check('cy');
    expect(await started(c1)).toBe('ready');
    for (const c of [a2, b1, c1]) c.socket.close();
    await Promise.all([a2.closed, b1.closed, c1.closed]);
  }, 60_000);

  it('lets one account start only so many checks an hour', async () => {
    // Dee's first four checks run (and end); the fifth within the hour is refused, Eli's is not.
    for (let i = 0; i < 4; i++) {
      const c = check('dee');
      expect(await started(c)).toBe('ready');
      c.socket.send(JSON.stringify({ type: 'stop' }));
      expect(await c.closed).toMatchObject({ code: 1000, reason: 'done' });
    }
    expect(await started(check('dee'))).toMatchObject({ code: 4430, reason: 'too_many_checks' });
    const e = check('eli');
    expect(await started(e)).toBe('ready');
    e.socket.close();
    await e.closed;
  }, 60_000);

  it('ends a check whose audio arrives faster than real time, keeping none of the flood, and the API answers', async () => {
    // Ana started two checks above; her refused third does not count, so these two are her last two of the hour.
    const flood = check('ana');
    expect(await started(flood)).toBe('ready');
    // 30 s of audio at once: the old server worked through all of it (300 level answers) on the event loop.
    for (let i = 0; i < 300; i++) flood.socket.send(tenthOfASecond);
    const health = await fetch(`${origin}/api/health`);
    expect(health.status).toBe(200);
    const ended = await flood.closed;
    expect([ended.code, ended.reason]).toEqual([4413, 'too_fast']);
    // At most the burst (3 s) plus the time the check had been running was listened to.
    const levels = ended.messages.filter((m) => m.type === 'level');
    expect(levels.length).toBeLessThan(60);
    expect(ended.messages.some((m) => m.type === 'done')).toBe(false);

    // Tiny messages count as 20 ms each: 2 000 two-byte messages (40 s) are a flood too, not 0.125 s of audio.
    const tiny = check('ana');
    expect(await started(tiny)).toBe('ready');
    for (let i = 0; i < 2000; i++) tiny.socket.send(Buffer.alloc(2));
    const tinyEnd = await tiny.closed;
    expect([tinyEnd.code, tinyEnd.reason]).toEqual([4413, 'too_fast']);
    expect(tinyEnd.messages.filter((m) => m.type === 'level').length).toBeLessThan(200);
    expect(await started(check('ana'))).toMatchObject({ code: 4430, reason: 'too_many_checks' });
  }, 60_000);

  it('gives a check opened right after a flood no fresh burst', async () => {
    const flood = check('cy');
    expect(await started(flood)).toBe('ready');
    for (let i = 0; i < 100; i++) flood.socket.send(tenthOfASecond);
    expect((await flood.closed).reason).toBe('too_fast');
    // Within the burst for a check of its own (3 s), but the account used its allowance a moment ago.
    const next = check('cy');
    expect(await started(next)).toBe('ready');
    for (let i = 0; i < 25; i++) next.socket.send(tenthOfASecond);
    expect(await next.closed).toMatchObject({ code: 4413, reason: 'too_fast' });
  }, 60_000);

  it('keeps a check that sends in real time, with a stall caught up within the burst', async () => {
    const c = check('bo');
    expect(await started(c)).toBe('ready');
    for (let i = 0; i < 15; i++) {
      c.socket.send(tenthOfASecond);
      await sleep(100);
    }
    // A network stall: 0.8 s of audio held back, then delivered at once.
    await sleep(800);
    for (let i = 0; i < 8; i++) c.socket.send(tenthOfASecond);
    for (let i = 0; i < 5; i++) {
      c.socket.send(tenthOfASecond);
      await sleep(100);
    }
    c.socket.send(JSON.stringify({ type: 'stop' }));
    const ended = await c.closed;
    expect([ended.code, ended.reason]).toEqual([1000, 'done']);
    const done = ended.messages.at(-1);
    expect(done?.type === 'done' && done.stats.heardSec).toBeCloseTo(2.8, 1);
  }, 60_000);
});
