import type {
  AdminReviewCounts,
  ReviewAccess,
  ReviewNotices,
  ReviewSession,
  ReviewThread,
  ReviewThreadsResponse,
  SharedWithMe,
} from '@cuecoach/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewComments, reviewShares } from '../src/db/schema/index.ts';
import { testDatabases } from './helpers/databases.ts';
import { mailsTo, seedCompletedSession, tokenOf } from './helpers/reviews.ts';
import { type SessionsEnv, startSessionsEnv, type TestUser } from './helpers/sessions-env.ts';

/**
 * Peer feedback end to end through the API: an instructor invites a mentor by e-mail, the mentor joins with the
 * mailed link and comments on two moments, the instructor is told once (batched) and answers; links expire,
 * revoking takes access and comments away at once, deleting the session takes everything.
 */
describe.each(testDatabases())('peer feedback API ($name)', { timeout: 120_000 }, (target) => {
  let env: SessionsEnv & { drop(): Promise<void> };
  let alice: TestUser; // the instructor
  let bob: TestUser; // the mentor she invites
  let carol: TestUser; // a peer who gets a link
  let session: string;
  const base = () => `/api/reviews/sessions/${session}`;

  beforeAll(async () => {
    env = await startSessionsEnv(target, { startWorker: false, config: { REVIEW_MAIL_BATCH_SECONDS: '0' } });
    alice = await env.user('alice@example.com');
    bob = await env.user('bob@example.com');
    carol = await env.user('carol@example.com');
    session = await seedCompletedSession(env.database, alice.userId, 'Morning flow');
  });
  afterAll(async () => {
    await env?.close();
    await env?.drop();
  });

  it('invitation by e-mail → the invited address joins, reads read-only, comments; the instructor is told once', async () => {
    const invited = await alice.post<ReviewAccess>(`${base()}/invitations`, { email: 'Bob@Example.com', locale: 'en' });
    expect(invited.status).toBe(200);
    expect(invited.body.invitations).toMatchObject([{ email: 'bob@example.com' }]);
    const [mail] = await mailsTo(env, 'bob@example.com');
    expect(mail?.subject).toMatch(/asked for feedback/);
    expect(mail?.text).toContain('Morning flow');

    // The invitation is bound to bob's address: carol cannot use it.
    const stolen = await carol.post(`/api/reviews/join`, { token: tokenOf(mail?.link) });
    expect(stolen).toMatchObject({ status: 403, body: { error: { code: 'review_invite_other_email' } } });

    const joined = await bob.post(`/api/reviews/join`, { token: tokenOf(mail?.link) });
    expect(joined).toMatchObject({ status: 200, body: { sessionId: session, role: 'reviewer', joined: true } });
    // Used once: opening it again is fine for bob, nobody else.
    expect((await bob.post(`/api/reviews/join`, { token: tokenOf(mail?.link) })).body).toMatchObject({ joined: false });

    const read = await bob.get<ReviewSession>(base());
    expect(read.status).toBe(200);
    expect(read.body.role).toBe('reviewer');
    expect(read.body.session.segments).toHaveLength(3);
    expect(read.body.session.chargedCredits).toBe(0); // the instructor's account stays hers
    expect(read.body.audioAvailable).toBe(false);
    // Bob can read it, not change it: the owner's routes stay closed.
    expect((await bob.patch(`/api/sessions/${session}`, { title: 'Mine' })).status).toBe(404);

    const first = await bob.post<{ thread: ReviewThread; firstComment: boolean }>(`${base()}/comments`, {
      kind: 'praise',
      startSec: 0,
      endSec: 20,
      segmentIndex: 0,
      body: 'Clear breath cue.',
    });
    expect(first.status).toBe(200);
    expect(first.body.firstComment).toBe(true);
    const second = await bob.post<{ thread: ReviewThread; firstComment: boolean }>(`${base()}/comments`, {
      kind: 'suggestion',
      startSec: 20,
      endSec: 50,
      segmentIndex: 1,
      body: 'Drop the filler before the fold.',
      rewrite: 'Now fold forward slowly.',
    });
    expect(second.body).toMatchObject({ firstComment: false, thread: { rewrite: 'Now fold forward slowly.' } });

    const notices = await alice.get<ReviewNotices>('/api/reviews/notices');
    expect(notices.body).toMatchObject({ unread: 1, notices: [{ kind: 'review', count: 2, role: 'owner' }] });
    // One digest mail for both comments (batching window 0 in this test: the next check sends it).
    await expect
      .poll(async () => (await mailsTo(env, 'alice@example.com')).filter((m) => m.purpose === 'review_digest').length, {
        timeout: 10_000,
      })
      .toBe(1);
    const [digest] = (await mailsTo(env, 'alice@example.com')).filter((m) => m.purpose === 'review_digest');
    expect(digest?.text).toContain('Morning flow');

    const threads = await alice.get<ReviewThreadsResponse>(`${base()}/comments`);
    expect(threads.body.role).toBe('owner');
    expect(threads.body.threads.map((t) => [t.kind, t.startSec, t.author.role])).toEqual([
      ['praise', 0, 'reviewer'],
      ['suggestion', 20, 'reviewer'],
    ]);
    // Reading the comments reads the notice.
    expect((await alice.get<ReviewNotices>('/api/reviews/notices')).body.unread).toBe(0);

    const threadId = second.body.thread.id;
    const replied = await alice.post<ReviewThread>(`${base()}/comments/${threadId}/replies`, {
      body: 'Thanks, will do.',
    });
    expect(replied.body.replies).toMatchObject([{ body: 'Thanks, will do.', author: { role: 'owner' } }]);
    expect((await bob.get<ReviewNotices>('/api/reviews/notices')).body.notices).toMatchObject([
      { kind: 'reply', role: 'reviewer', count: 1 },
    ]);
    // Only the instructor resolves.
    expect((await bob.post(`${base()}/comments/${threadId}/resolve`, { resolved: true })).status).toBe(404);
    const resolved = await alice.post<ReviewThread>(`${base()}/comments/${threadId}/resolve`, { resolved: true });
    expect(resolved.body.resolvedAt).not.toBeNull();
  });

  it('refuses comments that are not plain text, too long, or outside the recording, and self-invitations', async () => {
    const bad = [
      { kind: 'praise', startSec: 0, endSec: 1, body: '<b>bold</b>' },
      { kind: 'praise', startSec: 0, endSec: 1, body: 'x'.repeat(2001) },
      { kind: 'praise', startSec: 0, endSec: 1, body: '   ' },
      { kind: 'shout', startSec: 0, endSec: 1, body: 'hi' },
      { kind: 'praise', startSec: 5, endSec: 1, body: 'backwards' },
      { kind: 'praise', startSec: 500, endSec: 510, body: 'after the end' },
      { kind: 'praise', startSec: 0, endSec: 1, segmentIndex: 9, body: 'no such line' },
    ];
    for (const payload of bad) expect((await bob.post(`${base()}/comments`, payload)).status).toBe(400);
    expect((await alice.post(`${base()}/invitations`, { email: 'alice@example.com' })).body).toMatchObject({
      error: { code: 'review_self_invite' },
    });
  });

  it('a reviewer cannot re-share: inviting or making a link from a shared session is refused', async () => {
    expect((await bob.post(`${base()}/invitations`, { email: 'dave@example.com' })).status).toBe(404);
    expect((await bob.post(`${base()}/links`, { hours: 24 })).status).toBe(404);
    expect((await bob.get(`${base()}/access`)).status).toBe(404);
    expect(await mailsTo(env, 'dave@example.com')).toHaveLength(0);
  });

  it('a link gives access until it expires; then the reader is refused and the link says it expired', async () => {
    expect((await alice.post(`${base()}/links`, { hours: 12 })).status).toBe(400); // 24 h or 7 days only
    const link = await alice.post<{ url: string; shareId: string; expiresAt: string }>(`${base()}/links`, {
      hours: 24,
    });
    expect(Date.parse(link.body.expiresAt) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    const joined = await carol.post(`/api/reviews/join`, { token: tokenOf(link.body.url) });
    expect(joined.body).toMatchObject({ role: 'reviewer', joined: true });
    const shared = await carol.get<SharedWithMe>('/api/reviews/shared-with-me');
    expect(shared.body.instructors).toMatchObject([
      { name: 'alice', sessions: [{ id: session, title: 'Morning flow' }] },
    ]);
    const access = await alice.get<ReviewAccess>(`${base()}/access`);
    expect(access.body.reviewers.map((r) => [r.email, r.via])).toEqual(
      expect.arrayContaining([
        ['bob@example.com', 'invitation'],
        ['carol@example.com', 'link'],
      ]),
    );

    await env.database.db
      .update(reviewShares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reviewShares.id, link.body.shareId));
    expect((await carol.get(base())).status).toBe(404);
    expect((await carol.get<SharedWithMe>('/api/reviews/shared-with-me')).body.instructors).toEqual([]);
    expect((await carol.post(`/api/reviews/join`, { token: tokenOf(link.body.url) })).body).toMatchObject({
      error: { code: 'review_link_expired' },
    });
    expect((await alice.get<ReviewAccess>(`${base()}/access`)).body.links).toMatchObject([{ expired: true }]);
  });

  it('revoking a reviewer removes their access and their comments at once; a live link cannot bring them back', async () => {
    const link = await alice.post<{ url: string }>(`${base()}/links`, { hours: 168 });
    await carol.post(`/api/reviews/join`, { token: tokenOf(link.body.url) });
    await carol.post(`${base()}/comments`, { kind: 'question', startSec: 50, endSec: 60, body: 'Why child pose?' });
    const access = await alice.get<ReviewAccess>(`${base()}/access`);
    const carolGrant = access.body.reviewers.find((r) => r.email === 'carol@example.com');
    expect((await alice.del(`${base()}/reviewers/${carolGrant?.grantId}`)).status).toBe(204);
    expect((await carol.get(base())).status).toBe(404);
    expect((await carol.get(`${base()}/comments`)).status).toBe(404);
    const left = await alice.get<ReviewThreadsResponse>(`${base()}/comments`);
    expect(left.body.threads.some((t) => t.body === 'Why child pose?')).toBe(false);
    expect((await carol.post(`/api/reviews/join`, { token: tokenOf(link.body.url) })).body).toMatchObject({
      error: { code: 'review_link_invalid' },
    });
  });

  it('the admin sees counts, never content', async () => {
    const admin = await env.user('admin-reviews@example.com');
    await env.setRole(admin.userId, 'admin');
    const counts = await admin.get<AdminReviewCounts>('/api/admin/reviews');
    expect(counts.body).toMatchObject({
      sharedSessions: 1,
      invitationsSent: 1,
      invitationsAccepted: 1,
      threads: 2,
      commenters: 2,
    });
    expect(JSON.stringify(counts.body)).not.toMatch(/Morning flow|Clear breath|example\.com/);
    expect((await bob.get('/api/admin/reviews')).status).toBe(403);
  });

  it('invitations are rate limited per instructor', async () => {
    const other = await env.user('busy@example.com');
    const own = await seedCompletedSession(env.database, other.userId, 'Busy class');
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) {
      answers.push((await other.post(`/api/reviews/sessions/${own}/links`, { hours: 24 })).status);
    }
    expect(answers.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  it('deleting the session removes shares, access and comments with it', async () => {
    expect((await alice.del(`/api/sessions/${session}`)).status).toBe(204);
    expect((await bob.get(base())).status).toBe(404);
    expect((await bob.get<SharedWithMe>('/api/reviews/shared-with-me')).body.instructors).toEqual([]);
    expect((await bob.get<ReviewNotices>('/api/reviews/notices')).body.notices).toEqual([]);
    const rows = await env.database.db.select().from(reviewComments).where(eq(reviewComments.sessionId, session));
    expect(rows).toEqual([]);
  });
});
