import type { ReviewAccess, ReviewThread, ReviewThreadsResponse } from '@cuecoach/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases.ts';
import { mailsTo, seedCompletedSession, tokenOf } from '../helpers/reviews.ts';
import { type SessionsEnv, startSessionsEnv, type TestUser } from '../helpers/sessions-env.ts';

/**
 * Peer feedback attacks: a stranger, a revoked reviewer and another instructor (who shares her own class) try every
 * review endpoint of a session that is not open to them. Every door answers 404 with nothing of the session in it,
 * exactly as for an id that does not exist, and nothing changes.
 */
describe.each(testDatabases())('peer feedback: who is refused ($name)', { timeout: 120_000 }, (target) => {
  let env: SessionsEnv & { drop(): Promise<void> };
  let owner: TestUser;
  let reviewer: TestUser;
  let stranger: TestUser;
  let revoked: TestUser;
  let otherInstructor: TestUser;
  let session: string;
  let thread: ReviewThread;
  let shareId: string;
  let grantId: string;

  beforeAll(async () => {
    env = await startSessionsEnv(target, { startWorker: false });
    owner = await env.user('owner@example.com');
    reviewer = await env.user('reviewer@example.com');
    stranger = await env.user('stranger@example.com');
    revoked = await env.user('revoked@example.com');
    otherInstructor = await env.user('other-instructor@example.com');
    session = await seedCompletedSession(env.database, owner.userId, 'Private class');
    const base = `/api/reviews/sessions/${session}`;

    // The reviewer and the soon-revoked reviewer join by invitation; the other instructor shares her own class
    // with the reviewer (so she is a real instructor of the same reviewer, not a stranger to the feature).
    for (const who of [reviewer, revoked]) {
      const email = who === reviewer ? 'reviewer@example.com' : 'revoked@example.com';
      await owner.post(`${base}/invitations`, { email });
      const [mail] = await mailsTo(env, email);
      expect((await who.post('/api/reviews/join', { token: tokenOf(mail?.link) })).status).toBe(200);
    }
    const hers = await seedCompletedSession(env.database, otherInstructor.userId, 'Her class');
    const herLink = await otherInstructor.post<{ url: string }>(`/api/reviews/sessions/${hers}/links`, { hours: 24 });
    await reviewer.post('/api/reviews/join', { token: tokenOf(herLink.body.url) });

    thread = (
      await reviewer.post<{ thread: ReviewThread }>(`${base}/comments`, {
        kind: 'question',
        startSec: 1,
        endSec: 2,
        body: 'Secret question',
      })
    ).body.thread;
    const link = await owner.post<{ shareId: string }>(`${base}/links`, { hours: 168 });
    shareId = link.body.shareId;
    const access = await owner.get<ReviewAccess>(`${base}/access`);
    grantId = access.body.reviewers.find((r) => r.email === 'reviewer@example.com')?.grantId ?? '';
    const revokedGrant = access.body.reviewers.find((r) => r.email === 'revoked@example.com')?.grantId;
    expect((await owner.del(`${base}/reviewers/${revokedGrant}`)).status).toBe(204);
  });
  afterAll(async () => {
    await env?.close();
    await env?.drop();
  });

  function attempts(user: TestUser) {
    const base = `/api/reviews/sessions/${session}`;
    return [
      ['read the session', user.get(base)],
      ['play the audio', user.get(`${base}/audio`)],
      ['read comments', user.get(`${base}/comments`)],
      ['comment', user.post(`${base}/comments`, { kind: 'praise', startSec: 0, endSec: 1, body: 'hi' })],
      ['reply', user.post(`${base}/comments/${thread.id}/replies`, { body: 'hi' })],
      ['resolve', user.post(`${base}/comments/${thread.id}/resolve`, { resolved: true })],
      ['delete a comment', user.del(`${base}/comments/${thread.id}`)],
      ['see who has access', user.get(`${base}/access`)],
      ['invite', user.post(`${base}/invitations`, { email: 'friend@example.com' })],
      ['make a link', user.post(`${base}/links`, { hours: 24 })],
      ['revoke a link', user.del(`${base}/shares/${shareId}`)],
      ['revoke a reviewer', user.del(`${base}/reviewers/${grantId}`)],
    ] as const;
  }

  for (const who of ['a stranger', 'a revoked reviewer', 'another instructor'] as const) {
    it(`${who} is refused on every endpoint with 404 and learns nothing`, async () => {
      const user = who === 'a stranger' ? stranger : who === 'a revoked reviewer' ? revoked : otherInstructor;
      for (const [what, request] of attempts(user)) {
        const res = await request;
        expect({ what, status: res.status }).toEqual({ what, status: 404 });
        expect(JSON.stringify(res.body)).not.toMatch(/Private class|Secret question|owner@/);
      }
      expect((await user.get<{ instructors: unknown[] }>('/api/reviews/shared-with-me')).body.instructors).toEqual([]);
      // Nothing changed: the thread is open, unreplied; the reviewer and the link are still there.
      const threads = await owner.get<ReviewThreadsResponse>(`/api/reviews/sessions/${session}/comments`);
      expect(threads.body.threads).toMatchObject([{ id: thread.id, resolvedAt: null, replies: [] }]);
      const access = await owner.get<ReviewAccess>(`/api/reviews/sessions/${session}/access`);
      expect(access.body.reviewers.map((r) => r.email)).toEqual(['reviewer@example.com']);
      expect(access.body.links).toHaveLength(1);
      expect(await mailsTo(env, 'friend@example.com')).toHaveLength(0);
    });
  }

  it('the reviewer may read and comment but not manage access, resolve, or delete what others wrote', async () => {
    const base = `/api/reviews/sessions/${session}`;
    expect((await reviewer.get(base)).status).toBe(200);
    const mine = await owner.post<{ thread: ReviewThread }>(`${base}/comments`, {
      kind: 'praise',
      startSec: 3,
      endSec: 4,
      body: 'Owner note',
    });
    expect((await reviewer.del(`${base}/comments/${mine.body.thread.id}`)).status).toBe(404);
    expect((await reviewer.post(`${base}/comments/${thread.id}/resolve`, { resolved: true })).status).toBe(404);
    expect((await reviewer.get(`${base}/access`)).status).toBe(404);
    expect((await reviewer.del(`${base}/shares/${shareId}`)).status).toBe(404);
  });

  it('signed out, every endpoint answers 401', async () => {
    const base = `/api/reviews/sessions/${session}`;
    const paths = [
      ['GET', base],
      ['GET', `${base}/comments`],
      ['GET', `${base}/access`],
      ['GET', '/api/reviews/shared-with-me'],
      ['GET', '/api/reviews/notices'],
      ['POST', '/api/reviews/join'],
    ] as const;
    for (const [method, url] of paths) {
      const res = await env.app.inject({
        method,
        url,
        headers: { origin: env.baseUrl, host: new URL(env.baseUrl).host },
        payload: method === 'POST' ? { token: 'x'.repeat(20) } : undefined,
      });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 401 });
    }
  });

  it('an unknown or guessed token is refused without telling which sessions exist', async () => {
    const res = await stranger.post('/api/reviews/join', { token: 'a'.repeat(43) });
    expect(res).toMatchObject({ status: 404, body: { error: { code: 'review_link_invalid' } } });
  });
});
