/**
 * npm run bench:api — how the read API holds up under load. Seeds one user with 200 analysed sessions (each with
 * a 30-minute class's worth of segments and a full report, as real rows are), then drives GET /api/sessions,
 * GET /api/sessions/:id and GET /api/health at 50, 150 and 300 requests/s for BENCH_SECONDS (default 20) each,
 * from a separate autocannon process, and prints p50/p99 latency, errors and the server's RSS.
 *   Database: in-memory PGlite, or PostgreSQL when DATABASE_URL (or BENCH_DATABASE_URL) is set.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sessions } from '../src/db/schema/index.ts';
import { testDatabases } from '../test/helpers/databases.ts';
import { startSessionsEnv } from '../test/helpers/sessions-env.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const rates = (process.env.BENCH_RATES ?? '50,150,300').split(',').map(Number);
const sessionCount = Number(process.env.BENCH_SESSIONS ?? 200);
const dbUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (dbUrl) process.env.TEST_DATABASE_URL = dbUrl;
const target = testDatabases().find((t) => t.name === (dbUrl ? 'postgres' : 'pglite'));
if (!target) throw new Error('no database target');

const root = path.resolve(import.meta.dirname, '../../..');
interface SampleClass {
  metrics: unknown;
  segments: { start: number; end: number; text: string }[];
  report: unknown;
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
  style: 'vinyasa',
  tags: ['bench'],
  recordedOn: new Date(now - i * 86_400_000).toISOString().slice(0, 10),
  fileType: 'mp3',
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

const autocannon = path.join(root, 'node_modules/autocannon/autocannon.js');
interface Result {
  latency: { p50: number; p99: number };
  requests: { average: number };
  errors: number;
  non2xx: number;
  timeouts: number;
}
// Asynchronously: the server under test runs in this process and must keep serving while autocannon drives it.
async function drive(url: string, rate: number, withCookie: boolean): Promise<Result> {
  const args = [autocannon, '--json', '-c', String(Math.max(10, rate / 5)), '-d', String(seconds), '-R', String(rate)];
  if (withCookie) args.push('-H', `cookie=${user.cookie}`);
  const { stdout } = await promisify(execFile)(process.execPath, [...args, url], { maxBuffer: 64 * 1024 * 1024 });
  const parsed = JSON.parse(stdout) as Result & { statusCodeStats?: unknown };
  if (process.env.BENCH_DEBUG) console.log(JSON.stringify(parsed.statusCodeStats));
  return parsed;
}

const endpoints = [
  { name: 'GET /api/sessions (page of 20)', url: `${env.baseUrl}/api/sessions?page=1&pageSize=20`, auth: true },
  { name: 'GET /api/sessions/:id', url: `${env.baseUrl}/api/sessions/${first?.id}`, auth: true },
  { name: 'GET /api/health', url: `${env.baseUrl}/api/health`, auth: false },
];
console.log(
  `bench:api — ${target.name}, ${sessionCount} sessions, ${seconds} s per step, node ${process.version}, ${new Date().toISOString()}`,
);
console.log('endpoint'.padEnd(34), 'rate', '  achieved', '  p50 ms', '  p99 ms', ' errors', '  RSS MB');
for (const rate of rates) {
  for (const endpoint of endpoints) {
    const r = await drive(endpoint.url, rate, endpoint.auth);
    const rss = (process.memoryUsage().rss / 1e6).toFixed(0);
    console.log(
      endpoint.name.padEnd(34),
      String(rate).padStart(4),
      r.requests.average.toFixed(0).padStart(10),
      String(r.latency.p50).padStart(8),
      String(r.latency.p99).padStart(8),
      String(r.errors + r.non2xx + r.timeouts).padStart(7),
      rss.padStart(8),
    );
  }
}
await env.close();
await env.drop();
