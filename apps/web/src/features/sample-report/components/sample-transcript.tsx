import type { TranscriptSegment } from '@cuecoach/contracts';
import { useTranslation } from 'react-i18next';
import { MarkedText } from '@/features/session-detail/index.ts';
import { formatDuration } from '@/lib/format.ts';

/** Read-only transcript with fillers and cues marked (the sample has no stored audio to play from). */
export function SampleTranscript({ segments, language }: { segments: TranscriptSegment[]; language: string }) {
  const { t } = useTranslation(['sampleReport', 'sessions']);
  return (
    <section aria-labelledby="sample-transcript-heading" className="space-y-3">
      <h2 id="sample-transcript-heading" className="text-lg font-semibold">
        {t('sampleReport:transcript.heading')}
      </h2>
      <p className="text-sm">
        <span className="sr-only">{t('sampleReport:transcript.legend')}: </span>
        <span className="rounded bg-orange-200 px-1 text-orange-950">{t('sampleReport:transcript.filler')}</span>{' '}
        <span className="rounded bg-sky-200 px-1 text-sky-950">{t('sampleReport:transcript.cue')}</span>
      </p>
      <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {segments.map((s) => (
          <li key={s.start} className="flex gap-3 px-4 py-3" lang={language}>
            <span className="w-14 shrink-0 font-mono text-sm tabular-nums">{formatDuration(s.start)}</span>
            <MarkedText segment={s} />
          </li>
        ))}
      </ol>
    </section>
  );
}
