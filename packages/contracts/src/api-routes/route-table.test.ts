import { describe, expect, it } from 'vitest';
import { allApiRoutes } from './all.ts';
import { sessionIdParams } from './sessions.ts';

const routes = allApiRoutes();
const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);
/** The keys a params schema (a zod/mini object) names. */
const schemaKeys = (schema: unknown) =>
  typeof schema === 'object' && schema !== null && 'def' in schema
    ? Object.keys((schema.def as { shape?: object }).shape ?? {})
    : [];

describe('the API route table', () => {
  it('declares each method and path once', () => {
    const keys = routes.map(({ route }) => `${route.method} ${route.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    expect(routes.length).toBeGreaterThan(60);
  });

  it("names each path parameter in the route's params schema, and no other", () => {
    const mismatched = routes
      .filter(({ route }) => pathParams(route.path).sort().join() !== schemaKeys(route.params).sort().join())
      .map(({ name }) => name);
    expect(mismatched).toEqual([]);
    expect(schemaKeys(sessionIdParams)).toEqual(['id']);
  });

  it('gives JSON routes an answer and non-JSON routes none', () => {
    const wrong = routes
      .filter(({ route }) =>
        route.kind ? route.response !== undefined : route.response === undefined && route.status !== 204,
      )
      .map(({ name }) => name);
    expect(wrong).toEqual([]);
  });
});
