import { AppError } from '../errors.ts';

/** The refusals of a wrong, expired or over-tried 6-digit code, the same for sign-in and e-mail change. */
export const invalidCode = (details?: { attemptsLeft: number }) =>
  new AppError(400, 'invalid_code', 'invalid code', details);
export const codeExpired = () => new AppError(400, 'code_expired', 'invalid code: expired');
export const tooManyAttempts = () => new AppError(400, 'too_many_attempts', 'too many attempts');
