/** Loaded with the app shell (not lazily): the error screen must render even when chunks cannot be fetched. */
export { AppErrorScreen } from './components/app-error-screen.tsx';
export { AppLoading } from './components/app-loading.tsx';
export { RouteErrorBoundary } from './components/route-error-boundary.tsx';
export { installDebugMode } from './lib/debug-mode.ts';
export { debugStore } from './lib/debug-store.ts';
