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

import http from 'node:http';
import { testMedia } from '../test/helpers/media.ts';
import { tusClient } from '../test/helpers/tus-client.ts';
import { signUp } from '../test/security/server-process.ts';
import { formatHealth, sampleHealth, withBenchServer } from './server-under-load.ts';

const streams = Number(process.env.BENCH_STREAMS ?? 1500);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
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

async function round(label: string, env: Record<string, string>) {
  await withBenchServer(env, async (server, databaseName) => {
    const user = await signUp(server, 'bench@example.com');
    const uploaded = await tusClient(server.baseUrl, user.cookie).upload(media.wav, {
      filename: 'bench.wav',
      filetype: 'audio/wav',
      language: 'en',
    });
    const sessionId = uploaded.sessionId ?? '';
    const baseline = await sampleHealth(server.baseUrl, seconds);
    const opened: { status: number; req: http.ClientRequest }[] = [];
    for (let i = 0; i < streams; i += 100) {
      const batch = Math.min(100, streams - i);
      opened.push(
        ...(await Promise.all(Array.from({ length: batch }, () => openStream(server.port, sessionId, user.cookie)))),
      );
    }
    const held = opened.filter((s) => s.status === 200).length;
    const refused = opened.filter((s) => s.status === 429).length;
    const loaded = await sampleHealth(server.baseUrl, seconds);
    console.log(`\n${label} (${databaseName})`);
    console.log(`  streams: ${streams} asked, ${held} held open, ${refused} refused with 429`);
    console.log(`  /api/health without streams: ${formatHealth(baseline, seconds)}`);
    console.log(`  /api/health with the streams open: ${formatHealth(loaded, seconds)}`);
    for (const s of opened) s.req.destroy();
  });
}

await round(`${streams} streams held open (STREAMS_PER_USER raised to ${streams})`, {
  STREAMS_PER_USER: String(streams),
  STREAMS_TOTAL: String(streams),
});
await round(`${streams} streams asked with the default caps`, {});
