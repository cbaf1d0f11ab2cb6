import type { TFunction } from 'i18next';
import { ApiRequestError, networkErrorCode } from './api-client.ts';
import { formatBytes } from './format.ts';

/**
 * Maps an API error (stable `code`, contracts/sessions.ts) to a message in the user's language. `t` must be
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
  const num = (k: string) => (typeof details[k] === 'number' ? (details[k] as number) : undefined);
  switch (code) {
    case networkErrorCode:
      return t('errors.network');
    case 'unauthorized':
    case 'http_401':
      return t('errors.unauthorized');
    case 'not_found':
    case 'http_404':
      return t('errors.notFound');
    case 'insufficient_credits':
      return t('errors.insufficientCredits', {
        required: num('required') ?? '?',
        balance: num('balance') ?? '?',
        shortfall: num('shortfall') ?? '?',
      });
    case 'rerun_confirmation_required':
      return t('errors.rerunConfirmation');
    case 'invalid_transition':
      return t('errors.invalidTransition');
    case 'original_deleted':
      return t('errors.originalDeleted');
    case 'feedback_not_retryable':
      return t('errors.feedbackNotRetryable');
    case 'upload_unsupported_type':
    case 'unsupported_type':
      return t('errors.unsupportedType');
    case 'upload_too_large': {
      const max = num('maxBytes');
      return t('errors.tooLarge', { max: max ? formatBytes(max, locale) : '1 GB' });
    }
    case 'rate_limited':
      return t('errors.rateLimited');
    case 'upload_quota_exceeded': {
      const max = num('quotaBytes');
      return t('errors.quotaExceeded', { max: max ? formatBytes(max, locale) : '2 GB' });
    }
    case 'upload_too_long':
    case 'too_long':
      return t('errors.tooLong', { minutes: num('maxMinutes') ?? 90 });
    case 'upload_empty':
    case 'empty_file':
      return t('errors.empty');
    case 'upload_unreadable':
    case 'unreadable_file':
      return t('errors.unreadable');
    case 'upload_no_audio':
    case 'no_audio':
      return t('errors.noAudio');
    case 'upload_metadata_invalid':
    case 'validation_failed':
      // A title or tag refused for a character is named where titles and tags are sent (text-rules.ts).
      return t('errors.metadataInvalid');
    case 'language_unsupported':
      return t('errors.languageUnsupported');
    case 'language_mismatch':
      // The session's language was wrong, so the recording is in the other one.
      return details.language === 'ko' ? t('errors.languageMismatchEn') : t('errors.languageMismatchKo');
    case 'speech_unrecognized':
      return t('errors.speechUnrecognized');
    case 'model_unavailable':
      return t('errors.modelUnavailable');
    case 'no_capable_worker':
      return t('errors.noCapableWorker');
    case 'service_unavailable':
      return t('errors.serviceUnavailable');
    case 'no_worker_available':
      return t('errors.noWorker');
    case 'transcriber_failed':
    case 'transcriber_auth':
    case 'transcriber_quota':
      return t('errors.transcriberFailed');
    default:
      return t('errors.generic');
  }
}
