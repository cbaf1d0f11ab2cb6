import { useTranslation } from 'react-i18next';
import { useCostPolicy } from '@/api/cost-policy.ts';
import { Card } from '@/components/ui/card.tsx';
import { ErrorState, LoadingState } from '@/components/ui/states.tsx';
import { useAdminStats, useRetention } from '../api/admin.ts';
import { ServiceSettings } from './service-settings.tsx';
import { NumberSettingForm } from './setting-form.tsx';

const maxRetentionHours = 24 * 365;

function Kpi({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card>
      <p className="text-sm text-slate-600 dark:text-slate-300">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
      {hint && <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">{hint}</p>}
    </Card>
  );
}

export function DashboardTab() {
  const { t, i18n } = useTranslation('admin');
  const stats = useAdminStats();
  const retention = useRetention();
  const { freeBeta } = useCostPolicy();
  const num = new Intl.NumberFormat(i18n.language);
  const pct = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  if (stats.isPending) return <LoadingState />;
  if (stats.isError) return <ErrorState message={t('loadFailed')} onRetry={() => void stats.refetch()} />;
  const s = stats.data;
  const maxDaily = Math.max(1, ...s.trend.map((d) => d.sessions));
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Kpi label={t('kpi.totalUsers')} value={num.format(s.totalUsers)} />
        <Kpi label={t('kpi.totalSessions')} value={num.format(s.totalSessions)} />
        <Kpi
          label={t('kpi.successRate')}
          value={s.successRate === null ? t('kpi.none') : pct.format(s.successRate)}
          hint={t('kpi.successRateHint', {
            completed: s.completedSessions,
            finished: s.completedSessions + s.failedSessions,
          })}
        />
        <Kpi
          label={t('kpi.avgProcessing')}
          value={s.avgProcessingMinutes === null ? t('kpi.none') : t('kpi.minutes', { value: s.avgProcessingMinutes })}
        />
        <Kpi
          label={t('kpi.netCredits')}
          value={num.format(s.netCredits)}
          hint={t('kpi.netCreditsHint', {
            granted: num.format(s.creditsGranted),
            consumed: num.format(s.creditsConsumed),
            refunded: num.format(s.creditsRefunded),
          })}
        />
        <Kpi
          label={t('kpi.revenue')}
          value={`₩${num.format(s.revenueKrw)}`}
          hint={freeBeta === undefined ? undefined : t(freeBeta ? 'kpi.revenueHint' : 'kpi.revenueHintPaid')}
        />
      </div>
      <Card>
        <h2 className="mb-4 text-lg font-semibold">{t('trend.title')}</h2>
        <div className="overflow-x-auto" data-scroll-x>
          <table className="w-full text-left text-sm">
            <thead className="text-slate-600 dark:text-slate-300">
              <tr>
                <th className="py-2 pr-4 font-medium">{t('trend.date')}</th>
                <th className="py-2 pr-4 text-right font-medium">{t('trend.signups')}</th>
                <th className="py-2 pr-4 font-medium">{t('trend.sessions')}</th>
                <th className="py-2 pr-4 text-right font-medium">{t('trend.completed')}</th>
                <th className="py-2 text-right font-medium">{t('trend.consumed')}</th>
              </tr>
            </thead>
            <tbody>
              {s.trend.map((d) => (
                <tr key={d.date} className="border-t border-slate-200 dark:border-slate-800">
                  <td className="py-1.5 pr-4 tabular-nums">{d.date}</td>
                  <td className="py-1.5 pr-4 text-right tabular-nums">{d.signups}</td>
                  <td className="py-1.5 pr-4">
                    <span className="flex items-center gap-2">
                      <span
                        aria-hidden="true"
                        className="inline-block h-2 rounded bg-indigo-500"
                        style={{ width: `${(d.sessions / maxDaily) * 8}rem` }}
                      />
                      <span className="tabular-nums">{d.sessions}</span>
                    </span>
                  </td>
                  <td className="py-1.5 pr-4 text-right tabular-nums">{d.completed}</td>
                  <td className="py-1.5 text-right tabular-nums">{d.creditsConsumed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      <Card className="space-y-3">
        <h2 className="text-lg font-semibold">{t('settings.title')}</h2>
        <NumberSettingForm
          label={`${t('settings.retention')} (${t('settings.hours')})`}
          hint={t('settings.retentionHint', { max: maxRetentionHours })}
          value={retention.query.data?.hours}
          min={1}
          max={maxRetentionHours}
          invalidKey="settings.invalid"
          onSave={(hours) => retention.save.mutateAsync({ hours })}
        />
      </Card>
      <ServiceSettings />
    </div>
  );
}
