import type { DebugStore } from './debug-store.ts';
import { describeError, logId, statusClass } from './log-types.ts';
import { redactBody, redactHeaders, redactUrl, truncate } from './redact.ts';

/** Bodies are cut to this many characters: 200 entries stay well inside sessionStorage's quota. */
export const bodyLimit = 2_000;
// Parsing a multi-megabyte body to redact it by key is not worth it; such bodies are cut first.
const parseLimit = 200_000;

type Clock = { now: () => number; performanceNow: () => number };
const realClock: Clock = { now: () => Date.now(), performanceNow: () => performance.now() };

export function captureBody(text: string): string {
  return text.length > parseLimit ? redactBody(truncate(text, bodyLimit)) : truncate(redactBody(text), bodyLimit);
}

function headersToObject(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    out[name] = value;
  });
  return redactHeaders(out);
}

function describeRequestBody(body: BodyInit | null | undefined): string | null {
  if (body === null || body === undefined) return null;
  if (typeof body === 'string') return captureBody(body);
  if (body instanceof URLSearchParams) return captureBody(body.toString());
  if (typeof Blob !== 'undefined' && body instanceof Blob) return `[${body.type || 'binary'} body, ${body.size} bytes]`;
  if (typeof FormData !== 'undefined' && body instanceof FormData) return '[form data]';
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return `[binary body, ${body.byteLength} bytes]`;
  return '[stream body]';
}

// Streams (SSE) never end and media is large and binary: their bodies are not read.
const unreadableType = /^(text\/event-stream|audio\/|video\/|image\/|application\/octet-stream|application\/zip)/i;

/**
 * Debug mode logs every fetch call. The wrapper never changes what the caller sees: the response is
 * returned as soon as its headers arrive, and the body is read from a clone in the background.
 */
export function wrapFetch(original: typeof fetch, store: DebugStore, clock: Clock = realClock): typeof fetch {
  return async function debugFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = typeof Request !== 'undefined' && input instanceof Request ? input : null;
    const started = clock.performanceNow();
    const id = logId('req', clock.now());
    const rawUrl =
      typeof input === 'string' ? input : input instanceof URL ? input.href : (request?.url ?? String(input));
    store.addRequest({
      id,
      timestamp: new Date(clock.now()).toISOString(),
      userAgent: navigator.userAgent,
      route: window.location.pathname,
      method: (init?.method ?? request?.method ?? 'GET').toUpperCase(),
      url: redactUrl(rawUrl),
      status: null,
      statusText: '',
      statusClass: 'pending',
      duration: null,
      requestHeaders: headersToObject(new Headers(init?.headers ?? request?.headers)),
      requestBody: init?.body !== undefined ? describeRequestBody(init.body) : request?.body ? '[stream body]' : null,
      responseHeaders: {},
      responseBody: null,
      error: null,
    });

    let response: Response;
    try {
      response = await original(input, init);
    } catch (err) {
      const error = describeError(err);
      store.updateRequest(id, {
        statusClass: 'failure',
        duration: Math.round(clock.performanceNow() - started),
        error: `${error.name}: ${error.message}`,
      });
      store.addError({
        id: logId('error', clock.now()),
        timestamp: new Date(clock.now()).toISOString(),
        source: 'fetch',
        error,
        errorInfo: `${init?.method ?? request?.method ?? 'GET'} ${redactUrl(rawUrl)}`,
        route: window.location.pathname,
        userAgent: navigator.userAgent,
        requestId: id,
      });
      throw err;
    }

    store.updateRequest(id, {
      status: response.status,
      statusText: response.statusText,
      statusClass: statusClass(response.status),
      duration: Math.round(clock.performanceNow() - started),
      responseHeaders: headersToObject(response.headers),
    });
    const type = response.headers.get('content-type') ?? '';
    if (unreadableType.test(type)) {
      store.updateRequest(id, { responseBody: `[${type.split(';')[0]} body not captured]` });
      return response;
    }
    let copy: Response;
    try {
      copy = response.clone();
    } catch (err) {
      store.updateRequest(id, { error: `Body read error: ${describeError(err).message}` });
      return response;
    }
    copy.text().then(
      (text) => store.updateRequest(id, { responseBody: captureBody(text) }),
      (err: unknown) => store.updateRequest(id, { error: `Body read error: ${describeError(err).message}` }),
    );
    return response;
  };
}
