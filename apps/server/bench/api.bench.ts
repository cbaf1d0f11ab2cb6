/**
 * npm run bench:api — how the read API holds up under load. Seeds one user with 200 analysed sessions (each with
 * a 30-minute class's worth of segments and a full report, as real rows are), measures each endpoint's service
 * time one request at a time, then drives GET /api/sessions, GET /api/sessions/:id and GET /api/health at 50, 150
 * and 300 requests/s for BENCH_SECONDS (default 20) each from a separate driver process (open-loop.ts), and prints
 * p50/p99 latency, achieved rate, errors and the server's RSS, with the list / health p99 ratio at each rate.
 * The list is driven twice: as served (its page kept by the process until one of the user's sessions changes), and
 * from a second server on the same database that keeps nothing, so each page is read from the database. Each step
 * runs in BENCH_SLICE_SECONDS (5) turns, the endpoints taking turns, so they see the same machine load.
 * Requests carry a browser's accept-encoding (BENCH_ENCODING), so responses are compressed as the web app
 * receives them.
 *   Why not autocannon -R: it is not a pacer — each connection fires its per-second quota as fast as it can at the
 * start of every second and then idles, so p99 measured the queue of that burst (≈ burst × service time), not the
 * API at a steady rate. open-loop.ts sends request i at t0 + i / rate and times it from then (no coordinated omission).
 *   Database: in-memory PGlite, or PostgreSQL when DATABASE_URL (or BENCH_DATABASE_URL) is set.
 * Knobs: BENCH_SECONDS, BENCH_SLICE_SECONDS, BENCH_RATES (comma-separated), BENCH_ENDPOINTS
 * (list,list-db,detail,health), BENCH_SESSIONS, BENCH_CONNECTIONS (keep-alive pool, 32), BENCH_ENCODING.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { CoachingReport, Metrics, TranscriptSegment } from '@cuecoach/contracts';
import { buildApp } from '../src/app.ts';
import { sessions } from '../src/db/schema/index.ts';
import { testDatabases } from '../test/helpers/databases.ts';
import { startSessionsEnv } from '../test/helpers/sessions-env.ts';
import type { DriveArgs, DriveResult } from './open-loop.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const rates = (process.env.BENCH_RATES ?? '50,150,300').split(',').map(Number);
const sessionCount = Number(process.env.BENCH_SESSIONS ?? 200);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const dbUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (dbUrl) process.env.TEST_DATABASE_URL = dbUrl;
const target = testDatabases().find((t) => t.name === (dbUrl ? 'postgres' : 'pglite'));
if (!target) throw new Error('no database target');

const root = path.resolve(import.meta.dirname, '../../..');
interface SampleClass {
  metrics: Metrics;
  segments: TranscriptSegment[];
  report: CoachingReport;
}
const sample = JSON.parse(
  readFileSync(path.join(root, 'apps/web/src/features/sample-report/sample-data.json'), 'utf8'),
) as { classes: SampleClass[] };

const env = await startSessionsEnv(target, {
  startWorker: false,
  config: { LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent' },
});
const user = await env.user('bench@example.com');

// A real class from the sample report, its transcript repeated to 30 minutes (≈ 400 segments).
const base = sample.classes[0];
if (!base) throw new Error('sample-data.json has no class');
const segments = Array.from({ length: 30 }, (_, i) =>
  base.segments.map((s) => ({ ...s, start: s.start + i * 60, end: s.end + i * 60 })),
).flat();
const now = Date.now();
const rows = Array.from({ length: sessionCount }, (_, i) => ({
  userId: user.userId,
  uploadId: `bench-${i}`,
  title: `Morning flow ${i + 1}`,
  status: 'completed' as const,
  language: 'en' as const,
  style: 'vinyasa' as const,
  tags: ['bench'],
  recordedOn: new Date(now - i * 86_400_000).toISOString().slice(0, 10),
  fileType: 'mp3' as const,
  originalFilename: `class-${i}.mp3`,
  fileSizeBytes: 28_000_000,
  durationSec: 1800,
  attempt: 1,
  metrics: base.metrics,
  segments,
  report: base.report,
  feedbackState: 'completed' as const,
  createdAt: new Date(now - i * 60_000),
  completedAt: new Date(now - i * 60_000 + 90_000),
}));
for (let i = 0; i < rows.length; i += 50) await env.database.db.insert(sessions).values(rows.slice(i, i + 50));
const [first] = await env.database.db.select({ id: sessions.id }).from(sessions).limit(1);

// A second server on the same database that keeps no list pages (SESSION_LIST_CACHE_SECONDS=0): what a page costs
// when it is read from the database — the first request after one of the user's sessions changed, or every request
// on a deployment that cannot LISTEN.
const unkept = await buildApp({
  config: { ...env.config, SESSION_LIST_CACHE_SECONDS: 0 },
  database: env.database,
  storage: env.storage,
});
await unkept.listen({ port: 0, host: '127.0.0.1' });
const unkeptAddress = unkept.server.address();
const unkeptUrl = `http://127.0.0.1:${typeof unkeptAddress === 'object' && unkeptAddress ? unkeptAddress.port : 0}`;

const driver = path.join(import.meta.dirname, 'open-loop.ts');
// Asynchronously: the server under test runs in this process and must keep serving while the driver process loads it.
async function drive(args: DriveArgs): Promise<DriveResult> {
  const { stdout } = await promisify(execFile)(process.execPath, [driver, JSON.stringify(args)], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as DriveResult;
}

// What a browser sends: the responses are compressed as they would be for the web app.
const browserHeaders = {
  'accept-encoding': process.env.BENCH_ENCODING ?? 'gzip, deflate, br',
  accept: 'application/json',
};
const only = process.env.BENCH_ENDPOINTS?.split(',');
const endpoints = [
  {
    key: 'list',
    name: 'GET /api/sessions (page of 20)',
    url: `${env.baseUrl}/api/sessions?page=1&pageSize=20`,
    auth: true,
  },
  {
    key: 'list-db',
    name: '  the same, read each time',
    url: `${unkeptUrl}/api/sessions?page=1&pageSize=20`,
    auth: true,
  },
  { key: 'detail', name: 'GET /api/sessions/:id', url: `${env.baseUrl}/api/sessions/${first?.id}`, auth: true },
  { key: 'health', name: 'GET /api/health', url: `${env.baseUrl}/api/health`, auth: false },
]
  .filter((e) => !only || only.includes(e.key))
  .map((e) => ({ ...e, headers: e.auth ? { ...browserHeaders, cookie: user.cookie } : browserHeaders }));
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const ms = (n: number) => n.toFixed(1).padStart(8);

console.log(
  `bench:api — ${target.name}, ${sessionCount} sessions, ${seconds} s per step, open loop (${connections} connections), node ${process.version}, ${new Date().toISOString()}, load ${load()}`,
);
// Warm-up (not reported), then the service time of one request at a time: what the queue under load builds on.
for (const endpoint of endpoints)
  await drive({ url: endpoint.url, headers: endpoint.headers, mode: 'sequential', count: 200 });
console.log('\nsequential, 300 requests one at a time'.padEnd(35), '  mean ms', '  p50 ms', '  p99 ms', '   bytes');
for (const endpoint of endpoints) {
  const r = await drive({ url: endpoint.url, headers: endpoint.headers, mode: 'sequential', count: 300 });
  console.log(
    endpoint.name.padEnd(34),
    ms(r.latencyMs.mean),
    ms(r.latencyMs.p50),
    ms(r.latencyMs.p99),
    String(r.meanBytes).padStart(8),
  );
}
// Each endpoint's step is run as BENCH_SLICE_SECONDS slices, taking turns with the other endpoints', so all of them are
// measured across the same minute: on a shared machine the load of the moment otherwise decides the p99 ratio.
const slice = Math.min(seconds, Number(process.env.BENCH_SLICE_SECONDS ?? 5));
console.log(
  `\nopen loop, latency from each request's due time; ${seconds} s per endpoint and rate in ${slice} s turns`,
);
console.log(
  'endpoint'.padEnd(34),
  'rate',
  '  achieved',
  '  p50 ms',
  '  p99 ms',
  '  max ms',
  ' errors',
  '  RSS MB',
  '  load (1 min)',
);
for (const rate of rates) {
  const merged = endpoints.map(() => ({ latencies: [] as number[], answered: 0, failed: 0, active: 0, rss: 0 }));
  const loads: number[] = [];
  for (let done = 0; done < seconds; done += slice) {
    for (const [i, endpoint] of endpoints.entries()) {
      const r = await drive({
        url: endpoint.url,
        headers: endpoint.headers,
        rate,
        seconds: Math.min(slice, seconds - done),
        connections,
      });
      const m = merged[i];
      if (!m) continue;
      m.latencies.push(...r.latencies);
      m.answered += r.ok + r.non2xx;
      m.failed += r.errors + r.non2xx + r.timeouts;
      m.active += r.activeSeconds;
      m.rss = Math.max(m.rss, process.memoryUsage().rss);
      loads.push(os.loadavg()[0] ?? 0);
      if (process.env.BENCH_DEBUG) console.log(JSON.stringify({ ...r, latencies: undefined }));
    }
  }
  const p99s: number[] = [];
  for (const [i, endpoint] of endpoints.entries()) {
    const m = merged[i];
    if (!m) continue;
    const sorted = m.latencies.sort((a, b) => a - b);
    const at = (p: number) =>
      sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
    p99s.push(at(99));
    console.log(
      endpoint.name.padEnd(34),
      String(rate).padStart(4),
      (m.answered / m.active).toFixed(0).padStart(10),
      ms(at(50)),
      ms(at(99)),
      ms(sorted.at(-1) ?? Number.NaN),
      String(m.failed).padStart(7),
      (m.rss / 1e6).toFixed(0).padStart(8),
      `  ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
    );
  }
  const p99Of = (key: string) => p99s[endpoints.findIndex((e) => e.key === key)] ?? Number.NaN;
  const health = p99Of('health');
  const ratio = (key: string) => (p99Of(key) / health).toFixed(1);
  if (Number.isFinite(p99Of('list') / health))
    console.log(`  ${rate} req/s: list p99 / health p99 = ${ratio('list')}× (goal ≤ 3×; list p99 ≤ 50 ms idle)`);
  if (Number.isFinite(p99Of('list-db') / health))
    console.log(`  ${rate} req/s: read each time, p99 / health p99 = ${ratio('list-db')}×`);
}
await unkept.close();
await env.close();
await env.drop();
