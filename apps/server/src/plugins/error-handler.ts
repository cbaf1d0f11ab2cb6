import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';
import type { SpaResponder } from './web-app.ts';

/** One place that turns errors into `{ error: { code, message } }`; 5xx details never reach the client. */
export function registerErrorHandler(app: FastifyInstance, opts: { spaFallback: SpaResponder | null }): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply
        .status(err.statusCode)
        .send({ error: { code: err.code, message: err.message, ...(err.details ? { details: err.details } : {}) } });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.status(400).send({
        error: {
          code: 'validation_failed',
          message: 'Request does not match the schema',
          details: { issues: err.validation.map((v) => ({ path: v.instancePath, message: v.message })) },
        },
      });
    }
    const status = err.statusCode ?? 500;
    if (status < 500) {
      return reply.status(status).send({ error: { code: err.code ?? 'bad_request', message: err.message } });
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send({ error: { code: 'internal', message: 'Internal server error' } });
  });

  // Non-API GETs get the web app (a prerendered page, the SPA, or its not-found page with 404); API paths stay JSON.
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
    if (opts.spaFallback && request.method === 'GET' && !isApi) {
      return opts.spaFallback(request, reply);
    }
    return reply
      .status(404)
      .send({ error: { code: 'not_found', message: `No route ${request.method} ${request.url}` } });
  });
}
