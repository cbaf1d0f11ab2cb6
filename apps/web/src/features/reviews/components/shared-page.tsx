import { keyMetricKeys, type SharedWithMe } from '@cuecoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Card, PageHeader } from '@/components/ui/card.tsx';
import { ErrorState, LoadingState } from '@/components/ui/states.tsx';
import { paths } from '@/config/paths.ts';
import { formatDate, formatDateTime } from '@/lib/format.ts';
import { formatMetric } from '@/lib/metric-catalog.ts';
import { reviewNoticesQueryOptions, sharedWithMeQueryOptions, useMarkNoticesRead } from '../api/reviews.ts';

/** `/reviews`: new notices (reviews arrived, threads answered) and the classes shared with me, per instructor. */
export function SharedPage() {
  const { t } = useTranslation('reviews');
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <PageHeader title={t('shared.title')} />
      <Notices />
      <SharedSessions />
    </div>
  );
}

function Notices() {
  const { t, i18n } = useTranslation('reviews');
  const q = useQuery(reviewNoticesQueryOptions());
  const markRead = useMarkNoticesRead();
  const unread = q.data?.notices.filter((n) => !n.read) ?? [];
  return (
    <Card aria-labelledby="notices-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="notices-heading" className="text-lg font-semibold">
          {t('shared.noticesHeading')}
        </h2>
        {unread.length > 0 && (
          <Button variant="secondary" onClick={() => markRead.mutate(unread.map((n) => n.id))}>
            {t('shared.markRead')}
          </Button>
        )}
      </div>
      {q.isError && <p role="alert">{t('errors.generic')}</p>}
      {q.data && unread.length === 0 && (
        <p className="mt-2 text-slate-600 dark:text-slate-400">{t('shared.noNotices')}</p>
      )}
      {unread.length > 0 && (
        <ul className="mt-3 space-y-2">
          {unread.map((n) => (
            <li key={n.id} className="flex flex-wrap items-baseline justify-between gap-2">
              <Link
                to={`${n.role === 'owner' ? paths.session(n.sessionId) : paths.review(n.sessionId)}#reviews`}
                className="font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
              >
                {n.kind === 'review'
                  ? t('shared.noticeReview', { title: n.sessionTitle, count: n.count })
                  : t('shared.noticeReply', { title: n.sessionTitle, count: n.count })}
              </Link>
              <span className="text-xs text-slate-600 dark:text-slate-400">{formatDateTime(n.at, i18n.language)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function SharedSessions() {
  const { t } = useTranslation('reviews');
  const q = useQuery(sharedWithMeQueryOptions());
  if (q.isPending) return <LoadingState />;
  if (q.isError) return <ErrorState message={t('errors.generic')} onRetry={() => void q.refetch()} />;
  return (
    <section aria-labelledby="shared-heading" className="space-y-4">
      <h2 id="shared-heading" className="text-lg font-semibold">
        {t('shared.heading')}
      </h2>
      {q.data.instructors.length === 0 && <p className="text-slate-600 dark:text-slate-400">{t('shared.empty')}</p>}
      {q.data.instructors.map((ins) => (
        <Instructor key={ins.instructorId} instructor={ins} />
      ))}
    </section>
  );
}

type InstructorShare = SharedWithMe['instructors'][number];

function Instructor({ instructor }: { instructor: InstructorShare }) {
  const { t, i18n } = useTranslation('reviews');
  const ts = useTranslation('sessions').t;
  return (
    <Card>
      <h3 className="font-semibold">{t('shared.instructorSessions', { name: instructor.name })}</h3>
      <Trend instructor={instructor} />
      <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
        {instructor.sessions.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0">
              <Link
                to={paths.review(s.id)}
                className="font-medium break-words text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
              >
                {s.title}
              </Link>
              <br />
              <span className="text-xs text-slate-600 dark:text-slate-400">
                {formatDate(s.recordedOn ?? s.createdAt, i18n.language)}
                {s.scores
                  ? ` · ${ts('metrics.wpm.label')} ${formatMetric('wpm', s.scores.wpm, i18n.language)}`
                  : ` · ${t('shared.notAnalysed')}`}
              </span>
            </span>
            {s.openThreads > 0 && (
              <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-xs text-indigo-900 dark:bg-indigo-950 dark:text-indigo-200">
                {t('shared.openThreads', { count: s.openThreads })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** First analysed class → latest, on each key metric: how a trainee moves over the weeks. */
function Trend({ instructor }: { instructor: InstructorShare }) {
  const { t, i18n } = useTranslation('reviews');
  const ts = useTranslation('sessions').t;
  const scored = instructor.sessions
    .filter((s) => s.scores)
    .sort((a, b) => (a.recordedOn ?? a.createdAt).localeCompare(b.recordedOn ?? b.createdAt));
  const first = scored[0]?.scores;
  const last = scored.at(-1)?.scores;
  if (!first || !last || scored.length < 2) {
    return <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('shared.trendOne')}</p>;
  }
  return (
    <div className="mt-2">
      <p className="text-sm font-medium">{t('shared.trend')}</p>
      <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        {keyMetricKeys.map((k) => {
          const arrow = last[k] > first[k] ? '↑' : last[k] < first[k] ? '↓' : '→';
          return (
            <div key={k} className="flex justify-between gap-2">
              <dt className="text-slate-600 dark:text-slate-400">{ts(`metrics.${k}.label`)}</dt>
              <dd className="tabular-nums">
                {formatMetric(k, first[k], i18n.language)} {arrow} {formatMetric(k, last[k], i18n.language)}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
