import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, type ServerProcess, serverTargets, signUp, startServer } from './server-process.ts';

/**
 * Two API processes on one database (only PostgreSQL can be shared by two processes; PGlite belongs to one, where
 * every change is seen at once). A suspension made through one reached the other only after its session cache's
 * 5 s; it now travels over the LISTEN connection the processes already have.
 */
const shared = serverTargets().filter((t) => t.name === 'postgres');

describe.skipIf(shared.length === 0).each(shared)(
  'two API processes on one database ($name)',
  { timeout: 300_000 },
  (target) => {
    let env: Awaited<ReturnType<typeof target.create>>;
    let first: ServerProcess;
    let second: ServerProcess;
    let secondDir: string;
    let admin: Client;
    let member: Client;

    beforeAll(async () => {
      env = await target.create();
      secondDir = mkdtempSync(path.join(tmpdir(), 'cuecoach-replica-'));
      const common = { ADMIN_EMAILS: 'ops@example.com' };
      first = await startServer({ dataDir: env.dataDir, databaseUrl: env.databaseUrl, env: common });
      second = await startServer({ dataDir: secondDir, databaseUrl: env.databaseUrl, env: common });
      admin = await signUp(first, 'ops@example.com');
      member = await signUp(first, 'member-replica@example.com');
    }, 300_000);
    afterAll(async () => {
      await first?.stop('SIGKILL');
      await second?.stop('SIGKILL');
      await env?.drop();
      rmSync(secondDir, { recursive: true, force: true });
    }, 300_000);

    const meOnSecond = () => fetch(`${second.baseUrl}/api/me`, { headers: { cookie: member.cookie } });

    it('a suspension through one process holds on the other at once, not after its cache expires', async () => {
      // The second process has just looked the member's session up, so its cache holds it (for 5 s).
      expect((await meOnSecond()).status).toBe(200);
      const suspended = await admin.request(
        'PATCH',
        `/api/admin/users/${member.userId}`,
        { status: 'suspended' },
        {
          origin: first.baseUrl,
        },
      );
      expect(suspended.status).toBe(200);
      // A notification's delay, well inside the 5 s the cache would otherwise keep the session.
      let status = 200;
      for (let i = 0; i < 20 && status === 200; i++) {
        await new Promise((r) => setTimeout(r, 100));
        status = (await meOnSecond()).status;
      }
      expect(status).not.toBe(200);
    });
  },
);
