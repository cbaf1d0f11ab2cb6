import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ReferenceArea, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card } from '@/components/ui/card.tsx';
import { formatDate } from '@/lib/format.ts';
import { bandsFor, formatBand, formatMetric } from '@/lib/metric-catalog.ts';
import { type ScoredSession, scoreKeys } from '../lib/progress.ts';

const axis = { stroke: 'currentColor', fontSize: 11 };

export function TrendsPanel({ sessions }: { sessions: ScoredSession[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const ts = useTranslation('sessions').t;
  const lng = i18n.language;
  const newest = sessions[0];
  const bands = newest ? bandsFor(newest.style, newest.language) : {};
  const points = [...sessions].reverse().map((s, i) => ({ n: i + 1, label: formatDate(s.day, lng), ...s.scores }));
  return (
    <section aria-labelledby="trends-heading">
      <h2 id="trends-heading" className="text-lg font-semibold">
        {t('trends.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('trends.desc')}</p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {scoreKeys.map((k) => {
          const band = bands[k];
          const pct = k === 'silenceRatio' ? 100 : 1;
          const data = points.map((p) => ({ label: p.label, value: Math.round(p[k] * pct * 10) / 10 }));
          return (
            <Card key={k}>
              <h3 className="font-medium">
                {ts(`metrics.${k}.label`)}
                {formatBand(k, band, lng) && (
                  <span className="ml-2 text-xs font-normal text-slate-600 dark:text-slate-400">
                    {ts('band.target', { range: formatBand(k, band, lng) })}
                  </span>
                )}
              </h3>
              <div className="mt-2 h-48 text-slate-600 dark:text-slate-300" aria-hidden="true">
                <ResponsiveContainer width="100%" height="100%">
                  <LineChart
                    accessibilityLayer={false}
                    data={data}
                    margin={{ top: 8, right: 12, bottom: 4, left: -16 }}
                  >
                    <CartesianGrid strokeOpacity={0.2} />
                    <XAxis dataKey="label" tick={axis} />
                    <YAxis tick={axis} />
                    {band && (
                      <ReferenceArea
                        // Open-ended bands run to the scale's edge: 0 below, and 100 above (scores are 0–100).
                        y1={(band.min ?? 0) * pct}
                        y2={(band.max ?? 100) * pct}
                        ifOverflow="extendDomain"
                        fill="#10b981"
                        fillOpacity={0.15}
                      />
                    )}
                    <Tooltip />
                    <Line
                      dataKey="value"
                      name={ts(`metrics.${k}.label`)}
                      stroke="#6366f1"
                      strokeWidth={2}
                      isAnimationActive={false}
                    />
                  </LineChart>
                </ResponsiveContainer>
              </div>
              {/* The screen-reader copy of the chart: sr-only on a wrapper, because a table grows to fit its cells and a
                  clipped 1 px table still widened the phone page. */}
              <div className="sr-only">
                <table>
                  <caption>{ts(`metrics.${k}.label`)}</caption>
                  <tbody>
                    {points.map((p) => (
                      <tr key={p.n}>
                        <th scope="row">{p.label}</th>
                        <td>{formatMetric(k, p[k], lng)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </Card>
          );
        })}
      </div>
    </section>
  );
}
