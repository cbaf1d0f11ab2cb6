import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SessionDetail } from '@cuecoach/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { freeBetaSetting } from '../../src/credits/free-beta.ts';
import { recordLedgerEntry } from '../../src/credits/ledger.ts';
import type { Database } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/index.ts';
import { analysisWorkerService, type SessionServiceOverrides, sessionSweeperService } from '../../src/jobs/services.ts';
import { writeSetting } from '../../src/settings/app-settings.ts';
import { createStorage, type Storage } from '../../src/storage/storage.ts';
import { liveWorkers } from '../../src/workers/registry.ts';
import { testConfig } from './app.ts';
import { signUpAndSignIn } from './auth.ts';
import type { TestDatabaseTarget } from './databases.ts';
import { tusClient } from './tus-client.ts';

export interface SessionsEnv {
  app: FastifyInstance;
  database: Database;
  config: Config;
  storage: Storage;
  storageDir: string;
  baseUrl: string;
  /** PostgreSQL only: the test database's URL, for a second process (a separate worker). */
  dbUrl: string | undefined;
  worker: ReturnType<typeof analysisWorkerService>;
  sweeper: ReturnType<typeof sessionSweeperService>;
  log: FastifyBaseLogger;
  user(email: string, credits?: number): Promise<TestUser>;
  /**
   * Gives a user a role straight in the database, as an operator's SQL would, and makes this process forget the
   * user's cached session (auth/session-cache.ts) — the admin API does that itself.
   */
  setRole(userId: string, role: 'admin' | 'user'): Promise<void>;
  /** Waits until this many workers are registered and alive (a spawned worker process takes a moment). */
  liveWorkers(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface TestUser {
  cookie: string;
  userId: string;
  tus: ReturnType<typeof tusClient>;
  get<T = Record<string, unknown>>(url: string): Promise<{ status: number; body: T }>;
  post<T = Record<string, unknown>>(url: string, payload?: unknown): Promise<{ status: number; body: T }>;
  /** A POST without any body, as a browser's fetch sends it when the call has nothing to say. */
  postEmpty<T = Record<string, unknown>>(url: string): Promise<{ status: number; body: T }>;
  patch<T = Record<string, unknown>>(url: string, payload: unknown): Promise<{ status: number; body: T }>;
  put<T = Record<string, unknown>>(url: string, payload: unknown): Promise<{ status: number; body: T }>;
  del(url: string): Promise<{ status: number; body: unknown }>;
  waitFor(sessionId: string, done: (s: SessionDetail) => boolean, timeoutMs?: number): Promise<SessionDetail>;
}

/**
 * A real server (listening, so tus runs over HTTP) with its own storage folder, plus the analysis worker and
 * sweeper as the runtime would start them. Short heartbeat/stale times make crash recovery testable.
 */
export async function startSessionsEnv(
  target: TestDatabaseTarget,
  opts: {
    overrides?: Partial<SessionServiceOverrides>;
    config?: Record<string, string>;
    startWorker?: boolean;
    /** The product default is the free beta (nothing charged); most tests here assert the credit rules, so off. */
    freeBeta?: boolean;
  } = {},
): Promise<SessionsEnv & { drop(): Promise<void> }> {
  const { database, drop, url } = await target.create();
  await writeSetting(database.db, freeBetaSetting, opts.freeBeta ?? false);
  const storageDir = mkdtempSync(path.join(tmpdir(), 'cuecoach-sessions-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cuecoach-sessions-data-'));
  const config = testConfig({
    STORAGE_DIR: storageDir,
    // Its own work folder: workers sweep the scratch folders of workers their database says are dead, and
    // other test databases' workers are not in this one.
    DATA_DIR: dataDir,
    JOB_HEARTBEAT_SECONDS: '0.5',
    JOB_STALE_SECONDS: '3',
    JOB_RETRY_LIMIT: '1',
    SWEEP_INTERVAL_SECONDS: '3600',
    ...opts.config,
  });
  const storage = createStorage(config);
  const app = await buildApp({ config, database, storage });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }) as FastifyBaseLogger;
  const worker = analysisWorkerService(config, database, log, { storage, ...opts.overrides });
  const sweeper = sessionSweeperService(config, database, log, { storage, ...opts.overrides });
  if (opts.startWorker !== false) await worker.start();
  await sweeper.start();

  const env: SessionsEnv & { drop(): Promise<void> } = {
    app,
    database,
    config,
    storage,
    storageDir,
    baseUrl,
    dbUrl: url,
    worker,
    sweeper,
    log,
    async liveWorkers(count, timeoutMs = 120_000) {
      const until = Date.now() + timeoutMs;
      while ((await liveWorkers(database.db)).length < count) {
        if (Date.now() > until) throw new Error(`fewer than ${count} live workers`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    async setRole(userId, role) {
      await database.db.update(users).set({ role }).where(eq(users.id, userId));
      app.sessionCache.forgetUser(userId);
    },
    async user(email, credits = 100) {
      const { cookie, userId } = await signUpAndSignIn(app, email);
      // Top up to a known balance so charges are easy to assert whatever the signup grant is.
      const balance = (await call('GET', '/api/credits/balance')).body as { balance: number };
      if (credits !== balance.balance) {
        await recordLedgerEntry(database.db, {
          userId,
          delta: credits - balance.balance,
          kind: 'adjust',
          reason: 'test',
          idempotencyKey: `test:${userId}`,
        });
      }
      async function call(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
        const res = await app.inject({
          method,
          url,
          headers: { cookie, origin: baseUrl, host: new URL(baseUrl).host },
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
        let body: unknown = null;
        try {
          body = res.body ? JSON.parse(res.body) : null;
        } catch {
          body = res.body;
        }
        return { status: res.statusCode, body };
      }
      const u: TestUser = {
        cookie,
        userId,
        tus: tusClient(baseUrl, cookie),
        get: (url) => call('GET', url) as never,
        post: (url, payload) => call('POST', url, payload ?? {}) as never,
        postEmpty: (url) => call('POST', url) as never,
        patch: (url, payload) => call('PATCH', url, payload) as never,
        put: (url, payload) => call('PUT', url, payload) as never,
        del: (url) => call('DELETE', url),
        async waitFor(sessionId, done, timeoutMs = 45_000) {
          const until = Date.now() + timeoutMs;
          let last = {} as SessionDetail;
          while (Date.now() < until) {
            const res = await call('GET', `/api/sessions/${sessionId}`);
            last = res.body as SessionDetail;
            if (res.status === 200 && done(last)) return last;
            await new Promise((r) => setTimeout(r, 200));
          }
          throw new Error(
            `session ${sessionId} did not reach the expected state: ${JSON.stringify(last).slice(0, 500)}`,
          );
        },
      };
      return u;
    },
    async close() {
      await worker.stop();
      await sweeper.stop();
      await app.close();
      rmSync(storageDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
    drop,
  };
  return env;
}
