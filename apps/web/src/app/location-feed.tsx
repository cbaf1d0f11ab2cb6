import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { RouterLike } from '@/features/analytics/index.ts';

type Listener = Parameters<RouterLike['subscribe']>[0];
let current = { pathname: typeof window === 'undefined' ? '/' : window.location.pathname };
const listeners = new Set<Listener>();

/**
 * The current path and its changes, for code outside React (the analytics collector, which loads after the first
 * paint and must not hold the router).
 */
export const locationFeed: RouterLike = {
  get state() {
    return { location: current };
  },
  subscribe(listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * Feeds `locationFeed` from inside the router. A hook, not a component: an extra sibling in the browser's tree
 * would shift every `useId` and break hydration of the prerendered pages.
 */
export function usePublishLocation(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === current.pathname) return;
    current = { pathname };
    for (const listener of listeners) listener({ location: current });
  }, [pathname]);
}
