import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCostPolicy } from '@/api/cost-policy.ts';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { LoadingState } from '@/components/ui/states.tsx';
import { Tabs } from '@/components/ui/tabs.tsx';
import { paths } from '@/config/paths.ts';
import { BadgesPanel, LevelsPanel } from '@/features/dashboard/index.ts';
import { LazyChartsTab, OverviewTab, ReportSections } from '@/features/session-detail/index.ts';
import { formatDate } from '@/lib/format.ts';
import { bandsFor } from '@/lib/metric-catalog.ts';
import { usePageMeta } from '@/lib/use-page-meta.ts';
import { reportFor, sampleClass, sampleData, toScoredSession, toSessionDetail } from '../lib/sample-data.ts';
import { SampleTranscript } from './sample-transcript.tsx';

const tabKeys = ['feedback', 'dashboard', 'report'] as const;
type TabKey = (typeof tabKeys)[number];

/**
 * /sample-report and /sample (tabs sample AI feedback, dashboard, report). Everything shown is the
 * committed engine output in sample-data.json, rendered with the same components as a real session.
 */
export function SampleReportPage() {
  const { t, i18n } = useTranslation(['sampleReport', 'sessions', 'common']);
  // The first render is the prerendered one (no hash at build time); a linked tab (#report) opens right after.
  const [tab, setTab] = useState<TabKey>('feedback');
  // Prerendered without the API: "free during the beta" stays until the server says the beta is off.
  const { freeBeta } = useCostPolicy();
  useEffect(() => {
    const h = window.location.hash.slice(1);
    if ((tabKeys as readonly string[]).includes(h)) setTab(h as TabKey);
  }, []);
  const c = sampleClass;
  const title = t('sampleReport:classTitle');
  // One rule on every page: explanations in the reader's language, quotes in the class's.
  const reader = i18n.language.startsWith('en') ? 'en' : 'ko';
  const session = toSessionDetail(c, title, reader);
  const bands = bandsFor(c.style, c.language);
  const report = reportFor(c, reader);
  usePageMeta({
    title: t('sampleReport:meta.title'),
    description: t('sampleReport:meta.description'),
    appName: t('common:appName'),
  });

  return (
    <article className="mx-auto max-w-6xl px-4 py-10">
      <header>
        <p>
          <span className="rounded-full bg-amber-200 px-3 py-1 text-xs font-bold tracking-wide text-amber-950 uppercase">
            {t('sampleReport:badge')}
          </span>
        </p>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight">{t('sampleReport:title')}</h1>
        <p className="mt-1 text-lg font-medium">{title}</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t('sessions:style.' + c.style)} · {t(`sessions:language.${c.language}`)}
        </p>
        <div
          role="note"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm leading-relaxed text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <p>{t('sampleReport:notice', { date: formatDate(sampleData.generatedAt.slice(0, 10), i18n.language) })}</p>
          {i18n.language !== c.language && <p className="mt-2">{t('sampleReport:languageNote')}</p>}
          <p className="mt-2 text-xs">
            {t('sampleReport:engine', {
              transcriber: t(`sampleReport:transcriber.${c.engine.transcriber}`),
              generator: t(`sampleReport:generator.${c.generator}`, { model: c.model ?? '' }),
            })}
          </p>
        </div>
      </header>

      <div className="mt-8">
        <Tabs
          value={tab}
          onValueChange={(v) => {
            setTab(v as TabKey);
            window.history.replaceState(null, '', `#${v}`);
          }}
          label={t('sampleReport:tabsLabel')}
          items={[
            {
              value: 'feedback',
              label: t('sampleReport:tabs.feedback'),
              content: (
                <section aria-labelledby="sample-feedback-heading" lang={c.language} className="space-y-4">
                  {/* The report's sections are h3s under the tab's heading, as on a real session's page. */}
                  <h2 id="sample-feedback-heading" lang={i18n.language} className="sr-only">
                    {t('sampleReport:tabs.feedback')}
                  </h2>
                  <ReportSections report={report} />
                </section>
              ),
            },
            {
              value: 'dashboard',
              label: t('sampleReport:tabs.dashboard'),
              content: (
                <div className="space-y-4">
                  <p className="text-slate-700 dark:text-slate-300">{t('sampleReport:dashboardIntro')}</p>
                  <LevelsPanel sessions={[toScoredSession(c, title)]} />
                  <BadgesPanel sessions={[toScoredSession(c, title)]} />
                </div>
              ),
            },
            {
              value: 'report',
              label: t('sampleReport:tabs.report'),
              content: (
                <div className="space-y-8">
                  <OverviewTab session={session} bands={bands} />
                  <Suspense fallback={<LoadingState />}>
                    {/* Recharts loads when this tab opens (session-detail's LazyChartsTab), not with the page. */}
                    <LazyChartsTab session={session} bands={bands} />
                  </Suspense>
                  <SampleTranscript segments={c.segments} language={c.language} />
                </div>
              ),
            },
          ]}
        />
      </div>

      <section aria-labelledby="sample-cta" className="mt-12 rounded-xl bg-indigo-50 p-6 dark:bg-indigo-950">
        <h2 id="sample-cta" className="text-lg font-bold">
          {t('sampleReport:cta.title')}
        </h2>
        <p className="mt-1 text-sm">{t(freeBeta === false ? 'sampleReport:cta.bodyPaid' : 'sampleReport:cta.body')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLink to={paths.upload} data-track="sample-report-upload">
            {t('sampleReport:cta.upload')}
          </ButtonLink>
          <ButtonLink to={paths.styles} variant="secondary">
            {t('sampleReport:cta.styles')}
          </ButtonLink>
        </div>
      </section>
    </article>
  );
}
