import type { AnalyticsBatch } from '../analytics.ts';
import type { MeResponse, SignOutScope } from '../auth.ts';
import type { CreditBalance } from '../credits.ts';
import { route, typeOnly } from './route.ts';

// The routes the header calls on every page and the landing page's analytics collector, declared in a module that
// does not load zod: the bundler places a module in one chunk, and those chunks must not download zod and the
// schemas. Their bodies and answers are `typeOnly`; the server validates and serialises them with their schemas
// (`signOutBody`, `meResponse`, `creditBalance`, `analyticsBatch`). Each area re-exports its own (`authApi.me`,
// `authApi.signOut`, `creditsApi.balance`, `analyticsApi.events`).

/**
 * The signed-in user, profile (null before onboarding), roles and status; 401 when signed out.
 */
export const me = route({
  method: 'GET',
  path: '/me',
  access: 'user',
  response: typeOnly<MeResponse>(),
  errors: [],
});
/**
 * local: this browser; global: every device; others: every device but this one (default local). Signed out
 * already: answered alike.
 */
export const signOut = route({
  method: 'POST',
  path: '/auth/sign-out',
  access: 'public',
  body: typeOnly<{ scope?: SignOutScope } | null | undefined>(),
  response: typeOnly<{ scope: SignOutScope }>(),
  errors: [],
});
/** The balance and the low-balance threshold; the screens share the header's cache entry. */
export const balance = route({
  method: 'GET',
  path: '/credits/balance',
  access: 'user',
  response: typeOnly<CreditBalance>(),
  errors: [],
});
/**
 * A batch of analytics events, sent with navigator.sendBeacon as text/plain (a JSON content type would need a
 * CORS preflight); answers 204 whether or not anything was kept. Anonymous by design: the session is read, never
 * required.
 */
export const analyticsEvents = route({
  method: 'POST',
  path: '/analytics/events',
  access: 'public',
  body: typeOnly<AnalyticsBatch>(),
  status: 204,
  kind: 'ingest',
  errors: ['rate_limited'],
});
