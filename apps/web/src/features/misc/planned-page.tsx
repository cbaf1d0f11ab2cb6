import { useTranslation } from 'react-i18next';

/** Routes of spec §2 whose feature has not shipped yet say so honestly instead of showing fake content. */
export function PlannedPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{t('planned.title')}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t('planned.message')}</p>
    </section>
  );
}
