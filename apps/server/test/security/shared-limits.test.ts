import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEventCaps } from '../../src/analytics/ingest-routes.ts';
import { sessions } from '../../src/db/schema/index.ts';
import { reportRegenerationsPerDay } from '../../src/sessions/report-regeneration.ts';
import { pageView, sendAnalyticsBatch } from '../helpers/analytics-batch.ts';
import { insertFinishedSession } from '../helpers/finished-session.ts';
import { openCheck } from '../helpers/live-check-client.ts';
import { type Client, type ServerProcess, serverTargets, signUp, startServer } from './server-process.ts';

/**
 * Caps that cost money or move what an admin sees were counted in each API process's memory: behind two processes
 * on one database every one of them doubled. They are now counted in the database. Two processes on one
 * PostgreSQL (PGlite belongs to one process), and a client that alternates between them as a load balancer would.
 */
const shared = serverTargets().filter((t) => t.name === 'postgres');

/** `count` landing-page views sent now. */
const views = (count: number) => Array.from({ length: count }, () => pageView(Date.now()));

/** Opens a live check (Korean: no recogniser), ends it once ready, and resolves with the server's close reason. */
async function liveCheckCloseReason(server: ServerProcess, cookie: string): Promise<string> {
  const check = openCheck(`ws://127.0.0.1:${server.port}/api/live-check`, { origin: server.baseUrl, cookie });
  await check.opened;
  check.socket.send(JSON.stringify({ type: 'start', language: 'ko' }));
  void check.next('ready').then(() => check.socket.send(JSON.stringify({ type: 'stop' })));
  return (await check.closed).reason;
}

describe.skipIf(shared.length === 0).each(shared)(
  'caps shared by two API processes on one database ($name)',
  { timeout: 300_000 },
  (target) => {
    let env: Awaited<ReturnType<typeof target.create>>;
    let servers: ServerProcess[];
    let secondDir: string;
    let member: Client;

    beforeAll(async () => {
      env = await target.create();
      secondDir = mkdtempSync(path.join(tmpdir(), 'cuecoach-shared-'));
      const common = { ANALYTICS_BATCHES_PER_MINUTE: '1000', LIVE_CHECKS_PER_HOUR: '2' };
      servers = [
        await startServer({ dataDir: env.dataDir, databaseUrl: env.databaseUrl, env: common }),
        await startServer({ dataDir: secondDir, databaseUrl: env.databaseUrl, env: common }),
      ];
      member = await signUp(servers[0] as ServerProcess, 'shared-caps@example.com');
    }, 300_000);
    afterAll(async () => {
      for (const server of servers ?? []) await server.stop('SIGKILL');
      await env?.drop();
      rmSync(secondDir, { recursive: true, force: true });
    }, 300_000);

    const on = (i: number) => servers[i % 2] as ServerProcess;

    it(`allows ${reportRegenerationsPerDay} free report regenerations a day in all, whichever process takes them`, async () => {
      const db = env.database?.db;
      if (!db) throw new Error('no database handle');
      const id = await insertFinishedSession(db, member.userId);
      const statuses: number[] = [];
      for (let i = 0; i < reportRegenerationsPerDay + 4; i++) {
        // As if the previous report had been written (no worker runs here).
        await db.update(sessions).set({ feedbackState: 'completed' }).where(eq(sessions.id, id));
        const r = await fetch(`${on(i).baseUrl}/api/sessions/${id}/feedback/retry`, {
          method: 'POST',
          headers: { cookie: member.cookie, origin: on(i).baseUrl },
        });
        statuses.push(r.status);
      }
      // Before: each process allowed 10, so all 14 went through.
      expect(statuses.filter((s) => s === 200)).toHaveLength(reportRegenerationsPerDay);
      expect(statuses.slice(reportRegenerationsPerDay)).toEqual([429, 429, 429, 429]);
    });

    it('keeps at most the per-visitor and the global analytics caps in all, whichever process takes the events', async () => {
      const db = env.database?.db;
      if (!db) throw new Error('no database handle');
      // 12 visitors send 400 page views each, half to each process: 4 800 events.
      const visitors = Array.from({ length: 12 }, (_, i) => `127.0.1.${i + 1}`);
      for (let round = 0; round < 8; round++) {
        const statuses = await Promise.all(
          visitors.map((address) => sendAnalyticsBatch(on(round).baseUrl, address, views(50))),
        );
        expect(new Set(statuses)).toEqual(new Set([204]));
      }
      const [row] = (await db.execute(sql`select count(*)::int as n from analytics_events where name = 'page_view'`))
        .rows as { n: number }[];
      // Before: each process kept 200 of each visitor's 400 (under its own 300), 4 800 in all. Now each visitor
      // gets 300 (3 600), and the service 3 000 a minute.
      expect(analyticsEventCaps).toMatchObject({ perVisitorPerHour: 300, globalPerMinute: 3000 });
      expect(row?.n).toBe(3000);
      // One visitor alone, after the others: the global minute is used up, so nothing more is kept.
      expect(await sendAnalyticsBatch(on(1).baseUrl, '127.0.2.1', views(10))).toBe(204);
      const [after] = (await db.execute(sql`select count(*)::int as n from analytics_events where name = 'page_view'`))
        .rows as { n: number }[];
      expect(after?.n).toBe(3000);
    });

    it('counts an account’s live checks an hour across processes', async () => {
      // LIVE_CHECKS_PER_HOUR=2: one on each process, then a third on either is refused.
      expect(await liveCheckCloseReason(on(0), member.cookie)).toBe('done');
      expect(await liveCheckCloseReason(on(1), member.cookie)).toBe('done');
      expect(await liveCheckCloseReason(on(0), member.cookie)).toBe('too_many_checks');
      expect(await liveCheckCloseReason(on(1), member.cookie)).toBe('too_many_checks');
    });
  },
);
