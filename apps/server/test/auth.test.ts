import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBalance } from '../src/credits/ledger.ts';
import type { Database } from '../src/db/client.ts';
import { authVerifications, users } from '../src/db/schema/index.ts';
import { buildTestApp } from './helpers/app.ts';
import { cookieFrom, ipFor, latestCode, requestCode, signIn, signUpAndSignIn, verifyCode } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';

/** Moves every stored code of this e-mail `seconds` into the past (as if that much time had gone by). */
async function age(database: Database, email: string, seconds: number) {
  await database.db
    .update(authVerifications)
    .set({ expiresAt: sql`${authVerifications.expiresAt} - make_interval(secs => ${seconds})` })
    .where(sql`${authVerifications.identifier} like ${`%-otp-${email}`}`);
}

const me = (app: FastifyInstance, cookie: string) => app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

describe.each(testDatabases())('accounts API on $name', (target) => {
  let ctx: Awaited<ReturnType<typeof target.create>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    ctx = await target.create();
    app = await buildTestApp(ctx.database, { ADMIN_EMAILS: 'boss@example.com' });
  });
  afterAll(async () => {
    await app.close();
    await ctx.drop();
  });

  it('refuses a login code for an unknown e-mail with user_not_found and sends nothing', async () => {
    const res = await requestCode(app, 'stranger@example.com', 'login');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('user_not_found');
    const box = await app.inject({ method: 'GET', url: '/dev/mailbox?format=json&to=stranger@example.com' });
    expect(box.json().messages).toEqual([]);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, 'stranger@example.com'));
    expect(row).toBeUndefined();
  });

  it('signs up through the code flow: account, session, default credits, no profile yet', async () => {
    const { cookie, userId } = await signUpAndSignIn(app, '  New.User@Example.com ');
    const res = await me(app, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { id: userId, email: 'new.user@example.com', role: 'user', status: 'active', emailVerified: true },
      profile: null,
      roles: ['user'],
      status: 'active',
    });
    expect(await getBalance(ctx.database.db, userId)).toBe(100);
    // Signing up again with the same address is refused and grants nothing more.
    const again = await requestCode(app, 'new.user@example.com', 'signup');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('email_already_registered');
    expect(await getBalance(ctx.database.db, userId)).toBe(100);
  });

  it('sets an httpOnly, SameSite=Lax session cookie (not Secure outside production)', async () => {
    await requestCode(app, 'cookie@example.com', 'signup');
    const res = await verifyCode(app, 'cookie@example.com', await latestCode(app, 'cookie@example.com'), 'signup');
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).join('\n');
    expect(setCookie).toMatch(/cuecoach\.session_token=[^;]+;.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
  });

  it('binds codes to their purpose: a sign-up code does not sign in, a login code does not sign up', async () => {
    await signUpAndSignIn(app, 'purpose@example.com');
    const login = await requestCode(app, 'purpose@example.com', 'login');
    expect(login.statusCode).toBe(200);
    const code = await latestCode(app, 'purpose@example.com');
    // Not a sign-up code, so no sign-up answer either: registration is told only to a sign-up code's holder.
    const asSignup = await verifyCode(app, 'purpose@example.com', code, 'signup');
    expect(asSignup.statusCode).toBe(400);
    expect(asSignup.json().error.code).toBe('invalid_code');
    const ok = await verifyCode(app, 'purpose@example.com', code, 'login');
    expect(ok.statusCode).toBe(200);
    // Single use.
    const reused = await verifyCode(app, 'purpose@example.com', code, 'login');
    expect(reused.json().error.code).toBe('invalid_code');

    await requestCode(app, 'fresh-purpose@example.com', 'signup');
    const signupCode = await latestCode(app, 'fresh-purpose@example.com');
    const asLogin = await verifyCode(app, 'fresh-purpose@example.com', signupCode, 'login');
    expect(asLogin.statusCode).toBe(400);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, 'fresh-purpose@example.com'));
    expect(row).toBeUndefined();
  });

  it('answers too_many_attempts at the 5th wrong code, after which even the right code is refused', async () => {
    const email = 'fumble@example.com';
    await requestCode(app, email, 'signup');
    const right = await latestCode(app, email);
    const wrong = right === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push((await verifyCode(app, email, wrong, 'signup')).json().error.code);
    expect(answers).toEqual(['invalid_code', 'invalid_code', 'invalid_code', 'invalid_code', 'too_many_attempts']);
    const late = await verifyCode(app, email, right, 'signup');
    expect(late.statusCode).toBe(400);
    expect(late.json().error.code).toBe('too_many_attempts');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toBeUndefined();
  });

  it('refuses an expired code with code_expired', async () => {
    const email = 'slow@example.com';
    await requestCode(app, email, 'signup');
    const code = await latestCode(app, email);
    await age(ctx.database, email, 601);
    const res = await verifyCode(app, email, code, 'signup');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('code_expired');
  });

  it('refuses a resend inside the 60 s cooldown; afterwards a new code replaces the old one with a fresh 600 s', async () => {
    const email = 'again@example.com';
    const first = await requestCode(app, email, 'signup');
    expect(first.statusCode).toBe(200);
    const { expiresAt, resendAvailableAt } = first.json();
    expect(expiresAt - resendAvailableAt).toBe(540_000);
    const oldCode = await latestCode(app, email);
    const tooSoon = await requestCode(app, email, 'signup');
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error).toMatchObject({ code: 'resend_cooldown' });
    expect(tooSoon.json().error.details.retryAfterSec).toBeGreaterThan(50);

    await age(ctx.database, email, 61);
    const resent = await requestCode(app, email, 'signup');
    expect(resent.statusCode).toBe(200);
    expect(resent.json().expiresAt - Date.now()).toBeGreaterThan(590_000);
    const newCode = await latestCode(app, email);
    if (newCode !== oldCode) {
      expect((await verifyCode(app, email, oldCode, 'signup')).json().error.code).toBe('invalid_code');
    }
    expect((await verifyCode(app, email, newCode, 'signup')).statusCode).toBe(200);
  });

  it('rate-limits code requests per IP with 429 rate_limited', async () => {
    const ip = '203.0.113.9';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await requestCode(app, `flood${i}@example.com`, 'login', ip)).statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    const last = await requestCode(app, 'flood-last@example.com', 'login', ip);
    expect(last.statusCode).toBe(429);
    expect(last.json().error.code).toBe('rate_limited');
    expect(last.json().error.details.retryAfterSec).toBeGreaterThan(0);
    // Another address is unaffected.
    expect((await requestCode(app, 'flood-last@example.com', 'login', '203.0.113.10')).statusCode).toBe(404);
  });

  it('counts wrong checks per code, not per address: twenty of them do not block the next right code', async () => {
    const email = 'guesser@example.com';
    const codes: string[] = [];
    for (let round = 0; round < 5; round++) {
      await age(ctx.database, email, 61);
      expect((await requestCode(app, email, 'signup', `198.51.100.${round}`)).statusCode).toBe(200);
      // The last code: four wrong tries from elsewhere, then its requester's right one.
      const from = round === 4 ? '203.0.113.9' : `198.51.100.${round}`;
      for (let i = 0; i < 4; i++)
        codes.push((await verifyCode(app, email, '999999', 'signup', from)).json().error.code);
    }
    expect(codes.every((c) => c === 'invalid_code')).toBe(true);
    const right = await verifyCode(app, email, await latestCode(app, email), 'signup', '198.51.100.4');
    expect(right.statusCode).toBe(200);
  });

  it('keeps a suspended account out: no code, no sign-in, existing sessions refused', async () => {
    const email = 'suspended@example.com';
    const { cookie, userId } = await signUpAndSignIn(app, email);
    await ctx.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, userId));
    const res = await requestCode(app, email, 'login');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'account_suspended' });
    const session = await me(app, cookie);
    expect(session.statusCode).toBe(403);
    expect(session.json().error.code).toBe('account_suspended');
  });

  it('refuses cross-origin mutations (CSRF) and accepts same-origin ones', async () => {
    const evil = await app.inject({
      method: 'POST',
      url: '/api/auth/code/request',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'x@example.com', purpose: 'login' },
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().error.code).toBe('csrf_rejected');
    const noOriginButCrossSite = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(noOriginButCrossSite.statusCode).toBe(403);
    const same = await app.inject({
      method: 'POST',
      url: '/api/auth/code/request',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
      payload: { email: 'x@example.com', purpose: 'login' },
      remoteAddress: '192.0.2.50',
    });
    expect(same.statusCode).toBe(404);
  });

  it('checks the admin role on the server: 403 for a user, 200 for an ADMIN_EMAILS account', async () => {
    const user = await signUpAndSignIn(app, 'plain@example.com');
    const refused = await app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: user.cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
    const anonymous = await app.inject({ method: 'GET', url: '/api/admin/users' });
    expect(anonymous.statusCode).toBe(401);

    const boss = await signUpAndSignIn(app, 'Boss@Example.com');
    expect((await me(app, boss.cookie)).json().roles).toEqual(['user', 'admin']);
    const list = await app.inject({ method: 'GET', url: '/api/admin/users?q=plain', headers: { cookie: boss.cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([
      expect.objectContaining({ email: 'plain@example.com', role: 'user', status: 'active', creditBalance: 100 }),
    ]);
    const setGrant = await app.inject({
      method: 'PUT',
      url: '/api/admin/settings/signup-credits',
      headers: { cookie: boss.cookie },
      payload: { amount: 30 },
    });
    expect(setGrant.statusCode).toBe(200);
    const later = await signUpAndSignIn(app, 'later@example.com');
    expect(await getBalance(ctx.database.db, later.userId)).toBe(30);
  });

  it('signs out locally, of other devices, or everywhere', async () => {
    const email = 'devices@example.com';
    const laptop = await signUpAndSignIn(app, email);
    const phone = await signIn(app, email);
    expect((await me(app, laptop.cookie)).statusCode).toBe(200);
    expect((await me(app, phone)).statusCode).toBe(200);

    const global = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: laptop.cookie },
      payload: { scope: 'global' },
    });
    expect(global.statusCode).toBe(200);
    expect(String(global.headers['set-cookie'])).toMatch(/session_token=;/);
    expect((await me(app, phone)).statusCode).toBe(401);
    expect((await me(app, laptop.cookie)).statusCode).toBe(401);

    // "others" keeps this browser signed in; "local" ends only this browser.
    await age(ctx.database, email, 61);
    const a = await signIn(app, email);
    const other = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: a },
      payload: { scope: 'others' },
    });
    expect(other.statusCode).toBe(200);
    expect((await me(app, a)).statusCode).toBe(200);
    const local = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: a } });
    expect(local.statusCode).toBe(200);
    expect((await me(app, a)).statusCode).toBe(401);
    // Signing out without a session still answers (the web goes home either way).
    expect((await app.inject({ method: 'POST', url: '/api/auth/sign-out' })).statusCode).toBe(200);
  });

  it('creates the profile in onboarding only with both consents, once', async () => {
    const { cookie } = await signUpAndSignIn(app, 'onboard@example.com');
    const payload = { nickname: '요가쌤', language: 'ko', experienceLevel: 'advanced', interests: ['yoga', 'yoga'] };
    const noPrivacy = await app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: { cookie },
      payload: { ...payload, acceptTerms: true, acceptPrivacy: false },
    });
    expect(noPrivacy.statusCode).toBe(400);
    expect((await me(app, cookie)).json().profile).toBeNull();
    const created = await app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: { cookie },
      payload: { ...payload, acceptTerms: true, acceptPrivacy: true },
    });
    expect(created.statusCode).toBe(201);
    expect((await me(app, cookie)).json().profile).toMatchObject({
      nickname: '요가쌤',
      experienceLevel: 'advanced',
      interests: ['yoga'],
    });
    const twice = await app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: { cookie },
      payload: { ...payload, acceptTerms: true, acceptPrivacy: true },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('answers 401 to /api/me without a session and keeps better-auth routes other than session reads closed', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    const signUpEmail = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'bypass@example.com', password: 'password123', name: 'x' },
    });
    expect(signUpEmail.statusCode).toBe(404);
    const sendOtp = await app.inject({
      method: 'POST',
      url: '/api/auth/email-otp/send-verification-otp',
      payload: { email: 'plain@example.com', type: 'sign-in' },
      remoteAddress: ipFor('x'),
    });
    expect(sendOtp.statusCode).toBe(404);
    const { cookie } = await signUpAndSignIn(app, 'session-read@example.com');
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.email).toBe('session-read@example.com');
    expect(cookieFrom(session)).toBe('');
  });
});
