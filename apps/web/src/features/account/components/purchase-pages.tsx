import { analysesCovered, type CreditBundle, type CreditRule, creditBundles, krwPerCredit } from '@cuecoach/contracts';
import { useTranslation } from 'react-i18next';
import { useCostPolicy } from '@/api/cost-policy.ts';
import { Button } from '@/components/ui/button.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Card, PageHeader } from '@/components/ui/card.tsx';
import { EmailText } from '@/components/ui/email-text.tsx';
import { EmptyState } from '@/components/ui/states.tsx';
import { paths } from '@/config/paths.ts';

/**
 * The class length the "how many analyses" line is counted for: 30 minutes, a common class recording (the welcome
 * pack then pays for 6 analyses under the default rule). Named in the text, so the figure is never a guess.
 */
const classMinutesForEstimate = 30;

/** /purchase-credits and /purchase-tokens. Opening it is a page view, not a purchase (no payment exists yet). */
export function PurchaseCreditsPage() {
  const { t, i18n } = useTranslation('account');
  const { creditRule } = useCostPolicy();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <PageHeader title={t('purchase.title')}>
        <ButtonLink variant="secondary" to={paths.purchaseHistory}>
          {t('purchase.history')}
        </ButtonLink>
      </PageHeader>
      <CostPolicyNote />
      <h2 className="text-lg font-semibold">{t('purchase.bundles')}</h2>
      {creditBundles.map((bundle) => (
        <BundleCard key={bundle.id} bundle={bundle} creditRule={creditRule} locale={i18n.language} />
      ))}
    </div>
  );
}

/** One pack: its credits and price, and what follows from them (price per credit, analyses it pays for). */
function BundleCard({
  bundle,
  creditRule,
  locale,
}: {
  bundle: CreditBundle;
  creditRule: CreditRule | undefined;
  locale: string;
}) {
  const { t } = useTranslation('account');
  const won = new Intl.NumberFormat(locale);
  const perCredit = krwPerCredit(bundle);
  const perCreditText = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(perCredit);
  const exact = Number.isInteger(perCredit);
  return (
    <Card className="flex flex-wrap items-center justify-between gap-4" data-testid={`bundle-${bundle.id}`}>
      <div>
        <p className="font-semibold">{t(`purchase.${bundle.id}.name`)}</p>
        <p className="text-2xl font-bold" data-testid="bundle-credits">
          {t(`purchase.${bundle.id}.credits`, { count: bundle.credits })}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {bundle.firstPurchaseOnly && `${t('purchase.firstPurchaseOnly')} · `}
          {creditRule &&
            t('purchase.analyses', {
              count: analysesCovered(bundle, classMinutesForEstimate, creditRule),
              minutes: classMinutesForEstimate,
            })}
        </p>
      </div>
      <div className="sm:text-right">
        <p className="text-xl font-semibold" data-testid="bundle-price">
          {t('purchase.price', { price: won.format(bundle.priceKrw) })}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="bundle-rate">
          {t(exact ? 'purchase.rate' : 'purchase.rateApprox', { price: perCreditText })}
        </p>
        <Button className="mt-2" disabled>
          {t('purchase.disabled')}
        </Button>
      </div>
    </Card>
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
