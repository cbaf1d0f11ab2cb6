import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, updated live. Where matchMedia does not exist (tests in jsdom) it answers
 * `fallback`, so those render the wide layout.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? fallback,
    () => fallback,
  );
}

/** Tailwind's md breakpoint: below it the app uses its phone layouts. */
export const wideScreenQuery = '(min-width: 768px)';
