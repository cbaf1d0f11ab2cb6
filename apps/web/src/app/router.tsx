import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { LandingPage } from '@/features/landing/index.ts';
import { NotFoundPage } from '@/features/misc/index.ts';
import { i18n, loadAppNamespaces } from '@/lib/i18n.ts';
import { appNamespaces, type Namespace } from '@/locales/namespaces.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { isLazyRoute, lazyRoute } from './lazy-route.tsx';

/**
 * Route modules (`features/<feature>/route.ts`, `*-route.ts`, `auth/routes/*`) are imported here by dynamic
 * `import()` directly, never through a feature's index.ts: each stays its own lazy chunk (allowed in biome.json).
 *
 * A route module loaded on demand, together with the texts of the current language: the landing ships only the
 * shell's code and texts; the first other screen brings its code and the remaining namespaces in parallel.
 */
function page(load: () => Promise<{ Component: ComponentType }>, namespaces?: Namespace[]) {
  return lazyRoute(async () => {
    const texts = namespaces ? i18n.loadNamespaces(namespaces) : loadAppNamespaces();
    const [module, { withQueryClient }] = await Promise.all([load(), import('@/api/with-query-client.tsx'), texts]);
    // The app shell has no query provider (api/with-query-client.tsx): each screen brings its own.
    return withQueryClient(module.Component);
  });
}

/** A route guard (sign-in, admin, onboarding), loaded with the first screen behind it. */
function guard(name: 'ProtectedGuard' | 'AdminGuard' | 'OnboardingGuard') {
  return lazyRoute(async () => (await import('@/features/auth/routes/guard-routes.ts'))[name]);
}

// Public pages a visitor may open first: only their own texts, so they hydrate quickly (every namespace they
// render must be listed, or the first client render would differ from the prerendered HTML).
const legalTexts: Namespace[] = ['legal', 'analytics'];
const styleTexts: Namespace[] = ['styles', 'sessions'];
// App screens that also need texts only they use (locales/namespaces.ts, screenOnlyNamespaces).
const withTexts = (...own: Namespace[]): Namespace[] => [...appNamespaces, ...own];

/**
 * The route table. Access rules (public / protected / admin) are applied by the guards each
 * feature wraps its routes in.
 */
export const routes: RouteObject[] = [
  {
    // Debug panel, outside the layout so it opens even when the layout itself is what crashed.
    path: '__debug',
    Component: page(() => import('@/features/diagnostics/route.ts')),
  },
  {
    Component: AppLayout,
    children: [
      { index: true, Component: LandingPage },
      { path: 'auth', Component: page(() => import('@/features/auth/routes/index-route.ts')) },
      { path: 'auth/login', Component: page(() => import('@/features/auth/routes/login-route.ts')) },
      { path: 'auth/signup', Component: page(() => import('@/features/auth/routes/signup-route.ts')) },
      { path: 'auth/otp', Component: page(() => import('@/features/auth/routes/otp-route.ts')) },
      {
        path: 'onboarding',
        Component: guard('OnboardingGuard'),
        children: [
          { index: true, Component: page(() => import('@/features/onboarding/route.ts'), withTexts('onboarding')) },
        ],
      },
      { path: 'terms', Component: page(() => import('@/features/legal/terms-route.tsx'), legalTexts) },
      { path: 'privacy', Component: page(() => import('@/features/legal/privacy-route.tsx'), legalTexts) },
      { path: 'styles', Component: page(() => import('@/features/styles/list-route.ts'), styleTexts) },
      { path: 'styles/:styleKey', Component: page(() => import('@/features/styles/detail-route.ts'), styleTexts) },
      // The sample report's texts come with it only: no other screen uses them.
      {
        path: 'sample-report',
        Component: page(() => import('@/features/sample-report/route.ts'), withTexts('sampleReport')),
      },
      {
        path: 'sample',
        Component: page(() => import('@/features/sample-report/route.ts'), withTexts('sampleReport')),
      },
      // A review invitation or link: open to everyone, it says how to sign in first (docs/reviews.md).
      {
        path: 'review/join/:token',
        Component: page(() => import('@/features/reviews/join-route.ts'), withTexts('reviews')),
      },
      {
        // Protected pages: signed in with a profile (the guard redirects to login or onboarding).
        Component: guard('ProtectedGuard'),
        children: [
          // Route modules load on demand (Recharts and tus stay out of the landing bundle).
          { path: 'upload', Component: page(() => import('@/features/upload/route.ts')) },
          { path: 'dashboard', Component: page(() => import('@/features/dashboard/route.ts')) },
          { path: 'sessions', Component: page(() => import('@/features/sessions/route.ts')) },
          { path: 'sessions/:id', Component: page(() => import('@/features/session-detail/route.ts')) },
          { path: 'compare/:a/:b', Component: page(() => import('@/features/compare/route.ts')) },
          // Peer feedback: notices and classes shared with me; a shared class, read-only, with comments.
          {
            path: 'reviews',
            Component: page(() => import('@/features/reviews/shared-route.ts'), withTexts('reviews')),
          },
          {
            path: 'reviews/:id',
            Component: page(() => import('@/features/session-detail/review-route.ts'), withTexts('reviews')),
          },
          { path: 'profile', Component: page(() => import('@/features/profile/route.ts')) },
          { path: 'account', Component: page(() => import('@/features/account/route.ts'), withTexts('analytics')) },
          { path: 'account/credits', Component: page(() => import('@/features/account/credits-route.ts')) },
          { path: 'purchase-credits', Component: page(() => import('@/features/account/purchase-route.ts')) },
          { path: 'purchase-tokens', Component: page(() => import('@/features/account/purchase-route.ts')) },
          { path: 'purchase-history', Component: page(() => import('@/features/account/purchase-history-route.ts')) },
          // The live microphone check (docs/live-check.md): signed-in users only, like the WebSocket behind it.
          {
            path: 'test/realtime',
            Component: page(() => import('@/features/live-check/route.ts'), withTexts('liveCheck')),
          },
          // Engine and queue status (docs/engine-status.md): signed-in users; admins see everything.
          {
            path: 'test/hybrid-status',
            Component: page(() => import('@/features/engine-status/route.ts'), withTexts('engineStatus')),
          },
        ],
      },
      {
        // Admin pages: protected, and the admin role (the API checks it again on every call).
        Component: guard('AdminGuard'),
        children: [
          {
            path: 'admin',
            Component: page(() => import('@/features/admin/route.ts'), withTexts('admin', 'analytics')),
          },
          {
            path: 'admin/credits',
            Component: page(() => import('@/features/admin/credits-route.ts'), withTexts('admin', 'analytics')),
          },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

/**
 * Loads the screens a path matches (and their texts), so a prerendered page hydrates with the same components that
 * rendered it instead of a loading fallback.
 */
export async function resolveLazyMatches(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (isLazyRoute(route.Component) ? route.Component.preload() : null)));
}

/** Whether a path is one of the app's pages (the prerender answers 404 for the others). */
export function isKnownPage(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.length > 0 && matches.at(-1)?.route.path !== '*';
}
