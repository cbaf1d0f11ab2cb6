import { type SessionDetail, sessionsApi, type TranscriptSegment } from '@cuecoach/contracts';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/field.tsx';
import { apiUrl } from '@/lib/api-client.ts';
import { formatDuration } from '@/lib/format.ts';
import { MarkedText } from './marked-text.tsx';

export const sessionAudioUrl = (id: string) => apiUrl(sessionsApi.audio, { params: { id } });

/**
 * Timestamped segments with fillers and cues marked. While the original is retained, a segment is a button that
 * plays the class audio from its start; afterwards the transcript stays readable without audio.
 */
/** A request to jump to a moment of the class (from a quoted report item); `n` makes each click a new request. */
export type SeekRequest = { sec: number; n: number };

/** The segment that holds `sec`, or the last one starting before it (a quote may fall in a pause). */
export function segmentAt(segments: { start: number; end: number }[], sec: number): number {
  const inside = segments.findIndex((s) => sec >= s.start && sec < s.end);
  if (inside >= 0) return inside;
  let last = -1;
  segments.forEach((s, i) => {
    if (s.start <= sec) last = i;
  });
  return last;
}

export function TranscriptTab({
  session,
  seek,
  audioUrl = sessionAudioUrl(session.id),
  lineExtra,
}: {
  session: SessionDetail;
  seek?: SeekRequest;
  /** Where the audio is read from (a reviewer reads it through the review routes). */
  audioUrl?: string;
  /** Shown under each line (peer feedback: the line's comments and a "Comment" button). */
  lineExtra?: (index: number, segment: TranscriptSegment) => ReactNode;
}) {
  const { t } = useTranslation('sessionDetail');
  const audio = useRef<HTMLAudioElement>(null);
  const [current, setCurrent] = useState(-1);
  const [audioFailed, setAudioFailed] = useState(false);
  const [query, setQuery] = useState('');
  const hasAudio = session.retention.hasOriginal && !audioFailed;
  const segments = session.segments;
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return segments.map((s, i) => ({ s, i })).filter(({ s }) => q === '' || s.text.toLowerCase().includes(q));
  }, [segments, query]);

  const playFrom = (start: number) => {
    const el = audio.current;
    if (!el) return;
    el.currentTime = start;
    void el.play().catch(() => undefined);
  };

  // A click on a quoted report item lands here: show and highlight its segment, and play from it while the
  // audio is kept.
  const list = useRef<HTMLOListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per seek request (its `n`), not per render
  useEffect(() => {
    if (!seek) return;
    setQuery('');
    const index = segmentAt(segments, seek.sec);
    setCurrent(index);
    const el = audio.current;
    if (el) {
      el.currentTime = seek.sec;
      void el.play()?.catch(() => undefined);
    }
    requestAnimationFrame(() => {
      list.current?.querySelector(`[data-segment="${index}"]`)?.scrollIntoView?.({ block: 'center' });
    });
  }, [seek?.n]);

  return (
    <section aria-labelledby="transcript-heading" className="space-y-4">
      <h2 id="transcript-heading" className="text-lg font-semibold">
        {t('transcript.heading')}
      </h2>
      {hasAudio ? (
        // biome-ignore lint/a11y/useMediaCaption: the transcript below is the text alternative of this audio
        <audio
          ref={audio}
          controls
          preload="metadata"
          aria-label={t('transcript.audio')}
          src={audioUrl}
          className="w-full"
          onError={() => setAudioFailed(true)}
          onTimeUpdate={(e) => {
            const time = e.currentTarget.currentTime;
            setCurrent(segments.findIndex((s) => time >= s.start && time < s.end));
          }}
        />
      ) : (
        <p className="rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-800">
          {session.retention.hasOriginal ? t('transcript.audioUnavailable') : t('transcript.audioGone')}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-full max-w-sm">
          <Input
            type="search"
            aria-label={t('transcript.search')}
            placeholder={t('transcript.search')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {t('transcript.matches', { count: shown.length })}
        </p>
        <p className="text-sm">
          <span className="rounded bg-orange-200 px-1 text-orange-950">{t('transcript.filler')}</span>{' '}
          <span className="rounded bg-sky-200 px-1 text-sky-950">{t('transcript.cue')}</span>
        </p>
      </div>
      {segments.length === 0 ? (
        <p>{t('transcript.empty')}</p>
      ) : (
        <ol
          ref={list}
          className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
        >
          {shown.map(({ s, i }) => {
            // Floored like a player's clock: a segment starting at 1.6 s is "0:01", never ahead of the audio.
            const time = formatDuration(Math.floor(s.start));
            // Another voice's line (a student's question) is shown, labelled, and left out of the metrics.
            const text =
              s.speaker === 'other' ? (
                <span className="min-w-0">
                  <span className="mr-2 rounded bg-violet-100 px-1.5 py-0.5 text-xs font-medium text-violet-900 dark:bg-violet-900 dark:text-violet-100">
                    {t('transcript.otherVoice')}
                  </span>
                  <MarkedText segment={s} />
                </span>
              ) : (
                <MarkedText segment={s} />
              );
            return (
              <li
                key={`${s.start}-${i}`}
                data-segment={i}
                aria-current={!hasAudio && i === current ? 'true' : undefined}
                className={i === current ? 'bg-indigo-50 dark:bg-indigo-950' : undefined}
              >
                {hasAudio ? (
                  <button
                    type="button"
                    onClick={() => playFrom(s.start)}
                    aria-current={i === current ? 'true' : undefined}
                    className="flex w-full gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:hover:bg-slate-900"
                  >
                    <span className="w-14 shrink-0 font-mono text-sm text-indigo-700 tabular-nums dark:text-indigo-300">
                      <span className="sr-only">{t('transcript.playFrom', { time })}</span>
                      <span aria-hidden="true">{time}</span>
                    </span>
                    {text}
                  </button>
                ) : (
                  <div className="flex gap-3 px-4 py-3">
                    <span className="w-14 shrink-0 font-mono text-sm tabular-nums">{time}</span>
                    {text}
                  </div>
                )}
                {lineExtra?.(i, s)}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
