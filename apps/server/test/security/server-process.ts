import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testDatabases } from '../helpers/databases.ts';

const main = path.resolve(import.meta.dirname, '../../src/main.ts');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  dataDir: string;
  stagingDir: string;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM to the process (or its whole group) and wait for the exit. */
  stop(signal?: NodeJS.Signals, group?: boolean): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * `npm start`'s entry point as its own process (its own process group, like a service), against a data folder
 * that survives restarts. The database is PGlite in that folder, or the PostgreSQL database of the target.
 */
export async function startServer(opts: {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  waitForHealth?: boolean;
  /** A restart keeps its port, so clients signed in before it (cookies are in the database) carry on. */
  port?: number;
}): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    LOG_LEVEL: 'warn',
    SERVE_WEB: 'false',
    RUN_WORKER: 'false',
    PORT: String(port),
    DATA_DIR: opts.dataDir,
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    ...opts.env,
  };
  const child = spawn(process.execPath, [main], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const server: ServerProcess = {
    child,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir: opts.dataDir,
    stagingDir: path.join(opts.dataDir, 'storage', 'uploads'),
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM', group = false) {
      if (child.exitCode === null && child.signalCode === null) {
        if (group && child.pid) process.kill(-child.pid, signal);
        else child.kill(signal);
      }
      return exited;
    },
  };
  if (opts.waitForHealth === false) return server;
  // Generous: PGlite's first start (migrations) on a busy 2-core machine can take a minute.
  for (let i = 0; i < 2400; i++) {
    if (child.exitCode !== null) throw new Error(`server exited during start:\n${output}`);
    try {
      const res = await fetch(`${server.baseUrl}/api/health`);
      if (res.ok) return server;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  await server.stop('SIGKILL');
  throw new Error(`server did not come up:\n${output.slice(-3000)}`);
}

/** One data folder (and, for PostgreSQL, one database) per test file, removed afterwards. */
export function serverTargets() {
  return testDatabases().map((target) => ({
    name: target.name,
    async create() {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'cuecoach-sec-'));
      const db = target.name === 'postgres' ? await target.create() : null;
      return {
        dataDir,
        databaseUrl: db?.url,
        /** The database as the test sees it (PostgreSQL only; PGlite's folder belongs to the server process). */
        database: db?.database ?? null,
        async drop() {
          await db?.drop();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  }));
}

export interface Client {
  email: string;
  cookie: string;
  userId: string;
  request(method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
}

async function newestCode(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/dev/mailbox?format=json&to=${encodeURIComponent(email)}`);
  const code = ((await res.json()) as { messages: { code?: string }[] }).messages[0]?.code;
  if (!code) throw new Error(`no code for ${email}`);
  return code;
}

export async function postJson(baseUrl: string, url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** Signs up over HTTP exactly as the web does (code from the dev outbox), with a profile. */
export async function signUp(server: ServerProcess, email: string): Promise<Client> {
  const sent = await postJson(server.baseUrl, '/api/auth/code/request', { email, purpose: 'signup', locale: 'en' });
  if (sent.status !== 200) throw new Error(`code request ${sent.status} ${await sent.text()}`);
  const code = await newestCode(server.baseUrl, email);
  const verified = await postJson(server.baseUrl, '/api/auth/code/verify', {
    email,
    code,
    purpose: 'signup',
    locale: 'en',
  });
  if (verified.status !== 200) throw new Error(`verify ${verified.status} ${await verified.text()}`);
  const cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((p) => !p.endsWith('='))
    .join('; ');
  const { userId } = (await verified.json()) as { userId: string };
  const client: Client = {
    email,
    cookie,
    userId,
    request(method, url, body, headers = {}) {
      return fetch(`${server.baseUrl}${url}`, {
        method,
        headers: {
          cookie,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    },
  };
  const profile = await client.request('POST', '/api/profile', {
    nickname: email.split('@')[0],
    language: 'en',
    acceptTerms: true,
    acceptPrivacy: true,
  });
  if (profile.status !== 201) throw new Error(`profile ${profile.status} ${await profile.text()}`);
  return client;
}

export { newestCode };
