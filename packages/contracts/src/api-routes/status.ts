import { engineStatus as engineStatusSchema } from '../engine-status.ts';
import { healthResponse, livenessResponse, readinessResponse } from '../health.ts';
import { route } from './route.ts';

// Health answers 503 with its own body (not the error body) when the database or storage is unavailable: probes
// and the debug panel read that body (`healthUnavailableResponse`, `readinessResponse` with status unready).

/** Readiness in the older shape: database reachability and whether recordings can be stored. */
export const health = route({ method: 'GET', path: '/health', access: 'public', response: healthResponse, errors: [] });
/** Liveness: the process answers. */
export const live = route({
  method: 'GET',
  path: '/health/live',
  access: 'public',
  response: livenessResponse,
  errors: [],
});
/** Readiness: the database answers and recordings can be stored. */
export const ready = route({
  method: 'GET',
  path: '/health/ready',
  access: 'public',
  response: readinessResponse,
  errors: [],
});
/** Engines, queue, workers and health for admins; language availability and waiting time for users. */
export const engineStatus = route({
  method: 'GET',
  path: '/engine-status',
  access: 'user',
  response: engineStatusSchema,
  errors: [],
});
/**
 * Prometheus metrics as text, registered only when METRICS_TOKEN is set, for a scraper holding that token
 * (Authorization: Bearer). Not JSON: scraped by Prometheus.
 */
export const metrics = route({ method: 'GET', path: '/metrics', access: 'token', kind: 'download', errors: [] });
/** The OpenAPI document @fastify/swagger builds from the registered routes (served for API clients). */
export const openapi = route({ method: 'GET', path: '/openapi.json', access: 'public', kind: 'download', errors: [] });
