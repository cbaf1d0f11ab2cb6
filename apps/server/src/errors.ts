import type { ApiErrorCode, ApiErrorDetails, ApiErrorStatus } from '@cuecoach/contracts';

export type ErrorDetails = Record<string, unknown>;
/**
 * The details a code carries: those the catalogue names (`ApiErrorDetails`, which the web reads) must have the
 * catalogue's types; a code may carry more (logged context, an engine's own details).
 */
type DetailsOf<C extends ApiErrorCode> = (C extends keyof ApiErrorDetails ? Partial<ApiErrorDetails[C]> : unknown) &
  ErrorDetails;

/**
 * An error the client is meant to see: a code from the catalogue `apiErrorCodes` (packages/contracts/src/errors.ts)
 * with one of the HTTP statuses listed there for it (checked by the compiler), an English message, optional details.
 * The one error class of the API: the error handler (plugins/error-handler.ts) sends it as `errorBody`, and the tus
 * endpoint's refusals (uploads/upload-checks.ts, `UploadRefusal`) are the same class.
 */
export class AppError<C extends ApiErrorCode = ApiErrorCode> extends Error {
  readonly statusCode: ApiErrorStatus<C>;
  readonly code: C;
  readonly details: ErrorDetails | undefined;

  constructor(statusCode: ApiErrorStatus<C>, code: C, message: string, details?: DetailsOf<C>) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
  }
}

/** The JSON body of every API error, `{ error: { code, message, details? } }` (contracts `apiError`). */
export function errorBody(code: string, message: string, details?: ErrorDetails) {
  return { error: { code, message, ...(details ? { details } : {}) } };
}

export const notFound = (what = 'Resource') => new AppError(404, 'not_found', `${what} not found`);
export const unauthorized = () => new AppError(401, 'unauthorized', 'Sign-in required');
export const forbidden = () => new AppError(403, 'forbidden', 'You do not have access to this resource');
/** 429 with the seconds to wait (details.retryAfterSec), the same for every per-user and per-IP limit. */
export const rateLimited = (retryAfterSec: number) =>
  new AppError(429, 'rate_limited', 'rate limit exceeded, wait and retry', { retryAfterSec });
