import { type ApiRouteSpec, allApiRoutes, apiPrefix } from '@cuecoach/contracts';
import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

/** The protocols whose every method is served on their paths (tus, better-auth): the table names the path only. */
const pathOnlyKinds = new Set<ApiRouteSpec['kind']>(['tus', 'better-auth']);
/** Swagger UI's own pages, registered by @fastify/swagger-ui under the prefix. */
const docsPrefix = `${apiPrefix}/docs`;

/**
 * What disagrees between the routes the server registered under the API prefix and the route table
 * (packages/contracts/src/api-routes): `unlisted` are registered but not in the table, `missing` are in the table
 * but not registered (except those in `absentAllowed`, registered only when configured). HEAD, which Fastify adds
 * for every GET, is not compared.
 */
export function compareWithTable(
  registered: readonly RegisteredRoute[],
  table: readonly { name: string; route: ApiRouteSpec }[],
  absentAllowed: readonly ApiRouteSpec[] = [],
): { unlisted: string[]; missing: string[] } {
  const full = (route: ApiRouteSpec) => `${apiPrefix}${route.path}`;
  const pathOnly = new Set(table.filter(({ route }) => pathOnlyKinds.has(route.kind)).map(({ route }) => full(route)));
  const listed = new Set(table.map(({ route }) => `${route.method} ${full(route)}`));
  const seen = new Set<string>();
  const unlisted: string[] = [];
  for (const { method, url } of registered) {
    if (
      !(url === apiPrefix || url.startsWith(`${apiPrefix}/`)) ||
      url === docsPrefix ||
      url.startsWith(`${docsPrefix}/`)
    ) {
      continue;
    }
    if (pathOnly.has(url)) {
      seen.add(url);
      continue;
    }
    if (method === 'HEAD') continue;
    const key = `${method} ${url}`;
    seen.add(key);
    if (!listed.has(key)) unlisted.push(key);
  }
  const optional = new Set(absentAllowed);
  const missing = table
    .filter(({ route }) => !optional.has(route))
    .filter(({ route }) => !seen.has(pathOnlyKinds.has(route.kind) ? full(route) : `${route.method} ${full(route)}`))
    .map(({ name, route }) => `${name} (${route.method} ${full(route)})`);
  return { unlisted, missing };
}

/**
 * Holds the server to the route table: every route registered under the prefix must be in the table and every
 * route of the table registered, or the app does not start (a route added on one side only is caught by the first
 * test run, and by typecheck wherever the two disagree on a route's shape). Call before any route is registered.
 */
export function enforceRouteTable(app: FastifyInstance, absentAllowed: () => readonly ApiRouteSpec[]): void {
  const registered: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registered.push({ method, url: route.url });
  });
  app.addHook('onReady', async () => {
    const { unlisted, missing } = compareWithTable(registered, allApiRoutes(), absentAllowed());
    if (unlisted.length > 0 || missing.length > 0) {
      throw new Error(
        `The API routes disagree with the route table (packages/contracts/src/api-routes): ${[
          ...unlisted.map((r) => `registered but not in the table: ${r}`),
          ...missing.map((r) => `in the table but not registered: ${r}`),
        ].join('; ')}`,
      );
    }
  });
}
