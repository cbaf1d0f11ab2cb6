import type { SessionDetail } from '@cuecoach/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { queryKeys } from '@/api/query-keys.ts';
import { useSessionEvents } from '@/api/session-events.ts';
import { isActive, sessionDetailQueryOptions } from '@/api/sessions.ts';
import { StatusBadge } from '@/components/status-badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ErrorState, LoadingState } from '@/components/ui/states.tsx';
import { Tabs } from '@/components/ui/tabs.tsx';
import { paths } from '@/config/paths.ts';
import { useTrackOnce, useTrackTransition } from '@/features/analytics/lib/use-track.ts';
import {
  LazyLineComments,
  LazyReportItemComments,
  LazyReviewsPanel,
  LazyShareButton,
} from '@/features/reviews/index.ts';
import { ApiRequestError } from '@/lib/api-client.ts';
import { sessionErrorMessage } from '@/lib/error-message.ts';
import { formatDate, formatDuration, sessionDay } from '@/lib/format.ts';
import { bandsFor } from '@/lib/metric-catalog.ts';
import { sessionReportLd } from '@/lib/page-meta-ld.ts';
import { useWebPageMeta } from '@/lib/use-web-page-meta.ts';
import { DetailsTab } from './details-tab.tsx';
import { FeedbackTab } from './feedback-tab.tsx';
import { LazyChartsTab } from './lazy-charts-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { ReportLanguageSwitch } from './report-language.tsx';
import { FailedPanel, FeedbackFailedBanner, ProcessingPanel, RerunButton, UploadedPanel } from './state-panels.tsx';
import { type SeekRequest, TranscriptTab } from './transcript-tab.tsx';

const tabKeys = ['overview', 'charts', 'transcript', 'feedback', 'reviews', 'details'] as const;
type TabKey = (typeof tabKeys)[number];

const reportPending = ['none', 'generating'] as const;
const reportReady = ['completed', 'regenerated'] as const;

