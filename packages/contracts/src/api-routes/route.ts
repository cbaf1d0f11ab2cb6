import type { z } from 'zod/mini';
import type { ApiErrorCode } from '../errors.ts';

/**
 * Every API path is served under this prefix. The server mounts the table's routes below it in one place
 * (apps/server/src/app.ts) and the web's client prepends it in one place (apps/web/src/lib/api-client.ts), so a
 * path in the table never repeats it.
 */
export const apiPrefix = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Any contracts schema (zod/mini): the web parses with it, the server validates and serialises with it. */
export type RouteSchema = z.ZodMiniType;

/**
 * JSON typed by the table without a schema in it, for what must stay out of zod's chunk on the web: the header's
 * reads on every page (the signed-in user, the credit balance) and the analytics batch the landing page sends. The
 * server still validates or serialises these with their schema (named where it registers the route), which the
 * compiler checks against this type.
 */
export interface TypeOnly<T> {
  readonly typeOnly: true;
  /** Never set: carries the type. */
  readonly type?: T;
}
// Marked free of side effects: the bundler then drops the routes a screen does not call (a call is otherwise kept).
/*#__NO_SIDE_EFFECTS__*/
export function typeOnly<T>(): TypeOnly<T> {
  return { typeOnly: true };
}

/**
 * Routes that do not answer JSON, listed so that no client writes their URL by hand, with no JSON response schema:
 * - `download`: a file (audio with Range requests, the account export as an attachment);
 * - `event-stream`: Server-Sent Events, read with EventSource;
 * - `websocket`: the live check's socket;
 * - `tus`: the resumable upload protocol (tus-js-client speaks it; its refusals still carry the JSON error body);
 * - `better-auth`: better-auth's own endpoints, which it answers itself;
 * - `ingest`: analytics batches sent with sendBeacon, answered 204.
 */
export type NonJsonKind = 'download' | 'event-stream' | 'websocket' | 'tus' | 'better-auth' | 'ingest';

/**
 * Who may ask. Every route checks it on the server on every request: `user` answers 401 when signed out, `admin`
 * also 403 without the admin role; `token` needs the operator's bearer token (the metrics); `public` routes are
 * read before sign-in (health, sign-in itself, the configured providers, capabilities and the analytics switch
 * shown on public pages).
 */
export type RouteAccess = 'public' | 'user' | 'admin' | 'token';

export interface ApiRouteSpec {
  method: HttpMethod;
  /** Below `apiPrefix`, with `:name` for each path parameter. */
  path: `/${string}`;
  access: RouteAccess;
  params?: RouteSchema;
  query?: RouteSchema;
  body?: RouteSchema | TypeOnly<unknown>;
  /** The success answer: a schema, a `typeOnly` type, or none (204, or a non-JSON route). */
  response?: RouteSchema | TypeOnly<unknown>;
  /** The success status when it is not 200. */
  status?: 201 | 202 | 204;
  /**
   * The catalogue's codes this route answers with besides those every route can (errors.ts "Any route"):
   * the web's messages and the server's throws are checked against the same catalogue.
   */
  errors: readonly ApiErrorCode[];
  /** Absent for JSON routes. */
  kind?: NonJsonKind;
}

/** `'/sessions/:id/comments/:commentId'` → `'id' | 'commentId'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path with parameters needs a params schema naming each of them; a path without any takes none. */
type ParamsMatchPath<S extends ApiRouteSpec> = [PathParamNames<S['path']>] extends [never]
  ? { params?: undefined }
  : { params: z.ZodMiniType<Record<PathParamNames<S['path']>, string>, Record<PathParamNames<S['path']>, string>> };

/** Declares one route; the compiler checks its params against its path. */
/*#__NO_SIDE_EFFECTS__*/
export function route<const S extends ApiRouteSpec>(spec: S & ParamsMatchPath<S>): S {
  return spec;
}

/** The type a schema accepts, or a `typeOnly`'s type. */
export type SchemaInput<S> = S extends RouteSchema ? z.input<S> : S extends TypeOnly<infer T> ? T : undefined;

/** What a route answers on success, as its callers see it. */
export type RouteResponse<R extends ApiRouteSpec> = R['response'] extends RouteSchema
  ? z.output<R['response']>
  : R['response'] extends TypeOnly<infer T>
    ? T
    : undefined;
