import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
 * Against a real server process: registration must not be learnable faster than the rate
 * limits allow, and parallel wrong guesses must each count against a code's 5 tries.
 */
describe.each(serverTargets())('sign-in attacks against a server process ($name)', { timeout: 300_000 }, (target) => {
  let env: Awaited<ReturnType<typeof target.create>>;
  let server: ServerProcess;
  let mallory: Client;
  const registered: string[] = [];

  beforeAll(async () => {
    env = await target.create();
    server = await startServer({
      dataDir: env.dataDir,
      databaseUrl: env.databaseUrl,
      // Room for the accounts this file creates from one loopback address.
      env: { AUTH_SEND_LIMIT_PER_IP: '40', AUTH_VERIFY_LIMIT_PER_IP: '100' },
    });
    mallory = await signUp(server, 'mallory@example.com');
    for (let i = 0; i < 3; i++) registered.push((await signUp(server, `member${i}@example.com`)).email);
  }, 300_000);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await env?.drop();
  }, 300_000);

  it('16 parallel wrong guesses use up the code: the right one is refused afterwards', async () => {
    const email = registered[0] ?? '';
    const sent = await postJson(server.baseUrl, '/api/auth/code/request', { email, purpose: 'login', locale: 'en' });
    expect(sent.status).toBe(200);
    const code = await newestCode(server.baseUrl, email);
    const wrong = (n: number) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');
    const guesses = await Promise.all(
      Array.from({ length: 16 }, (_, n) =>
        postJson(server.baseUrl, '/api/auth/code/verify', { email, code: wrong(n), purpose: 'login', locale: 'en' }),
      ),
    );
    const codes = await Promise.all(
      guesses.map(async (g) => ((await g.json()) as { error: { code: string } }).error.code),
    );
    expect(guesses.every((g) => g.status === 400)).toBe(true);
    expect(codes.filter((c) => c === 'invalid_code')).toHaveLength(4);
    expect(codes.filter((c) => c === 'too_many_attempts')).toHaveLength(12);
    const right = await postJson(server.baseUrl, '/api/auth/code/verify', {
      email,
      code,
      purpose: 'login',
      locale: 'en',
    });
    expect(right.status).toBe(400);
    expect(await right.json()).toMatchObject({ error: { code: 'too_many_attempts' } });
  });
  it('e-mail change: the per-user limit answers before "already registered" can', async () => {
    const probes = [...registered, ...Array.from({ length: 27 }, (_, i) => `nobody${i}@example.com`)];
    const answers: { email: string; status: number; code: string }[] = [];
    for (const email of probes.reverse()) {
      const res = await mallory.request('POST', '/api/account/email-change/request', { newEmail: email });
      const body = (await res.json()) as { error?: { code: string } };
      answers.push({ email, status: res.status, code: body.error?.code ?? 'sent' });
    }
    // Five requests per 15 minutes, whatever the address; the registered ones come last and learn nothing.
    expect(answers.filter((a) => a.status !== 429)).toHaveLength(5);
    for (const a of answers.slice(5)) expect(a).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(answers.some((a) => a.code === 'email_already_registered')).toBe(false);
  });

  it('code requests: the per-IP limit answers before user_not_found / already registered', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 45; i++) {
      const email = i % 2 === 0 ? registered[i % 3] : `ghost${i}@example.com`;
      const res = await postJson(server.baseUrl, '/api/auth/code/request', { email, purpose: 'signup', locale: 'en' });
      answers.push(res.status);
    }
    // Earlier sign-ups in this file used part of the 40; from the limit on every answer is the same 429.
    const firstLimited = answers.indexOf(429);
    expect(firstLimited).toBeGreaterThan(0);
    expect(answers.slice(firstLimited).every((s) => s === 429)).toBe(true);
  });
});
