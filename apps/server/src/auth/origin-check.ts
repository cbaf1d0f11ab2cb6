import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for cookie-authenticated mutations: a browser request whose Origin is neither APP_ORIGIN nor the
 * host it was sent to is refused. Without an Origin header, `Sec-Fetch-Site: cross-site` is refused too; clients
 * that send neither (curl, server-to-server) are not browsers riding a victim's cookie. SameSite=Lax cookies are
 * the second layer.
 */
export function isSameOriginRequest(request: FastifyRequest, appOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') {
    if (origin === appOrigin) return true;
    try {
      return new URL(origin).host === request.headers.host;
    } catch {
      return false;
    }
  }
  if (origin === 'null') return false;
  return request.headers['sec-fetch-site'] !== 'cross-site';
}

export function registerOriginCheck(app: FastifyInstance, appOrigin: string): void {
  app.addHook('onRequest', async (request) => {
    if (!unsafeMethods.has(request.method)) return;
    if (!isSameOriginRequest(request, appOrigin)) {
      throw new AppError(403, 'csrf_rejected', 'Cross-origin request refused');
    }
  });
}
