import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCommit, appVersion } from '../src/version.ts';
import { buildTestApp } from './helpers/app.ts';
import { testDatabases } from './helpers/databases.ts';

describe.each(testDatabases())('health and API basics on $name', (target) => {
  let ctx: Awaited<ReturnType<typeof target.create>>;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await target.create();
    app = await buildTestApp(ctx.database);
  });
  afterAll(async () => {
    await app.close();
    await ctx.drop();
  });

  it('reports ok with the database kind and the release (version and commit)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      db: target.name,
      storage: 'local',
      version: appVersion,
      commit: appCommit,
    });
    expect(appCommit).toMatch(/^([0-9a-f]{7,40}|unknown)$/);
  });

  it('answers liveness and readiness apart, with the release', async () => {
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 'ok', version: appVersion, commit: appCommit });
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', db: 'ok', storage: 'ok', commit: appCommit });
  });

  it('echoes a request id and sets security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-123' } });
    expect(res.headers['x-request-id']).toBe('trace-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('publishes an OpenAPI document that lists the health route, and a docs page', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health']).toBeDefined();
    const docs = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('compresses large responses when asked', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-ui-bundle.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('health when the database is gone', () => {
  it('answers 503 with a reason', async () => {
    const target = testDatabases()[0]!;
    const ctx = await target.create();
    const app = await buildTestApp(ctx.database);
    await ctx.database.close();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', db: 'pglite' });
    expect(res.json().reason).toMatch(/database unreachable/);
    await app.close();
  });
});
