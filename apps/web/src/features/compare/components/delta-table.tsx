import { useTranslation } from 'react-i18next';
import { formatDelta, formatMetric, type MetricDelta } from '@/lib/metric-catalog.ts';

const tone = {
  better: 'text-emerald-700 dark:text-emerald-400',
  worse: 'text-red-700 dark:text-red-400',
  same: 'text-slate-600 dark:text-slate-400',
} as const;
const arrow = { better: '✓', worse: '✗', same: '=' } as const;

/** Side-by-side metrics; the change is coloured and also named, so colour is never the only signal. */
export function DeltaTable({ deltas, earlier, later }: { deltas: MetricDelta[]; earlier: string; later: string }) {
  const { t, i18n } = useTranslation('compare');
  const ts = useTranslation('sessions').t;
  const lng = i18n.language;
  const th =
    'px-2 py-2 text-left sm:px-3 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400';
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="w-full border-collapse text-sm sm:min-w-[36rem]">
        <caption className="sr-only">{t('tableCaption')}</caption>
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            <th scope="col" className={th}>
              {t('metric')}
            </th>
            <th scope="col" className={th}>
              {earlier}
            </th>
            <th scope="col" className={th}>
              {later}
            </th>
            <th scope="col" className={th}>
              {t('delta')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {deltas.map((d) => (
            <tr key={d.key} data-metric={d.key} data-verdict={d.verdict}>
              <th scope="row" className="px-2 py-2 text-left font-medium sm:px-3">
                {ts(`metrics.${d.key}.label`)}
                {ts(`metrics.${d.key}.unit`, { defaultValue: '' }) && (
                  <span className="ml-1 text-xs font-normal whitespace-nowrap text-slate-500">
                    ({ts(`metrics.${d.key}.unit`, { defaultValue: '' })})
                  </span>
                )}
              </th>
              <td className="px-2 py-2 tabular-nums sm:px-3">{formatMetric(d.key, d.before, lng)}</td>
              <td className="px-2 py-2 tabular-nums sm:px-3">{formatMetric(d.key, d.after, lng)}</td>
              <td className={`px-2 py-2 font-semibold tabular-nums sm:px-3 ${tone[d.verdict]}`}>
                <span aria-hidden="true">{arrow[d.verdict]} </span>
                {formatDelta(d.key, d.delta, lng)} <span className="font-normal">({ts(`verdict.${d.verdict}`)})</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
