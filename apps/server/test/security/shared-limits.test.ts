import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { computeMetrics, processTranscript } from '@cuecoach/analysis';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { analyticsEventCaps } from '../../src/analytics/ingest-routes.ts';
import { sessions } from '../../src/db/schema/index.ts';
import { reportRegenerationsPerDay } from '../../src/sessions/report-regeneration.ts';
import { type Client, type ServerProcess, serverTargets, signUp, startServer } from './server-process.ts';

/**
 * Caps that cost money or move what an admin sees were counted in each API process's memory: behind two processes
 * on one database every one of them doubled. They are now counted in the database. Two processes on one
 * PostgreSQL (PGlite belongs to one process), and a client that alternates between them as a load balancer would.
 */
const shared = serverTargets().filter((t) => t.name === 'postgres');

const chromeUa =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

/** A batch of page views from a chosen loopback source address (another visitor, as far as the server can tell). */
function sendBatch(baseUrl: string, localAddress: string, count: number): Promise<number> {
  const now = Date.now();
  const payload = JSON.stringify({
    events: Array.from({ length: count }, () => ({ name: 'page_view', bucket: 'landing', path: '/', at: now })),
  });
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}/api/analytics/events`, {
      method: 'POST',
      localAddress,
      agent: false,
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'content-length': Buffer.byteLength(payload),
        'user-agent': chromeUa,
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** Opens a live check (Korean: no recogniser) and ends it; resolves with the close reason. */
function liveCheck(server: ServerProcess, cookie: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${server.port}/api/live-check`, {
      headers: { origin: server.baseUrl, cookie },
    });
    socket.on('open', () => socket.send(JSON.stringify({ type: 'start', language: 'ko' })));
    socket.on('message', (data) => {
      if ((JSON.parse(String(data)) as { type: string }).type === 'ready') {
        socket.send(JSON.stringify({ type: 'stop' }));
      }
    });
    socket.on('close', (_code, reason) => resolve(reason.toString()));
    socket.on('error', reject);
  });
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
      const id = randomUUID();
      await db.insert(sessions).values({
        id,
        userId: member.userId,
        uploadId: `upload-${id}`,
        title: 'A finished class',
        language: 'en',
        fileType: 'wav',
        originalFilename: 'class.wav',
        fileSizeBytes: 1000,
        durationSec: 60,
        status: 'completed',
        metrics: computeMetrics({
          durationSec: 60,
          speechRegions: [{ start: 0, end: 6 }],
          transcript: processTranscript([{ start: 0, end: 6, text: 'Breathe in and lift your arms. Now exhale.' }], {
            language: 'en',
          }),
          filledPauses: [],
          language: 'en',
        }),
        feedbackState: 'completed',
      });
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
        const statuses = await Promise.all(visitors.map((address) => sendBatch(on(round).baseUrl, address, 50)));
        expect(new Set(statuses)).toEqual(new Set([204]));
      }
      const [row] = (await db.execute(sql`select count(*)::int as n from analytics_events where name = 'page_view'`))
        .rows as { n: number }[];
      // Before: each process kept 200 of each visitor's 400 (under its own 300), 4 800 in all. Now each visitor
      // gets 300 (3 600), and the service 3 000 a minute.
      expect(analyticsEventCaps).toMatchObject({ perVisitorPerHour: 300, globalPerMinute: 3000 });
      expect(row?.n).toBe(3000);
      // One visitor alone, after the others: the global minute is used up, so nothing more is kept.
      expect(await sendBatch(on(1).baseUrl, '127.0.2.1', 10)).toBe(204);
      const [after] = (await db.execute(sql`select count(*)::int as n from analytics_events where name = 'page_view'`))
        .rows as { n: number }[];
      expect(after?.n).toBe(3000);
    });

    it('counts an account’s live checks an hour across processes', async () => {
      // LIVE_CHECKS_PER_HOUR=2: one on each process, then a third on either is refused.
      expect(await liveCheck(on(0), member.cookie)).toBe('done');
      expect(await liveCheck(on(1), member.cookie)).toBe('done');
      expect(await liveCheck(on(0), member.cookie)).toBe('too_many_checks');
      expect(await liveCheck(on(1), member.cookie)).toBe('too_many_checks');
    });
  },
);
