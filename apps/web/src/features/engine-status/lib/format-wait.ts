import type { TFunction } from 'i18next';

/** A wait in words: "45 s", "3 min 20 s", "1 h 5 min" (and the Korean forms), from the engineStatus texts. */
export function formatWait(seconds: number, t: TFunction<'engineStatus'>): string {
  const total = Math.max(0, Math.round(seconds));
  if (total < 60) return t('duration.seconds', { s: total });
  if (total < 3600) return t('duration.minutes', { m: Math.floor(total / 60), s: total % 60 });
  return t('duration.hours', { h: Math.floor(total / 3600), m: Math.floor((total % 3600) / 60) });
}
