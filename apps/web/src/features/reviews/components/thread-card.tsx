import { type ReviewRole, type ReviewThread, reviewLimits } from '@cuecoach/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { inputClasses } from '@/components/ui/field.tsx';
import { formatDuration } from '@/lib/format.ts';
import { useCommentMutations } from '../api/reviews.ts';
import { reviewErrorMessage } from '../lib/review-errors.ts';

const kindClasses = {
  praise: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  suggestion: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-200',
  question: 'bg-sky-100 text-sky-950 dark:bg-sky-950 dark:text-sky-200',
} as const;

function Author({ author }: { author: ReviewThread['author'] }) {
  const { t } = useTranslation('reviews');
  return (
    <span className="font-semibold">
      {author.name}{' '}
      <span className="text-xs font-normal text-slate-600 dark:text-slate-400">
        ({author.role === 'owner' ? t('comment.owner') : t('comment.reviewer')})
      </span>
    </span>
  );
}

/**
 * One thread: its moment (a button that plays the class from there), kind, author, text, rewritten cue, replies.
 * Anyone with access replies; the instructor resolves or reopens; authors delete their own.
 */
export function ThreadCard({
  sessionId,
  thread,
  viewerRole,
  onPlay,
  compact = false,
}: {
  sessionId: string;
  thread: ReviewThread;
  viewerRole: ReviewRole;
  onPlay?: (sec: number) => void;
  compact?: boolean;
}) {
  const { t } = useTranslation('reviews');
  const { reply, resolve, remove } = useCommentMutations(sessionId);
  const [text, setText] = useState('');
  const [replying, setReplying] = useState(false);
  const time = formatDuration(Math.floor(thread.startSec));

  const send = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim() === '') return;
    reply.mutate(
      { threadId: thread.id, body: text },
      {
        onSuccess: () => {
          setText('');
          setReplying(false);
        },
      },
    );
  };

  return (
    <article
      data-thread={thread.id}
      aria-label={t('comment.formTitle', { time })}
      className={`rounded-lg border p-3 text-sm ${thread.resolvedAt ? 'border-slate-200 opacity-80 dark:border-slate-800' : 'border-indigo-200 dark:border-indigo-900'}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        {onPlay ? (
          <button
            type="button"
            onClick={() => onPlay(thread.startSec)}
            className="rounded font-mono text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-300"
          >
            <span aria-hidden="true">▶ {time}</span>
            <span className="sr-only">{t('comment.playAt', { time })}</span>
          </button>
        ) : (
          <span className="font-mono">{time}</span>
        )}
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${kindClasses[thread.kind]}`}>
          {t(`comment.kind.${thread.kind}`)}
        </span>
        <Author author={thread.author} />
        {thread.resolvedAt && (
          <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs dark:bg-slate-700">
            {t('comment.resolved')}
          </span>
        )}
      </div>
      <p className="mt-2 whitespace-pre-wrap break-words">{thread.body}</p>
      {thread.rewrite && (
        <blockquote className="mt-2 rounded border-l-4 border-emerald-500 bg-emerald-50 p-2 dark:bg-emerald-950/40">
          <p className="text-xs font-semibold text-emerald-800 dark:text-emerald-300">{t('comment.rewriteLabel')}</p>
          <p className="mt-0.5 break-words">{thread.rewrite}</p>
        </blockquote>
      )}
      {thread.replies.length > 0 && (
        <ol className="mt-3 space-y-2 border-l-2 border-slate-200 pl-3 dark:border-slate-700">
          {thread.replies.map((r) => (
            <li key={r.id}>
              <Author author={r.author} />
              <p className="whitespace-pre-wrap break-words">{r.body}</p>
              {r.mine && !compact && (
                <button
                  type="button"
                  onClick={() => remove.mutate(r.id)}
                  className="text-xs text-red-700 underline dark:text-red-400"
                  aria-label={t('comment.deleteLabel')}
                >
                  {t('comment.delete')}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      {!compact && (
        <div className="mt-3 space-y-2">
          {replying ? (
            <form onSubmit={send} className="space-y-2">
              <label className="block text-xs font-semibold" htmlFor={`reply-${thread.id}`}>
                {t('comment.replyLabel')}
              </label>
              <textarea
                id={`reply-${thread.id}`}
                rows={2}
                required
                maxLength={reviewLimits.bodyMax}
                value={text}
                onChange={(e) => setText(e.target.value)}
                className={inputClasses}
              />
              <div className="flex flex-wrap gap-2">
                <Button type="submit" disabled={reply.isPending || text.trim() === ''}>
                  {t('comment.sendReply')}
                </Button>
                <Button variant="secondary" onClick={() => setReplying(false)}>
                  {t('comment.cancel')}
                </Button>
              </div>
            </form>
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setReplying(true)}>
                {t('comment.reply')}
              </Button>
              {viewerRole === 'owner' && (
                <Button
                  variant="secondary"
                  disabled={resolve.isPending}
                  onClick={() => resolve.mutate({ threadId: thread.id, resolved: !thread.resolvedAt })}
                >
                  {thread.resolvedAt ? t('comment.reopen') : t('comment.resolve')}
                </Button>
              )}
              {thread.mine && (
                <Button
                  variant="secondary"
                  aria-label={t('comment.deleteLabel')}
                  onClick={() => remove.mutate(thread.id)}
                >
                  {t('comment.delete')}
                </Button>
              )}
            </div>
          )}
          {(reply.isError || resolve.isError || remove.isError) && (
            <p role="alert" className="text-red-700 dark:text-red-400">
              {reviewErrorMessage(reply.error ?? resolve.error ?? remove.error, t)}
            </p>
          )}
        </div>
      )}
    </article>
  );
}
