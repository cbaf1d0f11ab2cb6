import { type ApiErrorCode, reviewLimits } from '@cuecoach/contracts';
import type { TFunction } from 'i18next';
import { ApiRequestError } from '@/lib/api-client.ts';

type Details = Record<string, unknown>;
/** Peer feedback's own wording of the catalogue's codes (`reviews` namespace), typed over the catalogue's codes. */
const messages: Partial<Record<ApiErrorCode, (t: TFunction<'reviews'>, details: Details) => string>> = {
  review_link_invalid: (t) => t('errors.linkInvalid'),
  review_link_expired: (t) => t('errors.linkExpired'),
  review_invite_other_email: (t, d) => t('errors.otherEmail', { hint: typeof d.hint === 'string' ? d.hint : '' }),
  review_self_invite: (t) => t('errors.selfInvite'),
  review_too_many_reviewers: (t) => t('errors.tooMany', { max: reviewLimits.reviewersPerSession }),
  rate_limited: (t, d) => {
    const sec = typeof d.retryAfterSec === 'number' ? d.retryAfterSec : 60;
    return t('errors.rateLimited', { minutes: Math.max(1, Math.ceil(sec / 60)) });
  },
  send_failed: (t) => t('errors.sendFailed'),
  validation_failed: (t) => t('errors.text', { max: reviewLimits.bodyMax }),
};

/** A refusal of the peer feedback API in the reader's language (`t` bound to the `reviews` namespace). */
export function reviewErrorMessage(err: unknown, t: TFunction<'reviews'>): string {
  if (!(err instanceof ApiRequestError)) return t('errors.generic');
  const message = Object.hasOwn(messages, err.code) ? messages[err.code as ApiErrorCode] : undefined;
  return message ? message(t, err.details ?? {}) : t('errors.generic');
}
