import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordLedgerEntry } from '../src/credits/ledger.ts';
import { sessions } from '../src/db/schema/index.ts';
import { buildTestApp } from './helpers/app.ts';
import { signUpAndSignIn } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';

describe.each(testDatabases())('admin dashboard KPIs and admin-only APIs ($name)', (target) => {
  let ctx: Awaited<ReturnType<typeof target.create>>;
  let app: FastifyInstance;
  let admin: { cookie: string; userId: string };
  let member: { cookie: string; userId: string };

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

  it('answers 403 to a signed-in user and 401 to nobody on every admin API', async () => {
    const urls = [
      ['GET', '/api/admin/stats'],
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/settings/signup-credits'],
      ['GET', '/api/admin/settings/retention'],
      ['GET', '/api/admin/settings/credit-rule'],
      ['GET', '/api/admin/settings/cost-policy'],
      ['GET', '/api/admin/settings/upload-limits'],
      ['GET', '/api/admin/settings/pace-limits'],
      ['GET', '/api/admin/purchases'],
      ['GET', '/api/admin/lexicon-terms'],
      ['PATCH', `/api/admin/users/${member.userId}`],
    ] as const;
    for (const [method, url] of urls) {
      const asMember = await app.inject({ method, url, headers: { cookie: member.cookie }, payload: {} });
      expect(asMember.statusCode, url).toBe(403);
      const anonymous = await app.inject({ method, url, payload: {} });
      expect(anonymous.statusCode, url).toBe(401);
    }
    // Writes with a valid body (an invalid one is refused by validation first, which writes nothing either).
    const writes = [
      ['/api/admin/settings/cost-policy', { freeBeta: false, contactEmail: null }],
      ['/api/admin/settings/upload-limits', { maxAudioMb: 1, maxVideoMb: 1 }],
      ['/api/admin/settings/pace-limits', { minWpm: 1, maxWpm: 2, maxSilenceRatio: 0.5 }],
    ] as const;
    for (const [url, payload] of writes) {
      const asMember = await app.inject({ method: 'PUT', url, headers: { cookie: member.cookie }, payload });
      expect(asMember.statusCode, url).toBe(403);
      expect((await app.inject({ method: 'PUT', url, payload })).statusCode, url).toBe(401);
    }
  });

  it('filters the user list by role and e-mail', async () => {
    const list = (url: string) =>
      app
        .inject({ method: 'GET', url, headers: { cookie: admin.cookie } })
        .then((r) => r.json().items.map((u: { email: string }) => u.email));
    expect(await list('/api/admin/users?role=admin')).toEqual(['boss@example.com']);
    expect(await list('/api/admin/users?role=user')).toEqual(['member@example.com']);
    expect(await list('/api/admin/users?q=MEMB')).toEqual(['member@example.com']);
    expect(await list('/api/admin/users?q=%25')).toEqual([]);
    expect(await list('/api/admin/users?status=active&role=user')).toEqual(['member@example.com']);
    expect(await list('/api/admin/users?status=suspended')).toEqual([]);
  });

  it('computes totals, success rate, processing time, credits and the 14-day trend from the tables', async () => {
    const { db } = ctx.database;
    const base = {
      userId: member.userId,
      language: 'en' as const,
      fileType: 'mp3' as const,
      originalFilename: 'a.mp3',
      fileSizeBytes: 10,
    };
    const now = new Date();
    await db.insert(sessions).values([
      { ...base, uploadId: randomUUID(), title: 'done 1', status: 'completed', processingMs: 60_000, completedAt: now },
      {
        ...base,
        uploadId: randomUUID(),
        title: 'done 2',
        status: 'completed',
        processingMs: 180_000,
        completedAt: now,
      },
      { ...base, uploadId: randomUUID(), title: 'failed', status: 'failed' },
      { ...base, uploadId: randomUUID(), title: 'waiting', status: 'uploaded' },
    ]);
    await recordLedgerEntry(db, {
      userId: member.userId,
      delta: -7,
      kind: 'consume',
      reason: 'analysis',
      idempotencyKey: 'k1',
    });
    await recordLedgerEntry(db, {
      userId: member.userId,
      delta: 2,
      kind: 'refund',
      reason: 'analysis_failed',
      idempotencyKey: 'k2',
    });

    const res = await app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats).toMatchObject({
      totalUsers: 2,
      totalSessions: 4,
      completedSessions: 2,
      failedSessions: 1,
      avgProcessingMinutes: 2,
      creditsGranted: 200,
      creditsConsumed: 7,
      creditsRefunded: 2,
      netCredits: 195,
      revenueKrw: 0,
    });
    expect(stats.successRate).toBeCloseTo(2 / 3);
    expect(stats.trend).toHaveLength(14);
    const today = stats.trend[13];
    expect(today.date).toBe(new Date().toISOString().slice(0, 10));
    expect(today).toMatchObject({ signups: 2, sessions: 4, completed: 2, creditsConsumed: 7 });
    expect(stats.trend[0].signups).toBe(0);
  });
  // Last: it adds users, which the KPI test above counts.
  it('pages through the user list with a total, newest first, without repeating anyone', async () => {
    for (const name of ['page-1', 'page-2', 'page-3']) await signUpAndSignIn(app, `${name}@example.com`);
    const page = async (offset: number) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/admin/users?limit=2&offset=${offset}`,
          headers: { cookie: admin.cookie },
        })
      ).json() as {
        items: { email: string }[];
        total: number;
      };
    const first = await page(0);
    expect(first.total).toBe(5);
    expect(first.items.map((u) => u.email)).toEqual(['page-3@example.com', 'page-2@example.com']);
    const rest = [...(await page(2)).items, ...(await page(4)).items].map((u) => u.email);
    expect(rest).toEqual(['page-1@example.com', 'member@example.com', 'boss@example.com']);
    expect((await page(6)).items).toEqual([]);
    const filtered = await app.inject({
      method: 'GET',
      url: '/api/admin/users?q=page&limit=1',
      headers: { cookie: admin.cookie },
    });
    // "page" matches the three page-n users only: the total follows the filter, not the table.
    expect(filtered.json().total).toBe(3);
    const one = await app.inject({
      method: 'GET',
      url: `/api/admin/users?id=${member.userId}&limit=1`,
      headers: { cookie: admin.cookie },
    });
    expect(one.json()).toMatchObject({ total: 1, items: [{ email: 'member@example.com' }] });
  });
});
