import { type ClassTime, type ClassTimeKind, classTimeKinds } from '@cuecoach/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card.tsx';
import { formatDuration } from '@/lib/format.ts';

/** Colours of the class time kinds; dead air stands out, students' time is calm. */
export const classTimeColors: Record<ClassTimeKind, string> = {
  speaking: 'bg-sky-500',
  working: 'bg-emerald-500',
  hold: 'bg-violet-500',
  question: 'bg-amber-400',
  class_question: 'bg-orange-600',
  dead_air: 'bg-rose-600',
};

/**
 * The class time model as a timeline: one bar from the first word to the last, coloured by what each stretch was, and
 * the seconds of each kind. The bar is a picture; the legend below it carries the same numbers as text, so screen
 * readers and narrow screens (390 px) lose nothing.
 */
export function ClassTimeline({ classTime }: { classTime: ClassTime }) {
  const { t, i18n } = useTranslation('sessionDetail');
  const stretches = classTime.stretches;
  const first = stretches[0]?.start ?? 0;
  const span = Math.max(1e-6, (stretches.at(-1)?.end ?? 0) - first);
  // Analyses stored before a kind existed carry no seconds for it.
  const secondsOf = (k: ClassTimeKind) => classTime.seconds[k] ?? 0;
  const total = classTimeKinds.reduce((sum, k) => sum + secondsOf(k), 0);
  const pct = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const shown = classTimeKinds.filter((k) => secondsOf(k) > 0);
  return (
    <Card aria-labelledby="class-time-heading">
      <h3 id="class-time-heading" className="text-lg font-semibold">
        {t('classTime.heading')}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('classTime.desc')}</p>
      <div
        className="mt-3 flex h-6 w-full overflow-hidden rounded bg-slate-200 dark:bg-slate-700"
        aria-hidden="true"
        data-testid="class-timeline"
      >
        {stretches.map((s) => (
          <div
            key={`${s.start}-${s.kind}`}
            className={classTimeColors[s.kind]}
            style={{ width: `${(100 * (s.end - s.start)) / span}%` }}
            title={t('classTime.stretch', {
              kind: t(`classTime.kind.${s.kind}`),
              from: formatDuration(s.start),
              to: formatDuration(s.end),
            })}
          />
        ))}
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {shown.map((k) => (
          <li key={k} className="flex items-center gap-1.5" data-kind={k}>
            <span className={`inline-block h-3 w-3 rounded-sm ${classTimeColors[k]}`} aria-hidden="true" />
            <span className="font-medium">{t(`classTime.kind.${k}`)}</span>
            <span className="tabular-nums text-slate-600 dark:text-slate-400">
              {t('classTime.share', {
                time: formatDuration(secondsOf(k)),
                percent: pct.format(total > 0 ? secondsOf(k) / total : 0),
              })}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm" data-testid="class-time-dead-air">
        {classTime.deadAirCount > 0
          ? t('classTime.deadAir', {
              count: classTime.deadAirCount,
              seconds: Math.round(classTime.longestDeadAirSec),
            })
          : t('classTime.noDeadAir')}
      </p>
    </Card>
  );
}
