import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "Page · 큐코치" in the browser tab and history for signed-in pages (public pages set richer metadata with
 * usePageMeta). Called by the page header components, so every page with a heading gets a title without each
 * page remembering to; the previous title comes back on unmount, as with usePageMeta.
 */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation('common');
  const appName = t('appName');
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · ${appName}`;
    return () => {
      document.title = previous;
    };
  }, [title, appName]);
}