export function SessionDetailPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('sessionDetail');
  const ts = useTranslation('sessions').t;
  const qc = useQueryClient();
  const detail = useQuery(sessionDetailQueryOptions(id));
  const live = detail.data && (isActive(detail.data.status) || detail.data.feedbackState === 'generating');
  useSessionEvents(live ? [id] : []);
  const [tab, setTab] = useState<TabKey>(() => {
    const h = window.location.hash.slice(1);
    return (tabKeys as readonly string[]).includes(h) ? (h as TabKey) : 'overview';
  });

  // Analytics (docs/analytics.md): one view per session and status, and a report finishing while the page is open.
  const viewed = detail.data;
  useTrackOnce('session_viewed', viewed ? `${viewed.id}:${viewed.status}` : null, {
    status: viewed?.status ?? 'unknown',
    hasReport: Boolean(viewed?.report),
  });
  useTrackOnce('conversion_funnel', viewed?.report ? viewed.id : null, { step: 'report' });
  useTrackTransition('feedback_generated', viewed?.feedbackState, reportPending, reportReady, {
    language: viewed?.language ?? 'unknown',
  });

  const [seek, setSeek] = useState<SeekRequest | undefined>();
  // A quoted report item was clicked: open the transcript at that moment (and play it while audio is kept).
  const jumpTo = (sec: number) => {
    setSeek((prev) => ({ sec, n: (prev?.n ?? 0) + 1 }));
    setTab('transcript');
    window.history.replaceState(null, '', '#transcript');
  };

  // "Morning flow · 큐코치": the session's own title once it has loaded, with session metadata (sessionTitle,
  // style, language, wpm, score).
  const d = detail.data;
  const metaValues = d && {
    style: d.style ? ts(`style.${d.style}`) : ts('noStyle'),
    language: ts(`language.${d.language}`),
    wpm: d.metrics ? Math.round(d.metrics.wpm) : null,
    score: d.report?.overallRating.score ?? null,
  };
  useWebPageMeta({
    title: d?.title ?? ts('title'),
    description: metaValues
      ? t(
          metaValues.wpm !== null && metaValues.score !== null
            ? 'common:pageMeta.session'
            : 'common:pageMeta.sessionPending',
          metaValues,
        )
      : ts('title'),
    jsonLd: d
      ? sessionReportLd({
          sessionTitle: d.title,
          style: d.style,
          language: d.language,
          wpm: d.metrics?.wpm ?? null,
          score: d.report?.overallRating.score ?? null,
          path: paths.session(d.id),
          appName: t('common:appName'),
        })
      : undefined,
  });

  if (detail.isPending) return <LoadingState />;
  if (detail.isError) {
    const notFound = detail.error instanceof ApiRequestError && detail.error.status === 404;
    return (
      <div className="mx-auto max-w-6xl px-4 py-10">
        <ErrorState
          message={notFound ? t('notFound') : sessionErrorMessage(detail.error, ts, i18n.language)}
          onRetry={notFound ? undefined : () => void detail.refetch()}
        />
        <p className="text-center">
          <Link to={paths.sessions} className="text-indigo-700 underline dark:text-indigo-300">
            {t('back')}
          </Link>
        </p>
      </div>
    );
  }
  const s: SessionDetail = detail.data;
  const bands = bandsFor(s.style, s.language);
  const refresh = () => void qc.invalidateQueries({ queryKey: queryKeys.sessions.all });

  return (
    <article className="mx-auto max-w-6xl px-4 py-8 print:max-w-none print:px-0 print:py-0">
      <nav className="no-print mb-3 text-sm">
        <Link to={paths.sessions} className="text-indigo-700 hover:underline dark:text-indigo-300">
          ← {t('back')}
        </Link>
      </nav>
      <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight break-words">{s.title}</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t('meta', {
              date: formatDate(sessionDay(s), i18n.language),
              style: s.style ? ts(`style.${s.style}`) : ts('noStyle'),
              duration: formatDuration(s.durationSec),
              language: ts(`language.${s.language}`),
            })}
          </p>
          {s.tags.length > 0 && (
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{s.tags.map((x) => `#${x}`).join(' ')}</p>
          )}
        </div>
        <div className="no-print flex flex-wrap items-center gap-2">
          <StatusBadge session={s} className={isActive(s.status) ? 'min-w-40' : ''} />
          {s.status === 'completed' && (
            <>
              <LazyShareButton session={s} />
              <Button variant="secondary" onClick={() => window.print()}>
                {t('print')}
              </Button>
              <RerunButton session={s} onDone={refresh} />
            </>
          )}
        </div>
      </header>

      {s.status === 'uploaded' && <UploadedPanel session={s} />}
      {(s.status === 'pending' || s.status === 'processing') && <ProcessingPanel session={s} onSettled={refresh} />}
      {s.status === 'failed' && <FailedPanel session={s} />}
      {s.status === 'completed' && (
        <>
          {s.feedbackState === 'failed' && <FeedbackFailedBanner session={s} />}
          {s.feedbackState === 'generating' && (
            <p
              role="status"
              className="no-print mb-4 rounded-lg bg-blue-50 p-3 text-sm text-blue-900 dark:bg-blue-950 dark:text-blue-100"
            >
              {t('feedbackGenerating')}
            </p>
          )}
          <ReportLanguageSwitch session={s} />
          <Tabs
            value={tab}
            onValueChange={(v) => {
              setTab(v as TabKey);
              window.history.replaceState(null, '', `#${v}`);
            }}
            label={t('tabsLabel')}
            printAll
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
                    lineExtra={(i, segment) => (
                      <LazyLineComments sessionId={s.id} index={i} segment={segment} onPlay={jumpTo} />
                    )}
                  />
                ),
                print: false,
              },
              {
                value: 'feedback',
                label: t('tabs.feedback'),
                content: (
                  <FeedbackTab
                    session={s}
                    onSeek={jumpTo}
                    itemExtra={(sec) => <LazyReportItemComments sessionId={s.id} sec={sec} onPlay={jumpTo} />}
                  />
                ),
              },
              {
                value: 'reviews',
                label: t('tabs.reviews'),
                content: <LazyReviewsPanel sessionId={s.id} onPlay={jumpTo} />,
                print: false,
              },
              { value: 'details', label: t('tabs.details'), content: <DetailsTab session={s} /> },
            ]}
          />
        </>
      )}
    </article>
  );
}
