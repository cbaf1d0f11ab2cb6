import type { ApiErrorCode } from '@cuecoach/contracts';
import { ApiRequestError, networkErrorCode } from '@/lib/api-client.ts';

/** The e-mail change's own wording of the catalogue's codes (account namespace keys). */
const messages: Partial<Record<ApiErrorCode | typeof networkErrorCode, string>> = {
  [networkErrorCode]: 'settings.email.errors.network',
  invalid_email: 'settings.email.errors.invalid',
  validation_failed: 'settings.email.errors.invalid',
  same_email: 'settings.email.errors.same',
  email_already_registered: 'settings.email.errors.taken',
  rate_limited: 'settings.email.errors.rateLimited',
  resend_cooldown: 'settings.email.errors.rateLimited',
  invalid_code: 'settings.email.errors.invalidCode',
  code_expired: 'settings.email.errors.invalidCode',
  too_many_attempts: 'settings.email.errors.tooMany',
};

/** Which message (account namespace) a failed e-mail change shows. */
export function emailChangeErrorKey(err: unknown): string {
  const code = err instanceof ApiRequestError ? err.code : '';
  return (
    (Object.hasOwn(messages, code) ? messages[code as keyof typeof messages] : undefined) ??
    'settings.email.errors.failed'
  );
}
