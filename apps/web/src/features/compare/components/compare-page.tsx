import { judgedKeyScores, metricBands, type SessionDetail, targetMet } from '@cuecoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { sessionDetailQueryOptions } from '@/api/sessions.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, PageHeader } from '@/components/ui/card.tsx';
import { ErrorState, LoadingState } from '@/components/ui/states.tsx';
import { paths } from '@/config/paths.ts';
import { sessionErrorMessage } from '@/lib/error-message.ts';
import { formatDate, sessionDay } from '@/lib/format.ts';
import { bandsFor, formatBand, formatMetric, metricDeltas, offTarget } from '@/lib/metric-catalog.ts';
import { chartMinute } from '@/lib/minute-axis.ts';
import { chronological } from '../lib/order.ts';
import { DeltaTable } from './delta-table.tsx';

// Recharts is the largest library in the app: it loads after the comparison's numbers are on screen.
const PaceOverlayChart = lazy(() => import('./pace-overlay-chart.tsx').then((m) => ({ default: m.PaceOverlayChart })));

export function ComparePage() {
  const { a = '', b = '' } = useParams();
  const { t, i18n } = useTranslation('compare');
  const ts = useTranslation('sessions').t;
  const navigate = useNavigate();
  const qa = useQuery(sessionDetailQueryOptions(a));
  const qb = useQuery(sessionDetailQueryOptions(b));
  const lng = i18n.language;

  const shell = (body: React.ReactNode) => (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <nav className="mb-3 text-sm">
        <Link to={paths.sessions} className="text-indigo-700 hover:underline dark:text-indigo-300">
          ← {t('back')}
        </Link>
      </nav>
      <PageHeader title={t('title')} />
      {body}
    </div>
  );
  if (a === b) return shell(<ErrorState message={t('sameSession')} />);
  if (qa.isPending || qb.isPending) return shell(<LoadingState />);
  if (qa.isError || qb.isError) {
    return shell(
      <ErrorState
        message={sessionErrorMessage(qa.error ?? qb.error, ts, lng)}
        onRetry={() => {
          void qa.refetch();
          void qb.refetch();
        }}
      />,
    );
  }
  // The address says which session is the baseline (the first) and which is compared with it (the second); the
  // swap button reverses the address, so everything below swaps with it. The bands and the earlier report's
  // targets do not depend on that order: they follow recording order.
  const base = qa.data;
  const other = qb.data;
  const [earlier, later] = chronological<SessionDetail>(base, other);
  if (!base.metrics || !other.metrics || !later.metrics) return shell(<ErrorState message={t('notComparable')} />);
  const m0 = base.metrics;
  const m1 = other.metrics;
  const laterMetrics = later.metrics;
  const bands = bandsFor(later.style, later.language);
  // Verdicts judge teaching, not students' working time, as the session's own cards do (judged-metrics.ts).
  const full = metricBands(later.style, later.language);
  const judged = { a: judgedKeyScores(m0, full), b: judgedKeyScores(m1, full) };
  const deltas = metricDeltas(m0, m1, bands, judged);
  const improved = deltas.filter((d) => d.verdict === 'better');
  const offTargetList = deltas.filter((d) => offTarget(d.key, judged.b[d.key], bands[d.key]));
  const label = (s: SessionDetail) => `${s.title} (${formatDate(sessionDay(s), lng)})`;
  const minutes = Math.max(m0.paceTimeline.length, m1.paceTimeline.length);
  const pace = Array.from({ length: minutes }, (_, i) => ({
    minute: chartMinute(i),
    earlier: m0.paceTimeline[i] ? Math.round(m0.paceTimeline[i].wpm) : null,
    later: m1.paceTimeline[i] ? Math.round(m1.paceTimeline[i].wpm) : null,
  }));
  const targets = earlier.report?.nextSessionTargets ?? [];

  return shell(
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <p>
          <span className="font-semibold">{t('baseline')}:</span>{' '}
          <Link to={paths.session(base.id)} className="text-indigo-700 underline dark:text-indigo-300">
            {label(base)}
          </Link>
          <br />
          <span className="font-semibold">{t('compared')}:</span>{' '}
          <Link to={paths.session(other.id)} className="text-indigo-700 underline dark:text-indigo-300">
            {label(other)}
          </Link>
        </p>
        <Button variant="secondary" onClick={() => navigate(paths.compare(b, a), { replace: true })}>
          {t('swap')}
        </Button>
      </div>
      <DeltaTable deltas={deltas} earlier={label(base)} later={label(other)} />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('bandsNote', { style: later.style ? ts(`style.${later.style}`) : ts('noStyle') })}
      </p>

      <Card>
        <h2 className="font-semibold">{t('paceOverlay')}</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('paceOverlayDesc')}</p>
        <div className="mt-4 h-72 text-slate-600 dark:text-slate-300" aria-hidden="true">
          <Suspense fallback={null}>
            <PaceOverlayChart pace={pace} wpmBand={bands.wpm} earlierName={t('baseline')} laterName={t('compared')} />
          </Suspense>
        </div>
      </Card>

      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <h2 className="font-semibold text-emerald-800 dark:text-emerald-300">{t('improved')}</h2>
          {improved.length === 0 ? (
            <p className="mt-2 text-slate-600 dark:text-slate-400">{t('nothingImproved')}</p>
          ) : (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {improved.map((d) => (
                <li key={d.key}>
                  {ts(`metrics.${d.key}.label`)}: {formatMetric(d.key, d.before, lng)} →{' '}
                  {formatMetric(d.key, d.after, lng)}
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card>
          <h2 className="font-semibold text-amber-800 dark:text-amber-300">{t('workOn')}</h2>
          {offTargetList.length === 0 ? (
            <p className="mt-2 text-slate-600 dark:text-slate-400">{t('nothingToWorkOn')}</p>
          ) : (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {offTargetList.map((d) => (
                <li key={d.key}>
                  {t('stillOff', {
                    metric: ts(`metrics.${d.key}.label`),
                    value: formatMetric(d.key, d.after, lng),
                    range: formatBand(d.key, bands[d.key], lng) ?? '',
                  })}
                </li>
              ))}
            </ul>
          )}
          {(other.report?.focusAreas.length ?? 0) > 0 && (
            <ul
              className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-sm dark:border-slate-800"
              lang={other.report?.language ?? other.language}
            >
              {other.report?.focusAreas.map((f) => (
                <li key={f.title}>
                  <span className="font-medium">{f.title}</span> — {f.improvementTip}
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>

      {targets.length > 0 && (
        <Card>
          <h2 className="font-semibold">{t('targetsHeading')}</h2>
          <ul className="mt-2 space-y-2" lang={earlier.report?.language ?? earlier.language}>
            {targets.map((target) => {
              const met = targetMet(target, laterMetrics);
              return (
                <li key={target.actionPlan} className="flex gap-2">
                  <span
                    className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${
                      met
                        ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100'
                        : 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100'
                    }`}
                  >
                    {met ? t('targetMet') : t('targetMissed')}
                  </span>
                  <span>{target.actionPlan}</span>
                </li>
              );
            })}
          </ul>
        </Card>
      )}
    </div>,
  );
}
