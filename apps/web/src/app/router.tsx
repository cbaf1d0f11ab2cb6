import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { AppErrorScreen, AppLoading } from '../features/diagnostics/index.ts';
import { LandingPage } from '../features/landing/index.ts';
import { NotFoundPage } from '../features/misc/index.ts';
import { i18n, loadAppNamespaces } from '../lib/i18n.ts';
import { appNamespaces, type Namespace } from '../locales/namespaces.ts';

/**
 * Route modules (`features/<feature>/route.ts`, `*-route.ts`, `auth/routes/*`) are imported here by dynamic
 * `import()` directly, never through a feature's index.ts: each stays its own lazy chunk (allowed in biome.json).
 *
 * A route module loaded on demand, together with the texts of the current language: the landing ships only the
 * shell's code and texts; the first other screen brings its code and the remaining namespaces in parallel.
 */
function page<M extends { Component?: ComponentType | null }>(
  load: () => Promise<M>,
  namespaces?: Namespace[],
): () => Promise<M> {
  return async () => {
    const texts = namespaces ? i18n.loadNamespaces(namespaces) : loadAppNamespaces();
    const [module, { withQueryClient }] = await Promise.all([load(), import('./with-query-client.tsx'), texts]);
    // The app shell has no query provider (app/with-query-client.tsx): each screen brings its own.
    return module.Component ? { ...module, Component: withQueryClient(module.Component) } : module;
  };
}

/** A route guard (sign-in, admin, onboarding), loaded with the first screen behind it. */
function guard(name: 'ProtectedGuard' | 'AdminGuard' | 'OnboardingGuard') {
  return async () => ({ Component: (await import('../features/auth/routes/guard-routes.ts'))[name] });
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
    lazy: page(() => import('../features/diagnostics/route.ts')),
    HydrateFallback: AppLoading,
    ErrorBoundary: AppErrorScreen,
  },
  {
    Component: AppLayout,
    // First load straight onto a lazy route: a spinner until its chunk arrives, instead of a blank page.
    HydrateFallback: AppLoading,
    // App-wide error screen for any error below (render, lazy chunk, loader); reloads once on a stale chunk.
    ErrorBoundary: AppErrorScreen,
    children: [
      { index: true, Component: LandingPage },
      { path: 'auth', lazy: page(() => import('../features/auth/routes/index-route.ts')) },
      { path: 'auth/login', lazy: page(() => import('../features/auth/routes/login-route.ts')) },
      { path: 'auth/signup', lazy: page(() => import('../features/auth/routes/signup-route.ts')) },
      { path: 'auth/otp', lazy: page(() => import('../features/auth/routes/otp-route.ts')) },
      {
        path: 'onboarding',
        lazy: guard('OnboardingGuard'),
        children: [{ index: true, lazy: page(() => import('../features/onboarding/route.ts')) }],
      },
      { path: 'terms', lazy: page(() => import('../features/legal/terms-route.tsx'), legalTexts) },
      { path: 'privacy', lazy: page(() => import('../features/legal/privacy-route.tsx'), legalTexts) },
      { path: 'styles', lazy: page(() => import('../features/styles/list-route.ts'), styleTexts) },
      { path: 'styles/:styleKey', lazy: page(() => import('../features/styles/detail-route.ts'), styleTexts) },
      { path: 'sample-report', lazy: page(() => import('../features/sample-report/route.ts')) },
      { path: 'sample', lazy: page(() => import('../features/sample-report/route.ts')) },
      {
        // Protected pages: signed in with a profile (the guard redirects to login or onboarding).
        lazy: guard('ProtectedGuard'),
        children: [
          // Route modules load on demand (Recharts and tus stay out of the landing bundle).
          { path: 'upload', lazy: page(() => import('../features/upload/route.ts')) },
          { path: 'dashboard', lazy: page(() => import('../features/dashboard/route.ts')) },
          { path: 'sessions', lazy: page(() => import('../features/sessions/route.ts')) },
          { path: 'sessions/:id', lazy: page(() => import('../features/session-detail/route.ts')) },
          { path: 'compare/:a/:b', lazy: page(() => import('../features/compare/route.ts')) },
          { path: 'profile', lazy: page(() => import('../features/profile/route.ts')) },
          { path: 'account', lazy: page(() => import('../features/account/route.ts'), withTexts('analytics')) },
          { path: 'account/credits', lazy: page(() => import('../features/account/credits-route.ts')) },
          { path: 'purchase-credits', lazy: page(() => import('../features/account/purchase-route.ts')) },
          { path: 'purchase-tokens', lazy: page(() => import('../features/account/purchase-route.ts')) },
          { path: 'purchase-history', lazy: page(() => import('../features/account/purchase-history-route.ts')) },
          // The live microphone check (docs/live-check.md): signed-in users only, like the WebSocket behind it.
          {
            path: 'test/realtime',
            lazy: page(() => import('../features/live-check/route.ts'), withTexts('liveCheck')),
          },
          // Engine and queue status (docs/engine-status.md): signed-in users; admins see everything.
          {
            path: 'test/hybrid-status',
            lazy: page(() => import('../features/engine-status/route.ts'), withTexts('engineStatus')),
          },
        ],
      },
      {
        // Admin pages: protected, and the admin role (the API checks it again on every call).
        lazy: guard('AdminGuard'),
        children: [
          { path: 'admin', lazy: page(() => import('../features/admin/route.ts'), withTexts('admin', 'analytics')) },
          {
            path: 'admin/credits',
            lazy: page(() => import('../features/admin/credits-route.ts'), withTexts('admin', 'analytics')),
          },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

/**
 * Loads the lazy route modules (and texts) a path matches and puts them in place, so a prerendered page hydrates
 * with the same components that rendered it instead of a loading fallback.
 */
export async function resolveLazyMatches(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
