import { styleGroups, stylesByGroup, styleTargets } from '@cuecoach/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { siteOrigin, usePageMeta } from '@/lib/use-page-meta.ts';

/** /styles: the 22 styles in their five groups, each linking to its targets. */
export function StylesPage() {
  const { t, i18n } = useTranslation(['styles', 'sessions', 'common']);
  const language = i18n.language === 'en' ? 'en' : 'ko';
  usePageMeta({
    title: t('styles:meta.listTitle'),
    description: t('styles:meta.listDescription'),
    appName: t('common:appName'),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: t('styles:meta.listTitle'),
      description: t('styles:meta.listDescription'),
      inLanguage: language,
      hasPart: styleGroups.flatMap((g) =>
        stylesByGroup[g].map((s) => ({
          '@type': 'LearningResource',
          name: t(`sessions:style.${s}`),
          url: `${siteOrigin()}${paths.style(s)}`,
        })),
      ),
    },
  });
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-extrabold tracking-tight">{t('styles:list.title')}</h1>
      <p className="mt-3 max-w-3xl text-slate-700 dark:text-slate-300">{t('styles:list.intro')}</p>
      {styleGroups.map((group) => (
        <section key={group} aria-labelledby={`group-${group}`} className="mt-10">
          <div className="flex flex-wrap items-baseline gap-x-3">
            <h2 id={`group-${group}`} className="text-2xl font-bold">
              {t(`sessions:styleGroup.${group}`)}
            </h2>
            <span className="text-sm text-slate-600 dark:text-slate-400">
              {t('styles:list.count', { count: stylesByGroup[group].length })}
            </span>
          </div>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{t(`styles:groups.${group}`)}</p>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {stylesByGroup[group].map((style) => {
              const pace = styleTargets(style, language).wpm;
              return (
                <li key={style}>
                  <Link
                    to={paths.style(style)}
                    className="block h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-indigo-400 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-slate-800 dark:bg-slate-900"
                  >
                    <h3 className="font-semibold text-indigo-700 dark:text-indigo-300">
                      {t(`sessions:style.${style}`)}
                    </h3>
                    <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                      {t(`styles:descriptions.${style}`)}
                    </p>
                    <p className="mt-3 text-xs font-medium text-slate-600 tabular-nums dark:text-slate-400">
                      {t('styles:list.pace', {
                        range: t(language === 'ko' ? 'styles:values.wpmKo' : 'styles:values.wpmEn', pace),
                      })}
                    </p>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
