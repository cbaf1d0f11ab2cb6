import { type SessionDetail, styleTargets } from '@cuecoach/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card.tsx';
import { formatBytes, formatDateTime, formatDuration } from '@/lib/format.ts';

function Rows({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-slate-600 dark:text-slate-400">{k}</dt>
          <dd className="break-words tabular-nums">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Ticks once a minute: the retention countdown needs no more precision than that. */
function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

export function formatCountdown(ms: number): string {
  const totalMin = Math.max(0, Math.floor(ms / 60_000));
  const h = Math.floor(totalMin / 60);
  const m = totalMin % 60;
  return `${h}:${String(m).padStart(2, '0')}`;
}

/**
 * Pauses of 3 s or more, read from the same buckets the pause chart draws (older analyses stored a style-relative
 * count under this name, which is why the details once said "0" next to a chart of five 3–5 s pauses).
 */
function longPauses(s: SessionDetail): number {
  if (s.metrics) return s.metrics.pauseBuckets.long + s.metrics.pauseBuckets.excessive;
  return s.dataStats?.longPauseCount ?? 0;
}

export function DetailsTab({ session: s }: { session: SessionDetail }) {
  const { t, i18n } = useTranslation('sessionDetail');
  const ts = useTranslation('sessions').t;
  const now = useNow();
  const lng = i18n.language;
  const nf = new Intl.NumberFormat(lng);
  const a = s.audioProfile;
  const r = s.retention;
  const due = r.originalDeleteAfter ? Date.parse(r.originalDeleteAfter) : null;
  return (
    <div className="grid gap-4 md:grid-cols-2 print:grid-cols-2">
      <h2 className="sr-only print:not-sr-only print:col-span-2 print:text-xl print:font-semibold">
        {t('tabs.details')}
      </h2>
      <Card>
        <h3 className="font-semibold">{t('details.file')}</h3>
        <Rows
          rows={[
            [t('details.fileType'), s.fileType.toUpperCase()],
            [t('details.fileSize'), formatBytes(s.fileSizeBytes, lng)],
            [ts('list.col.duration'), formatDuration(s.durationSec)],
            [t('details.created'), formatDateTime(s.createdAt, lng)],
            [t('details.completed'), formatDateTime(s.completedAt, lng)],
          ]}
        />
      </Card>
      {a && (
        <Card>
          <h3 className="font-semibold">{t('details.audio')}</h3>
          <Rows
            rows={[
              [t('details.source'), a.source === 'video' ? t('details.sourceVideo') : t('details.sourceAudio')],
              [t('details.container'), a.container],
              [t('details.codec'), a.codec],
              [t('details.sampleRate'), `${nf.format(a.sampleRate)} Hz`],
              [t('details.channels'), nf.format(a.channels)],
              [t('details.bitDepth'), a.bitDepth === null ? '—' : `${a.bitDepth} bit`],
            ]}
          />
        </Card>
      )}
      <Card>
        <h3 className="font-semibold">{t('details.processing')}</h3>
        <Rows
          rows={[
            [t('details.engine'), s.engine ? `${s.engine.transcriber} · ${s.engine.model} (${s.engine.version})` : '—'],
            [t('details.model'), s.analysisModel ?? '—'],
            [t('details.version'), s.processingVersion ?? '—'],
            [t('details.time'), s.processingMs === null ? '—' : formatDuration(s.processingMs / 1000)],
            [t('details.attempt'), nf.format(s.attempt)],
            [t('details.charged'), nf.format(s.chargedCredits)],
          ]}
        />
      </Card>
      {s.dataStats && (
        <Card>
          <h3 className="font-semibold">{t('details.dataStats')}</h3>
          <Rows
            rows={[
              [t('details.segmentCount'), nf.format(s.dataStats.segmentCount)],
              [t('details.wordCount'), nf.format(s.dataStats.wordCount)],
              [t('details.cueCount'), nf.format(s.dataStats.cueCount)],
              [t('details.longPauseCount'), nf.format(longPauses(s))],
              ...(s.dataStats.deadAirCount === undefined
                ? []
                : ([
                    [
                      t('pauseCounts.deadAir', { sec: styleTargets(s.style, s.language).deadAirSec }),
                      nf.format(s.dataStats.deadAirCount),
                    ],
                  ] as [string, string][])),
            ]}
          />
        </Card>
      )}
      <Card className="md:col-span-2 print:col-span-2">
        <h3 className="font-semibold">{t('details.retention')}</h3>
        <p className="mt-2 text-sm">{t('details.retentionRule', { hours: r.retentionHours })}</p>
        <p className="mt-2 font-medium" data-testid="retention-countdown">
          {r.originalDeletedAt
            ? t('details.deletedAt', { date: formatDateTime(r.originalDeletedAt, lng) })
            : due !== null
              ? t('details.deletesIn', { time: formatCountdown(due - now) })
              : null}
        </p>
        {r.videoDeletedAt && (
          <p className="mt-1 text-sm">{t('details.videoDeleted', { date: formatDateTime(r.videoDeletedAt, lng) })}</p>
        )}
      </Card>
    </div>
  );
}
