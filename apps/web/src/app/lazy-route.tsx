import { type ComponentType, type FunctionComponent, type LazyExoticComponent, lazy } from 'react';
import { useLocation } from 'react-router';

/** A route's screen that loads on demand; `preload` fetches it ahead (hydration, the prerender). */
export type LazyRoute = FunctionComponent & { preload(): Promise<void> };

interface Loader {
  load: () => Promise<ComponentType>;
  loaded: ComponentType | null;
  pending: Promise<void> | null;
  /** `React.lazy` over `pending`, for the render that has to wait; made again after a failure. */
  waiting: LazyExoticComponent<ComponentType> | null;
  /** The last failed load, and the navigation (location key) that showed it. */
  failure: { error: unknown; shownAt: string | null } | null;
}

function preload(loader: Loader): Promise<void> {
  loader.pending ??= loader.load().then(
    (component) => {
      loader.loaded = component;
    },
    (error: unknown) => {
      loader.failure = { error, shownAt: null };
      throw error;
    },
  );
  return loader.pending;
}

/**
 * Renders a loader's screen, suspending while its code downloads. A failed load is thrown to the error boundary
 * (which reloads once on a stale chunk) for as long as the reader stays on that navigation, so React's own
 * re-renders do not start the download again in a loop; the next navigation to it tries again.
 */
function LazyScreen({ loader }: { loader: Loader }) {
  const { key } = useLocation();
  const { failure } = loader;
  if (failure) {
    failure.shownAt ??= key;
    if (failure.shownAt === key) throw failure.error;
    loader.failure = null;
    loader.pending = null;
    loader.waiting = null;
  }
  const Screen = loader.loaded;
  if (Screen) return <Screen />;
  loader.waiting ??= lazy(() => preload(loader).then(() => ({ default: loader.loaded ?? Nothing })));
  return <loader.waiting />;
}

const Nothing = () => null;

/**
 * A screen component whose code (and whatever `load` brings with it) downloads the first time it renders.
 * Unlike `React.lazy`, a preloaded screen renders at once: a prerendered page must hydrate with the very component
 * that rendered it, not with a fallback. While loading it suspends: on a first load the `<Suspense>` of
 * `AppRoutes` shows the loading screen; on a navigation (a transition) the previous page stays until it is ready.
 */
export function lazyRoute(load: () => Promise<ComponentType>): LazyRoute {
  const loader: Loader = { load, loaded: null, pending: null, waiting: null, failure: null };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route when the route table is built, never during a render
  const Route = () => <LazyScreen loader={loader} />;
  return Object.assign(Route, { preload: () => preload(loader) });
}

export function isLazyRoute(component: unknown): component is LazyRoute {
  return typeof component === 'function' && typeof (component as Partial<LazyRoute>).preload === 'function';
}
