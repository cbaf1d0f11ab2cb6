import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMedia } from '../helpers/media.ts';
import { tusClient } from '../helpers/tus-client.ts';
import {
  type Client,
  newestCode,
  postJson,
  type ServerProcess,
  serverTargets,
  signUp,
  startServer,
} from './server-process.ts';

/**
 * Progress streams are capped per user and in total, pushed on change, and all end
 * with a `reconnect` event when the server is stopped, which then exits promptly.
 */
const media = testMedia();

interface OpenedStream {
  status: number;
  text(): string;
  /** Resolves with everything received once the server ends the stream. */
  ended: Promise<string>;
  abort(): void;
}

async function openStream(server: ServerProcess, client: Client, sessionId: string): Promise<OpenedStream> {
  const controller = new AbortController();
  const res = await fetch(`${server.baseUrl}/api/sessions/${sessionId}/events`, {
    headers: { cookie: client.cookie },
    signal: controller.signal,
  });
  let received = '';
  const ended = (async () => {
    if (!res.body || res.status !== 200) {
      received = await res.text();
      return received;
    }
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body) received += decoder.decode(chunk as Uint8Array, { stream: true });
    } catch {}
    return received;
  })();
  return { status: res.status, text: () => received, ended, abort: () => controller.abort() };
}

const events = (text: string, name: string) =>
  text
    .split('\n\n')
    .filter((block) => block.startsWith(`event: ${name}\n`))
    .map((block) => JSON.parse(block.split('\ndata: ')[1] ?? '{}') as Record<string, unknown>);

/**
 * Opens `count` streams once the server has given back the slots of streams a previous test closed: a client's
 * abort reaches the server a moment later, and until then the per-user cap still counts them.
 */
