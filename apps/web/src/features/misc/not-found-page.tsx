import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { paths } from '@/config/paths.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useDocumentTitle(t('notFound.title'));
  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${pathname}`);
  }, [pathname]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-indigo-600">404</p>
      <h1 className="mt-4 text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t('notFound.message')}</p>
      <ButtonLink to={paths.home} className="mt-8">
        {t('notFound.home')}
      </ButtonLink>
    </section>
  );
}
