import { useTranslation } from 'react-i18next';
import { formatDuration } from '@/lib/format.ts';
import { type Band, bandStatus, formatBand, formatMetric, type MetricKey } from '@/lib/metric-catalog.ts';

const statusTone = {
  within: 'text-emerald-700 dark:text-emerald-400',
  below: 'text-amber-700 dark:text-amber-400',
  above: 'text-amber-700 dark:text-amber-400',
} as const;

/**
 * One metric with its unit, the style's target band and whether the value sits inside it. The verdict may be taken
 * on a judged value other than the one shown (contracts judged-metrics.ts: students' working time excused); the card
 * then says how much time was left out. A class too short to judge shows no verdict.
 */
export function MetricCard({
  metric,
  value,
  band,
  judged = value,
  excusedSec,
  noVerdict = false,
}: {
  metric: MetricKey;
  value: number;
  band?: Band | undefined;
  /** The value the verdict is taken on (default: the one shown). */
  judged?: number;
  /** Seconds of students' time that excuse the shown value, when they do. */
  excusedSec?: number | undefined;
  noVerdict?: boolean;
}) {
  const { t, i18n } = useTranslation('sessions');
  const status = noVerdict ? null : bandStatus(metric, judged, band);
  const range = formatBand(metric, band, i18n.language);
  // Some metrics carry their unit in the number (31%); their unit text is empty, which i18next reports as missing.
  const unit = t(`metrics.${metric}.unit`, { defaultValue: '' });
  return (
    <div
      data-metric={metric}
      className="rounded-xl border border-slate-200 bg-white p-4 print:break-inside-avoid dark:border-slate-800 dark:bg-slate-900"
    >
      <dt className="text-sm text-slate-600 dark:text-slate-400">{t(`metrics.${metric}.label`)}</dt>
      <dd className="mt-1">
        <span className="text-2xl font-bold tabular-nums" data-value>
          {formatMetric(metric, value, i18n.language)}
        </span>
        {unit && <span className="ml-1 text-sm text-slate-600 dark:text-slate-400">{unit}</span>}
      </dd>
      {range && (
        <dd className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {t('band.target', { range })}
          {status && <span className={`ml-2 font-semibold ${statusTone[status]}`}>{t(`band.${status}`)}</span>}
          {noVerdict && <span className="ml-2">{t('band.noVerdict')}</span>}
        </dd>
      )}
      {status && excusedSec !== undefined && (
        <dd className="mt-1 text-xs text-slate-600 dark:text-slate-400" data-excused>
          {t('band.excused', { time: formatDuration(excusedSec) })}
        </dd>
      )}
    </div>
  );
}
