import { statusApi } from '@cuecoach/contracts';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../plugins/api-route.ts';
import { adminEngineStatus, type EngineStatusDeps, userEngineStatus } from './engine-status.ts';

/** How long a computed status is served again: many open status pages then cost one computation per interval. */
export const STATUS_CACHE_MS = 3_000;

/** A value recomputed at most once per `ms`; callers arriving while it is computed share that computation. */
function cached<T>(ms: number, compute: () => Promise<T>): () => Promise<T> {
  let entry: { at: number; value: Promise<T> } | null = null;
  return () => {
    const now = Date.now();
    if (entry && now - entry.at < ms) return entry.value;
    const value = compute();
    const current = { at: now, value };
    entry = current;
    // A failed computation is not served to the next callers.
    value.catch(() => {
      if (entry === current) entry = null;
    });
    return value;
  };
}

/**
 * GET /api/engine-status for the /test/hybrid-status page (docs/engine-status.md): admins get every engine, queue,
 * worker and health figure; other signed-in users only whether each language can be analysed and the waiting time.
 * Signed out: 401.
 */
export const engineStatusRoutes =
  (deps: EngineStatusDeps, opts: { cacheMs?: number } = {}) =>
  async (app: FastifyInstance) => {
    const cacheMs = opts.cacheMs ?? STATUS_CACHE_MS;
    const forAdmin = cached(cacheMs, () => adminEngineStatus(deps));
    const forUser = cached(cacheMs, () => userEngineStatus(deps));
    serveRoute(
      app,
      statusApi.engineStatus,
      {
        tags: ['system'],
        summary: 'Engines, queue, workers and health for admins; language availability and waiting time for users',
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return request.user.role === 'admin' ? forAdmin() : forUser();
      },
    );
  };
