import {
  type ApiRouteSpec,
  apiPrefix,
  type RouteResponse,
  type RouteSchema,
  type SchemaInput,
} from '@cuecoach/contracts';
import type { z } from 'zod/mini';

/**
 * The one way the web talks to the API: same-origin JSON with the session cookie, every URL built from the route
 * table in packages/contracts (`sessionsApi.detail`, `adminApi.users`…). Failures become `ApiRequestError`
 * carrying the server's stable error `code`, which features map to translated messages.
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

type ParamsInput<R extends ApiRouteSpec> = R['params'] extends RouteSchema
  ? { params: z.input<R['params']> }
  : { params?: undefined };
type QueryInput<R extends ApiRouteSpec> = R['query'] extends RouteSchema
  ? // biome-ignore lint/complexity/noBannedTypes: "every key optional" is asked as `{} extends …`
    {} extends z.input<R['query']>
    ? { query?: z.input<R['query']> }
    : { query: z.input<R['query']> }
  : { query?: undefined };
type BodyInput<R extends ApiRouteSpec> = R['body'] extends undefined
  ? { body?: undefined }
  : undefined extends SchemaInput<R['body']>
    ? { body?: SchemaInput<R['body']> }
    : { body: SchemaInput<R['body']> };

/** What a call to `R` takes: its path params, query and body, each typed by the route's schemas. */
export type CallInput<R extends ApiRouteSpec> = ParamsInput<R> & QueryInput<R> & BodyInput<R>;
/** One argument when the route needs any input, none otherwise. */
// biome-ignore lint/complexity/noBannedTypes: "nothing required" is asked as `{} extends …`
type CallArgs<R extends ApiRouteSpec> = {} extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

/**
 * The URL of a route: the prefix, the path with its `:params` filled in (encoded), and the query (keys whose value
 * is undefined, null or '' are left out). Also for the routes that are not JSON (audio, EventSource, the tus
 * endpoint, the live check's socket), which the browser or a library fetches itself.
 */
export function apiUrl<R extends ApiRouteSpec>(
  route: R,
  input: { params?: CallInput<R>['params']; query?: CallInput<R>['query'] } = {},
): string {
  return urlOf(route.path, input);
}

const entriesOf = (value: unknown) => (typeof value === 'object' && value !== null ? Object.entries(value) : []);

function urlOf(path: string, input: { params?: unknown; query?: unknown }): string {
  const params = new Map(entriesOf(input.params));
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params.get(name))));
  const search = new URLSearchParams();
  for (const [key, value] of entriesOf(input.query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return `${apiPrefix}${filled}${query ? `?${query}` : ''}`;
}

async function send(url: string, method: string, body: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (err) {
    throw new ApiRequestError(0, networkErrorCode, err instanceof Error ? err.message : String(err));
  }
  if (response.status === 204) return undefined;
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    // Every API error has this body (contracts `apiError`); read without zod, which this module never loads.
    const error = (json as { error?: { code?: string; message?: string; details?: Record<string, unknown> } } | null)
      ?.error;
    throw new ApiRequestError(
      response.status,
      error?.code ?? `http_${response.status}`,
      error?.message ?? response.statusText,
      error?.details,
    );
  }
  return json;
}

/**
 * Calls one JSON route of the table: builds its URL, sends its body and parses the answer with the route's
 * response schema, so a drifting server shows an error state instead of wrong data. A route whose response is
 * `typeOnly` (the header's zod-free reads) is typed by the table but not parsed; a 204 route answers undefined.
 * Only zod's types are imported here: zod itself comes with the route's schema, never with this module (the
 * schemas are zod/mini: classic zod cost every signed-in screen about 25 KB gzipped).
 */
export async function callApi<R extends ApiRouteSpec>(route: R, ...[input]: CallArgs<R>): Promise<RouteResponse<R>> {
  const given: { params?: unknown; query?: unknown; body?: unknown } = input ?? {};
  const json = await send(urlOf(route.path, given), route.method, given.body);
  return parseResponse(route, json);
}

function parseResponse<R extends ApiRouteSpec>(route: R, json: unknown): RouteResponse<R>;
function parseResponse(route: ApiRouteSpec, json: unknown): unknown {
  const schema = route.response;
  if (schema === undefined || 'typeOnly' in schema) return json;
  return schema.parse(json);
}
