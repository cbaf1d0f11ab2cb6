import { ApiRequestError, networkErrorCode } from '@/lib/api-client.ts';

/** Which message (account namespace) a failed e-mail change shows. */
export function emailChangeErrorKey(err: unknown): string {
  const code = err instanceof ApiRequestError ? err.code : '';
  switch (code) {
    case networkErrorCode:
      return 'settings.email.errors.network';
    case 'invalid_email':
    case 'validation_failed':
      return 'settings.email.errors.invalid';
    case 'same_email':
      return 'settings.email.errors.same';
    case 'email_already_registered':
      return 'settings.email.errors.taken';
    case 'rate_limited':
    case 'resend_cooldown':
      return 'settings.email.errors.rateLimited';
    case 'invalid_code':
    case 'code_expired':
      return 'settings.email.errors.invalidCode';
    case 'too_many_attempts':
      return 'settings.email.errors.tooMany';
    default:
      return 'settings.email.errors.failed';
  }
}
