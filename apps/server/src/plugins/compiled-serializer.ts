import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

/**
 * Routes every signed-in screen and every health probe calls many times a minute. Their responses are written by
 * fast-json-stringify, compiled once from the zod schema's JSON Schema, instead of fastify-type-provider-zod's
 * serializer, which runs a full zod encode of the response and then JSON.stringify on every call (for a session
 * with a 30-minute transcript that is most of the request's CPU time). The price: the response is no longer
 * checked against the schema at run time; `compiled-serializer.test.ts` and the route tests check that the output
 * still parses with the same schema.
 */
export const compiledRoutes = new Set([
  'GET /api/health',
  'GET /api/capabilities',
  'GET /api/sessions',
  'GET /api/sessions/:id',
]);

type Serializer = (data: unknown) => string;

/** The compiled writer for a zod schema, or null when its JSON Schema cannot express it (transforms, codecs…). */
export function compileZodSerializer(schema: $ZodType): Serializer | null {
  let json: unknown;
  try {
    json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' });
  } catch {
    return null;
  }
  return fastJson(json as Parameters<typeof fastJson>[0]) as Serializer;
}

// Classic or zod/mini (the contracts): both are core `$ZodType`s, recognised by their `_zod` internals.
const isZod = (schema: unknown): schema is $ZodType =>
  typeof schema === 'object' && schema !== null && '_zod' in schema;

export const serializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const fallback = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  if (!compiledRoutes.has(`${route.method} ${route.url}`) || !isZod(route.schema)) return fallback;
  return compileZodSerializer(route.schema) ?? fallback;
};
