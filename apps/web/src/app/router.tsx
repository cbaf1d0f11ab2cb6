import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { NotFoundPage } from '../features/misc/not-found-page.tsx';
import { PlannedPage } from '../features/misc/planned-page.tsx';

const planned = { Component: PlannedPage };

/**
 * The route table of spec §2. Access rules (public / protected / admin) are applied by the guards each
 * feature wraps its routes in.
 */
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    children: [
      { index: true, Component: LandingPage },
      { path: 'auth', ...planned },
      { path: 'auth/login', ...planned },
      { path: 'auth/signup', ...planned },
      { path: 'auth/otp', ...planned },
      { path: 'onboarding', ...planned },
      { path: 'terms', ...planned },
      { path: 'privacy', ...planned },
      { path: 'styles', ...planned },
      { path: 'styles/:styleKey', ...planned },
      { path: 'sample-report', ...planned },
      { path: 'sample', ...planned },
      { path: 'test/realtime', ...planned },
      { path: 'test/hybrid-status', ...planned },
      { path: 'upload', ...planned },
      { path: 'dashboard', ...planned },
      { path: 'sessions', ...planned },
      { path: 'sessions/:id', ...planned },
      { path: 'compare/:a/:b', ...planned },
      { path: 'profile', ...planned },
      { path: 'account', ...planned },
      { path: 'account/credits', ...planned },
      { path: 'purchase-credits', ...planned },
      { path: 'purchase-tokens', ...planned },
      { path: 'purchase-history', ...planned },
      { path: 'admin', ...planned },
      { path: 'admin/credits', ...planned },
      { path: '__debug', ...planned },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
