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

import WebSocket from 'ws';
import { signUp } from '../test/security/server-process.ts';
import { formatHealth, sampleHealth, withBenchServer } from './server-under-load.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);

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

async function round(label: string, env: Record<string, string>) {
  await withBenchServer(env, async (server, databaseName) => {
    const users = [];
    for (const name of ['ana', 'bo', 'cy', 'dee']) users.push(await signUp(server, `${name}@example.com`));
    const url = `ws://127.0.0.1:${server.port}/api/live-check`;
    const baseline = await sampleHealth(server.baseUrl, seconds);
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
    const loaded = await sampleHealth(server.baseUrl, seconds);
    flooding = false;
    await Promise.all(floods);
    console.log(`\n${label} (${databaseName})`);
    console.log(`  /api/health, no checks: ${formatHealth(baseline, seconds)}`);
    console.log(`  /api/health, 4 accounts flooding: ${formatHealth(loaded, seconds)}`);
    console.log(`  checks ended: ${[...reasons].map(([r, n]) => `${r} ×${n}`).join(', ')}`);
  });
}

await round('Frame budget opened (as before the budget)', {
  LIVE_CHECK_BURST_SECONDS: '3600',
  LIVE_CHECKS_PER_HOUR: '100000',
});
await round('Default limits (5 s burst, 20 checks per account per hour)', {});
