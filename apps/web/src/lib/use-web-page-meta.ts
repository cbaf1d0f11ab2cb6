import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { webPageLd } from './page-meta-ld.ts';
import { type JsonLd, usePageMeta } from './use-page-meta.ts';

/**
 * Title, description and WebPage structured data for a page of the app (page metadata per page type), or
 * the page's own structured data when it passes `jsonLd`.
 */
export function useWebPageMeta(opts: {
  title: string;
  description: string;
  type?: 'WebPage' | 'ProfilePage' | 'CollectionPage';
  jsonLd?: JsonLd;
}): void {
  const { t, i18n } = useTranslation('common');
  const { pathname } = useLocation();
  const appName = t('appName');
  usePageMeta({
    title: opts.title,
    description: opts.description,
    appName,
    jsonLd:
      opts.jsonLd ??
      webPageLd({
        type: opts.type ?? 'WebPage',
        name: opts.title,
        description: opts.description,
        path: pathname,
        language: i18n.language,
        appName,
      }),
  });
}
