import { type ReviewCommentKind, reviewCommentKinds, reviewLimits } from '@cuecoach/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Field, inputClasses, Select } from '@/components/ui/field.tsx';
import { useToast } from '@/components/ui/toast-context.ts';
import { track } from '@/features/analytics/lib/track.ts';
import { formatDuration } from '@/lib/format.ts';
import { useCommentMutations } from '../api/reviews.ts';
import { reviewErrorMessage } from '../lib/review-errors.ts';

/** A new thread on a moment: kind, text, and optionally the cue rewritten. What was typed stays on an error. */
export function CommentForm({
  sessionId,
  moment,
  onDone,
}: {
  sessionId: string;
  moment: { startSec: number; endSec: number; segmentIndex: number | null };
  onDone: () => void;
}) {
  const { t } = useTranslation('reviews');
  const toast = useToast();
  const { comment } = useCommentMutations(sessionId);
  const [kind, setKind] = useState<ReviewCommentKind>('suggestion');
  const [body, setBody] = useState('');
  const [rewrite, setRewrite] = useState('');
  const time = formatDuration(Math.floor(moment.startSec));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (body.trim() === '') return;
    comment.mutate(
      { ...moment, kind, body, rewrite: rewrite.trim() === '' ? null : rewrite },
      {
        onSuccess: (created) => {
          if (created.firstComment) track('conversion_funnel', { step: 'review_first_comment' });
          toast({ title: t('comment.posted'), tone: 'success' });
          onDone();
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      className="mt-2 space-y-3 rounded-lg border border-indigo-200 bg-white p-3 dark:border-indigo-900 dark:bg-slate-950"
    >
      <p className="text-sm font-semibold">{t('comment.formTitle', { time })}</p>
      <Field label={t('comment.kindLabel')}>
        {(p) => (
          <Select {...p} value={kind} onChange={(e) => setKind(e.target.value as ReviewCommentKind)}>
            {reviewCommentKinds.map((k) => (
              <option key={k} value={k}>
                {t(`comment.kind.${k}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('comment.body')} hint={t('comment.bodyHint', { max: reviewLimits.bodyMax })}>
        {(p) => (
          <textarea
            {...p}
            required
            rows={3}
            maxLength={reviewLimits.bodyMax}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            className={inputClasses}
          />
        )}
      </Field>
      <Field label={t('comment.rewrite')} hint={t('comment.rewriteHint')}>
        {(p) => (
          <input
            {...p}
            maxLength={reviewLimits.rewriteMax}
            value={rewrite}
            onChange={(e) => setRewrite(e.target.value)}
            className={inputClasses}
          />
        )}
      </Field>
      {comment.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {reviewErrorMessage(comment.error, t)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={comment.isPending || body.trim() === ''}>
          {comment.isPending ? t('comment.posting') : t('comment.submit')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('comment.cancel')}
        </Button>
      </div>
    </form>
  );
}