async function openStreams(server: ServerProcess, client: Client, sessionId: string, count: number) {
  for (let attempt = 0; ; attempt++) {
    const streams = await Promise.all(Array.from({ length: count }, () => openStream(server, client, sessionId)));
    if (streams.every((s) => s.status === 200) || attempt >= 20) return streams;
    for (const s of streams) s.abort();
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function until(check: () => boolean, ms = 20_000): Promise<void> {
  for (let waited = 0; !check() && waited < ms; waited += 50) await new Promise((r) => setTimeout(r, 50));
}

describe.each(serverTargets())('progress streams against a server process ($name)', { timeout: 300_000 }, (target) => {
  let env: Awaited<ReturnType<typeof target.create>>;
  let server: ServerProcess;
  let alice: Client;
  let sessionId: string;

  beforeAll(async () => {
    env = await target.create();
    server = await startServer({
      dataDir: env.dataDir,
      databaseUrl: env.databaseUrl,
      env: { STREAMS_PER_USER: '4', STREAMS_TOTAL: '6' },
    });
    alice = await signUp(server, 'alice-st@example.com');
    const uploaded = await tusClient(server.baseUrl, alice.cookie).upload(media.wav, {
      filename: 'stream.wav',
      filetype: 'audio/wav',
      language: 'en',
    });
    sessionId = uploaded.sessionId ?? '';
    expect(sessionId).not.toBe('');
  }, 300_000);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await env?.drop();
  }, 300_000);

  it('caps open streams per user and in total; the refused get 429 and the API stays responsive', async () => {
    const bob = await signUp(server, 'bob-st@example.com');
    const bobSession = (
      await tusClient(server.baseUrl, bob.cookie).upload(media.wav, {
        filename: 'b.wav',
        filetype: 'audio/wav',
        language: 'en',
      })
    ).sessionId;
    const mine = await Promise.all(Array.from({ length: 7 }, () => openStream(server, alice, sessionId)));
    expect(mine.map((s) => s.status).sort()).toEqual([200, 200, 200, 200, 429, 429, 429]);
    const refused = mine.find((s) => s.status === 429);
    expect(JSON.parse((await refused?.ended) ?? '{}')).toMatchObject({ error: { code: 'too_many_streams' } });
    // Bob has his own per-user budget, but the process-wide cap (6) leaves him two.
    const his = await Promise.all(Array.from({ length: 3 }, () => openStream(server, bob, bobSession ?? '')));
    expect(his.map((s) => s.status).sort()).toEqual([200, 200, 429]);
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);

    // Closed streams give their slots back.
    for (const s of [...mine, ...his]) s.abort();
    await new Promise((r) => setTimeout(r, 300));
    const again = await openStream(server, alice, sessionId);
    expect(again.status).toBe(200);
    again.abort();
  });

  it('pushes a change to every open stream of the session', async () => {
    const streams = await openStreams(server, alice, sessionId, 3);
    await until(() => streams.every((s) => events(s.text(), 'progress').length === 1));
    const res = await alice.request('PATCH', `/api/sessions/${sessionId}`, { title: 'renamed while streaming' });
    expect(res.status).toBe(200);
    await until(() => streams.every((s) => events(s.text(), 'progress').length === 2));
    for (const s of streams) {
      expect(events(s.text(), 'progress')).toHaveLength(2);
      s.abort();
    }
  });

  it('a sign-out of the other devices ends their streams: no progress reaches a signed-out session', async () => {
    const carol = await signUp(server, 'carol-st@example.com');
    const carolSession =
      (
        await tusClient(server.baseUrl, carol.cookie).upload(media.wav, {
          filename: 'c.wav',
          filetype: 'audio/wav',
          language: 'en',
        })
      ).sessionId ?? '';
    // A second device.
    const email = carol.email;
    expect(
      (await postJson(server.baseUrl, '/api/auth/code/request', { email, purpose: 'login', locale: 'en' })).status,
    ).toBe(200);
    const verified = await postJson(server.baseUrl, '/api/auth/code/verify', {
      email,
      code: await newestCode(server.baseUrl, email),
      purpose: 'login',
      locale: 'en',
    });
    const phone = verified.headers
      .getSetCookie()
      .map((c) => c.split(';')[0] ?? '')
      .filter((p) => !p.endsWith('='))
      .join('; ');
    const asPhone = (method: string, url: string, body?: unknown) =>
      fetch(`${server.baseUrl}${url}`, {
        method,
        headers: { cookie: phone, 'content-type': 'application/json', origin: server.baseUrl },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    const streams = await openStreams(server, carol, carolSession, 2);
    await until(() => streams.every((s) => events(s.text(), 'progress').length === 1));
    expect((await asPhone('POST', '/api/auth/sign-out', { scope: 'others' })).status).toBe(200);
    expect((await asPhone('PATCH', `/api/sessions/${carolSession}`, { title: 'renamed after sign-out' })).status).toBe(
      200,
    );
    for (const s of streams) {
      const text = await Promise.race([s.ended, new Promise<string>((r) => setTimeout(() => r('still open'), 20_000))]);
      expect(text).not.toBe('still open');
      expect(events(text, 'progress')).toHaveLength(1);
      expect(text).toContain('event: signed-out');
    }

    // The probe's case: a global sign-out (every device, the one asking too). The phone's own streams end too,
    // and a change made afterwards from a new sign-in reaches none of them.
    const phoneStreams = await openStreams(server, { ...carol, cookie: phone }, carolSession, 2);
    await until(() => phoneStreams.every((s) => events(s.text(), 'progress').length === 1));
    expect((await asPhone('POST', '/api/auth/sign-out', { scope: 'global' })).status).toBe(200);
    const again = await postJson(server.baseUrl, '/api/auth/code/request', { email, purpose: 'login', locale: 'en' });
    expect(again.status).toBe(200);
    const tablet = (
      await postJson(server.baseUrl, '/api/auth/code/verify', {
        email,
        code: await newestCode(server.baseUrl, email),
        purpose: 'login',
        locale: 'en',
      })
    ).headers
      .getSetCookie()
      .map((c) => c.split(';')[0] ?? '')
      .filter((p) => !p.endsWith('='))
      .join('; ');
    const renamed = await fetch(`${server.baseUrl}/api/sessions/${carolSession}`, {
      method: 'PATCH',
      headers: { cookie: tablet, 'content-type': 'application/json', origin: server.baseUrl },
      body: JSON.stringify({ title: 'renamed after the global sign-out' }),
    });
    expect(renamed.status).toBe(200);
    for (const s of phoneStreams) {
      const text = await Promise.race([s.ended, new Promise<string>((r) => setTimeout(() => r('still open'), 20_000))]);
      expect(text).not.toBe('still open');
      expect(text).not.toContain('renamed after the global sign-out');
      expect(text).toContain('event: signed-out');
    }
  });

  it('ends every open stream with a reconnect event on SIGTERM and exits within the grace period', async () => {
    const streams = await openStreams(server, alice, sessionId, 4);
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200, 200]);
    await until(() => streams.every((s) => events(s.text(), 'progress').length === 1));
    const stoppedAt = Date.now();
    const exit = await server.stop('SIGTERM');
    const graceMs = 30_000; // well under systemd's 90 s stop timeout; the old code never exited
    expect(Date.now() - stoppedAt).toBeLessThan(graceMs);
    expect(exit.code).toBe(0);
    for (const s of streams) {
      const text = await s.ended;
      expect(events(text, 'reconnect')).toEqual([{ retryMs: 2000 }]);
    }
  });
});
