import { Suspense } from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { AppLoading } from '../features/diagnostics/components/app-loading.tsx';
import { RouteErrorBoundary } from '../features/diagnostics/components/route-error-boundary.tsx';
import { routes } from './router.tsx';

/**
 * A route table rendered with the app's error screen and loading screen around it. React Router's declarative
 * mode: the data router (`createBrowserRouter`) would add ~12 KB gzipped to the landing for loaders and actions
 * this app does not use (docs/web.md, "Budgets").
 */
export function RoutesWithBoundary({ table }: { table: RouteObject[] }) {
  const location = useLocation();
  const element = useRoutes(table);
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      {/* A first load straight onto a screen whose code is still on its way; navigations keep the old page. */}
      <Suspense fallback={<AppLoading />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}

/** The whole app's pages, inside a `BrowserRouter` (main.tsx) or a `StaticRouter` (entry-server.tsx). */
export function AppRoutes() {
  return <RoutesWithBoundary table={routes} />;
}
