import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { acquireBoss } from '../../src/jobs/boss.ts';
import { type OpsServer, startOpsServer } from '../../src/observability/ops-server.ts';
import { createStorage } from '../../src/storage/storage.ts';
import { appCommit } from '../../src/version.ts';
import { testConfig } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { startTestS3, type TestS3 } from '../helpers/s3-server.ts';

const token = 'metrics-token-for-tests-0123456789';

/** The series docs/operate.md documents; each must be exposed (with HELP and TYPE) from the first scrape. */
const documentedSeries = [
  'cuecoach_build_info',
  'cuecoach_http_request_duration_seconds',
  'cuecoach_jobs',
  'cuecoach_queue_depth',
  'cuecoach_queue_oldest_wait_seconds',
  'cuecoach_workers_alive',
  'cuecoach_analysis_duration_seconds',
  'cuecoach_analysis_realtime_factor',
  'cuecoach_analyses_total',
  'cuecoach_live_streams',
  'cuecoach_model_downloads_total',
  'cuecoach_process_resident_memory_bytes',
];

describe('probes and metrics with recordings in S3', () => {
  const target = testDatabases()[0]!;
  let ctx: Awaited<ReturnType<typeof target.create>>;
  let s3: TestS3;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let ops: OpsServer;
  let boss: Awaited<ReturnType<typeof acquireBoss>>;

  beforeAll(async () => {
    ctx = await target.create();
    s3 = await startTestS3();
    const config = testConfig({ ...s3.config, METRICS_TOKEN: token });
    const storage = createStorage(config);
    app = await buildApp({ config, database: ctx.database, storage, statusCacheMs: 0 });
    await app.ready();
    // The queue exists once any process has started pg-boss (here: this one).
    boss = await acquireBoss(ctx.database, { retryLimit: 1 });
    ops = await startOpsServer({ host: '127.0.0.1', port: 0, database: ctx.database, storage });
  }, 120_000);
  afterAll(async () => {
    await ops?.close();
    await boss?.release();
    await app?.close();
    await ctx?.drop();
  });

  it('serves the documented series to a scraper with the token, and nobody else', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
    const wrong = await app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    await app.inject({ method: 'GET', url: '/api/health/live' });
    const res = await app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    for (const name of documentedSeries) expect(res.body).toContain(`# TYPE ${name} `);
    expect(res.body).toContain(`cuecoach_build_info{version="0.1.0",commit="${appCommit}"} 1`);
    expect(res.body).toMatch(
      /cuecoach_http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live",status="2xx"\} \d+/,
    );
    expect(res.body).toMatch(/cuecoach_jobs\{queue="session-analysis-ko",state="waiting"\} 0/);

    // The operations listener serves the same text without sign-in, on its own (private) port.
    const scraped = await fetch(`http://127.0.0.1:${ops.port}/metrics`);
    expect(scraped.status).toBe(200);
    for (const name of documentedSeries) expect(await scraped.clone().text()).toContain(`# TYPE ${name} `);
  });

  it('without METRICS_TOKEN the public metrics route does not exist', async () => {
    const plain = await buildApp({ config: testConfig(), database: ctx.database });
    await plain.ready();
    expect((await plain.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
    await plain.close();
  });

  it('readiness fails and liveness holds while the storage is unreachable', async () => {
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect((await fetch(`http://127.0.0.1:${ops.port}/health/ready`)).status).toBe(200);

    await s3.stop();
    const unready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(unready.statusCode).toBe(503);
    expect(unready.json()).toMatchObject({ status: 'unready', db: 'ok', storage: 'unusable' });
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 'ok', commit: appCommit });

    // The worker's own listener says the same.
    expect((await fetch(`http://127.0.0.1:${ops.port}/health/live`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 5100)); // its storage answer is kept 5 s
    const opsReady = await fetch(`http://127.0.0.1:${ops.port}/health/ready`);
    expect(opsReady.status).toBe(503);
    expect(await opsReady.json()).toMatchObject({ status: 'unready', storage: 'unusable' });
  });
});
