import type { LedgerEntry } from '@cuecoach/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCostPolicy } from '@/api/cost-policy.ts';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Card, PageHeader } from '@/components/ui/card.tsx';
import { ErrorState, LoadingState } from '@/components/ui/states.tsx';
import { paths } from '@/config/paths.ts';
import { type LooseT, loose } from '@/lib/loose-t.ts';
import { useLedger } from '../api/account.ts';

const kindClasses: Record<LedgerEntry['kind'], string> = {
  grant: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  consume: 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
  refund: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  adjust: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
};

/** Ledger reasons are stored as codes ("admin: note" keeps the admin's note after the code). */
export function reasonLabel(reason: string, t: LooseT): string {
  const [code = '', ...rest] = reason.split(': ');
  const label = t(`credits.reasons.${code}`, { defaultValue: code });
  return rest.length ? `${label}: ${rest.join(': ')}` : label;
}

/** /account/credits: balance and the whole ledger (grant/consume/refund/adjust) with reasons and session links. */
export function CreditsPage() {
  const { t, i18n } = useTranslation('account');
  const ledger = useLedger();
  const { freeBeta } = useCostPolicy();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <PageHeader title={t('credits.title')}>
        <ButtonLink variant="secondary" to={paths.purchaseHistory}>
          {t('credits.purchaseHistory')}
        </ButtonLink>
        <ButtonLink to={paths.purchaseCredits}>{t('credits.buy')}</ButtonLink>
      </PageHeader>
      {ledger.isPending ? (
        <LoadingState />
      ) : ledger.isError ? (
        <ErrorState message={t('credits.loadFailed')} onRetry={() => void ledger.refetch()} />
      ) : (
        <>
          {freeBeta && (
            <p
              role="note"
              className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
            >
              {t('costPolicy.creditsNote')}
            </p>
          )}
          <Card>
            <p className="text-sm text-slate-600 dark:text-slate-300">{t('credits.balance')}</p>
            <p className="text-3xl font-bold" data-testid="credit-balance">
              {t('credits.unit', { count: ledger.data.balance })}
            </p>
          </Card>
          <Card>
            <h2 className="mb-4 text-lg font-semibold">{t('credits.history')}</h2>
            {ledger.data.items.length === 0 ? (
              <p>{t('credits.empty')}</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <thead className="text-slate-600 dark:text-slate-300">
                    <tr>
                      <th className="py-2 pr-2 sm:pr-4 font-medium">{t('credits.columns.date')}</th>
                      <th className="py-2 pr-2 sm:pr-4 font-medium">{t('credits.columns.kind')}</th>
                      <th className="py-2 pr-2 sm:pr-4 font-medium">{t('credits.columns.reason')}</th>
                      <th className="py-2 pr-2 sm:pr-4 text-right font-medium">{t('credits.columns.amount')}</th>
                      <th className="py-2 font-medium">{t('credits.columns.session')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {ledger.data.items.map((e) => (
                      <tr key={e.id} className="border-t border-slate-200 dark:border-slate-800">
                        <td className="py-2 pr-2 sm:pr-4">{date.format(new Date(e.createdAt))}</td>
                        <td className="py-2 pr-2 sm:pr-4">
                          <span
                            className={`rounded px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${kindClasses[e.kind]}`}
                          >
                            {t(`credits.kinds.${e.kind}`)}
                          </span>
                        </td>
                        <td className="py-2 pr-2 sm:pr-4">{reasonLabel(e.reason, loose(t))}</td>
                        <td
                          className={`py-2 pr-2 sm:pr-4 text-right font-semibold tabular-nums ${e.delta < 0 ? 'text-red-700 dark:text-red-400' : 'text-emerald-700 dark:text-emerald-300'}`}
                        >
                          {e.delta > 0 ? `+${e.delta}` : e.delta}
                        </td>
                        <td className="py-2">
                          {e.sessionId ? (
                            <Link
                              className="text-indigo-700 underline dark:text-indigo-300"
                              to={paths.session(e.sessionId)}
                            >
                              {t('credits.viewSession')}
                            </Link>
                          ) : (
                            '—'
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </Card>
        </>
      )}
    </div>
  );
}
