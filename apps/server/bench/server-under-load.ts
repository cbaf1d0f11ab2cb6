import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testDatabases } from '../test/helpers/databases.ts';
import { type ServerProcess, startServer } from '../test/security/server-process.ts';

/**
 * What the load benches share: a real `npm start` process on a fresh database (PGlite in a temporary folder, or
 * BENCH_DATABASE_URL's PostgreSQL), and /api/health sampled 50 times a second to show what a flood costs everyone
 * else.
 */

export interface HealthSample {
  p50: number;
  p99: number;
  ok: number;
  sent: number;
  /** Failed requests by status or network error code, as `code ×count`. */
  failures: string[];
}

/** Asks /api/health every 20 ms for `seconds`, waiting for every answer, and returns the latency quantiles. */
export async function sampleHealth(baseUrl: string, seconds: number): Promise<HealthSample> {
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  const fail = (key: string) => {
    failures.set(key, (failures.get(key) ?? 0) + 1);
  };
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
          else fail(`HTTP ${res.status}`);
        })
        .catch((err: Error & { cause?: { code?: string } }) => fail(err.cause?.code ?? err.message))
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

export function formatHealth(r: HealthSample, seconds: number): string {
  const failed = r.failures.length ? `; failed: ${r.failures.join(', ')}` : '';
  return `p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.ok}/${r.sent} ok (${(r.ok / seconds).toFixed(0)} req/s)${failed}`;
}

/**
 * Runs `work` against a server process started with `env` on its own database and data folder, and removes both
 * afterwards. `databaseName` says which database it was, for the printed figures.
 */
export async function withBenchServer(
  env: Record<string, string>,
  work: (server: ServerProcess, databaseName: string) => Promise<void>,
): Promise<void> {
  if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const target = testDatabases().find((t) => t.name === (process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite'));
  if (!target) throw new Error('no database target');
  const db = await target.create();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cuecoach-bench-'));
  const server = await startServer({ dataDir, databaseUrl: db?.url, env });
  try {
    await work(server, db?.url ? 'PostgreSQL' : 'PGlite');
  } finally {
    await server.stop();
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
