import { type ApiErrorCode, apiPrefix, parseCodePointLabel } from '@cuecoach/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError, errorBody } from '../errors.ts';
import type { SpaResponder } from './web-app.ts';

/** One place that turns errors into `{ error: { code, message } }`; 5xx details never reach the client. */
export function registerErrorHandler(app: FastifyInstance, opts: { spaFallback: SpaResponder | null }): void {
  // PostgreSQL cannot store NUL in text or jsonb; without this a NUL in a bio or title was a 500 at the insert.
  app.addHook('preValidation', async (request, reply) => {
    const where = nulPath(request.body, '') ?? nulPath(request.query, '') ?? nulPath(request.params, '');
    if (where === null) return;
    return reply.status(400).send(
      errorBody('validation_failed' satisfies ApiErrorCode, 'Text must not contain NUL characters', {
        issues: [{ path: where, message: 'contains a NUL character' }],
      }),
    );
  });

  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send(errorBody(err.code, err.message, err.details));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.status(400).send(
        errorBody('validation_failed' satisfies ApiErrorCode, 'Request does not match the schema', {
          issues: err.validation.map((v) => ({
            path: v.instancePath,
            message: v.message,
            ...refusedCharacter(v.params),
          })),
        }),
      );
    }
    // A database restart or failover: the request may simply be repeated in a moment, and no bug is logged.
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ event: 'db.unavailable', code: rootCode(err) }, 'database unavailable; answered 503');
      return reply
        .status(503)
        .header('retry-after', '2')
        .send(
          errorBody('service_unavailable' satisfies ApiErrorCode, 'The service is briefly unavailable; try again.'),
        );
    }
    const status = err.statusCode ?? 500;
    if (status < 500) {
      // A library's own code (FST_ERR_…) passes through; `bad_request` when it has none.
      return reply.status(status).send(errorBody(err.code ?? 'bad_request', withoutPaths(err.message)));
    }
    // Logged in full here; the client gets neither the message (it can hold file paths or SQL) nor a stack.
    request.log.error({ err }, 'request failed');
    return reply.status(500).send(errorBody('internal' satisfies ApiErrorCode, 'Internal server error'));
  });

  // Non-API GETs get the web app (a prerendered page, the SPA, or its not-found page with 404); API paths stay JSON.
  app.setNotFoundHandler((request, reply) => {
    const isApi =
      request.url === apiPrefix || request.url.startsWith(`${apiPrefix}/`) || request.url.startsWith(`${apiPrefix}?`);
    if (opts.spaFallback && request.method === 'GET' && !isApi) {
      return opts.spaFallback(request, reply);
    }
    return reply
      .status(404)
      .send(errorBody('not_found' satisfies ApiErrorCode, `No route ${request.method} ${request.url}`));
  });
}

/** A title or tag refused for one character names it (`U+003C`), so the client can tell the user which one. */
function refusedCharacter(params: Record<string, unknown>): { character?: string } {
  const custom = params.params;
  if (typeof custom !== 'object' || custom === null || !('character' in custom)) return {};
  const { character } = custom;
  return typeof character === 'string' && parseCodePointLabel(character) !== null ? { character } : {};
}

/** JSON-pointer-like path of the first string holding a NUL, or null. */
function nulPath(value: unknown, at: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? at || '/' : null;
  if (value === null || typeof value !== 'object' || depth > 20) return null;
  for (const [key, child] of Object.entries(value)) {
    const found = nulPath(child, `${at}/${key}`, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** A 4xx message from a library (body parser, plugin) never carries an absolute file-system path. */
function withoutPaths(message: string): string {
  return message
    .replace(
      /(?:^|(?<=[\s'"(:=]))\/(?:home|tmp|work|usr|var|opt|root|srv|etc|mnt|data|private|Users)(?:\/[^\s'"),]*)?/g,
      '[path]',
    )
    .replace(/\b[A-Za-z]:\\[^\s'"),]*/g, '[path]');
}

/** The driver's code under wrappers, for the log line (never the message: it can hold query parameters). */
function rootCode(err: unknown, depth = 0): string | null {
  if (typeof err !== 'object' || err === null || depth > 6) return null;
  const e = err as { code?: unknown; cause?: unknown };
  return rootCode(e.cause, depth + 1) ?? (typeof e.code === 'string' ? e.code : null);
}
