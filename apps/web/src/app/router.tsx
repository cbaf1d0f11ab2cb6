import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { AuthIndexPage } from '../features/auth/auth-index-page.tsx';
import { AdminRoute, OnboardingRoute, ProtectedRoute } from '../features/auth/index.ts';
import { LoginPage } from '../features/auth/login-page.tsx';
import { OtpPage } from '../features/auth/otp-page.tsx';
import { SignupPage } from '../features/auth/signup-page.tsx';
import { AppErrorScreen, AppLoading } from '../features/diagnostics/index.ts';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { NotFoundPage } from '../features/misc/not-found-page.tsx';
import { PlannedPage } from '../features/misc/planned-page.tsx';
import { OnboardingPage } from '../features/onboarding/onboarding-page.tsx';

const planned = { Component: PlannedPage };

/**
 * The route table of spec §2. Access rules (public / protected / admin) are applied by the guards each
 * feature wraps its routes in.
 */
export const routes: RouteObject[] = [
  {
    // Spec §2 debug panel, outside the layout so it opens even when the layout itself is what crashed.
    path: '__debug',
    lazy: () => import('../features/diagnostics/route.ts'),
    HydrateFallback: AppLoading,
    ErrorBoundary: AppErrorScreen,
  },
  {
    Component: AppLayout,
    // First load straight onto a lazy route: a spinner until its chunk arrives, instead of a blank page.
    HydrateFallback: AppLoading,
    // Spec §2 app-wide error screen for any error below (render, lazy chunk, loader); reloads once on a stale chunk.
    ErrorBoundary: AppErrorScreen,
    children: [
      { index: true, Component: LandingPage },
      { path: 'auth', Component: AuthIndexPage },
      { path: 'auth/login', Component: LoginPage },
      { path: 'auth/signup', Component: SignupPage },
      { path: 'auth/otp', Component: OtpPage },
      { path: 'onboarding', Component: OnboardingRoute, children: [{ index: true, Component: OnboardingPage }] },
      { path: 'terms', lazy: () => import('../features/legal/terms-route.tsx') },
      { path: 'privacy', lazy: () => import('../features/legal/privacy-route.tsx') },
      { path: 'styles', lazy: () => import('../features/styles/list-route.ts') },
      { path: 'styles/:styleKey', lazy: () => import('../features/styles/detail-route.ts') },
      { path: 'sample-report', lazy: () => import('../features/sample-report/route.ts') },
      { path: 'sample', lazy: () => import('../features/sample-report/route.ts') },
      { path: 'test/realtime', ...planned },
      { path: 'test/hybrid-status', ...planned },
      {
        // Spec §2 protected pages: signed in with a profile (the guard redirects to login or onboarding).
        Component: ProtectedRoute,
        children: [
          // Route modules load on demand (Recharts and tus stay out of the landing bundle).
          { path: 'upload', lazy: () => import('../features/upload/route.ts') },
          { path: 'dashboard', lazy: () => import('../features/dashboard/route.ts') },
          { path: 'sessions', lazy: () => import('../features/sessions/route.ts') },
          { path: 'sessions/:id', lazy: () => import('../features/session-detail/route.ts') },
          { path: 'compare/:a/:b', lazy: () => import('../features/compare/route.ts') },
          { path: 'profile', lazy: () => import('../features/profile/route.ts') },
          { path: 'account', lazy: () => import('../features/account/route.ts') },
          { path: 'account/credits', lazy: () => import('../features/account/credits-route.ts') },
          { path: 'purchase-credits', lazy: () => import('../features/account/purchase-route.ts') },
          { path: 'purchase-tokens', lazy: () => import('../features/account/purchase-route.ts') },
          { path: 'purchase-history', lazy: () => import('../features/account/purchase-history-route.ts') },
        ],
      },
      {
        // Admin pages: protected, and the admin role (the API checks it again on every call).
        Component: AdminRoute,
        children: [
          { path: 'admin', lazy: () => import('../features/admin/route.ts') },
          { path: 'admin/credits', lazy: () => import('../features/admin/credits-route.ts') },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
