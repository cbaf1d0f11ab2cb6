import type { ApiRouteSpec, RouteSchema, TypeOnly } from '@cuecoach/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import type { $ZodType, output } from 'zod/v4/core';
import { requireAdmin, requireUser } from '../auth/guard.ts';

/**
 * The server's schema for a part the table declares `typeOnly` (the zod-free routes of
 * packages/contracts/src/api-routes/zod-free.ts): it must accept what the table says clients send (a body) or
 * produce what the table says they receive (an answer). Nothing is asked for a part that has a schema in the table.
 */
type ServerSchemas<R extends ApiRouteSpec> = (R['body'] extends TypeOnly<infer B>
  ? { body: $ZodType<unknown, B> }
  : { body?: undefined }) &
  (R['response'] extends TypeOnly<infer T> ? { response: $ZodType<T> } : { response?: undefined });

/** What the handler reads: the table's schemas (or the server's, for typeOnly parts) after validation. */
type Parsed<S> = S extends $ZodType ? output<S> : undefined;
type BodyOf<R extends ApiRouteSpec, O> = R['body'] extends RouteSchema
  ? output<R['body']>
  : O extends { body: infer S }
    ? Parsed<S>
    : undefined;

export type ApiRequest<R extends ApiRouteSpec, O = unknown> = FastifyRequest<{
  Params: Parsed<R['params']>;
  Querystring: Parsed<R['query']>;
  Body: BodyOf<R, O>;
}>;

/**
 * What the handler gives back: the answer its route declares, typed so that a server that drifts from the table
 * fails to compile. A handler that writes the reply itself (a 503 with its own body, a file, a stream, a kept
 * answer) returns the reply.
 */
type Answer<R extends ApiRouteSpec> = R['response'] extends RouteSchema
  ? output<R['response']>
  : R['response'] extends TypeOnly<infer T>
    ? T
    : // biome-ignore lint/suspicious/noConfusingVoidType: a 204 or stream handler ends without a value (`async () => {…}`)
      undefined | void;

export interface ApiRouteOptions {
  /** OpenAPI only. */
  tags: string[];
  summary?: string;
  /** Kept out of the OpenAPI document (files, streams). */
  hide?: boolean;
  /** Answers other than the success one that carry a body of their own (health's 503). */
  otherResponses?: Record<number, RouteSchema | $ZodType>;
  onRequest?: onRequestHookHandler;
  bodyLimit?: number;
}

// `token` routes compare the operator's token in their handler (status/metrics-routes.ts).
const guards = { public: [], token: [], user: [requireUser], admin: [requireAdmin] } satisfies Record<
  ApiRouteSpec['access'],
  preHandlerHookHandler[]
>;

/**
 * Registers one route of the table on `app` (mounted under the API prefix in app.ts): its method and path, its
 * params, query and body validated with the table's schemas, its answer serialised with the table's response schema
 * under its success status, and who may ask (`access`) checked before the handler on every request: 401 signed out,
 * 403 without the admin role for admin routes.
 */
export function serveRoute<R extends ApiRouteSpec, O extends ServerSchemas<R>>(
  app: FastifyInstance,
  route: R,
  options: ApiRouteOptions & { schemas?: O } & (ServerSchemas<R> extends { body?: undefined; response?: undefined }
      ? unknown
      : { schemas: O }),
  handler: (request: ApiRequest<R, O>, reply: FastifyReply) => Promise<Answer<R> | FastifyReply>,
): void {
  const body = route.body !== undefined && !('typeOnly' in route.body) ? route.body : options.schemas?.body;
  const answer =
    route.response !== undefined && !('typeOnly' in route.response) ? route.response : options.schemas?.response;
  const status = route.status ?? 200;
  const schema: FastifySchema = {
    tags: options.tags,
    ...(options.summary ? { summary: options.summary } : {}),
    ...(options.hide ? { hide: true } : {}),
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    ...(body ? { body } : {}),
    ...(answer || options.otherResponses
      ? { response: { ...(answer ? { [status]: answer } : {}), ...options.otherResponses } }
      : {}),
  };
  app.route({
    method: route.method,
    url: route.path,
    schema,
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    preHandler: guards[route.access],
    async handler(request, reply) {
      // The request was validated against these schemas before the handler runs.
      const result = await handler(request as ApiRequest<R, O>, reply);
      if (result === reply || reply.sent) return reply;
      if (status !== 200) reply.code(status);
      return status === 204 ? reply.send() : result;
    },
  });
}
