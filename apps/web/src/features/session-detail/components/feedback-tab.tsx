import type { CoachingReport, SessionDetail } from '@cuecoach/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegenerateFeedback } from '@/api/session-mutations.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { useToast } from '@/components/ui/toast-context.ts';
import { sessionErrorMessage } from '@/lib/error-message.ts';
import { formatDuration } from '@/lib/format.ts';
import { formatMetric, type MetricKey, metricKeys } from '@/lib/metric-catalog.ts';

function Section({ title, children, empty }: { title: string; children: ReactNode; empty: boolean }) {
  const { t } = useTranslation('sessionDetail');
  return (
    <Card>
      <h3 className="text-lg font-semibold">{title}</h3>
      <div className="mt-3">
        {empty ? <p className="text-slate-600 dark:text-slate-400">{t('feedback.none')}</p> : children}
      </div>
    </Card>
  );
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="mt-2">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}

/**
 * Where in the class a quoted item came from, in seconds: a class edit's location, or the `startSec` the report
 * puts on every quoted item (so the reader can jump to it); undefined for reports written before items carried a time.
 */
export function quoteStart(item: object): number | undefined {
  const own = (item as { startSec?: unknown }).startSec;
  if (typeof own === 'number' && Number.isFinite(own)) return own;
  const loc = (item as { location?: { seconds?: unknown } }).location?.seconds;
  return typeof loc === 'number' && Number.isFinite(loc) ? loc : undefined;
}

/** The moment a quote came from: a button that jumps to it in the transcript/audio when the page can seek. */
function QuoteTime({ sec, onSeek }: { sec: number; onSeek?: (sec: number) => void }) {
  const { t } = useTranslation('sessionDetail');
  // Floored like the transcript's clock, so the button and the segment it jumps to show the same time.
  const time = formatDuration(Math.floor(sec));
  if (!onSeek) return <p className="mb-2 text-sm font-semibold">{t('feedback.location', { time })}</p>;
  return (
    <button
      type="button"
      onClick={() => onSeek(sec)}
      className="no-print mb-2 inline-flex items-center gap-1 rounded text-sm font-semibold text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-300"
    >
      {/* The name starts with the visible text (speech users say what they see), then says what the button does. */}
      <span aria-hidden="true">▶</span> {t('feedback.location', { time })}
      <span className="sr-only"> — {t('quote.jumpTo', { time })}</span>
    </button>
  );
}

function BeforeAfter({ before, after, quoteLang }: { before: string; after: string; quoteLang?: string }) {
  const { t } = useTranslation('sessionDetail');
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <blockquote className="rounded-lg border-l-4 border-red-400 bg-red-50 p-3 dark:bg-red-950/40">
        <p className="text-xs font-semibold text-red-800 dark:text-red-300">{t('feedback.before')}</p>
        <p className="mt-1" lang={quoteLang}>
          {before}
        </p>
      </blockquote>
      <blockquote className="rounded-lg border-l-4 border-emerald-500 bg-emerald-50 p-3 dark:bg-emerald-950/40">
        <p className="text-xs font-semibold text-emerald-800 dark:text-emerald-300">{t('feedback.after')}</p>
        <p className="mt-1">{after}</p>
      </blockquote>
    </div>
  );
}

/**
 * Every section of the coaching report, in the report's own language (the reader's); quotes of the class keep
 * the class language (`quoteLang`). With `onSeek`, each quoted item's time jumps to that moment of the class.
 */
