import { apiPrefix } from '@cuecoach/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * API answers are per user (profile, sessions, ledger, a session's transcript) unless a route says otherwise: without
 * a Cache-Control header a shared cache or the browser's back/forward cache may keep them and show them to the next
 * person at that computer. Every `/api/` response that set no Cache-Control of its own gets `no-store`.
 */
export function registerPrivateCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith(`${apiPrefix}/`) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}
