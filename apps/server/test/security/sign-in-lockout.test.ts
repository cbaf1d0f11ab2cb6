import http from 'node:http';
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

/** A JSON POST from another loopback source address: a second machine, as far as the server can tell. */
function postFrom(
  localAddress: string,
  baseUrl: string,
  url: string,
  body: unknown,
): Promise<{ status: number; body: { error?: { code: string } } & Record<string, unknown> }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}${url}`, {
      method: 'POST',
      localAddress,
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => {
        text += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * Sign-in lockout and enumeration of the second probe: twenty wrong sign-up verifies for someone's address made
 * the owner's right code answer 429 for 15 minutes from anywhere; wrong guesses from elsewhere used up the owner's
 * code; sign-up verify told registered addresses apart (409 vs 400); the admin's address was published to anyone.
 */
describe.each(serverTargets())('sign-in lockout against a server process ($name)', { timeout: 300_000 }, (target) => {
  let env: Awaited<ReturnType<typeof target.create>>;
  let server: ServerProcess;
  let victim: Client;
  let boss: Client;

  beforeAll(async () => {
    env = await target.create();
    server = await startServer({
      dataDir: env.dataDir,
      databaseUrl: env.databaseUrl,
      env: {
        ADMIN_EMAILS: 'boss@example.com,chief@example.com',
        AUTH_SEND_LIMIT_PER_IP: '40',
        AUTH_VERIFY_LIMIT_PER_IP: '200',
      },
    });
    victim = await signUp(server, 'victim@example.com');
    boss = await signUp(server, 'boss@example.com');
  }, 300_000);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await env?.drop();
  }, 300_000);

  it("nobody elsewhere can lock the owner out: after 30 wrong verifies from other machines the owner's code signs in", async () => {
    const email = victim.email;
    // The attack of the probe: sign-up verifies for the address, no code needed.
    for (let i = 0; i < 22; i++) {
      const res = await postFrom('127.0.0.2', server.baseUrl, '/api/auth/code/verify', {
        email,
        code: '000000',
        purpose: 'signup',
        locale: 'en',
      });
      expect(res.status).toBe(400);
    }
    const sent = await postJson(server.baseUrl, '/api/auth/code/request', { email, purpose: 'login', locale: 'en' });
    expect(sent.status).toBe(200);
    const code = await newestCode(server.baseUrl, email);
    const wrong = (n: number) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');
    // Guesses at the live code from two other addresses share one budget of 5.
    const answers: string[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await postFrom(i % 2 ? '127.0.0.3' : '127.0.0.2', server.baseUrl, '/api/auth/code/verify', {
        email,
        code: wrong(i),
        purpose: 'login',
        locale: 'en',
      });
      answers.push(res.body.error?.code ?? String(res.status));
    }
    expect(answers.filter((a) => a === 'invalid_code')).toHaveLength(4);
    expect(answers.slice(4).every((a) => a === 'too_many_attempts')).toBe(true);
    // Even the right code is no longer compared for them…
    const stolen = await postFrom('127.0.0.4', server.baseUrl, '/api/auth/code/verify', {
      email,
      code,
      purpose: 'login',
      locale: 'en',
    });
    expect(stolen.body.error?.code).toBe('too_many_attempts');
    // …while the owner, from the address that asked for it, signs in.
    const owner = await postJson(server.baseUrl, '/api/auth/code/verify', {
      email,
      code,
      purpose: 'login',
      locale: 'en',
    });
    expect(owner.status).toBe(200);
  });

  it('sign-up verify answers a registered and an unregistered address alike', async () => {
    const ask = (email: string) =>
      postFrom('127.0.0.5', server.baseUrl, '/api/auth/code/verify', {
        email,
        code: '123456',
        purpose: 'signup',
        locale: 'en',
      });
    const registered = await ask(victim.email);
    const unknown = await ask('nobody-here@example.com');
    expect(registered.status).toBe(unknown.status);
    expect(registered.body).toEqual(unknown.body);
    expect(JSON.stringify(registered.body)).not.toContain('already_registered');
  });

  it("the admin's sign-in address is not published to anonymous callers", async () => {
    const res = await fetch(`${server.baseUrl}/api/capabilities`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain('boss@example.com');
    expect(JSON.parse(text)).toMatchObject({ contactEmail: null });
  });

  it('an admin who demotes an ADMIN_EMAILS admin keeps them demoted after their next sign-in', async () => {
    const chief = await signUp(server, 'chief@example.com');
    const roles = async (c: Client) =>
      ((await (await c.request('GET', '/api/me')).json()) as { roles: string[] }).roles;
    expect(await roles(chief)).toContain('admin');
    const demoted = await boss.request(
      'PATCH',
      `/api/admin/users/${chief.userId}`,
      { role: 'user' },
      {
        origin: server.baseUrl,
      },
    );
    expect(demoted.status).toBe(200);
    // Signs in again with a new code.
    const email = chief.email;
    expect(
      (await postJson(server.baseUrl, '/api/auth/code/request', { email, purpose: 'login', locale: 'en' })).status,
    ).toBe(200);
    const code = await newestCode(server.baseUrl, email);
    const again = await postJson(server.baseUrl, '/api/auth/code/verify', {
      email,
      code,
      purpose: 'login',
      locale: 'en',
    });
    expect(again.status).toBe(200);
    const cookie = again.headers
      .getSetCookie()
      .map((c) => c.split(';')[0] ?? '')
      .filter((p) => !p.endsWith('='))
      .join('; ');
    const me = (await (await fetch(`${server.baseUrl}/api/me`, { headers: { cookie } })).json()) as { roles: string[] };
    expect(me.roles).not.toContain('admin');
    const admin = await fetch(`${server.baseUrl}/api/admin/users`, { headers: { cookie } });
    expect(admin.status).toBe(403);
  });
});
