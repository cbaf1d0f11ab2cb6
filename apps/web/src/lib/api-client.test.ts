import { adminApi, authApi, reviewsApi, sessionsApi } from '@cuecoach/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiUrl, callApi } from './api-client.ts';

/** Answers every request with `body` and `status`, recording what was asked. */
function serve(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(status === 204 ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiUrl', () => {
  it('fills path params encoded, under the one prefix', () => {
    expect(apiUrl(reviewsApi.reply, { params: { id: 'a/b', commentId: 'c d' } })).toBe(
      '/api/reviews/sessions/a%2Fb/comments/c%20d/replies',
    );
  });

  it('leaves out query keys that are undefined or empty', () => {
    expect(apiUrl(sessionsApi.list, { query: { q: '', page: 2, style: undefined } })).toBe('/api/sessions?page=2');
    expect(apiUrl(sessionsApi.list)).toBe('/api/sessions');
  });
});

describe('callApi', () => {
  it("sends the route's method and JSON body and parses the answer with its schema", async () => {
    const calls = serve(200, { id: 'u1', role: 'admin', status: 'active' });
    const updated = await callApi(adminApi.updateUser, { params: { id: 'u1' }, body: { role: 'admin' } });
    expect(updated).toEqual({ id: 'u1', role: 'admin', status: 'active' });
    expect(calls[0]?.url).toBe('/api/admin/users/u1');
    expect(calls[0]?.init.method).toBe('PATCH');
    expect(calls[0]?.init.body).toBe(JSON.stringify({ role: 'admin' }));
  });

  it('refuses an answer that does not match the schema instead of returning wrong data', async () => {
    serve(200, { id: 'u1', role: 'owner', status: 'active' });
    await expect(callApi(adminApi.updateUser, { params: { id: 'u1' }, body: {} })).rejects.toThrow();
  });

  it('answers undefined for a 204 route', async () => {
    serve(204, null);
    await expect(callApi(sessionsApi.remove, { params: { id: 's1' } })).resolves.toBeUndefined();
  });

  it('passes a typeOnly answer through unparsed (the zod-free header reads)', async () => {
    serve(200, { user: { id: 'u1' }, extra: true });
    await expect(callApi(authApi.me)).resolves.toEqual({ user: { id: 'u1' }, extra: true });
  });

  it("turns an error body into ApiRequestError with the server's code and details", async () => {
    serve(402, { error: { code: 'insufficient_credits', message: 'no', details: { required: 9 } } });
    const err = await callApi(sessionsApi.start, { params: { id: 's1' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiRequestError);
    expect(err).toMatchObject({ status: 402, code: 'insufficient_credits', details: { required: 9 } });
  });

  it('names a failure without an error body by its status', async () => {
    serve(502, 'bad gateway');
    await expect(callApi(sessionsApi.capabilities)).rejects.toMatchObject({ code: 'http_502' });
  });
});

// Compile-time checks: each line must fail typecheck (npm run check runs tsc over this file).
export function wrongUses() {
  // @ts-expect-error a route with path params needs them
  void callApi(sessionsApi.detail);
  // @ts-expect-error a param the path does not have
  void callApi(sessionsApi.detail, { params: { sessionId: 'x' } });
  // @ts-expect-error a body that does not match the route's schema
  void callApi(adminApi.changeCredits, { params: { id: 'u' }, body: { action: 'gift', amount: 1, requestId: 'r' } });
  // @ts-expect-error a body on a route that takes none
  void callApi(sessionsApi.capabilities, { body: { x: 1 } });
  void callApi(sessionsApi.detail, { params: { id: 'x' } }).then((s) => {
    // @ts-expect-error a field the response does not have
    void s.notAField;
  });
}
