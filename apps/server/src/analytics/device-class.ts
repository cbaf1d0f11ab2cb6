export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/**
 * The coarse class kept instead of the user-agent string (which, with the rest of a request, can single out a
 * browser). Null for self-declared crawlers, whose page views are not readers'.
 */
export function deviceClass(userAgent: string | undefined): DeviceClass | null {
  const ua = userAgent ?? '';
  if (/bot\b|crawler|spider|slurp|facebookexternalhit|preview/i.test(ua)) return null;
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(ua)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android/i.test(ua)) return 'mobile';
  return 'desktop';
}
