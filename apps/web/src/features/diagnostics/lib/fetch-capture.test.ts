import { describe, expect, it, vi } from 'vitest';
import { createDebugStore } from './debug-store.ts';
import { bodyLimit, wrapFetch } from './fetch-capture.ts';
import { redacted } from './redact.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(respond: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  const store = createDebugStore({ local: null, session: null });
  const original = vi.fn(respond);
  let clock = 1_000;
  const debugFetch = wrapFetch(original as unknown as typeof fetch, store, {
    now: () => 1_763_791_200_000,
    performanceNow: () => {
      clock += 21;
      return clock;
    },
  });
  return { store, original, debugFetch };
}

describe('debug fetch log', () => {
  it('logs method, url, status class, duration, headers and bodies, redacted, without changing the response', async () => {
    const { store, debugFetch } = setup(
      async () =>
        new Response(JSON.stringify({ user: { email: 'kim@example.com' }, token: 'secret-token' }), {
          status: 200,
          statusText: 'OK',
          headers: { 'content-type': 'application/json', 'set-cookie': 'sid=1' },
        }),
    );
    const response = await debugFetch('/api/auth/sign-in/email-otp', {
      method: 'post',
      headers: { 'content-type': 'application/json', cookie: 'sid=1' },
      body: JSON.stringify({ email: 'kim@example.com', otp: '123456' }),
    });
    expect(await response.json()).toEqual({ user: { email: 'kim@example.com' }, token: 'secret-token' });
    await settle();
    const [entry] = store.getSnapshot().requests;
    expect(entry).toMatchObject({
      method: 'POST',
      url: '/api/auth/sign-in/email-otp',
      status: 200,
      statusText: 'OK',
      statusClass: 'success',
      duration: 21,
      error: null,
    });
    expect(entry?.id).toMatch(/^req_1763791200000_[a-z0-9]{9}$/);
    expect(entry?.requestHeaders.cookie).toBe(redacted);
    expect(entry?.requestBody).not.toContain('123456');
    expect(entry?.responseHeaders['set-cookie']).toBe(redacted);
    expect(JSON.parse(entry?.responseBody ?? '')).toEqual({ user: { email: 'kim@example.com' }, token: redacted });
  });

  it('classes redirects and failures, and truncates long bodies', async () => {
    const { store, debugFetch } = setup(async (input) => {
      if (String(input).endsWith('/moved')) return new Response(null, { status: 304 });
      return new Response('x'.repeat(bodyLimit + 500), { status: 500, statusText: 'Internal Server Error' });
    });
    await debugFetch('/api/moved');
    await debugFetch('/api/broken');
    await settle();
    const [moved, broken] = store.getSnapshot().requests;
    expect(moved?.statusClass).toBe('redirect');
    expect(broken?.statusClass).toBe('failure');
    expect(broken?.responseBody?.startsWith('x'.repeat(bodyLimit))).toBe(true);
    expect(broken?.responseBody).toContain('500 more characters');
  });

  it('logs a network failure as a failed request and an error entry, and rethrows it', async () => {
    const { store, debugFetch } = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(debugFetch('/api/health')).rejects.toThrow('Failed to fetch');
    const { requests, errors } = store.getSnapshot();
    expect(requests[0]).toMatchObject({ status: null, statusClass: 'failure', error: 'TypeError: Failed to fetch' });
    expect(errors[0]).toMatchObject({ source: 'fetch', requestId: requests[0]?.id });
  });

  it('records an unreadable body as a body-read error', async () => {
    const broken = new ReadableStream({
      start(controller) {
        controller.error(new Error('connection reset'));
      },
    });
    const { store, debugFetch } = setup(async () => new Response(broken, { status: 200 }));
    const response = await debugFetch('/api/sessions');
    expect(response.status).toBe(200);
    await settle();
    expect(store.getSnapshot().requests[0]?.error).toMatch(/^Body read error: /);
  });

  it('does not read event streams', async () => {
    const { store, debugFetch } = setup(
      async () => new Response('data: {}\n\n', { headers: { 'content-type': 'text/event-stream' } }),
    );
    const response = await debugFetch('/api/sessions/1/events');
    expect(await response.text()).toBe('data: {}\n\n');
    expect(store.getSnapshot().requests[0]?.responseBody).toBe('[text/event-stream body not captured]');
  });
});
