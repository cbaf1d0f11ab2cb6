import { z } from 'zod/mini';
import { analysisSpeed as analysisSpeedSchema } from '../analysis-speed.ts';
import { creditQuote } from '../credits.ts';
import {
  bulkDeleteRequest,
  bulkDeleteResponse,
  capabilities as capabilitiesSchema,
  feedbackRetryRequest,
  latestCompletedResponse,
  progressEvent,
  sessionDetail,
  sessionListQuery,
  sessionListResponse,
  sessionUpdate,
  startAnalysisRequest,
  startAnalysisResponse,
} from '../sessions.ts';
import { route } from './route.ts';

/** A session's id in the path; an id that is unknown or someone else's answers 404 alike. */
export const sessionIdParams = z.object({ id: z.string() });
const startErrors = [
  'not_found',
  'insufficient_credits',
  'rerun_confirmation_required',
  'invalid_transition',
  'language_unsupported',
  'no_worker_available',
  'original_deleted',
] as const;

/** The signed-in user's sessions, newest first by default; one page with the total. */
export const list = route({
  method: 'GET',
  path: '/sessions',
  access: 'user',
  query: sessionListQuery,
  response: sessionListResponse,
  errors: [],
});
/** The newest completed session (the dashboard's "latest class"), or null. */
export const latestCompleted = route({
  method: 'GET',
  path: '/sessions/latest-completed',
  access: 'user',
  response: latestCompletedResponse,
  errors: [],
});
/** The session a finished tus upload created (waits for the upload's checks to settle). */
export const byUpload = route({
  method: 'GET',
  path: '/sessions/by-upload/:uploadId',
  access: 'user',
  params: z.object({ uploadId: z.string().check(z.maxLength(200)) }),
  response: sessionDetail,
  errors: ['not_found'],
});
export const detail = route({
  method: 'GET',
  path: '/sessions/:id',
  access: 'user',
  params: sessionIdParams,
  response: sessionDetail,
  errors: ['not_found'],
});
export const progress = route({
  method: 'GET',
  path: '/sessions/:id/progress',
  access: 'user',
  params: sessionIdParams,
  response: progressEvent,
  errors: ['not_found'],
});
/** What analysing this session would cost now. */
export const quote = route({
  method: 'GET',
  path: '/sessions/:id/quote',
  access: 'user',
  params: sessionIdParams,
  response: creditQuote,
  errors: ['not_found'],
});
export const update = route({
  method: 'PATCH',
  path: '/sessions/:id',
  access: 'user',
  params: sessionIdParams,
  body: sessionUpdate,
  response: sessionDetail,
  errors: ['not_found'],
});
export const remove = route({
  method: 'DELETE',
  path: '/sessions/:id',
  access: 'user',
  params: sessionIdParams,
  status: 204,
  errors: ['not_found'],
});
export const bulkDelete = route({
  method: 'POST',
  path: '/sessions/bulk-delete',
  access: 'user',
  body: bulkDeleteRequest,
  response: bulkDeleteResponse,
  errors: [],
});
/** Starts the first analysis of an uploaded session. */
export const start = route({
  method: 'POST',
  path: '/sessions/:id/start',
  access: 'user',
  params: sessionIdParams,
  body: z.nullish(startAnalysisRequest),
  response: startAnalysisResponse,
  errors: startErrors,
});
/** Starts again after a failed analysis. */
export const retry = route({
  method: 'POST',
  path: '/sessions/:id/retry',
  access: 'user',
  params: sessionIdParams,
  body: z.nullish(startAnalysisRequest),
  response: startAnalysisResponse,
  errors: startErrors,
});
/** Analyses a completed session again (charged again: needs `confirmCharge` when it costs credits). */
export const rerun = route({
  method: 'POST',
  path: '/sessions/:id/rerun',
  access: 'user',
  params: sessionIdParams,
  body: z.nullish(startAnalysisRequest),
  response: startAnalysisResponse,
  errors: startErrors,
});
/** Regenerates a finished analysis's coaching report (optionally in the other language). */
export const feedbackRetry = route({
  method: 'POST',
  path: '/sessions/:id/feedback/retry',
  access: 'user',
  params: sessionIdParams,
  body: z.nullish(feedbackRetryRequest),
  response: sessionDetail,
  errors: ['not_found', 'feedback_not_retryable'],
});
/** The stored audio for the transcript player, with Range requests so the browser can seek. */
export const audio = route({
  method: 'GET',
  path: '/sessions/:id/audio',
  access: 'user',
  params: sessionIdParams,
  kind: 'download',
  errors: ['not_found', 'original_deleted'],
});
/** Live progress of one session as Server-Sent Events (EventSource). */
export const events = route({
  method: 'GET',
  path: '/sessions/:id/events',
  access: 'user',
  params: sessionIdParams,
  kind: 'event-stream',
  errors: ['not_found', 'too_many_streams', 'server_stopping'],
});
/**
 * Upload limits, accepted types, the cost policy and what the live workers can analyse. Public: the landing and
 * pricing texts read the free beta switch and the contact before sign-in.
 */
export const capabilities = route({
  method: 'GET',
  path: '/capabilities',
  access: 'public',
  response: capabilitiesSchema,
  errors: [],
});
/** Measured analysis speed of the engine the live workers run. */
export const analysisSpeed = route({
  method: 'GET',
  path: '/analysis-speed',
  access: 'user',
  response: analysisSpeedSchema,
  errors: [],
});
