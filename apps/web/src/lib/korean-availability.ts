import type { KoreanAvailability } from '@cuecoach/contracts';
import type { TFunction } from 'i18next';
import { formatBytes } from './format.ts';

/**
 * Korean's availability as one sentence in the reader's language (`t` bound to `sessions`): ready, will download
 * (with the model's size), or unavailable and why. Never a path, URL or raw key: those are on the admin's page.
 */
export function koreanAvailabilityText(korean: KoreanAvailability, t: TFunction<'sessions'>, locale: string): string {
  if (korean.state === 'ready') return t('korean.ready');
  if (korean.state === 'will_download') {
    return t('korean.willDownload', {
      size: korean.downloadBytes ? formatBytes(korean.downloadBytes, locale) : '—',
    });
  }
  return t(`korean.unavailable.${korean.reason ?? 'not_configured'}`);
}
