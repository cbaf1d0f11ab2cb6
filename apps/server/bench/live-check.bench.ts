/**
 * npm run bench:live-check — four accounts flood live microphone checks (/api/live-check) of a real server process,
 * each sending 60 s of audio as fast as the socket takes it and starting a new check as soon as one ends, while
 * /api/health is asked 50 times a second; prints the health latency p50/p99 with and without the flood.
 * Two rounds: the real-time frame budget opened (LIVE_CHECK_BURST_SECONDS=3600, LIVE_CHECKS_PER_HOUR raised: the
 * server before the budget, which the second round of the security probe measured at p99 535–787 ms), and the
 * defaults. Korean checks: levels and VAD on the event loop, no Whisper (the embedded recogniser is English only),
 * so the figures are the event loop's alone.
 *   BENCH_SECONDS (health sampling, default 10), BENCH_DATABASE_URL (default: PGlite in a temporary folder).
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { testDatabases } from '../test/helpers/databases.ts';
import { signUp, startServer } from '../test/security/server-process.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
const target = testDatabases().find((t) => t.name === (process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite'));
if (!target) throw new Error('no database target');

/** 100 ms of a tone under noise: VAD and the level meter run on it as on a real room. */
const message = (() => {
  const b = Buffer.alloc(3200);
  for (let i = 0; i < 1600; i++) {
    const v = 2000 * Math.sin((2 * Math.PI * 220 * i) / 16000) + 600 * (Math.random() * 2 - 1);
    b.writeInt16LE(Math.round(v), i * 2);
  }
  return b;
})();

/** One check: start, 60 s of audio at once; resolves with the close reason. */
function floodOnce(url: string, origin: string, cookie: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { headers: { origin, cookie } });
    socket.on('open', () => socket.send(JSON.stringify({ type: 'start', language: 'ko' })));
    socket.on('message', (data) => {
      if ((JSON.parse(String(data)) as { type: string }).type !== 'ready') return;
      for (let i = 0; i < 600 && socket.readyState === socket.OPEN; i++) socket.send(message);
    });
    socket.on('close', (_code, reason) => resolve(reason.toString() || 'closed'));
    socket.on('error', () => resolve('error'));
  });
}

async function sampleHealth(baseUrl: string): Promise<{ p50: number; p99: number; ok: number; sent: number }> {
  const latencies: number[] = [];
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
        })
        .catch(() => {})
        .finally(() => latencies.push(performance.now() - started)),
    );
    await new Promise((r) => setTimeout(r, 20));
  }
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return { p50: at(0.5), p99: at(0.99), ok, sent: latencies.length };
}

async function round(label: string, env: Record<string, string>) {
  const db = await target?.create();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cuecoach-bench-live-'));
  const server = await startServer({ dataDir, databaseUrl: db?.url, env });
  try {
    const users = [];
    for (const name of ['ana', 'bo', 'cy', 'dee']) users.push(await signUp(server, `${name}@example.com`));
    const url = `ws://127.0.0.1:${server.port}/api/live-check`;
    const baseline = await sampleHealth(server.baseUrl);
    let flooding = true;
    const reasons = new Map<string, number>();
    const floods = users.map(async (user) => {
      while (flooding) {
        const reason = await floodOnce(url, server.baseUrl, user.cookie);
        reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
        // A refused check (the hourly limit) is asked again a moment later, as an attacker would.
        if (reason === 'too_many_checks') await new Promise((r) => setTimeout(r, 200));
      }
    });
    const loaded = await sampleHealth(server.baseUrl);
    flooding = false;
    await Promise.all(floods);
    const fmt = (r: Awaited<ReturnType<typeof sampleHealth>>) =>
      `p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.ok}/${r.sent} ok`;
    console.log(`\n${label} (${db?.url ? 'PostgreSQL' : 'PGlite'})`);
    console.log(`  /api/health, no checks: ${fmt(baseline)}`);
    console.log(`  /api/health, 4 accounts flooding: ${fmt(loaded)}`);
    console.log(`  checks ended: ${[...reasons].map(([r, n]) => `${r} ×${n}`).join(', ')}`);
  } finally {
    await server.stop();
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await round('Frame budget opened (as before the budget)', {
  LIVE_CHECK_BURST_SECONDS: '3600',
  LIVE_CHECKS_PER_HOUR: '100000',
});
await round('Default limits (5 s burst, 20 checks per account per hour)', {});