export function ReportSections({
  report,
  quoteLang,
  onSeek,
  itemExtra,
}: {
  report: CoachingReport;
  quoteLang?: string;
  onSeek?: (sec: number) => void;
  /** Shown under each quoted item, given its moment (peer feedback: reviewers' comments on that moment). */
  itemExtra?: (sec: number | undefined) => ReactNode;
}) {
  const { t, i18n } = useTranslation('sessionDetail');
  const ts = useTranslation('sessions').t;
  const metricLabel = (k: string) =>
    (metricKeys as readonly string[]).includes(k)
      ? ts(`metrics.${k}.label`)
      : k.startsWith('cueCounts.')
        ? ts(`cueCategory.${k.slice(10)}`)
        : k === 'pauseBuckets.excessive'
          ? t('charts.bucket.excessive')
          : k;
  const metricValue = (k: string, v: number) =>
    (metricKeys as readonly string[]).includes(k)
      ? formatMetric(k as MetricKey, v, i18n.language)
      : new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(v);
  return (
    <div className="space-y-4" lang={report.language}>
      <Section title={t('feedback.summary')} empty={false}>
        <p className="leading-relaxed">{report.summary}</p>
      </Section>
      <Section title={t('feedback.focusAreas')} empty={report.focusAreas.length === 0}>
        <ol className="space-y-4">
          {report.focusAreas.map((f) => (
            <li key={f.title}>
              <p className="font-semibold">{f.title}</p>
              <dl>
                <Labelled label={t('feedback.whyImportant')}>{f.whyImportant}</Labelled>
                <Labelled label={t('feedback.improvementTip')}>{f.improvementTip}</Labelled>
                <Labelled label={t('feedback.expectedBenefit')}>{f.expectedBenefit}</Labelled>
              </dl>
            </li>
          ))}
        </ol>
      </Section>
      <Section title={t('feedback.drills')} empty={report.drills.length === 0}>
        <ol className="space-y-5">
          {report.drills.map((d) => (
            <li key={d.name}>
              <p className="font-semibold">
                {d.name}{' '}
                <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium dark:bg-slate-800">
                  {t('feedback.practiceMinutes', { count: d.practiceMinutes })}
                </span>
              </p>
              <dl>
                <Labelled label={t('feedback.steps')}>
                  <ol className="list-decimal space-y-1 pl-5">
                    {d.steps.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                </Labelled>
                <Labelled label={t('feedback.scriptSample')}>
                  <q className="italic">{d.scriptSample}</q>
                </Labelled>
                <Labelled label={t('feedback.whyImportant')}>{d.whyImportant}</Labelled>
                <Labelled label={t('feedback.successCriteria')}>{d.successCriteria}</Labelled>
              </dl>
            </li>
          ))}
        </ol>
      </Section>
      <Section title={t('feedback.classEdits')} empty={report.classEdits.length === 0}>
        <ol className="space-y-4">
          {report.classEdits.map((e) => (
            <li key={`${e.location.seconds}-${e.before}`}>
              <QuoteTime sec={quoteStart(e) ?? e.location.seconds} onSeek={onSeek} />
              <BeforeAfter before={e.before} after={e.after} quoteLang={quoteLang} />
              <dl>
                <Labelled label={t('feedback.whyChange')}>{e.whyChange}</Labelled>
              </dl>
              {itemExtra?.(quoteStart(e) ?? e.location.seconds)}
            </li>
          ))}
        </ol>
      </Section>
      <Section title={t('feedback.cueRewrites')} empty={report.cueRewrites.length === 0}>
        <ol className="space-y-4">
          {report.cueRewrites.map((c) => (
            <li key={c.before}>
              {quoteStart(c) !== undefined && <QuoteTime sec={quoteStart(c) as number} onSeek={onSeek} />}
              <BeforeAfter before={c.before} after={c.after} quoteLang={quoteLang} />
              <dl>
                <Labelled label={t('feedback.rationale')}>{c.rationale}</Labelled>
              </dl>
              {itemExtra?.(quoteStart(c))}
            </li>
          ))}
        </ol>
      </Section>
      <Section title={t('feedback.nextTargets')} empty={report.nextSessionTargets.length === 0}>
        <ol className="space-y-4">
          {report.nextSessionTargets.map((n) => (
            <li key={n.actionPlan}>
              <p className="font-semibold">{n.actionPlan}</p>
              <p className="mt-1 text-sm font-medium text-indigo-700 tabular-nums dark:text-indigo-300">
                {t('feedback.targetLine', {
                  metric: metricLabel(n.metric),
                  current: metricValue(n.metric, n.current),
                  comparator: n.comparator === 'at_most' ? t('feedback.atMost') : t('feedback.atLeast'),
                  target: metricValue(n.metric, n.target),
                })}
              </p>
              <dl>
                <Labelled label={t('feedback.whyImportant')}>{n.whyImportant}</Labelled>
              </dl>
            </li>
          ))}
        </ol>
      </Section>
      <Section title={t('feedback.orientation')} empty={false}>
        <dl>
          <Labelled label={t('feedback.primaryFocus')}>{report.orientation.primaryFocus}</Labelled>
          <Labelled label={t('feedback.toneGuidance')}>{report.orientation.toneGuidance}</Labelled>
          {report.orientation.balancingDrills.length > 0 && (
            <Labelled label={t('feedback.balancingDrills')}>
              <ul className="list-disc pl-5">
                {report.orientation.balancingDrills.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            </Labelled>
          )}
        </dl>
      </Section>
      <Section title={t('feedback.cautions')} empty={report.cautions.length === 0}>
        <ul className="list-disc space-y-1 pl-5">
          {report.cautions.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </Section>
      <Section title={t('feedback.strengths')} empty={report.strengths.length === 0}>
        <ul className="list-disc space-y-1 pl-5">
          {report.strengths.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

export function FeedbackTab({
  session,
  onSeek,
  itemExtra,
}: {
  session: SessionDetail;
  onSeek?: (sec: number) => void;
  itemExtra?: (sec: number | undefined) => ReactNode;
}) {
  const { t, i18n } = useTranslation('sessionDetail');
  const ts = useTranslation('sessions').t;
  const toast = useToast();
  const regenerate = useRegenerateFeedback();
  const report = session.report;
  const generating = session.feedbackState === 'generating' || regenerate.isPending;
  return (
    <section aria-labelledby="feedback-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="feedback-heading" className="text-lg font-semibold">
          {t('feedback.heading')}
        </h2>
        <Button
          variant="secondary"
          className="no-print"
          disabled={generating}
          onClick={() =>
            regenerate.mutate(session.id, {
              onSuccess: () => toast({ title: t('feedback.regenerateStarted'), tone: 'info' }),
            })
          }
        >
          {generating ? t('feedback.regenerating') : t('feedback.regenerate')}
        </Button>
      </div>
      {regenerate.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {sessionErrorMessage(regenerate.error, ts, i18n.language)}
        </p>
      )}
      {report ? (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('feedback.generator', {
              generator:
                report.generator === 'llm'
                  ? t('feedback.generatorLlm', { model: report.model ?? '' })
                  : t('feedback.generatorLocal'),
            })}
            {report.fallbackReason && <> · {t('feedback.fallback')}</>}
          </p>
          <ReportSections report={report} quoteLang={session.language} onSeek={onSeek} itemExtra={itemExtra} />
        </>
      ) : (
        <p>{t('feedback.noReport')}</p>
      )}
    </section>
  );
}
