import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { capabilitiesQueryOptions } from '@/api/capabilities.ts';
import { paths } from '@/config/paths.ts';
import { AnalyticsOptOut, analyticsConfigQueryOptions } from '@/features/analytics/index.ts';
import { usePageMeta } from '@/lib/use-page-meta.ts';
import {
  contactEmail,
  defaultRetentionHours,
  type LegalDoc,
  type LegalSection,
  legalEffectiveDate,
} from '../lib/legal-constants.ts';
import { ServerConfig } from './server-config.tsx';

/** Sections after which the live server configuration is shown (the third-party AI provider clauses). */
const configAfter: Record<LegalDoc, string> = { terms: 'ai', privacy: 'thirdParty' };

/**
 * One legal text (terms or privacy) with a table of contents. Section order is the order of the locale object;
 * the retention period is the server's configured value, so the text never promises a number the sweeper does
 * not keep.
 */
export function LegalDocument({ doc }: { doc: LegalDoc }) {
  const { t, i18n } = useTranslation(['legal', 'common']);
  const caps = useQuery(capabilitiesQueryOptions());
  const hours = caps.data
    ? t('legal:common.hours', { hours: caps.data.retentionHours })
    : t('legal:common.hoursDefault', { hours: defaultRetentionHours });
  const analytics = useQuery(analyticsConfigQueryOptions());
  const analyticsDays = analytics.data
    ? t('legal:common.days', { days: analytics.data.retentionDays })
    : t('legal:common.daysDefault');
  const sections = t(`legal:${doc}.sections`, { returnObjects: true, hours, analyticsDays }) as Record<
    string,
    LegalSection
  >;
  const effective = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${legalEffectiveDate}T00:00:00Z`),
  );
  const title = t(`legal:${doc}.title`);
  usePageMeta({
    title: t(`legal:${doc}.metaTitle`),
    description: t(`legal:${doc}.metaDescription`),
    appName: t('common:appName'),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: title,
      description: t(`legal:${doc}.metaDescription`),
      inLanguage: i18n.language,
      datePublished: legalEffectiveDate,
    },
  });
  const id = (key: string) => `${doc}-${key}`;

  const extra = (key: string): ReactNode => {
    if (key === configAfter[doc]) return <ServerConfig caps={caps} />;
    if (key === 'analytics') {
      return (
        <div className="mt-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
          {analytics.data?.enabled === false && <p className="mb-3">{t('legal:common.analyticsOff')}</p>}
          <AnalyticsOptOut headingLevel="h3" />
        </div>
      );
    }
    if (key === 'contact') {
      return contactEmail ? (
        <p className="mt-2">
          <a className="text-indigo-700 underline dark:text-indigo-300" href={`mailto:${contactEmail}`}>
            {t('legal:common.contactEmail', { email: contactEmail })}
          </a>
        </p>
      ) : (
        <p className="mt-2">{t('legal:common.contactMissing')}</p>
      );
    }
    return null;
  };

  return (
    <article className="mx-auto max-w-3xl px-4 py-12" aria-labelledby={`${doc}-title`}>
      <header>
        <h1 id={`${doc}-title`} className="text-3xl font-extrabold tracking-tight">
          {title}
        </h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {t('legal:common.effective', { date: effective })}
        </p>
        <p className="mt-4 leading-relaxed">{t(`legal:${doc}.intro`)}</p>
      </header>

      <nav aria-labelledby={`${doc}-toc`} className="mt-8 rounded-xl border border-slate-200 p-5 dark:border-slate-800">
        <h2 id={`${doc}-toc`} className="font-semibold">
          {t('legal:common.toc')}
        </h2>
        <ol className="mt-2 space-y-1 text-sm">
          {Object.entries(sections).map(([key, s]) => (
            <li key={key}>
              <a href={`#${id(key)}`} className="text-indigo-700 hover:underline dark:text-indigo-300">
                {s.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {Object.entries(sections).map(([key, s]) => (
        <section key={key} id={id(key)} aria-labelledby={`${id(key)}-h`} className="mt-10 scroll-mt-20">
          <h2 id={`${id(key)}-h`} className="text-xl font-bold">
            {s.heading}
          </h2>
          {s.body.map((p) => (
            <p key={p} className="mt-3 leading-relaxed">
              {p}
            </p>
          ))}
          {s.items && (
            <ul className="mt-3 list-disc space-y-1 pl-6">
              {s.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {extra(key)}
        </section>
      ))}

      <footer className="mt-12 flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-6 text-sm dark:border-slate-800">
        <Link
          to={doc === 'terms' ? paths.privacy : paths.terms}
          className="text-indigo-700 underline dark:text-indigo-300"
        >
          {t(`legal:common.otherDoc.${doc}`)}
        </Link>
        <a href={`#${doc}-title`} className="text-indigo-700 underline dark:text-indigo-300">
          {t('legal:common.backToTop')}
        </a>
      </footer>
    </article>
  );
}
