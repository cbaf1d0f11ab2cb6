/** An error the client is meant to see: a stable code (mapped to a translated message by the web) and an HTTP status. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly details: Record<string, unknown> | undefined;

  constructor(statusCode: number, code: string, message: string, details?: Record<string, unknown>) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
  }
}

export const notFound = (what = 'Resource') => new AppError(404, 'not_found', `${what} not found`);
export const unauthorized = () => new AppError(401, 'unauthorized', 'Sign-in required');
export const forbidden = () => new AppError(403, 'forbidden', 'You do not have access to this resource');
