/**
 * npm run bench:streams — one user opens 1 500 progress streams (GET /api/sessions/:id/events) against a real
 * server process while /api/health is asked 50 times a second; prints how many streams were held open and the
 * health latency p50/p99 (before streams were capped and pushed only on change, 1 500 of them left /api/health at
 * 5 of 50 req/s, p99 8 s on PGlite).
 * Two rounds: the per-user cap raised to 1 500 (every stream really held open: the cost of open streams), and the
 * default caps (what an attacker gets: 12 streams, the rest refused).
 *   BENCH_STREAMS (default 1500), BENCH_SECONDS (health sampling, default 10),
 *   BENCH_DATABASE_URL (default: PGlite in a temporary folder).
 */

import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testDatabases } from '../test/helpers/databases.ts';
import { testMedia } from '../test/helpers/media.ts';
import { tusClient } from '../test/helpers/tus-client.ts';
import { signUp, startServer } from '../test/security/server-process.ts';

const streams = Number(process.env.BENCH_STREAMS ?? 1500);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
const target = testDatabases().find((t) => t.name === (process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite'));
if (!target) throw new Error('no database target');
const media = testMedia();

function openStream(
  port: number,
  sessionId: string,
  cookie: string,
): Promise<{ status: number; req: http.ClientRequest }> {
  return new Promise((resolve) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: `/api/sessions/${sessionId}/events`, headers: { cookie }, agent: false },
      (res) => {
        res.on('data', () => {});
        res.on('error', () => {});
        resolve({ status: res.statusCode ?? 0, req });
      },
    );
    req.on('error', () => resolve({ status: 0, req }));
  });
}

async function sampleHealth(
  baseUrl: string,
): Promise<{ p50: number; p99: number; ok: number; sent: number; failures: string[] }> {
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  let ok = 0;
  const pending: Promise<void>[] = [];
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    const started = performance.now();
    pending.push(
      fetch(`${baseUrl}/api/health`)
        .then(async (res) => {
          await res.arrayBuffer();
          if (res.ok) ok += 1;
          else failures.set(`HTTP ${res.status}`, (failures.get(`HTTP ${res.status}`) ?? 0) + 1);
        })
        .catch((err: Error & { cause?: { code?: string } }) => {
          const key = err.cause?.code ?? err.message;
          failures.set(key, (failures.get(key) ?? 0) + 1);
        })
        .finally(() => latencies.push(performance.now() - started)),
    );
    await new Promise((r) => setTimeout(r, 20));
  }
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return {
    p50: at(0.5),
    p99: at(0.99),
    ok,
    sent: latencies.length,
    failures: [...failures].map(([k, n]) => `${k} ×${n}`),
  };
}

async function round(label: string, env: Record<string, string>) {
  const db = await target?.create();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cuecoach-bench-streams-'));
  const server = await startServer({ dataDir, databaseUrl: db?.url, env });
  try {
    const user = await signUp(server, 'bench@example.com');
    const uploaded = await tusClient(server.baseUrl, user.cookie).upload(media.wav, {
      filename: 'bench.wav',
      filetype: 'audio/wav',
      language: 'en',
    });
    const sessionId = uploaded.sessionId ?? '';
    const baseline = await sampleHealth(server.baseUrl);
    const opened: { status: number; req: http.ClientRequest }[] = [];
    for (let i = 0; i < streams; i += 100) {
      const batch = Math.min(100, streams - i);
      opened.push(
        ...(await Promise.all(Array.from({ length: batch }, () => openStream(server.port, sessionId, user.cookie)))),
      );
    }
    const held = opened.filter((s) => s.status === 200).length;
    const refused = opened.filter((s) => s.status === 429).length;
    const loaded = await sampleHealth(server.baseUrl);
    const fmt = (r: Awaited<ReturnType<typeof sampleHealth>>) =>
      `p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.ok}/${r.sent} ok (${(r.ok / seconds).toFixed(0)} req/s)${r.failures.length ? `; failed: ${r.failures.join(', ')}` : ''}`;
    console.log(`\n${label} (${db?.url ? 'PostgreSQL' : 'PGlite'})`);
    console.log(`  streams: ${streams} asked, ${held} held open, ${refused} refused with 429`);
    console.log(`  /api/health without streams: ${fmt(baseline)}`);
    console.log(`  /api/health with the streams open: ${fmt(loaded)}`);
    for (const s of opened) s.req.destroy();
  } finally {
    await server.stop();
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await round(`${streams} streams held open (STREAMS_PER_USER raised to ${streams})`, {
  STREAMS_PER_USER: String(streams),
  STREAMS_TOTAL: String(streams),
});
await round(`${streams} streams asked with the default caps`, {});
