import { useEffect } from 'react';

export type JsonLd = Record<string, unknown>;

export type PageMeta = {
  /** The page's own title; the app name is appended unless `exactTitle` is set (the homepage). */
  title: string;
  description: string;
  appName?: string;
  exactTitle?: boolean;
  /** schema.org structured data (page metadata), written as one application/ld+json script. */
  jsonLd?: JsonLd | JsonLd[];
};

const jsonLdId = 'page-jsonld';

/** What a prerendered page writes into its <head>. */
export interface RenderedMeta {
  title: string;
  description: string;
  jsonLd: string | null;
}

let ssrSink: ((meta: RenderedMeta) => void) | null = null;

/**
 * Build-time rendering: runs `render` while recording the metadata the rendered page asked for. An async render
 * (one that waits for lazy parts) records until it settles; pages are rendered one at a time.
 */
export function collectPageMeta<T>(sink: (meta: RenderedMeta) => void, render: () => T): T {
  ssrSink = sink;
  let result: T;
  try {
    result = render();
  } catch (error) {
    ssrSink = null;
    throw error;
  }
  if (result instanceof Promise) {
    return result.finally(() => {
      ssrSink = null;
    }) as T;
  }
  ssrSink = null;
  return result;
}

/**
 * The site's origin for absolute URLs in metadata. Prerendered pages are built before the origin is known, so
 * they carry a placeholder the server replaces with APP_ORIGIN when it serves them.
 */
export const originPlaceholder = '__CUECOACH_ORIGIN__';
export function siteOrigin(): string {
  return typeof window === 'undefined' ? originPlaceholder : window.location.origin;
}

function metaTag(attr: 'name' | 'property', key: string): HTMLMetaElement {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.append(el);
  }
  return el;
}

/**
 * Document title, meta description, Open Graph title/description and JSON-LD for the page that calls it. This is
 * a client-rendered SPA, so crawlers that run scripts (and link previews that read the live DOM) see these; the
 * static index.html keeps the app name as a fallback. On unmount the previous title and description come back
 * and the page's JSON-LD is removed, so a page without metadata never inherits another page's structured data.
 */
export function usePageMeta({ title, description, appName, exactTitle = false, jsonLd }: PageMeta): void {
  const fullTitle = exactTitle || !appName ? title : `${title} · ${appName}`;
  const ld = jsonLd ? JSON.stringify(jsonLd) : null;
  ssrSink?.({ title: fullTitle, description, jsonLd: ld });
  useEffect(() => {
    const previousTitle = document.title;
    const description_ = metaTag('name', 'description');
    const previousDescription = description_.getAttribute('content');
    document.title = fullTitle;
    description_.setAttribute('content', description);
    metaTag('property', 'og:title').setAttribute('content', fullTitle);
    metaTag('property', 'og:description').setAttribute('content', description);
    document.getElementById(jsonLdId)?.remove();
    if (ld) {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.id = jsonLdId;
      // JSON.stringify cannot close the script element on its own, but a text containing "</script" could.
      script.textContent = ld.replaceAll('<', '\\u003c');
      document.head.append(script);
    }
    return () => {
      document.title = previousTitle;
      if (previousDescription === null) description_.removeAttribute('content');
      else description_.setAttribute('content', previousDescription);
      if (ld) document.getElementById(jsonLdId)?.remove();
    };
  }, [fullTitle, description, ld]);
}

/** schema.org SoftwareApplication for the homepage; the offer price in metadata is 0 USD (free beta). */
export function softwareApplicationLd(opts: { name: string; description: string; url: string; language: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: opts.name,
    description: opts.description,
    url: opts.url,
    inLanguage: opts.language,
    applicationCategory: 'EducationalApplication',
    operatingSystem: 'Web',
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
  } satisfies JsonLd;
}
