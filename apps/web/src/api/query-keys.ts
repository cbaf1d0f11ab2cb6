import type { SessionListQuery } from '@cuecoach/contracts';

/**
 * Every TanStack Query key of the app, in one factory: a query and the mutations that invalidate it name the same
 * key from here, never a literal of their own. Keys are plain arrays so a prefix (`queryKeys.sessions.all`,
 * `queryKeys.credits.all`, `queryKeys.admin.all`) invalidates everything below it.
 *
 * Some keys have two query definitions on purpose (each says why next to it): the header's balance and
 * cost-policy reads stay free of zod so the always-loaded header chunk does not download the schemas, while the
 * screens parse the same response with the contracts schema. Both share the key, so one cache entry serves both
 * and an invalidation refreshes both.
 */
export const queryKeys = {
  me: ['me'] as const,
  capabilities: ['capabilities'] as const,
  analysisSpeed: ['analysis-speed'] as const,
  engineStatus: ['engine-status'] as const,
  analyticsConfig: ['analytics', 'config'] as const,
  socialProviders: ['auth', 'social-providers'] as const,
  credits: {
    all: ['credits'] as const,
    balance: ['credits', 'balance'] as const,
    ledger: ['credits', 'ledger'] as const,
  },
  sessions: {
    all: ['sessions'] as const,
    lists: ['sessions', 'list'] as const,
    list: (q: SessionListQuery) => ['sessions', 'list', q] as const,
    detail: (id: string) => ['sessions', 'detail', id] as const,
    progress: (id: string) => ['sessions', 'progress', id] as const,
    latestCompleted: (userId: string | null) => ['sessions', 'latest-completed', userId] as const,
  },
  reviews: {
    all: ['reviews'] as const,
    session: (id: string) => ['reviews', 'session', id] as const,
    threads: (id: string) => ['reviews', 'threads', id] as const,
    access: (id: string) => ['reviews', 'access', id] as const,
    sharedWithMe: ['reviews', 'shared-with-me'] as const,
    notices: ['reviews', 'notices'] as const,
  },
  admin: {
    all: ['admin'] as const,
    reviews: ['admin', 'reviews'] as const,
    stats: ['admin', 'stats'] as const,
    users: (q: string, id: string, role: string, status: string, page: number, pageSize: number) =>
      ['admin', 'users', q, id, role, status, page, pageSize] as const,
    setting: (name: string) => ['admin', 'setting', name] as const,
    terms: (locale: string) => ['admin', 'terms', locale] as const,
    purchases: ['admin', 'purchases'] as const,
    workers: ['admin', 'workers'] as const,
    analytics: (days: number) => ['admin', 'analytics', days] as const,
  },
};
