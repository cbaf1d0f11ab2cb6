import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { authAccounts, creditLedger, users } from '../src/db/schema/index.ts';
import { buildTestApp } from './helpers/app.ts';
import { cookieFrom, signIn, signUpAndSignIn } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { type LocalOidcProvider, startLocalOidcProvider } from './helpers/local-oidc-provider.ts';
import { CookieJar, socialFlow } from './helpers/social-flow.ts';

const appOrigin = 'http://localhost:3999';
const client = { clientId: 'cuecoach-test', clientSecret: 'cuecoach-test-secret-0123456789' };

const { socialSignIn, errorOf } = socialFlow(appOrigin);

describe.each(testDatabases())('social sign-in through a real OpenID Connect provider ($name)', (target) => {
  let provider: LocalOidcProvider;
  let app: FastifyInstance;
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    provider = await startLocalOidcProvider({ ...client, redirectUris: [`${appOrigin}/api/auth/callback/oidc`] });
    const created = await target.create();
    database = created.database;
    drop = created.drop;
    app = await buildTestApp(database, {
      APP_ORIGIN: appOrigin,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: client.clientId,
      OIDC_CLIENT_SECRET: client.clientSecret,
      OIDC_NAME: 'Test IdP',
      ADMIN_EMAILS: 'boss+unverified@example.com,chief@example.com',
    });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await drop?.();
    await provider?.close();
  });

  async function me(jar: CookieJar) {
    return app.inject({ method: 'GET', url: '/api/me', headers: { cookie: jar.header() } });
  }

  async function grants(userId: string) {
    return database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'signup')));
  }

  it('lists the configured provider under its own name', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.json()).toEqual({ providers: [{ id: 'oidc', name: 'Test IdP' }] });
    const other = await app.inject({ method: 'POST', url: '/api/auth/social/google', payload: {} });
    expect(other.statusCode).toBe(404);
  });

  it('limits sign-in starts per IP (AUTH_SEND_LIMIT_PER_IP, 20 per 15 minutes)', async () => {
    const start = () =>
      app.inject({ method: 'POST', url: '/api/auth/social/oidc', payload: {}, remoteAddress: '10.9.9.9' });
    for (let i = 0; i < 20; i++) expect((await start()).statusCode).toBe(200);
    const refused = await start();
    expect(refused.statusCode).toBe(429);
    expect((refused.json() as { error: { code: string } }).error.code).toBe('rate_limited');
  });

  it('signs a new user up: onboarding next, a verified account in the chosen language, the signup grant once', async () => {
    const first = await socialSignIn(app, 'new.instructor@example.com', { locale: 'en' });
    expect(first.location).toBe(`${appOrigin}/onboarding`);
    const res = await me(first.jar);
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      user: { id: string; email: string; emailVerified: boolean; locale: string };
      profile: unknown;
    };
    expect(body.user).toMatchObject({ email: 'new.instructor@example.com', emailVerified: true, locale: 'en' });
    expect(body.profile).toBeNull();
    expect(await grants(body.user.id)).toHaveLength(1);

    // Signing in again is a sign-in to the same account: back to the page it came from, no second grant.
    const again = await socialSignIn(app, 'new.instructor@example.com', { from: '/sessions' });
    expect(again.location).toBe(`${appOrigin}/sessions`);
    expect(((await me(again.jar)).json() as { user: { id: string } }).user.id).toBe(body.user.id);
    expect(await grants(body.user.id)).toHaveLength(1);
    const [row] = await database.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row?.lastLoginAt).toBeInstanceOf(Date);
    expect(row?.locale).toBe('ko');
  });

  it('never follows a return address outside the app', async () => {
    const { location } = await socialSignIn(app, 'new.instructor@example.com', { from: '//evil.example/x' });
    expect(location).toBe(`${appOrigin}/dashboard`);
  });

  it('links a provider that verified the e-mail to the existing e-mail-code account', async () => {
    const { userId } = await signUpAndSignIn(app, 'linked@example.com');
    const { location, jar } = await socialSignIn(app, 'linked@example.com');
    expect(location).toBe(`${appOrigin}/dashboard`);
    expect(((await me(jar)).json() as { user: { id: string } }).user.id).toBe(userId);
    const accounts = await database.db.select().from(authAccounts).where(eq(authAccounts.userId, userId));
    expect(accounts.map((a) => a.providerId).sort()).toContain('oidc');
    expect(await grants(userId)).toHaveLength(1);
  });

  it('refuses to link an unverified provider e-mail to an existing account, and signs nobody in', async () => {
    const { userId } = await signUpAndSignIn(app, 'victim+unverified@example.com');
    const { location, jar } = await socialSignIn(app, 'victim+unverified@example.com');
    expect(location.startsWith(`${appOrigin}/auth/login?`)).toBe(true);
    expect(errorOf(location)).toBe('account_not_linked');
    expect((await me(jar)).statusCode).toBe(401);
    const accounts = await database.db.select().from(authAccounts).where(eq(authAccounts.userId, userId));
    expect(accounts.some((a) => a.providerId === 'oidc')).toBe(false);
  });

  it('creates an unverified new account without admin rights even for an ADMIN_EMAILS address', async () => {
    const { location, jar } = await socialSignIn(app, 'boss+unverified@example.com');
    expect(location).toBe(`${appOrigin}/onboarding`);
    const body = (await me(jar)).json() as { user: { emailVerified: boolean; role: string }; roles: string[] };
    expect(body.user.emailVerified).toBe(false);
    expect(body.roles).toEqual(['user']);
    const verified = await socialSignIn(app, 'chief@example.com');
    expect(((await me(verified.jar)).json() as { roles: string[] }).roles).toContain('admin');
  });

  it('hands an account made with an unverified provider e-mail to whoever proves the address by e-mail code', async () => {
    const squatter = await socialSignIn(app, 'owner+unverified@example.com');
    expect(squatter.location).toBe(`${appOrigin}/onboarding`);
    const id = ((await me(squatter.jar)).json() as { user: { id: string } }).user.id;

    const ownerCookie = await signIn(app, 'owner+unverified@example.com');
    const owner = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: ownerCookie } });
    expect((owner.json() as { user: { id: string; emailVerified: boolean } }).user).toMatchObject({
      id,
      emailVerified: true,
    });
    // The provider sign-in's session is gone, and the provider can no longer get in.
    expect((await me(squatter.jar)).statusCode).toBe(401);
    expect(await database.db.select().from(authAccounts).where(eq(authAccounts.userId, id))).toEqual([]);
    const again = await socialSignIn(app, 'owner+unverified@example.com');
    expect(errorOf(again.location)).toBe('account_not_linked');
  });

  it('comes back to the login page when the user cancels at the provider', async () => {
    const { location, jar } = await socialSignIn(app, 'never@example.com', { cancel: true });
    expect(errorOf(location)).toBe('access_denied');
    expect((await me(jar)).statusCode).toBe(401);
    const [row] = await database.db.select().from(users).where(eq(users.email, 'never@example.com'));
    expect(row).toBeUndefined();
  });

  it('refuses a callback that arrives in a browser that did not start the flow (state cookie missing)', async () => {
    const other = new CookieJar();
    const { location, callback } = await socialSignIn(app, 'csrf@example.com', { callbackJar: other });
    expect(callback.statusCode).toBe(302);
    expect(location.startsWith(`${appOrigin}/auth/login?`)).toBe(true);
    expect(errorOf(location)).toMatch(/state/);
    expect(cookieFrom(callback)).not.toMatch(/session_token/);
    const [row] = await database.db.select().from(users).where(eq(users.email, 'csrf@example.com'));
    expect(row).toBeUndefined();
  });

  it('refuses a forged state and a callback without one', async () => {
    const forged = await app.inject({ method: 'GET', url: '/api/auth/callback/oidc?code=abc&state=forged' });
    expect(errorOf(String(forged.headers.location))).toMatch(/state/);
    const none = await app.inject({ method: 'GET', url: '/api/auth/callback/oidc?code=abc' });
    expect(String(none.headers.location)).toMatch(/^http:\/\/localhost:3999\/auth\/login\?error=state_not_found/);
  });

  it('gives a suspended account no session', async () => {
    const first = await socialSignIn(app, 'suspended@example.com');
    const id = ((await me(first.jar)).json() as { user: { id: string } }).user.id;
    await database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, id));
    const { location, jar } = await socialSignIn(app, 'suspended@example.com');
    expect(errorOf(location)).toBe('account_suspended');
    expect((await me(jar)).statusCode).toBe(401);
  });
});

