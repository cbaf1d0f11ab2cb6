import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../../src/db/schema/index.ts';
import { buildTestApp } from '../helpers/app.ts';
import { latestCode, requestCode, signUpAndSignIn, verifyCode } from '../helpers/auth.ts';
import { testDatabases } from '../helpers/databases.ts';

/**
 * In process: cooldown refusals do not lock the address's owner out, a NUL in text
 * is a 400 rather than a 500, and `_` in a search is a literal underscore.
 */
describe.each(testDatabases())('input and limit rules ($name)', { timeout: 300_000 }, (target) => {
  let ctx: Awaited<ReturnType<typeof target.create>>;
  let app: FastifyInstance;
  let erin: { cookie: string; userId: string };

  beforeAll(async () => {
    ctx = await target.create();
    app = await buildTestApp(ctx.database);
    erin = await signUpAndSignIn(app, 'erin@example.com', { profile: true });
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await ctx?.drop();
  }, 300_000);
  afterEach(() => {
    vi.useRealTimers();
  });

  it('requests refused for the resend cooldown do not count against the address (from any IP)', async () => {
    const victim = 'victim@example.com';
    await signUpAndSignIn(app, victim);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 120_000 });
    expect((await requestCode(app, victim, 'login', '10.0.0.1')).statusCode).toBe(200);
    // An attacker asks again and again from other addresses: each is refused for the cooldown.
    for (let i = 0; i < 8; i++) {
      const res = await requestCode(app, victim, 'login', `10.1.0.${i + 2}`);
      expect(res.json()).toMatchObject({ error: { code: 'resend_cooldown' } });
    }
    // After the cooldown the owner still gets codes (the per-e-mail limit counts codes really sent).
    for (let round = 1; round <= 3; round++) {
      vi.setSystemTime(Date.now() + 61_000);
      expect((await requestCode(app, victim, 'login', '10.0.0.1')).statusCode).toBe(200);
    }
    const code = await latestCode(app, victim);
    expect((await verifyCode(app, victim, code, 'login', '10.0.0.1')).statusCode).toBe(200);
  });

  it('answers a NUL in a bio or a title with 400 validation_failed, not 500', async () => {
    const bio = await app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie: erin.cookie },
      payload: { bio: 'yoga\u0000teacher' },
    });
    expect(bio.statusCode).toBe(400);
    expect(bio.json()).toMatchObject({
      error: { code: 'validation_failed', details: { issues: [{ path: '/bio' }] } },
    });
    const profile = await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: erin.cookie } });
    expect(profile.json()).toMatchObject({ bio: null });
    const search = await app.inject({
      method: 'GET',
      url: '/api/sessions?q=a%00b',
      headers: { cookie: erin.cookie },
    });
    expect(search.statusCode).toBe(400);
  });

  it('searches `_` and `%` literally', async () => {
    const row = (title: string, n: number) => ({
      userId: erin.userId,
      uploadId: `search-${n}`,
      title,
      language: 'en' as const,
      fileType: 'wav' as const,
      originalFilename: `${title}.wav`,
      fileSizeBytes: 1,
      storagePath: `sessions/x/${n}/original.wav`,
    });
    await ctx.database.db.insert(sessions).values([row('warm_up', 1), row('warm up', 2), row('100% flow', 3)]);
    const titles = async (q: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/sessions?q=${encodeURIComponent(q)}`,
        headers: { cookie: erin.cookie },
      });
      return (res.json() as { items: { title: string }[] }).items.map((i) => i.title).sort();
    };
    expect(await titles('_')).toEqual(['warm_up']);
    expect(await titles('m_u')).toEqual(['warm_up']);
    expect(await titles('%')).toEqual(['100% flow']);
  });
});
