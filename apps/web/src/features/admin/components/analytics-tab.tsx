import type { AdminAnalytics } from '@cuecoach/contracts';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card.tsx';
import { inputClasses } from '@/components/ui/field.tsx';
import { ErrorState, LoadingState } from '@/components/ui/states.tsx';
import { useAdminAnalytics } from '../api/analytics.ts';

// Loaded with the tab's first render, after the admin screen: the admin screen stays within its download budget.
const ReviewCounts = lazy(() => import('./review-counts.tsx').then((m) => ({ default: m.ReviewCounts })));

const periods = [7, 30, 90] as const;

function Funnel({ funnel }: { funnel: AdminAnalytics['funnel'] }) {
  const { t, i18n } = useTranslation('analytics');
  const num = new Intl.NumberFormat(i18n.language);
  const widest = Math.max(1, ...funnel.map((s) => s.count));
  return (
    <Card className="space-y-3" aria-labelledby="analytics-funnel">
      <h3 id="analytics-funnel" className="font-semibold">
        {t('admin.funnel.title')}
      </h3>
      <ol className="space-y-2" data-testid="analytics-funnel">
        {funnel.map((step, i) => {
          const previous = i > 0 ? funnel[i - 1]?.count : undefined;
          return (
            <li key={step.step} data-step={step.step} className="text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium">{t(`admin.funnel.steps.${step.step}`)}</span>
                <span className="tabular-nums">
                  <span data-testid="funnel-count">{num.format(step.count)}</span>
                  {previous ? (
                    <span className="ml-2 text-xs text-slate-600 dark:text-slate-300">
                      {t('admin.funnel.ofPrevious', { percent: Math.round((step.count / previous) * 100) })}
                    </span>
                  ) : null}
                </span>
              </div>
              <div className="mt-1 h-2 rounded bg-slate-100 dark:bg-slate-800" aria-hidden="true">
                <div
                  className="h-2 rounded bg-indigo-600"
                  style={{ width: `${Math.max(step.count > 0 ? 2 : 0, (step.count / widest) * 100)}%` }}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <p className="text-xs break-keep text-slate-600 dark:text-slate-300">{t('admin.funnel.note')}</p>
    </Card>
  );
}

function DailyActive({ days }: { days: AdminAnalytics['dailyActive'] }) {
  const { t, i18n } = useTranslation('analytics');
  const peak = Math.max(0, ...days.map((d) => d.users));
  const today = days.at(-1)?.users ?? 0;
  const date = new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return (
    <Card className="space-y-3" aria-labelledby="analytics-dau">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="analytics-dau" className="font-semibold">
          {t('admin.dau.title')}
        </h3>
        <p className="text-sm tabular-nums" data-testid="dau-today">
          {t('admin.dau.today', { count: today })} · {t('admin.dau.peak', { count: peak })}
        </p>
      </div>
      {/* One bar per day; the table below carries the same figures for screen readers. */}
      <div className="flex h-24 items-end gap-px" aria-hidden="true">
        {days.map((d) => (
          <div
            key={d.date}
            title={`${d.date}: ${d.users}`}
            className="flex-1 rounded-t bg-indigo-500"
            style={{ height: `${peak > 0 ? Math.max(d.users > 0 ? 4 : 0, (d.users / peak) * 100) : 0}%` }}
          />
        ))}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer">{t('admin.dau.date')}</summary>
        <table className="mt-2 w-full text-left tabular-nums">
          <thead>
            <tr>
              <th className="font-medium">{t('admin.dau.date')}</th>
              <th className="font-medium">{t('admin.dau.users')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <td>{date.format(new Date(`${d.date}T00:00:00Z`))}</td>
                <td>{d.users}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <p className="text-xs break-keep text-slate-600 dark:text-slate-300">{t('admin.dau.note')}</p>
    </Card>
  );
}

const formatVital = (metric: string, value: number) =>
  metric === 'CLS' ? value.toFixed(3) : value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;

function WebVitals({ vitals }: { vitals: AdminAnalytics['webVitals'] }) {
  const { t } = useTranslation('analytics');
  const buckets = [...new Set(vitals.map((v) => v.bucket))];
  return (
    <Card className="space-y-3" aria-labelledby="analytics-vitals">
      <h3 id="analytics-vitals" className="font-semibold">
        {t('admin.vitals.title')}
      </h3>
      {buckets.length === 0 ? (
        <p className="text-sm">{t('admin.vitals.empty')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" data-testid="analytics-vitals">
          {buckets.map((bucket) => (
            <li key={bucket} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800">
              <p className="font-medium">{t(`admin.buckets.${bucket}`)}</p>
              <dl className="mt-1 grid grid-cols-[4rem_1fr] gap-x-2">
                {vitals
                  .filter((v) => v.bucket === bucket)
                  .map((v) => (
                    <div key={v.metric} className="contents">
                      <dt className="font-mono">{v.metric}</dt>
                      <dd className="tabular-nums">
                        {formatVital(v.metric, v.p75)}{' '}
                        <span className="text-xs text-slate-600 dark:text-slate-300">
                          ({t('admin.vitals.samples', { count: v.samples })})
                        </span>
                      </dd>
                    </div>
                  ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs break-keep text-slate-600 dark:text-slate-300">{t('admin.vitals.note')}</p>
    </Card>
  );
}

function EventCounts({ events }: { events: AdminAnalytics['events'] }) {
  const { t, i18n } = useTranslation('analytics');
  const num = new Intl.NumberFormat(i18n.language);
  return (
    <Card className="space-y-2" aria-labelledby="analytics-events">
      <h3 id="analytics-events" className="font-semibold">
        {t('admin.events.title')}
      </h3>
      <table className="w-full text-left text-sm" data-testid="analytics-events">
        <thead>
          <tr>
            <th className="font-medium">{t('admin.events.name')}</th>
            <th className="text-right font-medium">{t('admin.events.count')}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((e) => (
            <tr key={e.name} data-event={e.name}>
              <td className="font-mono break-all">{e.name}</td>
              <td className="text-right tabular-nums">{num.format(e.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

/** Admin › Analytics (docs/analytics.md): what the first-party collector and the service's own tables say. */
export function AnalyticsTab() {
  const { t } = useTranslation('analytics');
  const [days, setDays] = useState<number>(30);
  const analytics = useAdminAnalytics(days);
  const periodId = useId();
  return (
    <section className="space-y-4" aria-labelledby="analytics-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="analytics-heading" className="text-lg font-semibold">
            {t('admin.heading')}
          </h2>
          <p className="mt-1 text-sm break-keep text-slate-600 dark:text-slate-300">{t('admin.intro')}</p>
        </div>
        <div>
          <label htmlFor={periodId} className="block text-sm font-medium">
            {t('admin.period')}
          </label>
          <select id={periodId} className={inputClasses} value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {periods.map((p) => (
              <option key={p} value={p}>
                {t('admin.days', { count: p })}
              </option>
            ))}
          </select>
        </div>
      </div>
      {analytics.isPending ? (
        <LoadingState />
      ) : analytics.isError ? (
        <ErrorState message={t('admin.loadFailed')} onRetry={() => void analytics.refetch()} />
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t('admin.settings', {
              days: analytics.data.retentionDays,
              forwarding: t(`admin.forwarding.${analytics.data.forwarding}`),
            })}
          </p>
          <Funnel funnel={analytics.data.funnel} />
          <Suspense fallback={null}>
            <ReviewCounts />
          </Suspense>
          <DailyActive days={analytics.data.dailyActive} />
          <WebVitals vitals={analytics.data.webVitals} />
          <EventCounts events={analytics.data.events} />
        </>
      )}
    </section>
  );
}
