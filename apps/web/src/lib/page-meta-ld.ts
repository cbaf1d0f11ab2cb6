import type { JsonLd } from './use-page-meta.ts';

/**
 * schema.org structured data per page type (page metadata): the homepage and style pages build their own;
 * these cover the dashboard, upload, profile, auth pages (a WebPage of the matching type) and the session detail.
 */
export function webPageLd(opts: {
  type: 'WebPage' | 'ProfilePage' | 'CollectionPage';
  name: string;
  description: string;
  path: string;
  language: string;
  appName: string;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': opts.type,
    name: opts.name,
    description: opts.description,
    url: `${window.location.origin}${opts.path}`,
    inLanguage: opts.language,
    isPartOf: { '@type': 'WebSite', name: opts.appName, url: window.location.origin },
  };
}

/**
 * Session detail (sessionTitle, style, language, wpm, score): a Report about the class, with pace and the
 * overall score as PropertyValues once the analysis has them.
 */
export function sessionReportLd(opts: {
  sessionTitle: string;
  style: string | null;
  language: string;
  wpm: number | null;
  score: number | null;
  path: string;
  appName: string;
}): JsonLd {
  const properties = [
    opts.wpm === null ? null : { '@type': 'PropertyValue', name: 'wpm', value: Math.round(opts.wpm), unitText: 'WPM' },
    opts.score === null ? null : { '@type': 'PropertyValue', name: 'score', value: opts.score, maxValue: 100 },
  ].filter((p) => p !== null);
  return {
    '@context': 'https://schema.org',
    '@type': 'Report',
    name: opts.sessionTitle,
    ...(opts.style ? { about: opts.style } : {}),
    inLanguage: opts.language,
    url: `${window.location.origin}${opts.path}`,
    ...(properties.length ? { additionalProperty: properties } : {}),
    publisher: { '@type': 'Organization', name: opts.appName },
  };
}
