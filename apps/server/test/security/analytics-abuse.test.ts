import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageView, sendAnalyticsBatch as sendBatch } from '../helpers/analytics-batch.ts';
import { type Client, type ServerProcess, serverTargets, signUp, startServer } from './server-process.ts';

/**
 * Forged analytics of the second probe: 10 addresses stored 60 000 events in 13 s, the landing count went from 3 to
 * 66 003, LCP p75 to 9.99e15 ms, and e-mail addresses and phone numbers were stored as sent.
 */
describe.each(serverTargets())('analytics abuse against a server process ($name)', { timeout: 300_000 }, (target) => {
  let env: Awaited<ReturnType<typeof target.create>>;
  let server: ServerProcess;
  let admin: Client;
  let sink: http.Server;
  const forwarded: string[] = [];

  beforeAll(async () => {
    sink = http.createServer((req, res) => {
      let body = '';
      req.on('data', (d) => {
        body += d;
      });
      req.on('end', () => {
        forwarded.push(body);
        res.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    env = await target.create();
    server = await startServer({
      dataDir: env.dataDir,
      databaseUrl: env.databaseUrl,
      env: {
        ADMIN_EMAILS: 'analyst@example.com',
        ANALYTICS_BATCHES_PER_MINUTE: '1000',
        ANALYTICS_FORWARD_URL: `http://127.0.0.1:${(sink.address() as AddressInfo).port}/api/event`,
        ANALYTICS_FORWARD_SITE: 'coach.example.com',
      },
    });
    admin = await signUp(server, 'analyst@example.com');
  }, 300_000);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await env?.drop();
    sink?.close();
  }, 300_000);

  const figures = async () =>
    (await (await admin.request('GET', '/api/admin/analytics?days=30')).json()) as {
      funnel: { step: string; count: number }[];
      webVitals: { bucket: string; metric: string; p75: number }[];
    };

  it('caps what one visitor and three visitors can store, and bounds Web Vitals', async () => {
    const now = Date.now();
    for (const address of ['127.0.0.2', '127.0.0.3', '127.0.0.4']) {
      for (let i = 0; i < 12; i++) {
        expect(
          await sendBatch(
            server.baseUrl,
            address,
            Array.from({ length: 50 }, () => pageView(now)),
          ),
        ).toBe(204);
      }
    }
    const landing = (await figures()).funnel.find((f) => f.step === 'landing')?.count ?? 0;
    // 1 800 sent; 300 kept per visitor, no more and no fewer.
    expect(landing).toBe(900);

    const lcp = (value: number) => ({
      name: 'performance_metrics',
      bucket: 'signup',
      path: '/signup',
      at: now,
      props: { metric: 'LCP', value },
    });
    expect(await sendBatch(server.baseUrl, '127.0.0.5', [lcp(9.99e15)])).toBe(400);
    expect(await sendBatch(server.baseUrl, '127.0.0.5', [lcp(1800), lcp(2100), lcp(999_999), lcp(999_999)])).toBe(204);
    const signupLcp = (await figures()).webVitals.find((v) => v.bucket === 'signup' && v.metric === 'LCP');
    expect(signupLcp?.p75).toBeLessThan(120_000);
  });

  it('keeps no e-mail address or phone number from a forged path or property', async () => {
    const status = await sendBatch(server.baseUrl, '127.0.0.6', [
      { name: 'page_view', bucket: 'other', path: '/u/alice.kim@example.com/010-1234-5678', at: Date.now() },
      {
        name: 'click_tracking',
        bucket: 'other',
        path: '/help',
        at: Date.now(),
        props: { target: 'write to bob%40example.org or call +82 10 9876 5432' },
      },
    ]);
    expect(status).toBe(204);
    // The first test's events may still be on their way to the sink: only this test's two count.
    const ours = () => forwarded.filter((b) => b.includes('/u/') || b.includes('click_tracking'));
    for (let i = 0; i < 200 && ours().length < 2; i++) await new Promise((r) => setTimeout(r, 100));
    const sent = ours().join('\n');
    expect(sent).toContain(':email');
    expect(sent).not.toMatch(/alice\.kim|example\.com\/010|bob|9876|1234-5678/);
  });
});
