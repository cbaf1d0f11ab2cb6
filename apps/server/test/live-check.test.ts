import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app.ts';
import { signUpAndSignIn } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { openCheck } from './helpers/live-check-client.ts';

const tmp = mkdtempSync(path.join(tmpdir(), 'cuecoach-live-check-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A spoken cue as the browser sends it: 16 kHz mono 16-bit PCM. */
function spokenPcm(text: string): Buffer {
  const wav = path.join(tmp, 'cue.wav');
  const raw = path.join(tmp, 'cue.raw');
  execFileSync('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', wav, text]);
  execFileSync('sox', ['-R', wav, '-r', '16000', '-c', '1', '-b', '16', '-e', 'signed-integer', '-t', 'raw', raw]);
  return readFileSync(raw);
}

describe.each(testDatabases())('live microphone check WebSocket on $name', (target) => {
  let ctx: Awaited<ReturnType<typeof target.create>>;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let url: string;
  let origin: string;
  let cookie: string;

  beforeAll(async () => {
    ctx = await target.create();
    // The 60 s check below sends its audio at once, not in real time: the frame budget is opened for it
    // (test/security/live-check-limits.test.ts holds the budget itself).
    app = await buildTestApp(ctx.database, { APP_ORIGIN: 'http://127.0.0.1:1', LIVE_CHECK_BURST_SECONDS: '120' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    url = `ws://127.0.0.1:${address.port}/api/live-check`;
    origin = `http://127.0.0.1:${address.port}`;
    ({ cookie } = await signUpAndSignIn(app, 'live@example.com', { profile: true }));
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await ctx.drop();
  });

  it('refuses a signed-out visitor and a page of another site before any audio', async () => {
    await expect(openCheck(url, { origin }).closed).rejects.toThrow('handshake answered 401');
    await expect(openCheck(url, { origin: 'https://evil.example', cookie }).closed).rejects.toThrow(
      'handshake answered 403',
    );
  });

  it('transcribes what is said, judges it, and ends by itself after 60 s of audio', async () => {
    const check = openCheck(url, { origin, cookie });
    await check.opened;
    check.socket.send(JSON.stringify({ type: 'start', language: 'en' }));
    await check.next('ready');
    const speech = spokenPcm('Inhale and lift your arms over your head. Um, exhale and fold forward.');
    // The speech, then silence well past the limit: the server must stop at 60 s on its own.
    const audio = Buffer.concat([Buffer.alloc(16000), speech, Buffer.alloc(16000 * 2 * 62)]);
    for (let i = 0; i < audio.length; i += 3200) check.socket.send(audio.subarray(i, i + 3200));
    const { messages, code, reason } = await check.closed;
    expect(messages[0]).toEqual({ type: 'ready', transcription: true, maxSeconds: 60 });
    expect(messages.some((m) => m.type === 'level' && m.state === 'speech')).toBe(true);
    const text = messages
      .filter((m) => m.type === 'transcript')
      .map((m) => m.text)
      .join(' ')
      .toLowerCase();
    expect(text).toMatch(/inhale/);
    expect(text).toMatch(/fold forward/);
    const done = messages.at(-1);
    expect(done).toMatchObject({ type: 'done', reason: 'time_limit', verdict: 'clear' });
    expect(done?.type === 'done' && done.stats.heardSec).toBe(60);
    expect([code, reason]).toEqual([1000, 'time_limit']);
  }, 120_000);

  it('refuses a second check while the first is running, and takes a new one after it', async () => {
    const first = openCheck(url, { origin, cookie });
    await first.opened;
    first.socket.send(JSON.stringify({ type: 'start', language: 'ko' }));
    await first.next('ready');
    const second = await openCheck(url, { origin, cookie }).closed;
    expect([second.code, second.reason]).toEqual([4409, 'already_running']);

    first.socket.send(Buffer.alloc(3200));
    first.socket.send(JSON.stringify({ type: 'stop' }));
    const ended = await first.closed;
    // Korean: the embedded engine is English only, so levels and the verdict come without a transcript.
    expect(ended.messages[0]).toEqual({ type: 'ready', transcription: false, maxSeconds: 60 });
    expect(ended.messages.at(-1)).toMatchObject({ type: 'done', reason: 'done', verdict: 'no_speech' });
    expect([ended.code, ended.reason]).toEqual([1000, 'done']);

    const third = openCheck(url, { origin, cookie });
    await third.opened;
    third.socket.send(JSON.stringify({ type: 'start', language: 'en' }));
    await third.next('ready');
    third.socket.close();
    await third.closed;
  }, 60_000);

  it('closes with a reason on audio before start, and on a message over the size cap', async () => {
    const early = openCheck(url, { origin, cookie });
    await early.opened;
    early.socket.send(Buffer.alloc(3200));
    expect(await early.closed).toMatchObject({ code: 4400, reason: 'bad_message' });

    const big = openCheck(url, { origin, cookie });
    await big.opened;
    big.socket.send(JSON.stringify({ type: 'start', language: 'en' }));
    await big.next('ready');
    big.socket.send(Buffer.alloc(64_000));
    expect((await big.closed).code).toBe(1009);
  }, 60_000);
});
