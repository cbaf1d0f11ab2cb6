import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Card } from '@/components/ui/card.tsx';
import { ErrorState, LoadingState } from '@/components/ui/states.tsx';
import { Tabs } from '@/components/ui/tabs.tsx';
import { paths } from '@/config/paths.ts';
import {
  LineComments,
  ReportItemComments,
  ReviewsPanel,
  reviewAudioUrl,
  reviewSessionQueryOptions,
  useSessionThreads,
} from '@/features/reviews/index.ts';
import { ApiRequestError } from '@/lib/api-client.ts';
import { formatDate, formatDateTime, formatDuration, sessionDay } from '@/lib/format.ts';
import { bandsFor } from '@/lib/metric-catalog.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { ReportSections } from './feedback-tab.tsx';
import { LazyChartsTab } from './lazy-charts-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { type SeekRequest, TranscriptTab } from './transcript-tab.tsx';

const tabKeys = ['overview', 'charts', 'transcript', 'feedback', 'reviews'] as const;
type TabKey = (typeof tabKeys)[number];

/** The access message: the same for a stranger, a revoked reviewer, an expired link and a deleted class. */
function NoAccess() {
  const { t } = useTranslation('reviews');
  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <Card role="alert">
        <h1 className="text-xl font-semibold">{t('access.title')}</h1>
        <p className="mt-3">{t('access.body')}</p>
        <div className="mt-4">
          <ButtonLink to={paths.reviews} variant="secondary">
            {t('access.toShared')}
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}

/**
 * `/reviews/:id`: a class shared with the reader, read-only — overview, charts, transcript (audio while it exists),
 * report — with comments at their moments and a Reviews tab. The instructor opening it goes to their own page.
 */
export function ReviewSessionPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('sessionDetail');
  const tr = useTranslation('reviews').t;
  const ts = useTranslation('sessions').t;
  const q = useQuery(reviewSessionQueryOptions(id));
  const { threads, role } = useSessionThreads(id);
  const [tab, setTab] = useState<TabKey>(() => {
    const h = window.location.hash.slice(1);
    return (tabKeys as readonly string[]).includes(h) ? (h as TabKey) : 'overview';
  });
  const [seek, setSeek] = useState<SeekRequest | undefined>();
  const jumpTo = (sec: number) => {
    setSeek((prev) => ({ sec, n: (prev?.n ?? 0) + 1 }));
    setTab('transcript');
    window.history.replaceState(null, '', '#transcript');
  };
  useDocumentTitle(q.data?.session.title ?? tr('shared.title'));

  if (q.isPending) return <LoadingState />;
  if (q.isError) {
    if (q.error instanceof ApiRequestError && q.error.status === 404) return <NoAccess />;
    return (
      <div className="mx-auto max-w-6xl px-4 py-10">
        <ErrorState message={tr('errors.generic')} onRetry={() => void q.refetch()} />
      </div>
    );
  }
  if (q.data.role === 'owner') return <Navigate to={`${paths.session(id)}${window.location.hash}`} replace />;
  const s = q.data.session;
  const bands = bandsFor(s.style, s.language);
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <nav className="mb-3 text-sm">
        <Link to={paths.reviews} className="text-indigo-700 hover:underline dark:text-indigo-300">
          ← {tr('review.back')}
        </Link>
      </nav>
      <header className="mb-4">
        <h1 className="text-2xl font-bold tracking-tight break-words">{s.title}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t('meta', {
            date: formatDate(sessionDay(s), i18n.language),
            style: s.style ? ts(`style.${s.style}`) : ts('noStyle'),
            duration: formatDuration(s.durationSec),
            language: ts(`language.${s.language}`),
          })}
        </p>
      </header>
      <p
        role="note"
        className="mb-2 rounded-lg bg-indigo-50 p-3 text-sm text-indigo-950 dark:bg-indigo-950 dark:text-indigo-100"
      >
        {tr('review.sharedBy', { name: q.data.instructor.name })}
      </p>
      <p className="mb-4 rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-800">
        {q.data.audioAvailable
          ? tr('share.audioUntil', { date: formatDateTime(s.retention.originalDeleteAfter, i18n.language) })
          : tr('share.audioGone')}
      </p>
      {s.status !== 'completed' ? (
        <p>{t('feedback.noReport')}</p>
      ) : (
        <Tabs
          value={tab}
          onValueChange={(v) => {
            setTab(v as TabKey);
            window.history.replaceState(null, '', `#${v}`);
          }}
          label={t('tabsLabel')}
          items={[
            { value: 'overview', label: t('tabs.overview'), content: <OverviewTab session={s} bands={bands} /> },
            {
              value: 'charts',
              label: t('tabs.charts'),
              content: (
                <Suspense fallback={<LoadingState />}>
                  <LazyChartsTab session={s} bands={bands} />
                </Suspense>
              ),
            },
            {
              value: 'transcript',
              label: t('tabs.transcript'),
              content: (
                <TranscriptTab
                  session={s}
                  seek={seek}
                  audioUrl={reviewAudioUrl(s.id)}
                  lineExtra={(i, segment) => (
                    <LineComments
                      sessionId={s.id}
                      index={i}
                      segment={segment}
                      threads={threads}
                      role={role}
                      onPlay={jumpTo}
                    />
                  )}
                />
              ),
            },
            {
              value: 'feedback',
              label: t('tabs.feedback'),
              content: s.report ? (
                <ReportSections
                  report={s.report}
                  quoteLang={s.language}
                  onSeek={jumpTo}
                  itemExtra={(sec) => (
                    <ReportItemComments sessionId={s.id} threads={threads} sec={sec} role={role} onPlay={jumpTo} />
                  )}
                />
              ) : (
                <p>{t('feedback.noReport')}</p>
              ),
            },
            { value: 'reviews', label: tr('tab.label'), content: <ReviewsPanel sessionId={s.id} onPlay={jumpTo} /> },
          ]}
        />
      )}
    </article>
  );
}
