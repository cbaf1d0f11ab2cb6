import { type ApiRouteSpec, allApiRoutes, apiPrefix, authApi, sessionsApi, statusApi } from '@cuecoach/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveRoute } from '../src/plugins/api-route.ts';
import { compareWithTable } from '../src/plugins/route-table-check.ts';
import { buildTestApp } from './helpers/app.ts';
import { signUpAndSignIn } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';

const table = allApiRoutes();
const someId = '00000000-0000-4000-8000-000000000000';

/**
 * A valid input for each guarded route whose body or query is required: input is validated before the guard runs,
 * so without one the answer would be 400 whoever asks. A new guarded route with a required input needs one here.
 */
const validInput: Record<string, { body?: object; query?: string }> = {
  'sessions.update': { body: { title: 'A class' } },
  'sessions.bulkDelete': { body: { ids: [someId] } },
  'credits.quote': { query: 'durationSec=60' },
  'reviews.createComment': { body: { startSec: 0, endSec: 1, kind: 'praise', body: 'Clear cues' } },
  'reviews.reply': { body: { body: 'Thanks' } },
  'reviews.resolve': { body: { resolved: true } },
  'reviews.invite': { body: { email: 'reviewer@example.com' } },
  'reviews.createLink': { body: { hours: 24 } },
  'reviews.join': { body: { token: 'a-review-link-token' } },
  'reviews.markRead': { body: { ids: [] } },
  'account.emailChangeRequest': { body: { newEmail: 'new@example.com' } },
  'account.emailChangeVerify': { body: { newEmail: 'new@example.com', code: '123456' } },
  'account.deletion': { body: { reason: 'no_longer_needed' } },
  'account.createProfile': { body: { nickname: 'N', language: 'ko', acceptTerms: true, acceptPrivacy: true } },
  'account.updateProfile': { body: { nickname: 'N' } },
  'admin.updateUser': { body: { role: 'user' } },
  'admin.changeCredits': { body: { action: 'grant', amount: 1, requestId: someId } },
  'admin.createLexiconTerm': { body: { locale: 'en', category: 'filler', term: 'um' } },
  'admin.updateLexiconTerm': { body: { locale: 'en', category: 'filler', term: 'um' } },
  'admin.signupCredits.write': { body: { amount: 10 } },
  'admin.creditRuleSetting.write': { body: { creditsPerMinute: 1, minimumCredits: 5 } },
  'admin.costPolicy.write': { body: { freeBeta: true, contactEmail: null } },
  'admin.retention.write': { body: { hours: 24 } },
  'admin.uploadLimits.write': { body: { maxAudioMb: 100, maxVideoMb: 100 } },
  'admin.paceLimitsSetting.write': { body: { minWpm: 80, maxWpm: 220, maxSilenceRatio: 0.6 } },
  'admin.chooseSpeechModel': { body: { model: 'base' } },
};
const registeredFrom = (routes: readonly ApiRouteSpec[]) =>
  routes.map((route) => ({ method: route.method, url: `${apiPrefix}${route.path}` }));

describe('the route table check', () => {
  it('passes when the server registers exactly the table', () => {
    expect(compareWithTable(registeredFrom(table.map((r) => r.route)), table)).toEqual({ unlisted: [], missing: [] });
  });

  it('names a route the server registers that the table does not have', () => {
    const registered = [...registeredFrom(table.map((r) => r.route)), { method: 'POST', url: '/api/sessions/:id/x' }];
    expect(compareWithTable(registered, table).unlisted).toEqual(['POST /api/sessions/:id/x']);
  });

  it('names a route of the table the server does not register', () => {
    const registered = registeredFrom(table.map((r) => r.route).filter((r) => r !== sessionsApi.bulkDelete));
    expect(compareWithTable(registered, table).missing).toEqual([
      'sessions.bulkDelete (POST /api/sessions/bulk-delete)',
    ]);
  });
});

describe.each(testDatabases())('the server against the route table on $name', (target) => {
  let ctx: Awaited<ReturnType<typeof target.create>>;
  beforeAll(async () => {
    ctx = await target.create();
  });
  afterAll(async () => {
    await ctx.drop();
  });

  it('starts only when its routes are the table, with and without the metrics route', async () => {
    // buildApp refuses to start on any difference (plugins/route-table-check.ts).
    const configs: Record<string, string>[] = [{}, { METRICS_TOKEN: 'a-token-long-enough-for-metrics' }];
    for (const overrides of configs) {
      const app = await buildTestApp(ctx.database, overrides);
      const metrics = await app.inject({ method: 'GET', url: `${apiPrefix}${statusApi.metrics.path}` });
      expect(metrics.statusCode).toBe('METRICS_TOKEN' in overrides ? 401 : 404);
      await app.close();
    }
  });

  it('asks who is asking on every signed-in and admin route of the table', async () => {
    const app = await buildTestApp(ctx.database);
    try {
      const { cookie } = await signUpAndSignIn(app, 'member@example.com');
      const guarded = table.filter(({ route }) => route.access === 'user' || route.access === 'admin');
      const signedOut: string[] = [];
      const notAdmin: string[] = [];
      for (const { name, route } of guarded) {
        const input = validInput[name] ?? {};
        const path = route.path.replace(/:(\w+)/g, someId).replace('*', someId);
        const request: InjectOptions = {
          method: route.method,
          url: `${apiPrefix}${path}${input.query ? `?${input.query}` : ''}`,
          ...(input.body === undefined ? {} : { payload: input.body }),
        };
        const anonymous = await app.inject(request);
        if (anonymous.statusCode !== 401) signedOut.push(`${name}: ${anonymous.statusCode} ${anonymous.body}`);
        if (route.access === 'admin') {
          const member = await app.inject({ ...request, headers: { cookie } });
          if (member.statusCode !== 403) notAdmin.push(`${name}: ${member.statusCode} ${member.body}`);
        }
      }
      expect(signedOut).toEqual([]);
      expect(notAdmin).toEqual([]);
      expect(guarded.length).toBeGreaterThan(50);
    } finally {
      await app.close();
    }
  });
});

// Compile-time checks: each marked line must fail typecheck (npm run check runs tsc over this file). Never called.
export function wrongServerUses(app: FastifyInstance) {
  const tags: string[] = [];
  // @ts-expect-error an answer that is not the route's
  serveRoute(app, sessionsApi.latestCompleted, { tags }, async () => ({ latest: null }));
  // @ts-expect-error a typeOnly answer needs the server's schema for it
  serveRoute(app, authApi.me, { tags }, async () => Promise.reject(new Error('never called')));
  serveRoute(app, sessionsApi.detail, { tags }, async (req) => {
    // @ts-expect-error a param the route's path does not have
    void req.params.sessionId;
    return Promise.reject(new Error('never called'));
  });
}
