import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, profiles, sessions, users } from '../src/db/schema/index.ts';
import { ipFor, requestCode, signIn } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { testMedia } from './helpers/media.ts';
import { type SessionsEnv, startSessionsEnv, type TestUser } from './helpers/sessions-env.ts';

const media = testMedia();

describe.each(testDatabases())('account data: export and deletion ($name)', (target) => {
  let env: SessionsEnv & { drop(): Promise<void> };
  let alice: TestUser;
  let bob: TestUser;
  let aliceSession: string;
  let bobSession: string;

  async function upload(user: TestUser, title: string): Promise<string> {
    const res = await user.tus.upload(media.mp3, {
      filename: 'class.mp3',
      filetype: 'audio/mpeg',
      language: 'en',
      title,
    });
    if (!res.sessionId) throw new Error(`upload failed: ${res.last?.body}`);
    return res.sessionId;
  }
  const objectsDir = (userId: string) => path.join(env.storageDir, 'objects', 'sessions', encodeURIComponent(userId));

  beforeAll(async () => {
    env = await startSessionsEnv(target, { startWorker: false });
    alice = await env.user('alice@example.com', 50);
    bob = await env.user('bob@example.com', 50);
    for (const u of [alice, bob]) {
      await u.post('/api/profile', { nickname: 'n', language: 'ko', acceptTerms: true, acceptPrivacy: true });
    }
    aliceSession = await upload(alice, 'Alice class');
    bobSession = await upload(bob, 'Bob class');
  });
  afterAll(async () => {
    await env?.close();
    await env?.drop();
  });

  it('exports my own data as a JSON download, without internal paths and without anyone else’s', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie: alice.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="cuecoach-data-\d{4}-\d{2}-\d{2}\.json"/);
    const data = res.json();
    expect(data.account.email).toBe('alice@example.com');
    expect(data.profile.nickname).toBe('n');
    expect(data.sessions.map((s: { id: string }) => s.id)).toEqual([aliceSession]);
    expect(data.sessions[0].title).toBe('Alice class');
    expect(data.sessions[0].storagePath).toBeUndefined();
    expect(data.creditLedger.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toContain(bobSession);
    const anonymous = await env.app.inject({ method: 'GET', url: '/api/account/export' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a deletion without a reason, or "other" without a detail', async () => {
    expect((await alice.post('/api/account/deletion', {})).status).toBe(400);
    expect((await alice.post('/api/account/deletion', { reason: 'bored' })).status).toBe(400);
    const other = await alice.post('/api/account/deletion', { reason: 'other', detail: '   ' });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ error: { code: 'validation_failed' } });
    // Nothing happened.
    expect((await alice.get('/api/profile')).status).toBe(200);
    expect((await alice.get(`/api/sessions/${aliceSession}`)).status).toBe(200);
  });

  it('deletes sessions, files, profile and every sign-in; keeps the account row (deletion_requested) and the ledger', async () => {
    const secondDevice = await signIn(env.app, 'alice@example.com');
    expect(existsSync(objectsDir(alice.userId))).toBe(true);
    const ledgerBefore = await env.database.db.select().from(creditLedger).where(eq(creditLedger.userId, alice.userId));

    const res = await env.app.inject({
      method: 'POST',
      url: '/api/account/deletion',
      headers: { cookie: alice.cookie, origin: env.baseUrl, host: new URL(env.baseUrl).host },
      payload: { reason: 'other', detail: 'moving to another app' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'deletion_requested', deletedSessions: 1 });
    // This browser's cookie is cleared; both devices are signed out.
    expect(String(res.headers['set-cookie'])).toMatch(/session_token=;/);
    for (const cookie of [alice.cookie, secondDevice]) {
      const me = await env.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
      expect(me.statusCode).toBe(401);
    }

    const { db } = env.database;
    expect(await db.select().from(sessions).where(eq(sessions.userId, alice.userId))).toEqual([]);
    expect(existsSync(objectsDir(alice.userId))).toBe(false);
    expect(await db.select().from(profiles).where(eq(profiles.userId, alice.userId))).toEqual([]);
    const [row] = await db.select().from(users).where(eq(users.id, alice.userId));
    expect(row).toMatchObject({
      status: 'deletion_requested',
      deletionReason: 'other',
      deletionDetail: 'moving to another app',
    });
    expect(row?.deletionRequestedAt).toBeInstanceOf(Date);
    const ledgerAfter = await db.select().from(creditLedger).where(eq(creditLedger.userId, alice.userId));
    expect(ledgerAfter).toHaveLength(ledgerBefore.length);

    // The deleted account cannot sign in again; Bob is untouched.
    const again = await requestCode(env.app, 'alice@example.com', 'login', ipFor('alice-again'));
    expect(again.statusCode).toBe(403);
    expect(again.json().error.code).toBe('account_deleted');
    expect((await bob.get(`/api/sessions/${bobSession}`)).status).toBe(200);
    expect(existsSync(objectsDir(bob.userId))).toBe(true);
  });
});
