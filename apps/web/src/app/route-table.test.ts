import { isWebRoute, webRoutePatterns } from '@cuecoach/contracts';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router.tsx';

function paths(list: RouteObject[], prefix = ''): string[] {
  return list.flatMap((route) => {
    const here = route.path ? `${prefix}/${route.path}`.replace(/\/+/g, '/') : prefix;
    const own = route.path || route.index ? [here || '/'] : [];
    return [...own, ...paths(route.children ?? [], here)];
  });
}

describe('route table', () => {
  it('matches the list the server uses to tell pages from unknown paths (404)', () => {
    const mine = paths(routes).filter((p) => p !== '/*');
    expect([...new Set(mine)].sort()).toEqual([...webRoutePatterns].sort());
  });

  it('treats unknown paths and unknown styles as no page', () => {
    expect(isWebRoute('/sessions/123')).toBe(true);
    expect(isWebRoute('/styles/vinyasa')).toBe(true);
    expect(isWebRoute('/styles/not-a-style')).toBe(false);
    expect(isWebRoute('/nope')).toBe(false);
    expect(isWebRoute('/sessions/1/2')).toBe(false);
  });
});
