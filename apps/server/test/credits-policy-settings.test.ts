import type { SessionDetail } from '@cuecoach/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeBetaSetting } from '../src/credits/free-beta.ts';
import { recordLedgerEntry } from '../src/credits/ledger.ts';
import { creditLedger } from '../src/db/schema/index.ts';
import { writeSetting } from '../src/settings/app-settings.ts';
import { testDatabases } from './helpers/databases.ts';
import { testMedia } from './helpers/media.ts';
import { type SessionsEnv, startSessionsEnv, type TestUser } from './helpers/sessions-env.ts';

const media = testMedia();

async function uploaded(user: TestUser): Promise<string> {
  const { sessionId } = await user.tus.upload(media.wav, {
    filename: 'class.wav',
    filetype: 'audio/wav',
    language: 'en',
    title: 'Class',
  });
  if (!sessionId) throw new Error('upload failed');
  return sessionId;
}

describe.each(testDatabases())('free beta switch and admin settings ($name)', (target) => {
  let env: SessionsEnv & { drop(): Promise<void> };
  let admin: TestUser;
  let user: TestUser;

  beforeAll(async () => {
    env = await startSessionsEnv(target, { freeBeta: true });
    admin = await env.user('policy-admin@example.com');
    await env.setRole(admin.userId, 'admin');
    user = await env.user('policy-user@example.com', 0);
  }, 180_000);
  afterAll(async () => {
    await env?.close();
    await env?.drop();
  });

  it('free beta on: a zero balance starts an analysis, nothing is deducted and the use is recorded at 0', async () => {
    const caps = (await user.get('/api/capabilities')).body;
    expect(caps).toMatchObject({ freeBeta: true });
    const quote = (await user.get('/api/credits/quote?durationSec=5340')).body;
    expect(quote).toMatchObject({ costCredits: 89, chargeCredits: 0, freeBeta: true, balance: 0, shortfall: 0 });

    const id = await uploaded(user);
    const started = await user.post(`/api/sessions/${id}/start`);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ chargedCredits: 0, balance: 0 });
    const done = await user.waitFor(id, (s) => s.status === 'completed' || s.status === 'failed');
    expect(done.status).toBe('completed');
    const ledger = await env.database.db.select().from(creditLedger).where(eq(creditLedger.sessionId, id));
    expect(ledger.map((e) => [e.kind, e.delta, e.reason])).toEqual([['consume', 0, 'analysis_free_beta']]);
    expect(((await user.get('/api/credits/balance')).body as { balance: number }).balance).toBe(0);
  });

  it('free beta off: the credit rule applies again and a short balance is refused with the figures', async () => {
    expect((await user.put('/api/admin/settings/cost-policy', { freeBeta: false, contactEmail: null })).status).toBe(
      403,
    );
    const put = await admin.put('/api/admin/settings/cost-policy', {
      freeBeta: false,
      contactEmail: 'help@cuecoach.example',
    });
    expect(put.status).toBe(200);
    expect((await admin.get('/api/admin/settings/cost-policy')).body).toEqual({
      freeBeta: false,
      contactEmail: 'help@cuecoach.example',
    });
    expect((await user.get('/api/capabilities')).body).toMatchObject({
      freeBeta: false,
      contactEmail: 'help@cuecoach.example',
    });
    expect((await user.get('/api/credits/quote?durationSec=5340')).body).toMatchObject({
      costCredits: 89,
      chargeCredits: 89,
      shortfall: 89,
    });
    const id = await uploaded(user);
    const res = await user.post(`/api/sessions/${id}/start`);
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({
      error: { code: 'insufficient_credits', details: { required: 5, balance: 0, shortfall: 5 } },
    });
    expect((await admin.put('/api/admin/settings/cost-policy', { freeBeta: true, contactEmail: 'nope' })).status).toBe(
      400,
    );
    // A cleared contact falls back to none stored (no ADMIN_EMAILS in this test server).
    expect((await admin.put('/api/admin/settings/cost-policy', { freeBeta: true, contactEmail: null })).status).toBe(
      200,
    );
    expect((await user.get('/api/capabilities')).body).toMatchObject({ freeBeta: true, contactEmail: null });
    await writeSetting(env.database.db, freeBetaSetting, true);
  });

  it('max audio / video size: stored, validated, published and enforced when an upload is created', async () => {
    expect((await user.get('/api/admin/settings/upload-limits')).status).toBe(403);
    expect((await admin.put('/api/admin/settings/upload-limits', { maxAudioMb: 0, maxVideoMb: 5 })).status).toBe(400);
    expect((await admin.put('/api/admin/settings/upload-limits', { maxAudioMb: 1, maxVideoMb: 3 })).status).toBe(200);
    expect((await admin.get('/api/admin/settings/upload-limits')).body).toEqual({ maxAudioMb: 1, maxVideoMb: 3 });
    expect((await user.get('/api/capabilities')).body).toMatchObject({
      maxAudioBytes: 1024 ** 2,
      maxVideoBytes: 3 * 1024 ** 2,
    });
    const twoMb = 2 * 1024 ** 2;
    const audio = await user.tus.create(twoMb, { filename: 'long.wav', filetype: 'audio/wav', language: 'en' });
    expect(audio.status).toBe(413);
    expect(JSON.parse(audio.body)).toMatchObject({
      error: { code: 'upload_too_large', details: { maxBytes: 1024 ** 2, kind: 'audio' } },
    });
    const video = await user.tus.create(twoMb, { filename: 'class.mp4', filetype: 'video/mp4', language: 'en' });
    expect(video.status).toBe(201);
    if (video.location) await user.tus.terminate(video.location);
    // The server's own ceiling still wins over a larger admin value.
    expect(
      (await admin.put('/api/admin/settings/upload-limits', { maxAudioMb: 10240, maxVideoMb: 10240 })).status,
    ).toBe(200);
    expect(((await user.get('/api/capabilities')).body as { maxAudioBytes: number }).maxAudioBytes).toBe(
      env.config.MAX_UPLOAD_MB * 1024 ** 2,
    );
  });

  it('min / max WPM and max silence ratio: validated, and a finished session is checked against them', async () => {
    expect(
      (await user.put('/api/admin/settings/pace-limits', { minWpm: 1, maxWpm: 2, maxSilenceRatio: 1 })).status,
    ).toBe(403);
    expect(
      (await admin.put('/api/admin/settings/pace-limits', { minWpm: 200, maxWpm: 100, maxSilenceRatio: 0.5 })).status,
    ).toBe(400);
    expect(
      (await admin.put('/api/admin/settings/pace-limits', { minWpm: 80, maxWpm: 220, maxSilenceRatio: 1.5 })).status,
    ).toBe(400);
    const list = (await user.get('/api/sessions?status=completed')).body as { items: { id: string }[] };
    const id = list.items[0]?.id ?? '';
    const before = (await user.get(`/api/sessions/${id}`)).body as SessionDetail;
    const wpm = before.metrics?.wpm ?? 0;
    expect(wpm).toBeGreaterThan(0);
    expect(before.limitFlags).toMatchObject({ paceBelowMin: false, paceAboveMax: false, minWpm: 80, maxWpm: 220 });

    // Limits that put this session's pace below the minimum and its silence above the maximum.
    const put = await admin.put('/api/admin/settings/pace-limits', {
      minWpm: Math.ceil(wpm) + 1,
      maxWpm: 400,
      maxSilenceRatio: 0.05,
    });
    expect(put.status).toBe(200);
    const after = (await user.get(`/api/sessions/${id}`)).body as SessionDetail;
    expect(after.limitFlags).toMatchObject({
      paceBelowMin: true,
      paceAboveMax: false,
      silenceAboveMax: (after.metrics?.silenceRatio ?? 0) > 0.05,
      minWpm: Math.ceil(wpm) + 1,
    });
  });

  it('all purchases: admin only, empty until a purchase is recorded, then listed with the buyer', async () => {
    expect((await user.get('/api/admin/purchases')).status).toBe(403);
    expect((await admin.get('/api/admin/purchases')).body).toEqual({ items: [] });
    await recordLedgerEntry(env.database.db, {
      userId: user.userId,
      delta: 200,
      kind: 'grant',
      reason: 'purchase: order-42',
      idempotencyKey: 'purchase:order-42',
    });
    const list = (await admin.get('/api/admin/purchases')).body as { items: unknown[] };
    expect(list.items).toEqual([
      expect.objectContaining({
        userId: user.userId,
        email: 'policy-user@example.com',
        credits: 200,
        note: 'order-42',
      }),
    ]);
  });
});
