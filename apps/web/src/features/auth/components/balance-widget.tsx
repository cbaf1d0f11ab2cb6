import { creditsApi, lowBalanceThreshold } from '@cuecoach/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCostPolicy } from '@/api/cost-policy.ts';
import { queryKeys } from '@/api/query-keys.ts';
import { buttonClasses } from '@/components/ui/button-link.tsx';
import { paths } from '@/config/paths.ts';
import { callApi } from '@/lib/api-client.ts';

/**
 * The header's balance read: the same key as the screens' parsed `creditBalanceQueryOptions` (features/sessions), so
 * a charge or refund there refreshes this widget and both share one cache entry. Deliberately zod-free (typed by
 * the route table as `typeOnly`, not parsed): this widget is in the header chunk every signed-in page loads, which
 * must not download zod and the schemas.
 */
export const balanceQueryOptions = queryOptions({
  queryKey: queryKeys.credits.balance,
  queryFn: () => callApi(creditsApi.balance),
  staleTime: 30_000,
});

/** A balance under 10 is low. */
export function isLowBalance(balance: number): boolean {
  return balance < lowBalanceThreshold;
}

/**
 * Balance widget (signed-in users only): loading, error with retry, loaded; below 10 shown as low with an
 * orange warning (not during the free beta, when the balance never blocks). The popover's purchase button is
 * disabled and labelled temporarily disabled (there is no payment provider).
 */
export function BalanceWidget() {
  const { t } = useTranslation('auth');
  const balance = useQuery(balanceQueryOptions);
  const { freeBeta } = useCostPolicy();
  const [open, setOpen] = useState(false);

  if (balance.isPending) {
    return (
      <span role="status" className="text-xs text-slate-500 dark:text-slate-400" data-testid="balance-widget">
        {t('balance.loading')}
      </span>
    );
  }
  if (balance.isError) {
    return (
      <span className="flex items-center gap-1 text-xs text-red-700 dark:text-red-400" data-testid="balance-widget">
        {t('balance.error')}
        <button type="button" className="underline" onClick={() => void balance.refetch()}>
          {t('balance.retry')}
        </button>
      </span>
    );
  }
  // During the free beta the balance never blocks an analysis, so it is never shown as low.
  const low = freeBeta === false && isLowBalance(balance.data.balance);
  return (
    <div className="relative" data-testid="balance-widget">
      <button
        type="button"
        aria-expanded={open}
        aria-label={`${t('balance.label')}: ${t('balance.amount', { count: balance.data.balance })}`}
        onClick={() => setOpen(!open)}
        className={`shrink-0 whitespace-nowrap rounded-full px-3 py-1 text-xs font-semibold ${
          low
            ? 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-100'
            : 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100'
        }`}
      >
        {low && <span aria-hidden="true">⚠ </span>}
        {t('balance.amount', { count: balance.data.balance })}
      </button>
      {open && (
        <div className="absolute right-0 z-20 mt-2 w-64 space-y-2 rounded-xl border border-slate-200 bg-white p-3 text-sm shadow-lg dark:border-slate-800 dark:bg-slate-950">
          <p className="font-semibold">{t('balance.amount', { count: balance.data.balance })}</p>
          {low && (
            <p
              role="alert"
              className="rounded-lg bg-orange-50 px-2 py-1 text-orange-900 dark:bg-orange-950 dark:text-orange-100"
            >
              {t('balance.low')}
            </p>
          )}
          {freeBeta && (
            <p className="rounded-lg bg-emerald-50 px-2 py-1 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
              {t('balanceBeta.free')}
            </p>
          )}
          <button type="button" disabled className={`${buttonClasses('primary')} w-full`}>
            {t('balance.purchase')} · {t('balance.purchaseDisabled')}
          </button>
          <div className="flex justify-between">
            <Link to={paths.accountCredits} onClick={() => setOpen(false)} className="hover:underline">
              {t('balance.details')}
            </Link>
            <Link to={paths.purchaseHistory} onClick={() => setOpen(false)} className="hover:underline">
              {t('balance.history')}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
