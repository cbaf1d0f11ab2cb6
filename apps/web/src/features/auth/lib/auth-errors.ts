import { ApiRequestError, networkErrorCode } from '@/lib/api-client.ts';

/** Which translated message (auth namespace key) a failed code request shows. */
export function requestErrorKey(err: unknown, purpose: 'login' | 'signup'): string {
  const code = err instanceof ApiRequestError ? err.code : '';
  switch (code) {
    case networkErrorCode:
      return 'errors.network';
    case 'rate_limited':
    case 'resend_cooldown':
      return 'errors.rateLimited';
    case 'invalid_email':
    case 'validation_failed':
      return 'errors.invalidEmail';
    case 'user_not_found':
      return purpose === 'login' ? 'errors.userNotFound' : 'errors.sendFailed';
    case 'email_already_registered':
      return 'errors.alreadyRegistered';
    case 'account_suspended':
      return 'errors.suspended';
    case 'account_deleted':
      return 'errors.deleted';
    default:
      return 'errors.sendFailed';
  }
}

/** Which translated message a failed verification shows. */
export function verifyErrorKey(err: unknown): string {
  const code = err instanceof ApiRequestError ? err.code : '';
  switch (code) {
    case networkErrorCode:
      return 'errors.network';
    case 'invalid_code':
    case 'code_expired':
      return 'errors.invalidCode';
    case 'too_many_attempts':
      return 'errors.tooManyAttempts';
    case 'rate_limited':
      return 'errors.rateLimited';
    case 'account_suspended':
      return 'errors.suspended';
    case 'account_deleted':
      return 'errors.deleted';
    case 'email_already_registered':
      return 'errors.alreadyRegistered';
    default:
      return 'errors.verifyFailed';
  }
}

/** Resend failure shows the translated request message on login, a fixed message on signup. */
export function resendErrorKey(err: unknown, purpose: 'login' | 'signup'): string {
  if (purpose === 'login') return requestErrorKey(err, purpose);
  if (err instanceof ApiRequestError && err.code === networkErrorCode) return 'errors.network';
  return 'errors.resendFailed';
}
