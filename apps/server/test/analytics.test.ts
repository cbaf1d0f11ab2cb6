import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepAnalytics } from '../src/analytics/retention-sweep.ts';
import { analyticsEvents, analyticsSalts, sessions, users } from '../src/db/schema/index.ts';
import { buildTestApp } from './helpers/app.ts';
import { signUpAndSignIn } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';

const chromeUa =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 UniqueUa/42';
const iphoneUa =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

const event = (over: Record<string, unknown> = {}) => ({
  name: 'page_view',
  bucket: 'landing',
  path: '/',
  at: Date.now(),
  ...over,
});

describe.each(testDatabases())('first-party analytics ($name)', (target) => {
  let ctx: Awaited<ReturnType<typeof target.create>>;
  let app: FastifyInstance;
  let admin: { cookie: string; userId: string };
  let member: { cookie: string; userId: string };

  const send = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = '203.0.113.77') =>
    app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: payload as Record<string, unknown>,
      headers: { 'user-agent': chromeUa, ...headers },
      remoteAddress,
    });
  const stored = () => ctx.database.db.select().from(analyticsEvents);
  const clear = () => ctx.database.db.delete(analyticsEvents);

  beforeAll(async () => {
    ctx = await target.create();
    app = await buildTestApp(ctx.database, { ADMIN_EMAILS: 'boss@example.com' });
    admin = await signUpAndSignIn(app, 'boss@example.com');
    member = await signUpAndSignIn(app, 'member@example.com');
  });
  afterAll(async () => {
    await app.close();
    await ctx.drop();
  });

  it('stores a batch with the path masked and a device class, but neither IP, user agent nor a cookie', async () => {
    await clear();
    const id = randomUUID();
    const res = await send(
      {
        events: [
          event({
            name: 'session_viewed',
            bucket: 'feedback',
            path: `/sessions/${id}`,
            props: { status: 'completed' },
          }),
          event({
            name: 'form_interaction',
            bucket: 'signup',
            path: '/auth/signup',
            props: { field: 'email', length: 17 },
          }),
        ],
      },
      { cookie: member.cookie },
    );
    expect(res.statusCode).toBe(204);
    expect(res.headers['set-cookie']).toBeUndefined();
    const rows = await stored();
    expect(rows.map((r) => [r.name, r.path, r.device])).toEqual([
      ['session_viewed', '/sessions/:id', 'desktop'],
      ['form_interaction', '/auth/signup', 'desktop'],
    ]);
    expect(rows[1]?.props).toEqual({ field: 'email', length: 17 });
    // Signed in: a daily hash, not the user id; the whole stored row holds no trace of the address or browser string.
    expect(rows[0]?.dailyUserHash).toMatch(/^[0-9a-f]{32}$/);
    const everything = JSON.stringify(rows);
    for (const secret of ['203.0.113.77', 'UniqueUa', member.userId, id]) expect(everything).not.toContain(secret);
  });

  it('keeps no purchase event sent by a browser: a purchase is a completed payment, which only the server knows', async () => {
    await clear();
    const res = await send({
      events: [
        event({ path: '/purchase-credits', bucket: 'retention' }),
        event({ name: 'purchase', bucket: 'retention', path: '/purchase-credits', props: { stage: 'viewed' } }),
      ],
    });
    expect(res.statusCode).toBe(204);
    expect((await stored()).map((r) => [r.name, r.path])).toEqual([['page_view', '/purchase-credits']]);
    // A batch holding nothing else keeps nothing.
    await clear();
    expect((await send({ events: [event({ name: 'purchase', bucket: 'retention' })] })).statusCode).toBe(204);
    expect(await stored()).toEqual([]);
  });

  it('accepts the text/plain body navigator.sendBeacon sends, and classes phones as mobile', async () => {
    await clear();
    const res = await app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: JSON.stringify({ events: [event({ name: 'scroll_depth', props: { percent: 50 } })] }),
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': iphoneUa },
    });
    expect(res.statusCode).toBe(204);
    const rows = await stored();
    expect(rows.map((r) => [r.name, r.device, r.dailyUserHash])).toEqual([['scroll_depth', 'mobile', null]]);
  });

  it('refuses events it does not know, form values, oversized batches and bodies', async () => {
    await clear();
    const bad = [
      { events: [event({ name: 'keystroke' })] },
      { events: [event({ bucket: 'admin-secret' })] },
      { events: [event({ path: '/sessions?email=a@b.c' })] },
      { events: [event({ props: { value: 'x'.repeat(81) } })] },
      { events: [event({ props: { nested: { a: 1 } } })] },
      { events: Array.from({ length: 51 }, () => event()) },
      { events: [] },
    ];
    for (const payload of bad) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    const huge = await send({ events: [event({ props: { a: 'x'.repeat(70_000) } })] });
    expect(huge.statusCode).toBe(413);
    expect(await stored()).toEqual([]);
  });

  it('keeps nothing when the browser sends Do Not Track or Global Privacy Control', async () => {
    await clear();
    expect((await send({ events: [event()] }, { dnt: '1' })).statusCode).toBe(204);
    expect((await send({ events: [event()] }, { 'sec-gpc': '1', cookie: member.cookie })).statusCode).toBe(204);
    expect(
      (await send({ events: [event()] }, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }))
        .statusCode,
    ).toBe(204);
    expect(await stored()).toEqual([]);
    expect((await send({ events: [event()] }, { dnt: '0' })).statusCode).toBe(204);
    expect(await stored()).toHaveLength(1);
  });

  it('limits batches per address and stores nothing when analytics is switched off', async () => {
    const limited = await buildTestApp(ctx.database, { ANALYTICS_BATCHES_PER_MINUTE: '2' });
    const off = await buildTestApp(ctx.database, { ANALYTICS_ENABLED: 'false' });
    try {
      await clear();
      const post = (a: FastifyInstance, ip: string) =>
        a.inject({
          method: 'POST',
          url: '/api/analytics/events',
          payload: { events: [event()] },
          headers: { 'user-agent': chromeUa },
          remoteAddress: ip,
        });
      expect((await post(limited, '198.51.100.1')).statusCode).toBe(204);
      expect((await post(limited, '198.51.100.1')).statusCode).toBe(204);
      const third = await post(limited, '198.51.100.1');
      expect(third.statusCode).toBe(429);
      expect(third.json().error.code).toBe('rate_limited');
      expect((await post(limited, '198.51.100.2')).statusCode).toBe(204);
      expect(await stored()).toHaveLength(3);
      await clear();
      expect((await post(off, '198.51.100.3')).statusCode).toBe(204);
      expect(await stored()).toEqual([]);
    } finally {
      await limited.close();
      await off.close();
    }
  });

  it('deletes events past the retention period and the salts of earlier days', async () => {
    await clear();
    const { db } = ctx.database;
    const now = new Date();
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
    const base = { name: 'page_view', bucket: 'landing', path: '/', device: 'desktop' };
    await db.insert(analyticsEvents).values([
      { ...base, occurredAt: daysAgo(91), receivedAt: daysAgo(91) },
      { ...base, occurredAt: daysAgo(89), receivedAt: daysAgo(89) },
      { ...base, occurredAt: now, receivedAt: now },
    ]);
    await db.insert(analyticsSalts).values({ day: daysAgo(1).toISOString().slice(0, 10), salt: 'yesterday' });
    expect(await sweepAnalytics(ctx.database, 90, now)).toBe(1);
    expect(await stored()).toHaveLength(2);
    expect(await sweepAnalytics(ctx.database, 30, now)).toBe(1);
    const salts = await db.select().from(analyticsSalts);
    expect(salts.map((s) => s.salt)).not.toContain('yesterday');
  });

  it('answers 401 signed out and 403 to a member on the admin figures', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/analytics' })).statusCode).toBe(401);
    const asMember = await app.inject({
      method: 'GET',
      url: '/api/admin/analytics',
      headers: { cookie: member.cookie },
    });
    expect(asMember.statusCode).toBe(403);
  });

  it('computes the funnel from the tables, daily active users and Web Vitals p75 per page bucket', async () => {
    await clear();
    const { db } = ctx.database;
    // Three more accounts: one with two recordings 3 days apart (one report), one with two 20 days apart, one none.
    const a = await signUpAndSignIn(app, 'funnel-a@example.com');
    const b = await signUpAndSignIn(app, 'funnel-b@example.com');
    await signUpAndSignIn(app, 'funnel-c@example.com');
    // An account from long ago is outside the 30-day cohort even with recordings.
    const old = await signUpAndSignIn(app, 'funnel-old@example.com');
    const { eq } = await import('drizzle-orm');
    await db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 60 * 86_400_000) })
      .where(eq(users.id, old.userId));
    const day = 86_400_000;
    const base = {
      language: 'en' as const,
      fileType: 'mp3' as const,
      originalFilename: 'a.mp3',
      fileSizeBytes: 10,
      title: 't',
    };
    const at = (d: number) => new Date(Date.now() - d * day);
    await db.insert(sessions).values([
      { ...base, userId: a.userId, uploadId: randomUUID(), status: 'completed', createdAt: at(10) },
      { ...base, userId: a.userId, uploadId: randomUUID(), status: 'failed', createdAt: at(7) },
      { ...base, userId: b.userId, uploadId: randomUUID(), status: 'uploaded', createdAt: at(25) },
      { ...base, userId: b.userId, uploadId: randomUUID(), status: 'uploaded', createdAt: at(5) },
      { ...base, userId: old.userId, uploadId: randomUUID(), status: 'completed', createdAt: at(1) },
    ]);
    // Landing views (two people, one twice), page views by two signed-in readers, Web Vitals on two buckets.
    await send({ events: [event(), event()] }, {}, '192.0.2.1');
    await send({ events: [event()] }, {}, '192.0.2.2');
    await send({ events: [event({ bucket: 'retention', path: '/dashboard' })] }, { cookie: a.cookie });
    await send({ events: [event({ bucket: 'retention', path: '/dashboard' })] }, { cookie: a.cookie });
    await send({ events: [event({ bucket: 'upload', path: '/upload' })] }, { cookie: b.cookie });
    const lcp = [1000, 2000, 3000, 4000, 5000].map((value) =>
      event({ name: 'performance_metrics', props: { metric: 'LCP', value } }),
    );
    await send({
      events: [
        ...lcp,
        event({ name: 'performance_metrics', bucket: 'feedback', props: { metric: 'CLS', value: 0.12 } }),
      ],
    });

    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/analytics?days=30',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Cohort: boss, member, a, b, c (old is outside); uploads: a, b; report: a; second within 14 days: a only.
    expect(body.funnel).toEqual([
      { step: 'landing', count: 3 },
      { step: 'signup', count: 5 },
      { step: 'firstUpload', count: 2 },
      { step: 'firstReport', count: 1 },
      { step: 'secondSession', count: 1 },
    ]);
    expect(body.dailyActive).toHaveLength(30);
    expect(body.dailyActive[29]).toEqual({ date: new Date().toISOString().slice(0, 10), users: 2 });
    expect(body.webVitals).toEqual([
      { bucket: 'feedback', metric: 'CLS', p75: 0.12, samples: 1 },
      { bucket: 'landing', metric: 'LCP', p75: 4000, samples: 5 },
    ]);
    expect(body.events.find((e: { name: string }) => e.name === 'page_view').count).toBe(6);
    expect(body).toMatchObject({ days: 30, retentionDays: 90, forwarding: 'off' });
  });

  it.each(['plausible', 'umami'] as const)(
    'forwards stored events to a local %s-compatible endpoint',
    async (protocol) => {
      const received: {
        path: string;
        ua: string | undefined;
        xff: string | undefined;
        body: Record<string, unknown>;
      }[] = [];
      const server = createServer((req: IncomingMessage, res) => {
        let raw = '';
        req.on('data', (c) => {
          raw += c;
        });
        req.on('end', () => {
          received.push({
            path: req.url ?? '',
            ua: req.headers['user-agent'],
            xff: req.headers['x-forwarded-for'] as string | undefined,
            body: JSON.parse(raw),
          });
          // Plausible answers 202 "ok"; Umami 200 with a JSON body.
          res.writeHead(protocol === 'plausible' ? 202 : 200).end(protocol === 'plausible' ? 'ok' : '{}');
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const port = (server.address() as AddressInfo).port;
      const endpoint = protocol === 'plausible' ? '/api/event' : '/api/send';
      const forwarding = await buildTestApp(ctx.database, {
        APP_ORIGIN: 'https://coach.example.com',
        ANALYTICS_FORWARD_URL: `http://127.0.0.1:${port}${endpoint}`,
        ANALYTICS_FORWARD_PROTOCOL: protocol,
        ANALYTICS_FORWARD_SITE: protocol === 'plausible' ? 'coach.example.com' : 'site-uuid-1',
      });
      try {
        const res = await forwarding.inject({
          method: 'POST',
          url: '/api/analytics/events',
          payload: {
            events: [
              event({ path: `/sessions/${randomUUID()}`, bucket: 'feedback' }),
              event({ name: 'dashboard_viewed', bucket: 'retention', path: '/dashboard', props: { sessions: 3 } }),
            ],
          },
          headers: { 'user-agent': chromeUa },
          remoteAddress: '203.0.113.9',
        });
        expect(res.statusCode).toBe(204);
        for (let i = 0; i < 100 && received.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
        expect(received.map((r) => r.path)).toEqual([endpoint, endpoint]);
        if (protocol === 'plausible') {
          expect(received.map((r) => r.body)).toEqual([
            {
              domain: 'coach.example.com',
              name: 'pageview',
              url: 'https://coach.example.com/sessions/:id',
              props: { bucket: 'feedback' },
            },
            {
              domain: 'coach.example.com',
              name: 'dashboard_viewed',
              url: 'https://coach.example.com/dashboard',
              props: { bucket: 'retention', sessions: 3 },
            },
          ]);
        } else {
          expect(received.map((r) => r.body)).toEqual([
            { type: 'event', payload: { website: 'site-uuid-1', hostname: 'coach.example.com', url: '/sessions/:id' } },
            {
              type: 'event',
              payload: {
                website: 'site-uuid-1',
                hostname: 'coach.example.com',
                url: '/dashboard',
                name: 'dashboard_viewed',
                data: { bucket: 'retention', sessions: 3 },
              },
            },
          ]);
        }
        // The reader's address and browser string stay here.
        for (const r of received) {
          expect(r.xff).toBeUndefined();
          expect(r.ua).not.toContain('UniqueUa');
        }
        const figures = await forwarding.inject({
          method: 'GET',
          url: '/api/admin/analytics',
          headers: { cookie: admin.cookie },
        });
        expect(figures.json().forwarding).toBe(protocol);
      } finally {
        await forwarding.close();
        await new Promise((resolve) => server.close(resolve));
      }
    },
  );
});