describe('social provider configuration', () => {
  const pairs = {
    google: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    kakao: ['KAKAO_CLIENT_ID', 'KAKAO_CLIENT_SECRET'],
    naver: ['NAVER_CLIENT_ID', 'NAVER_CLIENT_SECRET'],
  } as const;

  it('offers each named provider exactly when its client id and secret are set', () => {
    expect(loadConfig({}).socialProviders).toEqual([]);
    for (const [id, [idKey, secretKey]] of Object.entries(pairs)) {
      const ids = loadConfig({ [idKey]: 'id', [secretKey]: 'secret' }).socialProviders.map((p) => p.id);
      expect(ids).toEqual([id]);
      expect(() => loadConfig({ [idKey]: 'id' })).toThrow(new RegExp(`${idKey} and ${secretKey} — set both`));
      expect(() => loadConfig({ [secretKey]: 'secret' })).toThrow(new RegExp(idKey));
    }
    const all = loadConfig({
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 'g',
      KAKAO_CLIENT_ID: 'k',
      KAKAO_CLIENT_SECRET: 'k',
      NAVER_CLIENT_ID: 'n',
      NAVER_CLIENT_SECRET: 'n',
    }).socialProviders;
    expect(all.map((p) => [p.id, p.name])).toEqual([
      ['kakao', 'Kakao'],
      ['naver', 'Naver'],
      ['google', 'Google'],
    ]);
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example.com' })).toThrow(/OIDC_ISSUER, OIDC_CLIENT_ID/);
  });

  describe('at /api/auth/providers', () => {
    let database: Database;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      const [pglite] = testDatabases();
      ({ database, drop } = await pglite!.create());
    }, 120_000);
    afterAll(async () => drop?.());

    it.each(Object.entries(pairs))('lists %s only when configured', async (id, [idKey, secretKey]) => {
      const withIt = await buildTestApp(database, { [idKey]: 'client-id', [secretKey]: 'client-secret' });
      try {
        const res = await withIt.inject({ method: 'GET', url: '/api/auth/providers' });
        expect(res.json()).toEqual({ providers: [{ id, name: id[0]?.toUpperCase() + id.slice(1) }] });
        // The start answers the provider's real authorization address for this client.
        const start = await withIt.inject({ method: 'POST', url: `/api/auth/social/${id}`, payload: { locale: 'ko' } });
        expect(start.statusCode).toBe(200);
        const url = new URL((start.json() as { url: string }).url);
        expect(url.searchParams.get('client_id')).toBe('client-id');
        expect(url.searchParams.get('redirect_uri')).toBe(`http://localhost:3000/api/auth/callback/${id}`);
      } finally {
        await withIt.close();
      }
      const without = await buildTestApp(database);
      try {
        expect((await without.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ providers: [] });
      } finally {
        await without.close();
      }
    });
  });
});
