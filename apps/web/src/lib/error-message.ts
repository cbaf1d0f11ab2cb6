import type { ApiErrorCode, ApiErrorDetails } from '@cuecoach/contracts';
import type { TFunction } from 'i18next';
import type { sessions } from '../locales/ko/sessions.ts';
import { ApiRequestError, networkErrorCode } from './api-client.ts';
import { formatBytes } from './format.ts';

/** A text of the `sessions` namespace's `errors` group (both locale files have the same keys). */
type ErrorTextKey = {
  [K in keyof (typeof sessions)['errors']]: (typeof sessions)['errors'][K] extends string ? K : never;
}[keyof (typeof sessions)['errors']];

type NumberKeys<D> = { [K in keyof D]-?: NonNullable<D[K]> extends number ? K : never }[keyof D] & string;
type StringKeys<D> = { [K in keyof D]-?: NonNullable<D[K]> extends string ? K : never }[keyof D] & string;
/**
 * An error's details as a text reads them: the keys are the catalogue's (`ApiErrorDetails`, a misspelt key fails
 * typecheck), the values checked when read (the web does not trust what the wire carries).
 */
interface Details<D> {
  num(key: NumberKeys<D>): number | undefined;
  str(key: StringKeys<D>): string | undefined;
}
interface AnyDetails {
  num(key: string): number | undefined;
  str(key: string): string | undefined;
}
type Text = [ErrorTextKey, Record<string, unknown>];
/** The text one code shows: a key, or a key with values read from the error's details. */
type ErrorText<D> = ErrorTextKey | ((details: Details<D>, locale: string) => Text);

/**
 * Every API error code of the catalogue (contracts `apiErrorCodes`) with the text the user sees in the `sessions`
 * namespace: typed over the catalogue's union, so a new code without a text fails typecheck. Each text's details are
 * typed by the catalogue (`ApiErrorDetails`), and read as partial: the web does not trust what the wire carries.
 * Sign-in, e-mail change and peer feedback screens word some of these codes for their own context (auth-errors.ts,
 * email-change-errors.ts, review-errors.ts).
 */
const apiErrorTexts: { [C in ApiErrorCode]: ErrorText<C extends keyof ApiErrorDetails ? ApiErrorDetails[C] : never> } =
  {
    // A title or tag refused for a character is named where titles and tags are sent (text-rules.ts).
    validation_failed: 'metadataInvalid',
    bad_request: 'generic',
    unauthorized: 'unauthorized',
    forbidden: 'forbidden',
    csrf_rejected: 'forbidden',
    host_not_allowed: 'forbidden',
    not_found: 'notFound',
    rate_limited: 'rateLimited',
    internal: 'generic',
    invalid_email: 'generic',
    same_email: 'generic',
    invalid_code: 'generic',
    code_expired: 'generic',
    too_many_attempts: 'rateLimited',
    account_suspended: 'forbidden',
    account_deleted: 'unauthorized',
    user_not_found: 'generic',
    provider_not_configured: 'generic',
    email_already_registered: 'generic',
    resend_cooldown: 'rateLimited',
    send_failed: 'generic',
    provider_unavailable: 'serviceUnavailable',
    profile_exists: 'generic',
    cannot_demote_self: 'generic',
    invalid_amount: 'generic',
    no_change: 'generic',
    lexicon_pattern_invalid: 'generic',
    conflict: 'generic',
    insufficient_credits: (d) => [
      'insufficientCredits',
      { required: d.num('required') ?? '?', balance: d.num('balance') ?? '?', shortfall: d.num('shortfall') ?? '?' },
    ],
    rerun_confirmation_required: 'rerunConfirmation',
    invalid_transition: 'invalidTransition',
    language_unsupported: 'languageUnsupported',
    no_worker_available: 'noWorker',
    original_deleted: 'originalDeleted',
    feedback_not_retryable: 'feedbackNotRetryable',
    too_many_streams: 'rateLimited',
    server_stopping: 'serverStopping',
    service_unavailable: 'serviceUnavailable',
    review_link_invalid: 'generic',
    review_link_expired: 'generic',
    review_invite_other_email: 'generic',
    review_self_invite: 'generic',
    review_too_many_reviewers: 'generic',
    upload_unknown_length: 'uploadFailed',
    upload_metadata_invalid: 'metadataInvalid',
    upload_length_required: 'uploadFailed',
    upload_too_large: (d, locale) => {
      const max = d.num('maxBytes');
      return ['tooLarge', { max: max ? formatBytes(max, locale) : '1 GB' }];
    },
    upload_chunk_too_large: 'uploadFailed',
    upload_unsupported_type: 'unsupportedType',
    upload_unreadable: 'unreadable',
    upload_empty: 'empty',
    upload_no_audio: 'noAudio',
    upload_too_long: (d) => ['tooLong', { minutes: d.num('maxMinutes') ?? 90 }],
    upload_quota_exceeded: (d, locale) => {
      const max = d.num('quotaBytes');
      return ['quotaExceeded', { max: max ? formatBytes(max, locale) : '2 GB' }];
    },
    upload_too_many_unfinished: (d) => ['tooManyUploads', { max: d.num('max') ?? 1 }],
    upload_failed: 'uploadFailed',
    upload_interrupted: 'uploadInterrupted',
  };

