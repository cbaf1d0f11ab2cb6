import type { ReviewRole, ReviewThread } from '@cuecoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/ui/states.tsx';
import { formatDuration } from '@/lib/format.ts';
import { reviewThreadsQueryOptions } from '../api/reviews.ts';
import { orderThreads, threadsNear, threadsOnSegment } from '../lib/moments.ts';
import { CommentForm } from './comment-form.tsx';
import { ThreadCard } from './thread-card.tsx';

/** The session's threads and the reader's role; empty while loading (the transcript and report show no extras). */
export function useSessionThreads(sessionId: string): { threads: ReviewThread[]; role: ReviewRole } {
  const q = useQuery(reviewThreadsQueryOptions(sessionId));
  return { threads: q.data?.threads ?? [], role: q.data?.role ?? 'reviewer' };
}

/** The "Reviews" tab: every thread, open ones first, in the order of the class. */
export function ReviewsPanel({ sessionId, onPlay }: { sessionId: string; onPlay?: (sec: number) => void }) {
  const { t } = useTranslation('reviews');
  const q = useQuery(reviewThreadsQueryOptions(sessionId));
  if (q.isPending) return <LoadingState />;
  if (q.isError) return <ErrorState message={t('errors.generic')} onRetry={() => void q.refetch()} />;
  const { open, resolved } = orderThreads(q.data.threads);
  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      <h2 id="reviews-heading" className="text-lg font-semibold">
        {t('tab.heading')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('tab.howTo')}</p>
      {q.data.threads.length === 0 ? (
        <p>{t('tab.empty')}</p>
      ) : (
        <>
          <p className="text-sm font-medium">{t('tab.open', { count: open.length })}</p>
          <ul className="space-y-3">
            {open.map((th) => (
              <li key={th.id}>
                <ThreadCard sessionId={sessionId} thread={th} viewerRole={q.data.role} onPlay={onPlay} />
              </li>
            ))}
          </ul>
          {resolved.length > 0 && (
            <>
              <h3 className="pt-2 font-semibold">{t('tab.resolvedHeading')}</h3>
              <ul className="space-y-3">
                {resolved.map((th) => (
                  <li key={th.id}>
                    <ThreadCard sessionId={sessionId} thread={th} viewerRole={q.data.role} onPlay={onPlay} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}

/**
 * Under a transcript line: its threads (shown on demand) and a "Comment" button that opens the form for that
 * line's moment.
 */
export function LineComments({
  sessionId,
  index,
  segment,
  threads,
  role,
  onPlay,
}: {
  sessionId: string;
  index: number;
  segment: { start: number; end: number };
  threads: ReviewThread[];
  role: ReviewRole;
  onPlay?: (sec: number) => void;
}) {
  const { t } = useTranslation('reviews');
  const here = threadsOnSegment(threads, index, segment);
  const [showThreads, setShowThreads] = useState(false);
  const [writing, setWriting] = useState(false);
  const panelId = useId();
  const time = formatDuration(Math.floor(segment.start));
  return (
    <div className="no-print px-4 pb-3 pl-[4.75rem]">
      <div className="flex flex-wrap gap-2 text-xs">
        {here.length > 0 && (
          <button
            type="button"
            aria-expanded={showThreads}
            aria-controls={panelId}
            onClick={() => setShowThreads((v) => !v)}
            className="rounded-full bg-indigo-100 px-2 py-1 font-semibold text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:bg-indigo-950 dark:text-indigo-200"
          >
            💬 {t('comment.onLine', { count: here.length })}
          </button>
        )}
        <button
          type="button"
          onClick={() => setWriting((v) => !v)}
          aria-expanded={writing}
          aria-label={t('comment.addAt', { time })}
          className="rounded-full border border-slate-300 px-2 py-1 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          + {t('comment.add')}
        </button>
      </div>
      {showThreads && here.length > 0 && (
        <ul id={panelId} className="mt-2 space-y-2">
          {here.map((th) => (
            <li key={th.id}>
              <ThreadCard sessionId={sessionId} thread={th} viewerRole={role} onPlay={onPlay} />
            </li>
          ))}
        </ul>
      )}
      {writing && (
        <CommentForm
          sessionId={sessionId}
          moment={{ startSec: segment.start, endSec: segment.end, segmentIndex: index }}
          onDone={() => {
            setWriting(false);
            setShowThreads(true);
          }}
        />
      )}
    </div>
  );
}

/** Next to a report item: the threads about its moment, read-only (replying happens in the Reviews tab). */
export function ReportItemComments({
  sessionId,
  threads,
  sec,
  role,
  onPlay,
}: {
  sessionId: string;
  threads: ReviewThread[];
  sec: number | undefined;
  role: ReviewRole;
  onPlay?: (sec: number) => void;
}) {
  const { t } = useTranslation('reviews');
  const near = threadsNear(threads, sec);
  if (near.length === 0) return null;
  return (
    <aside
      aria-label={t('report.heading')}
      className="mt-2 space-y-2 rounded-lg bg-indigo-50/60 p-2 dark:bg-indigo-950/40"
    >
      <p className="text-xs font-semibold text-indigo-900 dark:text-indigo-200">{t('report.heading')}</p>
      {near.map((th) => (
        <ThreadCard key={th.id} sessionId={sessionId} thread={th} viewerRole={role} onPlay={onPlay} compact />
      ))}
    </aside>
  );
}

/** A transcript line's comments, reading the session's threads itself (for pages that load this part on demand). */
export function OwnLineComments(props: {
  sessionId: string;
  index: number;
  segment: { start: number; end: number };
  onPlay?: (sec: number) => void;
}) {
  const { threads, role } = useSessionThreads(props.sessionId);
  return <LineComments {...props} threads={threads} role={role} />;
}

/** A report item's comments, reading the session's threads itself. */
export function OwnReportItemComments(props: {
  sessionId: string;
  sec: number | undefined;
  onPlay?: (sec: number) => void;
}) {
  const { threads, role } = useSessionThreads(props.sessionId);
  return <ReportItemComments {...props} threads={threads} role={role} />;
}
