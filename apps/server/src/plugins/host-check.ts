import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Config, isLoopbackHost } from '../config.ts';
import { AppError } from '../errors.ts';

/** Orchestrators' probes name the machine's own address in Host; what they read is public anyway. */
const probePaths = /^\/api\/(health|ready|live)(\/|\?|$)/;

/** The host name of a Host header (`name:port`, `[v6]:port`), lower-case; null when it is not one. */
function hostName(header: string): string | null {
  try {
    return new URL(`http://${header}`).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Against DNS rebinding: a page on `evil.test` whose name is made to resolve to this server sends
 * `Host: evil.test`, and its requests are then same-origin for the browser (and the Origin = Host CSRF rule). Only
 * the host of APP_ORIGIN is answered, plus loopback names (`localhost`, 127.x, ::1): a rebinding page can never
 * send those, and a reverse proxy on the same machine often does (nginx passes the upstream address by default).
 * Checked on the host Fastify sees (X-Forwarded-Host only when TRUST_PROXY trusts the proxy).
 */
export function isAllowedHost(request: FastifyRequest, config: Pick<Config, 'appOrigin'>): boolean {
  const name = hostName(request.host ?? '');
  if (!name) return false;
  if (isLoopbackHost(name)) return true;
  return name === new URL(config.appOrigin).hostname.toLowerCase();
}

export function registerHostCheck(app: FastifyInstance, config: Pick<Config, 'appOrigin'>): void {
  app.addHook('onRequest', async (request) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && probePaths.test(request.url)) return;
    if (!isAllowedHost(request, config)) {
      throw new AppError(421, 'host_not_allowed', 'This server does not answer for that host name.');
    }
  });
}
