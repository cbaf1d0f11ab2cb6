import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app.ts';
import { latestCode, requestCode, signUpAndSignIn } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';

describe.each(testDatabases())('profile editing and e-mail change ($name)', (target) => {
  let ctx: Awaited<ReturnType<typeof target.create>>;
  let app: FastifyInstance;
  let carol: { cookie: string; userId: string };
  let dave: { cookie: string; userId: string };
  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    ctx = await target.create();
    app = await buildTestApp(ctx.database);
    carol = await signUpAndSignIn(app, 'carol@example.com', { profile: true });
    dave = await signUpAndSignIn(app, 'dave@example.com', { profile: true });
  });
  afterAll(async () => {
    await app.close();
    await ctx.drop();
  });

  it('saves every profile field, clears emptied ones, and only ever touches the caller’s own profile', async () => {
    const res = await send('PATCH', '/api/profile', carol.cookie, {
      nickname: '  캐롤 ',
      firstName: 'Carol',
      lastName: 'Kim',
      phone: '+82 10-1234-5678',
      location: 'Seoul',
      experienceYears: 7,
      specializations: ['yoga', 'pilates', 'yoga'],
      bio: 'Vinyasa teacher',
      experienceLevel: 'advanced',
      interests: ['meditation'],
      languages: ['ko', 'en'],
      visibility: 'public',
      notifyAnalysisComplete: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      userId: carol.userId,
      nickname: '캐롤',
      phone: '+82 10-1234-5678',
      experienceYears: 7,
      specializations: ['yoga', 'pilates'],
      languages: ['ko', 'en'],
      visibility: 'public',
      notifyAnalysisComplete: false,
    });
    const cleared = await send('PATCH', '/api/profile', carol.cookie, { firstName: '  ', phone: '' });
    expect(cleared.json()).toMatchObject({ firstName: null, phone: null, lastName: 'Kim' });
    const daves = (await send('GET', '/api/profile', dave.cookie)).json();
    expect(daves).toMatchObject({ userId: dave.userId, nickname: 'dave', bio: null, visibility: 'private' });
  });

  it('refuses invalid values and changes nothing', async () => {
    const bad = [
      { nickname: '   ' },
      { phone: 'call me' },
      { phone: '12' },
      { experienceYears: 81 },
      { experienceYears: 2.5 },
      { bio: 'x'.repeat(1001) },
      { specializations: ['juggling'] },
      { visibility: 'friends' },
    ];
    for (const body of bad) {
      const res = await send('PATCH', '/api/profile', carol.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect((await send('GET', '/api/profile', carol.cookie)).json().nickname).toBe('캐롤');
  });

  it('changes the e-mail only with the code sent to the new address', async () => {
    const req = (newEmail: string) => send('POST', '/api/account/email-change/request', carol.cookie, { newEmail });
    expect((await req('not-an-email')).json().error.code).toBe('invalid_email');
    expect((await req('CAROL@example.com')).json().error.code).toBe('same_email');
    const taken = await req('dave@example.com');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('email_already_registered');

    const sent = await req('carol.new@example.com');
    expect(sent.statusCode).toBe(200);
    expect((await req('carol.new@example.com')).json().error.code).toBe('resend_cooldown');
    const code = await latestCode(app, 'carol.new@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const verify = (c: string) =>
      send('POST', '/api/account/email-change/verify', carol.cookie, { newEmail: 'carol.new@example.com', code: c });
    const refused = await verify(wrong);
    expect(refused.json().error.code).toBe('invalid_code');
    // Another user cannot use Carol's code for Carol's new address.
    const stolen = await send('POST', '/api/account/email-change/verify', dave.cookie, {
      newEmail: 'carol.new@example.com',
      code,
    });
    expect(stolen.statusCode).toBe(400);

    const ok = await verify(code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ email: 'carol.new@example.com' });
    const me = await send('GET', '/api/me', carol.cookie);
    expect(me.json().user.email).toBe('carol.new@example.com');
    expect((await requestCode(app, 'carol@example.com', 'login')).json().error.code).toBe('user_not_found');
    expect((await requestCode(app, 'carol.new@example.com', 'login')).statusCode).toBe(200);
  });
});
