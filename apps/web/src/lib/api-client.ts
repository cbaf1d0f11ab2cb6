import type { z } from 'zod/mini';

/**
 * The one way the web talks to the API: same-origin JSON with the session cookie. Failures become
 * `ApiRequestError` carrying the server's stable error `code`, which features map to translated messages.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Record<string, unknown> | undefined;

  constructor(status: number, code: string, message: string, details?: Record<string, unknown>) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export const networkErrorCode = 'network_error';

export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...rest,
      headers: {
        accept: 'application/json',
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: json === undefined ? rest.body : JSON.stringify(json),
    });
  } catch (err) {
    throw new ApiRequestError(0, networkErrorCode, (err as Error).message);
  }
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => null)) as {
    error?: { code?: string; message?: string; details?: Record<string, unknown> };
  } | null;
  if (!response.ok) {
    throw new ApiRequestError(
      response.status,
      body?.error?.code ?? `http_${response.status}`,
      body?.error?.message ?? response.statusText,
      body?.error?.details,
    );
  }
  return body as T;
}

/**
 * The convention for every API call: the response is parsed with its contracts zod schema (packages/contracts), so
 * a drifting server shows an error state instead of wrong data. `apiFetch` alone is for calls without a body to
 * read (204, deletes), for the deliberately zod-free header reads (features/auth/api/me.ts,
 * features/auth/components/balance-widget.tsx) and for the few responses contracts has no schema for (each says
 * so). Only zod's types are imported here: zod itself comes with the caller's schema, never with this module.
 * The schemas are zod/mini ones (packages/contracts): a mini schema still has `.parse`, and mini tree-shakes where
 * classic zod cost every signed-in screen about 25 KB gzipped.
 */
export async function apiFetchParsed<S extends z.ZodMiniType>(
  schema: S,
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<z.output<S>> {
  return schema.parse(await apiFetch<unknown>(path, init));
}
