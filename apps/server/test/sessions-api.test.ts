import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SessionDetail } from '@cuecoach/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, sessions } from '../src/db/schema/index.ts';
import { writeSetting } from '../src/settings/app-settings.ts';
import { retentionHoursSetting } from '../src/settings/retention.ts';
import { testDatabases } from './helpers/databases.ts';
import { testMedia } from './helpers/media.ts';
import { type SessionsEnv, startSessionsEnv, type TestUser } from './helpers/sessions-env.ts';

const media = testMedia();

describe.each(testDatabases())('sessions API: ownership, editing, deleting, retention ($name)', (target) => {
  let env: SessionsEnv & { drop(): Promise<void> };
  let alice: TestUser;
  let bob: TestUser;
  let aliceSession: string;
  let aliceUpload: string;

  async function upload(user: TestUser, meta: Record<string, string>): Promise<{ id: string; location: string }> {
    const res = await user.tus.upload(media.mp3, {
      filename: 'class.mp3',
      filetype: 'audio/mpeg',
      language: 'en',
      ...meta,
    });
    if (!res.sessionId || !res.create.location) throw new Error(`upload failed: ${res.last?.body}`);
    return { id: res.sessionId, location: res.create.location };
  }

  beforeAll(async () => {
    env = await startSessionsEnv(target);
    alice = await env.user('alice@example.com', 50);
    bob = await env.user('bob@example.com', 50);
    const first = await upload(alice, { title: 'Hatha basics', style: 'hatha', tags: 'beginner' });
    aliceSession = first.id;
    aliceUpload = first.location;
    await alice.post(`/api/sessions/${aliceSession}/start`);
    await alice.waitFor(aliceSession, (s) => s.status === 'completed' || s.status === 'failed');
  });
  afterAll(async () => {
    await env?.close();
    await env?.drop();
  });

  it('another user cannot read, change, start, stream or delete a session: every door answers 404', async () => {
    const id = aliceSession;
    const attempts = [
      bob.get(`/api/sessions/${id}`),
      bob.get(`/api/sessions/${id}/progress`),
      bob.get(`/api/sessions/${id}/events`),
      bob.get(`/api/sessions/${id}/quote`),
      bob.get(`/api/sessions/${id}/audio`),
      bob.get(`/api/sessions/by-upload/${aliceUpload.split('/').pop()}`),
      bob.patch(`/api/sessions/${id}`, { title: 'Mine now' }),
      bob.post(`/api/sessions/${id}/rerun`, { confirm: true }),
      bob.post(`/api/sessions/${id}/retry`),
      bob.post(`/api/sessions/${id}/feedback/retry`),
      bob.del(`/api/sessions/${id}`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: { code: 'not_found' } });
    }
    const bulk = await bob.post('/api/sessions/bulk-delete', { ids: [id] });
    expect(bulk.body).toEqual({ deleted: [], notFound: [id] });
    expect(((await bob.get('/api/sessions')).body as { total: number }).total).toBe(0);
    // Bob cannot probe or append to Alice's upload either.
    expect((await bob.tus.head(aliceUpload)).status).toBe(404);
    const still = (await alice.get(`/api/sessions/${id}`)).body as { title: string; status: string };
    expect(still).toMatchObject({ title: 'Hatha basics', status: 'completed' });
    expect(((await alice.get('/api/credits/balance')).body as { balance: number }).balance).toBe(45);
  });

  it('lists with filters, text search, sorting and pagination', async () => {
    await upload(alice, { title: 'Vinyasa flow', style: 'vinyasa', tags: 'evening,flow', recordedOn: '2026-01-10' });
    await upload(alice, { title: 'Reformer intro', style: 'reformer', tags: 'pilates' });
    const all = (await alice.get('/api/sessions?pageSize=2&sort=title&order=asc')).body as {
      items: { title: string }[];
      total: number;
    };
    expect(all.total).toBe(3);
    expect(all.items.map((s) => s.title)).toEqual(['Hatha basics', 'Reformer intro']);
    const page2 = (await alice.get('/api/sessions?pageSize=2&page=2&sort=title&order=asc')).body as {
      items: { title: string }[];
    };
    expect(page2.items.map((s) => s.title)).toEqual(['Vinyasa flow']);
    // Recording order (the dashboard's trends): the dated January class first, then the two undated uploads of
    // today by upload time, and exactly reversed for newest first.
    const byRecording = async (order: string) =>
      (
        (await alice.get(`/api/sessions?sort=recordedOn&order=${order}`)).body as { items: { title: string }[] }
      ).items.map((s) => s.title);
    expect(await byRecording('asc')).toEqual(['Vinyasa flow', 'Hatha basics', 'Reformer intro']);
    expect(await byRecording('desc')).toEqual(['Reformer intro', 'Hatha basics', 'Vinyasa flow']);
    const byStatus = (await alice.get('/api/sessions?status=completed')).body as { items: { id: string }[] };
    expect(byStatus.items.map((s) => s.id)).toEqual([aliceSession]);
    const byStyle = (await alice.get('/api/sessions?style=reformer')).body as { items: { title: string }[] };
    expect(byStyle.items.map((s) => s.title)).toEqual(['Reformer intro']);
    const byTag = (await alice.get('/api/sessions?q=EVENING')).body as { items: { title: string }[] };
    expect(byTag.items.map((s) => s.title)).toEqual(['Vinyasa flow']);
    const byDate = (await alice.get('/api/sessions?from=2026-01-01&to=2026-01-31')).body as {
      items: { title: string }[];
    };
    expect(byDate.items.map((s) => s.title)).toEqual(['Vinyasa flow']);
    // Upload order (the default, newest first; the index-backed page), reversed with order=asc; a page past the end
    // still counts; an empty search is no filter; % in a search is a character, not a wildcard.
    const listed = async (query: string) =>
      (await alice.get(`/api/sessions?${query}`)).body as { items: { title: string }[]; total: number };
    const newestFirst = ['Reformer intro', 'Vinyasa flow', 'Hatha basics'];
    expect((await listed('')).items.map((s) => s.title)).toEqual(newestFirst);
    expect((await listed('order=asc')).items.map((s) => s.title)).toEqual([...newestFirst].reverse());
    expect(await listed('page=3&pageSize=2')).toMatchObject({ items: [], total: 3 });
    expect((await listed('q=')).total).toBe(3);
    expect((await listed('q=%25')).total).toBe(0);
    const completed = (await alice.get('/api/sessions/latest-completed')).body as { session: { id: string } | null };
    expect(completed.session?.id).toBe(aliceSession);
  });

  it('edits title, tags and date within the allowed characters, refusing the rest', async () => {
    const ok = await alice.patch(`/api/sessions/${aliceSession}`, {
      title: '월~금 아침반 · 하타 — 기초 #1 🧘',
      tags: ['초급', 'morning', 'Morning', '월~금'],
      recordedOn: '2026-02-03',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      title: '월~금 아침반 · 하타 — 기초 #1 🧘',
      tags: ['초급', 'morning', '월~금'],
      recordedOn: '2026-02-03',
    });
    for (const body of [
      { title: 'bad <b>' },
      { title: '' },
      { title: 'tab\there' },
      { tags: ['a,b'] },
      { recordedOn: '03/02/2026' },
      {},
    ]) {
      const res = await alice.patch(`/api/sessions/${aliceSession}`, body);
      expect(res.status).toBe(400);
    }
    // The refusal names the character, for the user's message.
    const named = await alice.patch(`/api/sessions/${aliceSession}`, { title: 'bad <b>' });
    expect(named.body).toMatchObject({ error: { details: { issues: [{ path: '/title', character: 'U+003C' }] } } });
    expect(((await alice.get(`/api/sessions/${aliceSession}`)).body as { title: string }).title).toBe(
      '월~금 아침반 · 하타 — 기초 #1 🧘',
    );
  });

  it('the retention sweep deletes originals past the configured hours; transcript, metrics and report stay', async () => {
    const row = (await env.database.db.select().from(sessions).where(eq(sessions.id, aliceSession)))[0];
    const file = path.join(env.storageDir, 'objects', String(row?.storagePath));
    expect(existsSync(file)).toBe(true);
    // While kept, the transcript player can stream and seek in the audio.
    const ranged = await env.app.inject({
      method: 'GET',
      url: `/api/sessions/${aliceSession}/audio`,
      headers: { cookie: alice.cookie, range: 'bytes=100-299' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toMatch(/^bytes 100-299\/\d+$/);
    expect(ranged.rawPayload.length).toBe(200);
    expect(ranged.headers['content-type']).toBe('audio/mpeg');
    await writeSetting(env.database.db, retentionHoursSetting, 12);
    // 11 hours old: inside the window, kept.
    await env.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 3600_000) })
      .where(eq(sessions.id, aliceSession));
    await env.sweeper.runOnce();
    expect(existsSync(file)).toBe(true);
    await env.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 13 * 3600_000) })
      .where(eq(sessions.id, aliceSession));
    await env.sweeper.runOnce();
    expect(existsSync(file)).toBe(false);
    expect((await alice.get(`/api/sessions/${aliceSession}/audio`)).status).toBe(410);
    const after = (await alice.get(`/api/sessions/${aliceSession}`)).body as SessionDetail;
    expect(after.retention).toMatchObject({ retentionHours: 12, hasOriginal: false });
    expect(after.retention.originalDeletedAt).not.toBeNull();
    expect(after.metrics).not.toBeNull();
    expect(after.segments.length).toBeGreaterThan(0);
    expect(after.status).toBe('completed');
    expect(((await alice.get('/api/capabilities')).body as { retentionHours: number }).retentionHours).toBe(12);
    // Without the original there is nothing to analyse again.
    const rerun = await alice.post(`/api/sessions/${aliceSession}/rerun`, { confirm: true });
    expect(rerun.status).toBe(409);
    expect(rerun.body).toMatchObject({ error: { code: 'original_deleted' } });
  });

  it('streams progress live over server-sent events until the analysis settles', async () => {
    const { id } = await upload(alice, { title: 'Live progress' });
    const res = await fetch(`${env.baseUrl}/api/sessions/${id}/events`, { headers: { cookie: alice.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const started = alice.post(`/api/sessions/${id}/start`);
    // The stream closes by itself once the session is completed and its report settled.
    const text = await res.text();
    expect((await started).status).toBe(200);
    const events = text
      .split('\n\n')
      .filter((block) => block.startsWith('event: progress'))
      .map(
        (block) => JSON.parse(block.slice(block.indexOf('data: ') + 6)) as { status: string; feedbackState: string },
      );
    expect(events[0]?.status).toBe('uploaded');
    expect(events.at(-1)).toMatchObject({ status: 'completed', feedbackState: 'completed' });
    const poll = await alice.get(`/api/sessions/${id}/progress`);
    expect(poll.body).toMatchObject({ sessionId: id, status: 'completed', progress: null });
  });

  it('admins set the credit rule and retention hours; everyone else is refused', async () => {
    expect((await alice.get('/api/admin/settings/credit-rule')).status).toBe(403);
    await env.setRole(bob.userId, 'admin');
    const put = await bob.put('/api/admin/settings/credit-rule', { creditsPerMinute: 3, minimumCredits: 1 });
    expect(put.status).toBe(200);
    const quote = (await alice.get('/api/credits/quote?durationSec=61')).body as { costCredits: number; rule: unknown };
    expect(quote).toMatchObject({ costCredits: 6, rule: { creditsPerMinute: 3, minimumCredits: 1 } });
    expect((await bob.put('/api/admin/settings/credit-rule', { creditsPerMinute: 0, minimumCredits: 1 })).status).toBe(
      400,
    );
    expect((await bob.put('/api/admin/settings/credit-rule', { creditsPerMinute: 1, minimumCredits: 5 })).status).toBe(
      200,
    );
    expect((await bob.put('/api/admin/settings/retention', { hours: 48 })).body).toEqual({ hours: 48 });
    expect(((await alice.get('/api/capabilities')).body as { retentionHours: number }).retentionHours).toBe(48);
    expect((await bob.put('/api/admin/settings/retention', { hours: 12 })).status).toBe(200);
  });

  it('deletes one or many sessions with their files; the credit history stays', async () => {
    const list = (await alice.get('/api/sessions')).body as { items: { id: string }[] };
    const ids = list.items.map((s) => s.id);
    const single = await alice.del(`/api/sessions/${aliceSession}`);
    expect(single.status).toBe(204);
    const rest = ids.filter((id) => id !== aliceSession);
    const bulk = await alice.post('/api/sessions/bulk-delete', { ids: [...rest, aliceSession] });
    expect(bulk.body).toEqual({ deleted: expect.arrayContaining(rest), notFound: [aliceSession] });
    expect(((await alice.get('/api/sessions')).body as { total: number }).total).toBe(0);
    for (const id of ids)
      expect(existsSync(path.join(env.storageDir, 'objects', 'sessions', alice.userId, id))).toBe(false);
    const ledger = await env.database.db.select().from(creditLedger).where(eq(creditLedger.sessionId, aliceSession));
    expect(ledger.map((e) => e.kind)).toEqual(['consume']);
    expect((await alice.get(`/api/sessions/${aliceSession}`)).status).toBe(404);
  });
});
