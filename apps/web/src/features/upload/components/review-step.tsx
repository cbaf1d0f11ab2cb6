import type { Capabilities } from '@cuecoach/contracts';
import { creditsForDuration, defaultCreditRule, titleMaxLength } from '@cuecoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { creditBalanceQueryOptions } from '@/api/credits.ts';
import { Button } from '@/components/ui/button.tsx';
import { Field, Input } from '@/components/ui/field.tsx';
import { paths } from '@/config/paths.ts';
import { type TextProblem, textProblemMessage } from '@/lib/text-rules.ts';
import type { DetailErrors, WizardDetails } from '../lib/wizard-state.ts';

/** `free`: the free beta is on — the cost is shown but nothing is deducted and the balance never blocks. */
export type CreditCheck = { cost: number | null; balance: number | null; shortfall: number; free: boolean };

/** Cost from the server's rule (capabilities) and the browser-read duration; the server charges the exact figure. */
export function useCreditCheck(
  caps: Capabilities | undefined,
  durationSec: number | null,
): CreditCheck & {
  balanceError: boolean;
} {
  const balance = useQuery(creditBalanceQueryOptions());
  const cost = durationSec === null ? null : creditsForDuration(durationSec, caps?.creditRule ?? defaultCreditRule);
  const bal = balance.data?.balance ?? null;
  const free = caps?.freeBeta === true;
  return {
    cost,
    balance: bal,
    free,
    shortfall: !free && cost !== null && bal !== null ? Math.max(0, cost - bal) : 0,
    balanceError: balance.isError,
  };
}

export function CreditSummary({
  caps,
  check,
}: {
  caps: Capabilities | undefined;
  check: CreditCheck & { balanceError: boolean };
}) {
  const { t } = useTranslation('upload');
  const ts = useTranslation('sessions').t;
  const rule = caps?.creditRule ?? defaultCreditRule;
  return (
    <section className="rounded-xl border border-slate-200 p-4 dark:border-slate-800" aria-labelledby="credits-heading">
      <h3 id="credits-heading" className="font-semibold">
        {t('review.creditsHeading')}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600 dark:text-slate-400">{t('review.cost')}</dt>
        <dd data-testid="wizard-cost">
          {check.cost === null
            ? t('review.costAfterUpload')
            : t(check.free ? 'freeBeta.costValue' : 'review.costValue', { count: check.cost })}
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">{t('review.balance')}</dt>
        <dd>
          {check.balanceError
            ? t('review.balanceFailed')
            : check.balance === null
              ? '…'
              : t('review.balanceValue', { count: check.balance })}
        </dd>
      </dl>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        {t('review.costRule', { perMinute: rule.creditsPerMinute, minimum: rule.minimumCredits })}
      </p>
      {check.free && (
        <p role="note" className="mt-2 text-sm font-medium text-emerald-800 dark:text-emerald-300">
          {t('freeBeta.note')}
        </p>
      )}
      {check.shortfall > 0 && (
        <div
          role="alert"
          className="mt-3 rounded-lg border border-orange-300 bg-orange-50 p-3 text-sm text-orange-900 dark:border-orange-800 dark:bg-orange-950 dark:text-orange-100"
        >
          <p>
            {ts('errors.insufficientCredits', {
              required: check.cost,
              balance: check.balance,
              shortfall: check.shortfall,
            })}
          </p>
          <Link to={paths.purchaseCredits} className="mt-1 inline-block font-semibold underline">
            {ts('rechargeAction')}
          </Link>
        </div>
      )}
    </section>
  );
}

/** Step 2: title, tags, recording date, and what the analysis will cost. */
export function ReviewStep({
  details,
  errors,
  onChange,
  caps,
  credit,
  onBack,
  onNext,
}: {
  details: WizardDetails;
  errors: DetailErrors;
  onChange: (patch: Partial<WizardDetails>) => void;
  caps: Capabilities | undefined;
  credit: CreditCheck & { balanceError: boolean };
  onBack: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation(['upload', 'sessions']);
  const { t: ts } = useTranslation('sessions');
  const msg = (problem: TextProblem | undefined) => (problem ? textProblemMessage(problem, ts) : undefined);
  return (
    <form
      className="space-y-5"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onNext();
      }}
    >
      <h2 tabIndex={-1} className="text-xl font-semibold">
        {t('review.heading')}
      </h2>
      <Field label={t('review.titleLabel')} error={msg(errors.title)}>
        {(p) => (
          <Input
            {...p}
            value={details.title}
            maxLength={titleMaxLength}
            onChange={(e) => onChange({ title: e.target.value })}
          />
        )}
      </Field>
      <Field label={t('review.tagsLabel')} hint={t('review.tagsHint')} error={msg(errors.tags)}>
        {(p) => <Input {...p} value={details.tags} onChange={(e) => onChange({ tags: e.target.value })} />}
      </Field>
      <Field
        label={t('review.recordedOnLabel')}
        error={errors.recordedOnInFuture ? t('review.dateInFuture') : undefined}
      >
        {(p) => (
          <Input
            {...p}
            type="date"
            value={details.recordedOn}
            onChange={(e) => onChange({ recordedOn: e.target.value })}
          />
        )}
      </Field>
      <CreditSummary caps={caps} check={credit} />
      <div className="flex justify-between">
        <Button variant="secondary" onClick={onBack}>
          {t('back')}
        </Button>
        <Button type="submit">{t('next')}</Button>
      </div>
    </form>
  );
}
