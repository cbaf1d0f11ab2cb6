import { minimumJudgedSec, type SessionDetail } from '@cuecoach/contracts';
import { useTranslation } from 'react-i18next';
import { MetricCard } from '@/components/metric-card.tsx';
import { Card } from '@/components/ui/card.tsx';
import { hasMetric, metricKeys, sessionVerdicts, type TargetBands } from '@/lib/metric-catalog.ts';
import { ClassTimeline } from './class-timeline.tsx';
import { LimitNotice } from './limit-notice.tsx';

export function OverviewTab({ session, bands }: { session: SessionDetail; bands: TargetBands }) {
  const { t, i18n } = useTranslation('sessionDetail');
  const report = session.report;
  const m = session.metrics;
  const nf = new Intl.NumberFormat(i18n.language);
  const verdicts = m ? sessionVerdicts(m, session.style, session.language) : null;
  const score = report?.overallRating.score ?? null;
  const level = report?.overallRating.level ?? null;
  return (
    <div className="space-y-6">
      <h2 className="sr-only print:not-sr-only print:text-xl print:font-semibold">{t('tabs.overview')}</h2>
      <LimitNotice session={session} />
      <div className="grid gap-4 md:grid-cols-3">
        <Card aria-labelledby="rating-heading" className="md:col-span-1">
          <h3 id="rating-heading" className="text-sm font-medium text-slate-600 dark:text-slate-400">
            {t('overview.rating')}
          </h3>
          {report && score !== null && level !== null ? (
            <>
              <p className="mt-2 text-4xl font-extrabold tabular-nums" data-testid="overall-score">
                {t('overview.score', { score })}
              </p>
              <p className="mt-1 font-medium">{t('overview.level', { level: t(`ratingGrade.${level}`) })}</p>
            </>
          ) : report || verdicts?.judged === null ? (
            <p className="mt-2 text-slate-600 dark:text-slate-400" data-testid="too-short">
              {t('overview.tooShort', { seconds: nf.format(minimumJudgedSec) })}
            </p>
          ) : (
            <p className="mt-2 text-slate-600 dark:text-slate-400">{t('overview.noReport')}</p>
          )}
        </Card>
        <Card aria-labelledby="summary-heading" className="md:col-span-2">
          <h3 id="summary-heading" className="text-sm font-medium text-slate-600 dark:text-slate-400">
            {t('overview.summary')}
          </h3>
          <p className="mt-2 leading-relaxed">{report?.summary ?? t('overview.noReport')}</p>
        </Card>
      </div>

      {m && (
        <section aria-labelledby="key-metrics-heading">
          <h3 id="key-metrics-heading" className="mb-3 text-lg font-semibold">
            {t('overview.keyMetrics')}
          </h3>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5 print:grid-cols-3">
            {metricKeys
              .filter((k) => hasMetric(m, k))
              .map((k) => (
                <MetricCard
                  key={k}
                  metric={k}
                  value={m[k]}
                  band={bands[k]}
                  judged={verdicts?.judged?.[k] ?? m[k]}
                  excusedSec={verdicts?.excused.has(k) ? verdicts.studentSec : undefined}
                  noVerdict={verdicts?.judged === null}
                />
              ))}
          </dl>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {t('overview.words', { total: nf.format(m.totalWords), unique: nf.format(m.uniqueWords) })}
          </p>
          {m.otherSpeech && (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid="other-speech">
              {m.otherSpeech.turns > 0
                ? t('overview.otherSpeech', {
                    count: m.otherSpeech.turns,
                    seconds: nf.format(Math.round(m.otherSpeech.seconds)),
                  })
                : t('overview.onlyYourVoice')}
            </p>
          )}
        </section>
      )}

      {m?.classTime && m.classTime.stretches.length > 0 && <ClassTimeline classTime={m.classTime} />}

      {/* A finished report that names no strength has nothing to show here; the waiting text is only for a report
          still to come. */}
      {!(report && report.strengths.length === 0) && (
        <Card aria-labelledby="strengths-heading">
          <h3 id="strengths-heading" className="text-lg font-semibold">
            {t('overview.strengths')}
          </h3>
          {report ? (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {report.strengths.map((x) => (
                <li key={x}>{x}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-slate-600 dark:text-slate-400">{t('overview.noStrengths')}</p>
          )}
        </Card>
      )}
    </div>
  );
}
