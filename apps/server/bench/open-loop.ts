/**
 * The load driver of `npm run bench:api`, run in its own process (`node open-loop.ts '<json args>'`) so its work
 * does not share the event loop of the server under test. It prints one JSON result on stdout.
 *
 * mode "open" (the default): an open-loop, evenly paced generator. Request i is due at t0 + i / rate whatever
 * happened to earlier ones, and is sent on a keep-alive undici Pool; its latency is measured from that due time,
 * not from when it actually left, so time spent queued behind slow responses (in the pool or in the server)
 * counts — no coordinated omission.
 * mode "sequential": one request at a time, `count` of them: the service time without any queue.
 */
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';

export interface DriveArgs {
  url: string;
  headers: Record<string, string>;
  mode?: 'open' | 'sequential';
  /** Requests per second (open mode). */
  rate?: number;
  /** Duration in seconds (open mode). */
  seconds?: number;
  /** Requests (sequential mode). */
  count?: number;
  /** Keep-alive connections in the pool (open mode); requests beyond them wait in the pool's queue. */
  connections?: number;
  /** A request not answered this long after it was due counts as a timeout. */
  timeoutMs?: number;
}

export interface DriveResult {
  sent: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Completed responses per second over the step (due time of the first request → last response). */
  achieved: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  /** Mean bytes of a response body as sent (compressed if the server compressed it). */
  meanBytes: number;
  /** Seconds from the first due time to the last response. */
  activeSeconds: number;
  /** Every answered request's latency, ms (for merging slices). */
  latencies: number[];
}

const args = JSON.parse(process.argv[2] ?? '{}') as DriveArgs;
const target = new URL(args.url);
const pool = new Pool(target.origin, {
  connections: args.mode === 'sequential' ? 1 : (args.connections ?? 32),
  pipelining: 1,
  keepAliveTimeout: 30_000,
  headersTimeout: args.timeoutMs ?? 10_000,
  bodyTimeout: args.timeoutMs ?? 10_000,
});
const requestPath = target.pathname + target.search;

const latencies: number[] = [];
let ok = 0;
let non2xx = 0;
let errors = 0;
let timeouts = 0;
let bytes = 0;
let lastDone = 0;

async function one(due: number): Promise<void> {
  try {
    const res = await pool.request({ method: 'GET', path: requestPath, headers: args.headers });
    for await (const chunk of res.body) bytes += (chunk as Buffer).length;
    const done = performance.now();
    lastDone = Math.max(lastDone, done);
    latencies.push(done - due);
    if (res.statusCode >= 200 && res.statusCode < 300) ok += 1;
    else non2xx += 1;
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    if (code.includes('TIMEOUT')) timeouts += 1;
    else errors += 1;
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function openLoop(rate: number, seconds: number): Promise<{ sent: number; t0: number }> {
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const inflight = new Set<Promise<void>>();
  const t0 = performance.now() + 20;
  let i = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      // Send everything that is due; a late timer means a few go out together, each still timed from its due time.
      while (i < total && t0 + i * interval <= now) {
        const p = one(t0 + i * interval);
        inflight.add(p);
        p.finally(() => inflight.delete(p));
        i += 1;
      }
      if (i >= total) resolve();
      else setTimeout(tick, Math.max(0, t0 + i * interval - performance.now()));
    };
    setTimeout(tick, 20);
  });
  await Promise.all(inflight);
  return { sent: total, t0 };
}

async function sequential(count: number): Promise<{ sent: number; t0: number }> {
  const t0 = performance.now();
  for (let i = 0; i < count; i += 1) await one(performance.now());
  return { sent: count, t0 };
}

const { sent, t0 } =
  args.mode === 'sequential'
    ? await sequential(args.count ?? 200)
    : await openLoop(args.rate ?? 50, args.seconds ?? 20);
await pool.close();

const sorted = latencies.sort((a, b) => a - b);
const round = (n: number) => Math.round(n * 100) / 100;
const result: DriveResult = {
  sent,
  ok,
  non2xx,
  errors,
  timeouts,
  achieved: round((ok + non2xx) / ((lastDone - t0) / 1000)),
  latencyMs: {
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? Number.NaN),
    mean: round(sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length)),
  },
  meanBytes: Math.round(bytes / Math.max(1, ok + non2xx)),
  activeSeconds: (lastDone - t0) / 1000,
  latencies: sorted.map(round),
};
process.stdout.write(`${JSON.stringify(result)}\n`);
