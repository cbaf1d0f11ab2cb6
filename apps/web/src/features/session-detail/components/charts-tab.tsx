import { type CueKind, type SessionDetail, styleTargets } from '@cuecoach/contracts';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceArea,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Card } from '@/components/ui/card.tsx';
import type { TargetBands } from '@/lib/metric-catalog.ts';
import { chartMinute, needsDots } from '@/lib/minute-axis.ts';
import { cueTimeline, kindsIn } from '../lib/cue-timeline.ts';

export const cueColors: Record<CueKind, string> = {
  breathing: '#0ea5e9',
  alignment: '#8b5cf6',
  transition: '#f59e0b',
  directional: '#10b981',
  safety: '#e11d48',
  timing: '#64748b',
};
const axis = { stroke: 'currentColor', fontSize: 12 };

/** A chart card with a screen-reader table of the same numbers (charts are pictures to assistive tech). */
export function ChartCard({
  title,
  description,
  table,
  children,
}: {
  title: string;
  description?: string;
  table: { head: string[]; rows: (string | number)[][] };
  children: React.ReactNode;
}) {
  const { t } = useTranslation('sessionDetail');
  return (
    <Card>
      <h3 className="font-semibold">{title}</h3>
      {description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>}
      <div className="mt-4 h-64 text-slate-600 dark:text-slate-300" aria-hidden="true">
        {children}
      </div>
      {/* The screen-reader copy of the chart: sr-only on a wrapper, because a table grows to fit its cells and a
          clipped 1 px table still widened the phone page. */}
      <div className="sr-only">
        <table>
          <caption>{t('charts.tableCaption', { chart: title })}</caption>
          <thead>
            <tr>
              {table.head.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((r) => (
              <tr key={String(r[0])}>
                {r.map((c, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed-width row
                  <td key={i}>{c}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

export function ChartsTab({ session, bands }: { session: SessionDetail; bands: TargetBands }) {
  const { t } = useTranslation('sessionDetail');
  const ts = useTranslation('sessions').t;
  const m = session.metrics;
  if (!m) return <p>{t('charts.noData')}</p>;
  const chart = styleTargets(session.style, session.language).wpmChart;
  const pace = m.paceTimeline.map((p) => ({ minute: chartMinute(p.minute), wpm: Math.round(p.wpm) }));
  const pauses = (['short', 'medium', 'long', 'excessive'] as const).map((k) => ({
    key: k,
    label: t(`charts.bucket.${k}`),
    // The axis names only the range: four full names ("Excessive (≥5 s)") overlapped on a phone.
    axis: t(`charts.bucketAxis.${k}`),
    count: m.pauseBuckets[k],
  }));
  const fillers = Object.entries(m.fillers)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([term, count]) => ({ term, count }));
  const cues = cueTimeline(session.segments, m.durationSec);
  const shownKinds = kindsIn(cues);
  const anyCues = shownKinds.length > 0;
  const band = bands.wpm;
  return (
    <div className="grid gap-4 lg:grid-cols-2 print:grid-cols-1">
      <h2 className="sr-only print:not-sr-only print:text-xl print:font-semibold">{t('tabs.charts')}</h2>
      <ChartCard
        title={t('charts.pace')}
        description={t('charts.paceDesc')}
        table={{
          head: [t('charts.time'), ts('metrics.wpm.unit')],
          rows: pace.map((p) => [t('charts.minute', { minute: p.minute }), p.wpm]),
        }}
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart accessibilityLayer={false} data={pace} margin={{ top: 8, right: 12, bottom: 4, left: -12 }}>
            <CartesianGrid strokeOpacity={0.2} />
            <XAxis dataKey="minute" tick={axis} />
            <YAxis tick={axis} domain={[0, (max: number) => Math.max(max, chart.problemAbove)]} />
            {band?.min !== undefined && band.max !== undefined && (
              <ReferenceArea
                y1={band.min}
                y2={band.max}
                ifOverflow="extendDomain"
                fill="#10b981"
                fillOpacity={0.15}
                label={t('charts.optimal')}
              />
            )}
            <Tooltip labelFormatter={(v) => t('charts.minute', { minute: v })} />
            <Line
              type="monotone"
              dataKey="wpm"
              stroke="#6366f1"
              strokeWidth={2}
              dot={needsDots(pace.length)}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard
        title={t('charts.pauses')}
        description={t('charts.pausesDesc')}
        table={{ head: [t('charts.pauses'), t('charts.count')], rows: pauses.map((p) => [p.label, p.count]) }}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={pauses} margin={{ top: 8, right: 12, bottom: 4, left: -12 }}>
            <CartesianGrid strokeOpacity={0.2} />
            <XAxis dataKey="axis" tick={axis} interval={0} />
            <YAxis tick={axis} allowDecimals={false} />
            <Tooltip />
            <Bar dataKey="count" name={t('charts.count')} fill="#6366f1" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard
        title={t('charts.fillers')}
        table={{ head: [t('charts.fillers'), t('charts.count')], rows: fillers.map((f) => [f.term, f.count]) }}
      >
        {fillers.length === 0 ? (
          <p className="flex h-full items-center justify-center">{t('charts.noFillers')}</p>
        ) : (
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              accessibilityLayer={false}
              data={fillers}
              layout="vertical"
              margin={{ top: 8, right: 12, bottom: 4, left: 8 }}
            >
              <CartesianGrid strokeOpacity={0.2} />
              <XAxis type="number" tick={axis} allowDecimals={false} />
              <YAxis type="category" dataKey="term" tick={axis} width={80} />
              <Tooltip />
              <Bar dataKey="count" name={t('charts.count')} fill="#f97316" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        )}
      </ChartCard>

      <ChartCard
        title={t('charts.cues')}
        description={t('charts.cuesDesc')}
        table={{
          head: [t('charts.time'), ...shownKinds.map((c) => ts(`cueCategory.${c}`))],
          rows: cues.map((r) => [t('charts.minute', { minute: r.minute }), ...shownKinds.map((c) => r[c])]),
        }}
      >
        {!anyCues ? (
          <p className="flex h-full items-center justify-center">{t('charts.noCues')}</p>
        ) : (
          <ResponsiveContainer width="100%" height="100%">
            <BarChart accessibilityLayer={false} data={cues} margin={{ top: 8, right: 12, bottom: 4, left: -12 }}>
              <CartesianGrid strokeOpacity={0.2} />
              <XAxis dataKey="minute" tick={axis} />
              <YAxis tick={axis} allowDecimals={false} />
              <Tooltip labelFormatter={(v) => t('charts.minute', { minute: v })} />
              <Legend />
              {shownKinds.map((c) => (
                <Bar
                  key={c}
                  dataKey={c}
                  stackId="cues"
                  name={ts(`cueCategory.${c}`)}
                  fill={cueColors[c]}
                  isAnimationActive={false}
                />
              ))}
            </BarChart>
          </ResponsiveContainer>
        )}
      </ChartCard>
    </div>
  );
}
