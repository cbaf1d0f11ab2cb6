import { adminApi } from '@cuecoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCostPolicy } from '@/api/cost-policy.ts';
import { queryKeys } from '@/api/query-keys.ts';
import { Card } from '@/components/ui/card.tsx';
import { EmailText } from '@/components/ui/email-text.tsx';
import { ErrorState, LoadingState } from '@/components/ui/states.tsx';
import { callApi } from '@/lib/api-client.ts';

/** "see all purchases": every purchase recorded in the ledger, newest first; empty (and why) during the beta. */
export function PurchasesCard() {
  const { t, i18n } = useTranslation('admin');
  const { freeBeta } = useCostPolicy();
  const purchases = useQuery({
    queryKey: queryKeys.admin.purchases,
    queryFn: () => callApi(adminApi.purchases),
  });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card className="space-y-3" data-testid="admin-purchases">
      <h2 className="text-lg font-semibold">{t('purchases.title')}</h2>
      {purchases.isPending ? (
        <LoadingState />
      ) : purchases.isError ? (
        <ErrorState message={t('loadFailed')} onRetry={() => void purchases.refetch()} />
      ) : purchases.data.items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {freeBeta ? t('purchases.emptyBeta') : t('purchases.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
          {purchases.data.items.map((p) => (
            <li key={p.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
              <EmailText email={p.email ?? p.userId} className="min-w-0 flex-1 basis-48" />
              <span className="font-semibold tabular-nums">
                {t('purchases.columns.credits')} +{p.credits}
              </span>
              <span className="text-slate-600 dark:text-slate-300">
                {date.format(new Date(p.createdAt))}
                {p.note ? ` · ${p.note}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
