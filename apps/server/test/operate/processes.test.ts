import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, signUp, startServer } from '../security/server-process.ts';

const repo = path.resolve(import.meta.dirname, '../../../..');
const serverSrc = path.resolve(import.meta.dirname, '../../src');
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl)
  console.warn('operate/processes.test.ts skipped: set TEST_DATABASE_URL (several processes need PostgreSQL)');

interface Proc {
  child: ChildProcess;
  out: () => string;
  lines: () => Record<string, unknown>[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running: Proc[] = [];
const tmp = mkdtempSync(path.join(tmpdir(), 'cuecoach-operate-'));
afterAll(() => {
  for (const p of running) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
  rmSync(tmp, { recursive: true, force: true });
});

function launch(command: string, args: string[], env: Record<string, string>): Proc {
  const child = spawn(command, args, {
    cwd: repo,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      SERVE_WEB: 'false',
      TRANSCRIBER: 'local',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const proc: Proc = {
    child,
    out: () => out,
    lines: () =>
      out.split('\n').flatMap((line) => {
        if (!line.startsWith('{')) return [];
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      }),
    exited: new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal }))),
  };
  running.push(proc);
  return proc;
}

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 180_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const value = await probe().catch(() => null);
    if (value) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const answers = (url: string) => fetch(url).then((r) => r.ok);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function emptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `cuecoach_operate_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(String(adminUrl));
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A TCP proxy in front of PostgreSQL that can be cut (a database restart, as the app sees it) and restored. */
async function cuttableProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let down = false;
  const server: Server = createServer((client) => {
    if (down) return client.destroy();
    const upstream = new Socket();
    upstream.connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    cut() {
      down = true;
      for (const s of sockets) s.destroy();
    },
    restore() {
      down = false;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe.skipIf(!adminUrl)('operating CueCoach processes (postgres)', () => {
  it('two API processes and a worker started at once on an empty database all come up', async () => {
    const db = await emptyDatabase();
    try {
      const [portA, portB, opsPort] = [await freePort(), await freePort(), await freePort()];
      const common = { DATABASE_URL: db.url, DATA_DIR: path.join(tmp, 'concurrent') };
      const apiA = launch(process.execPath, [path.join(serverSrc, 'main.ts')], {
        ...common,
        PORT: String(portA),
        RUN_WORKER: 'false',
      });
      const apiB = launch(process.execPath, [path.join(serverSrc, 'main.ts')], {
        ...common,
        PORT: String(portB),
        RUN_WORKER: 'false',
      });
      const worker = launch(process.execPath, [path.join(serverSrc, 'worker-main.ts')], {
        ...common,
        OPS_PORT: String(opsPort),
      });
      await until('API A', () => answers(`http://127.0.0.1:${portA}/api/health/ready`));
      await until('API B', () => answers(`http://127.0.0.1:${portB}/api/health/ready`));
      await until('the worker', () => answers(`http://127.0.0.1:${opsPort}/health/ready`));
      for (const p of [apiA, apiB, worker]) expect(p.child.exitCode).toBeNull();
      expect(worker.lines().some((l) => l.event === 'worker.started')).toBe(true);
      for (const p of [apiA, apiB, worker]) p.child.kill('SIGTERM');
      for (const p of [apiA, apiB, worker]) expect((await p.exited).code).toBe(0);
    } finally {
      await db.drop();
    }
  });

  it('SIGTERM to the npm process (npm start, npm run worker) drains and stops the app within the grace period', async () => {
    const db = await emptyDatabase();
    try {
      const [port, opsPort] = [await freePort(), await freePort()];
      const env = { DATABASE_URL: db.url, DATA_DIR: path.join(tmp, 'npm'), SHUTDOWN_GRACE_SEC: '3' };
      const start = launch('npm', ['start', '--silent'], { ...env, PORT: String(port), RUN_WORKER: 'false' });
      await until('npm start', () => answers(`http://127.0.0.1:${port}/api/health/ready`));
      const worker = launch('npm', ['run', 'worker', '--silent'], { ...env, OPS_PORT: String(opsPort) });
      await until('npm run worker', () => answers(`http://127.0.0.1:${opsPort}/health/ready`));
      const appPids = [start, worker].map((p) => {
        const pid = p.lines().find((l) => typeof l.pid === 'number')?.pid;
        expect(typeof pid).toBe('number');
        return Number(pid);
      });

      const sentAt = Date.now();
      start.child.kill('SIGTERM'); // the npm process, as a supervisor or `kill $(cat pidfile)` would
      worker.child.kill('SIGTERM');
      await Promise.all([start.exited, worker.exited]);
      await until('the app processes to end', async () => appPids.every((pid) => !alive(pid)), 20_000);
      expect(Date.now() - sentAt).toBeLessThan(3000 + 10_000);
      expect(await answers(`http://127.0.0.1:${port}/api/health/live`).catch(() => false)).toBe(false);
      // Each drained: the worker said it stopped, and the API logged its stop.
      expect(worker.lines().some((l) => l.event === 'worker.stopped')).toBe(true);
      expect(start.lines().some((l) => l.event === 'process.stopped')).toBe(true);
    } finally {
      await db.drop();
    }
  });

  it('during a database outage requests get 503, no log line holds a session token, and service resumes', async () => {
    const db = await emptyDatabase();
    const pgUrl = new URL(db.url);
    const proxy = await cuttableProxy({ host: pgUrl.hostname, port: Number(pgUrl.port || 5432) });
    const viaProxy = new URL(db.url);
    viaProxy.port = String(proxy.port);
    const dataDir = mkdtempSync(path.join(tmp, 'outage-'));
    const server = await startServer({
      dataDir,
      databaseUrl: viaProxy.toString(),
      env: { LOG_LEVEL: 'debug', NODE_ENV: 'test' },
    });
    try {
      const user = await signUp(server, 'outage@example.com');
      const token = decodeURIComponent(user.cookie.split('=')[1] ?? '').split('.')[0] ?? '';
      expect(token.length).toBeGreaterThanOrEqual(24);
      expect((await user.request('GET', '/api/me')).status).toBe(200);

      proxy.cut();
      const statuses: number[] = [];
      for (const url of ['/api/me', '/api/sessions', '/api/auth/get-session', '/api/credits/balance']) {
        statuses.push((await user.request('GET', url)).status);
      }
      expect(statuses.every((s) => s === 503 || s === 401)).toBe(true);
      expect(statuses).toContain(503);
      expect(statuses).not.toContain(500);
      const live = await fetch(`${server.baseUrl}/api/health/live`);
      expect(live.status).toBe(200);
      expect((await fetch(`${server.baseUrl}/api/health/ready`)).status).toBe(503);

      proxy.restore();
      await until('service to resume', async () => (await user.request('GET', '/api/me')).status === 200, 30_000);

      const output = server.output();
      expect(output.length).toBeGreaterThan(0);
      expect(output).not.toContain(token);
      expect(output).not.toContain(user.cookie);
      // One JSON object per line: no coloured multi-line text from a library.
      for (const line of output.split('\n').filter(Boolean)) expect(() => JSON.parse(line)).not.toThrow();
    } finally {
      await server.stop();
      await proxy.close();
      rmSync(dataDir, { recursive: true, force: true });
      await db.drop();
    }
  });
});
