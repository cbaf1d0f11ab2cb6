import type { AdminReviewCounts } from '@cuecoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card.tsx';
import { adminReviewCountsQueryOptions } from '@/features/reviews/index.ts';

const rows: (keyof AdminReviewCounts)[] = [
  'sharedSessions',
  'invitationsSent',
  'invitationsAccepted',
  'linksCreated',
  'activeReviewers',
  'commenters',
  'threads',
  'replies',
];

/** Peer feedback in numbers (docs/reviews.md): counts only, never a comment, an address or a title. */
export function ReviewCounts() {
  const { t, i18n } = useTranslation('analytics');
  const q = useQuery(adminReviewCountsQueryOptions());
  const num = new Intl.NumberFormat(i18n.language);
  return (
    <Card className="space-y-3" aria-labelledby="analytics-reviews">
      <h3 id="analytics-reviews" className="font-semibold">
        {t('admin.reviews.title')}
      </h3>
      {q.isError && <p role="alert">{t('admin.loadFailed')}</p>}
      {q.data && (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          {rows.map((k) => (
            <div key={k}>
              <dt className="text-slate-600 dark:text-slate-300">{t(`admin.reviews.${k}`)}</dt>
              <dd className="font-semibold tabular-nums">{num.format(q.data[k])}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="text-xs break-keep text-slate-600 dark:text-slate-300">{t('admin.reviews.note')}</p>
    </Card>
  );
}
