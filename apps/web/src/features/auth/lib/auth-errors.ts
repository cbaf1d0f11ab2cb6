import type { ApiErrorCode } from '@cuecoach/contracts';
import { ApiRequestError, networkErrorCode } from '@/lib/api-client.ts';

/** The codes a sign-in screen words for itself (auth namespace keys): typed over the catalogue's codes. */
type Messages = Partial<Record<ApiErrorCode | typeof networkErrorCode, string>>;
const codeOf = (err: unknown) => (err instanceof ApiRequestError ? err.code : '');
const lookup = (messages: Messages, code: string): string | undefined =>
  Object.hasOwn(messages, code) ? messages[code as keyof Messages] : undefined;

const requestMessages = {
  [networkErrorCode]: 'errors.network',
  rate_limited: 'errors.rateLimited',
  resend_cooldown: 'errors.rateLimited',
  invalid_email: 'errors.invalidEmail',
  validation_failed: 'errors.invalidEmail',
  email_already_registered: 'errors.alreadyRegistered',
  account_suspended: 'errors.suspended',
  account_deleted: 'errors.deleted',
} satisfies Messages;

/** Which translated message (auth namespace key) a failed code request shows. */
export function requestErrorKey(err: unknown, purpose: 'login' | 'signup'): string {
  const code = codeOf(err);
  if (code === 'user_not_found') return purpose === 'login' ? 'errors.userNotFound' : 'errors.sendFailed';
  return lookup(requestMessages, code) ?? 'errors.sendFailed';
}

const verifyMessages = {
  [networkErrorCode]: 'errors.network',
  invalid_code: 'errors.invalidCode',
  code_expired: 'errors.invalidCode',
  too_many_attempts: 'errors.tooManyAttempts',
  rate_limited: 'errors.rateLimited',
  account_suspended: 'errors.suspended',
  account_deleted: 'errors.deleted',
  email_already_registered: 'errors.alreadyRegistered',
} satisfies Messages;

/** Which translated message a failed verification shows. */
export function verifyErrorKey(err: unknown): string {
  return lookup(verifyMessages, codeOf(err)) ?? 'errors.verifyFailed';
}

/** Resend failure shows the translated request message on login, a fixed message on signup. */
export function resendErrorKey(err: unknown, purpose: 'login' | 'signup'): string {
  if (purpose === 'login') return requestErrorKey(err, purpose);
  if (codeOf(err) === networkErrorCode) return 'errors.network';
  return 'errors.resendFailed';
}
