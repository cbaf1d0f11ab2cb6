import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, type ServerProcess, serverTargets, signUp, startServer } from './server-process.ts';

/** A request with the Host header of the caller's choice (fetch does not let a script choose it; a rebinding DNS does). */
function requestWithHost(
  baseUrl: string,
  method: string,
  url: string,
  host: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<{ status: number; text: string }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}${url}`, {
      method,
      agent: false,
      headers: {
        host,
        ...headers,
        ...(payload
          ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }
          : {}),
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => {
        text += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * DNS rebinding against the default `npm start` (any Host was answered, and Origin = Host passed the CSRF check)
 * and private JSON without Cache-Control, against a real server process.
 */
describe.each(serverTargets())('request guards of a server process ($name)', { timeout: 300_000 }, (target) => {
  let env: Awaited<ReturnType<typeof target.create>>;
  let server: ServerProcess;
  let admin: Client;

  beforeAll(async () => {
    env = await target.create();
    server = await startServer({
      dataDir: env.dataDir,
      databaseUrl: env.databaseUrl,
      env: { ADMIN_EMAILS: 'root@example.com' },
    });
    admin = await signUp(server, 'root@example.com');
  }, 300_000);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await env?.drop();
  }, 300_000);

  it('a rebinding page (Host: evil-rebind.test) can read nothing and request no code', async () => {
    const host = `evil-rebind.test:${server.port}`;
    const origin = `http://${host}`;
    const mailbox = await requestWithHost(server.baseUrl, 'GET', '/dev/mailbox?format=json', host);
    expect(mailbox.status).toBe(421);
    const users = await requestWithHost(server.baseUrl, 'GET', '/api/admin/users', host, { cookie: admin.cookie });
    expect(users.status).toBe(421);
    expect(users.text).not.toContain('root@example.com');
    const code = await requestWithHost(
      server.baseUrl,
      'POST',
      '/api/auth/code/request',
      host,
      { origin },
      {
        email: 'root@example.com',
        purpose: 'login',
        locale: 'en',
      },
    );
    expect(code.status).toBe(421);
    const page = await requestWithHost(server.baseUrl, 'GET', '/', host);
    expect(page.status).toBe(421);
  });

  it('loopback names and the configured origin are answered; health probes with any Host too', async () => {
    for (const host of [`127.0.0.1:${server.port}`, `localhost:${server.port}`, `[::1]:${server.port}`]) {
      const res = await requestWithHost(server.baseUrl, 'GET', '/api/me', host, { cookie: admin.cookie });
      expect(res.status, host).toBe(200);
    }
    expect((await requestWithHost(server.baseUrl, 'GET', '/api/health', '10.1.2.3:3000')).status).toBe(200);
  });

  it('private JSON is marked no-store', async () => {
    for (const url of ['/api/me', '/api/sessions', '/api/credits/ledger', '/api/credits/balance']) {
      const res = await admin.request('GET', url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control'), url).toContain('no-store');
    }
    const missing = await admin.request('GET', '/api/sessions/00000000-0000-4000-8000-000000000000');
    expect(missing.headers.get('cache-control')).toContain('no-store');
  });
});
