import { reviewLimits } from '@cuecoach/contracts';
import type { TFunction } from 'i18next';
import { ApiRequestError } from '@/lib/api-client.ts';

/** A refusal of the peer feedback API in the reader's language (`t` bound to the `reviews` namespace). */
export function reviewErrorMessage(err: unknown, t: TFunction<'reviews'>): string {
  if (!(err instanceof ApiRequestError)) return t('errors.generic');
  const details = err.details ?? {};
  switch (err.code) {
    case 'review_link_invalid':
      return t('errors.linkInvalid');
    case 'review_link_expired':
      return t('errors.linkExpired');
    case 'review_invite_other_email':
      return t('errors.otherEmail', { hint: typeof details.hint === 'string' ? details.hint : '' });
    case 'review_self_invite':
      return t('errors.selfInvite');
    case 'review_too_many_reviewers':
      return t('errors.tooMany', { max: reviewLimits.reviewersPerSession });
    case 'rate_limited': {
      const sec = typeof details.retryAfterSec === 'number' ? details.retryAfterSec : 60;
      return t('errors.rateLimited', { minutes: Math.max(1, Math.ceil(sec / 60)) });
    }
    case 'send_failed':
      return t('errors.sendFailed');
    case 'validation_failed':
      return t('errors.text', { max: reviewLimits.bodyMax });
    default:
      return t('errors.generic');
  }
}
