import { type ReactNode, Suspense, useEffect } from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { AppLoading, RouteErrorBoundary } from '@/features/diagnostics/index.ts';
import { usePublishLocation } from './location-feed.tsx';
import { routes } from './router.tsx';

/**
 * A route table rendered with the app's error screen and loading screen around it. React Router's declarative
 * mode: the data router (`createBrowserRouter`) would add ~12 KB gzipped to the landing for loaders and actions
 * this app does not use (docs/web.md, "Budgets").
 */
export function RoutesWithBoundary({ table, onScreenShown }: { table: RouteObject[]; onScreenShown?: () => void }) {
  const location = useLocation();
  const element = useRoutes(table);
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      {/* A first load straight onto a screen whose code is still on its way; navigations keep the old page. */}
      <Suspense fallback={<AppLoading />}>
        <AfterMount run={onScreenShown}>{element}</AfterMount>
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * Runs `run` once its children have mounted (or hydrated): inside the Suspense boundary, whose content React
 * hydrates in a pass of its own after the rest of the page. A wrapper, not a sibling, so `useId` values match the
 * prerendered HTML.
 */
function AfterMount({ run, children }: { run: (() => void) | undefined; children: ReactNode }) {
  useEffect(() => run?.(), [run]);
  return children;
}

/**
 * The whole app's pages, inside a `BrowserRouter` (main.tsx) or a `StaticRouter` (entry-server.tsx).
 * `onScreenShown` runs when the first screen has mounted or hydrated, after every effect below it.
 */
export function AppRoutes({ onScreenShown }: { onScreenShown?: () => void }) {
  usePublishLocation();
  return <RoutesWithBoundary table={routes} onScreenShown={onScreenShown} />;
}
