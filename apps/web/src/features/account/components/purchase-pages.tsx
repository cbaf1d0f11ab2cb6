import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Card, PageHeader } from '../../../components/ui/card.tsx';
import { EmailText } from '../../../components/ui/email-text.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { paths } from '../../../config/paths.ts';
import { useTrackOnce } from '../../analytics/lib/use-track.ts';
import { useCostPolicy } from '../../sessions/index.ts';

/**
 * The one pack the spec names (welcome pack: 200 credits for 3,000 KRW, one-time, about 6 sessions) and the
 * ~43 KRW per credit rate. There is no bundle table or payment provider during the beta (purchase shown
 * as temporarily disabled), so these are shown from the spec, with the button disabled.
 */
const welcomePack = { credits: 200, priceKrw: 3000, sessions: 6 };
const krwPerCredit = 43;

/** /purchase-credits and /purchase-tokens. */
export function PurchaseCreditsPage() {
  const { t, i18n } = useTranslation('account');
  // No payment can be completed during the beta: the purchase event records the page being opened (stage viewed).
  useTrackOnce('purchase', 'viewed', { stage: 'viewed', available: false });
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <PageHeader title={t('purchase.title')}>
        <ButtonLink variant="secondary" to={paths.purchaseHistory}>
          {t('purchase.history')}
        </ButtonLink>
      </PageHeader>
      <CostPolicyNote />
      <h2 className="text-lg font-semibold">{t('purchase.bundles')}</h2>
      <Card className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="font-semibold">{t('purchase.welcome.name')}</p>
          <p className="text-2xl font-bold">{t('purchase.welcome.credits', { count: welcomePack.credits })}</p>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t('purchase.welcome.note', { sessions: welcomePack.sessions })}
          </p>
        </div>
        <div className="text-right">
          <p className="text-xl font-semibold">
            {t('purchase.welcome.price', { price: number.format(welcomePack.priceKrw) })}
          </p>
          <Button className="mt-2" disabled>
            {t('purchase.disabled')}
          </Button>
        </div>
      </Card>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('purchase.rate', { price: krwPerCredit })}</p>
    </div>
  );
}

/**
 * Why purchase is disabled, following the admin's free beta switch, and whom to write to: the admin-set contact
 * e-mail (or the first admin), so "contact us" always names someone when one is configured.
 */
export function CostPolicyNote() {
  const { t } = useTranslation('account');
  const { freeBeta, contactEmail } = useCostPolicy();
  if (freeBeta === undefined) return null;
  return (
    <div
      role="note"
      data-testid="cost-policy-note"
      className="rounded-xl border border-blue-200 bg-blue-50 p-4 text-blue-950 dark:border-blue-900 dark:bg-blue-950 dark:text-blue-100"
    >
      <p className="font-semibold">{t(freeBeta ? 'costPolicy.freeTitle' : 'costPolicy.paidTitle')}</p>
      <p className="mt-1 text-sm">{t(freeBeta ? 'costPolicy.freeBody' : 'costPolicy.paidBody')}</p>
      <p className="mt-2 text-sm">
        {contactEmail ? (
          <>
            {t('costPolicy.contact')}{' '}
            <a className="font-semibold underline" href={`mailto:${contactEmail}`}>
              <EmailText email={contactEmail} />
            </a>
          </>
        ) : (
          t('costPolicy.noContact')
        )}
      </p>
    </div>
  );
}

/** /purchase-history: honest empty state — no payments exist during the beta. */
export function PurchaseHistoryPage() {
  const { t } = useTranslation('account');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeader title={t('purchaseHistory.title')} />
      <EmptyState
        title={t('purchaseHistory.emptyTitle')}
        body={t('purchaseHistory.emptyBody')}
        action={<ButtonLink to={paths.accountCredits}>{t('purchaseHistory.credits')}</ButtonLink>}
      />
    </div>
  );
}
