import { styles } from './enums.ts';

/**
 * The web app's pages, shared so the server can answer an unknown path with 404 (the SPA still renders its
 * not-found page) and knows which public pages were rendered at build time. apps/web's router test checks that
 * its route table and this list agree.
 */
export const webRoutePatterns = [
  '/',
  '/auth',
  '/auth/login',
  '/auth/signup',
  '/auth/otp',
  '/onboarding',
  '/terms',
  '/privacy',
  '/styles',
  '/styles/:styleKey',
  '/sample-report',
  '/sample',
  '/test/realtime',
  '/test/hybrid-status',
  '/upload',
  '/dashboard',
  '/sessions',
  '/sessions/:id',
  '/compare/:a/:b',
  '/reviews',
  '/reviews/:id',
  '/review/join/:token',
  '/profile',
  '/account',
  '/account/credits',
  '/purchase-credits',
  '/purchase-tokens',
  '/purchase-history',
  '/admin',
  '/admin/credits',
  '/__debug',
] as const;

/** Path parameters whose valid values are known up front: any other value is a page that does not exist. */
const knownParams: Record<string, readonly string[]> = { styleKey: styles };

/** Whether a pathname (no query, no trailing slash except "/") is one of the app's pages. */
export function isWebRoute(pathname: string): boolean {
  const parts = pathname.split('/').filter(Boolean);
  return webRoutePatterns.some((pattern) => {
    const want = pattern.split('/').filter(Boolean);
    if (want.length !== parts.length) return false;
    return want.every((segment, i) => {
      const part = parts[i] ?? '';
      if (!segment.startsWith(':')) return segment === part;
      const allowed = knownParams[segment.slice(1)];
      return part.length > 0 && (!allowed || allowed.includes(part));
    });
  });
}

export const prerenderLanguages = ['ko', 'en'] as const;
/** Rendered for answers to paths that are no page (sent with status 404). */
export const notFoundPrerenderPath = '/404';

/** The public pages rendered to HTML at build time, plus the not-found page. */
export function prerenderedPages(): string[] {
  return [
    '/',
    '/styles',
    ...styles.map((s) => `/styles/${s}`),
    '/sample-report',
    '/sample',
    '/terms',
    '/privacy',
    notFoundPrerenderPath,
  ];
}