/**
 * Codes that are not API errors: a failed analysis's `errorCode` on a session (packages/analysis
 * `analysisErrorCodes`), the browser's own file checks (upload/lib/validate-file.ts) and the client's fallbacks
 * when an answer carries no code (api-client.ts).
 */
const otherErrorTexts: Record<string, ErrorText<{ language: string; maxMinutes: number; hint: string }>> = {
  [networkErrorCode]: 'network',
  http_401: 'unauthorized',
  http_404: 'notFound',
  unsupported_type: 'unsupportedType',
  too_long: (d) => ['tooLong', { minutes: d.num('maxMinutes') ?? 90 }],
  empty_file: 'empty',
  unreadable_file: 'unreadable',
  no_audio: 'noAudio',
  // The session's language was wrong, so the recording is in the other one.
  // On a call-quality recording the gate cannot tell the other language from speech too poor to make out: both.
  language_mismatch: (d) =>
    d.str('hint') === 'narrowband'
      ? [d.str('language') === 'ko' ? 'languageUnsureEn' : 'languageUnsureKo', {}]
      : [d.str('language') === 'ko' ? 'languageMismatchEn' : 'languageMismatchKo', {}],
  speech_unrecognized: 'speechUnrecognized',
  speech_unclear: 'speechUnclear',
  model_unavailable: 'modelUnavailable',
  no_capable_worker: 'noCapableWorker',
  transcriber_failed: 'transcriberFailed',
  transcriber_auth: 'transcriberFailed',
  transcriber_quota: 'transcriberFailed',
};

const isApiCode = (code: string): code is ApiErrorCode => Object.hasOwn(apiErrorTexts, code);

/**
 * Maps an API error (stable `code`, contracts/errors.ts) to a message in the user's language. `t` must be
 * bound to the `sessions` namespace.
 */
export function sessionErrorMessage(err: unknown, t: TFunction<'sessions'>, locale: string): string {
  const code = err instanceof ApiRequestError ? err.code : err instanceof Error ? err.message : '';
  const details = err instanceof ApiRequestError ? (err.details ?? {}) : {};
  return errorCodeMessage(code, details, t, locale);
}

export function errorCodeMessage(
  code: string | null | undefined,
  details: Record<string, unknown>,
  t: TFunction<'sessions'>,
  locale: string,
): string {
  const text: ErrorTextKey | ((details: AnyDetails, locale: string) => Text) | undefined = !code
    ? undefined
    : isApiCode(code)
      ? apiErrorTexts[code]
      : otherErrorTexts[code];
  if (text === undefined) return t('errors.generic');
  if (typeof text === 'string') return t(`errors.${text}`);
  const read: AnyDetails = {
    num: (key) => (typeof details[key] === 'number' ? details[key] : undefined),
    str: (key) => (typeof details[key] === 'string' ? details[key] : undefined),
  };
  const [key, values] = text(read, locale);
  return t(`errors.${key}`, values);
}
