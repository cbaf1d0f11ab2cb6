import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCostPolicy } from '@/api/cost-policy.ts';
import { useMe } from '@/api/me.ts';
import { Button } from '@/components/ui/button.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Card, PageHeader } from '@/components/ui/card.tsx';
import { LoadingState } from '@/components/ui/states.tsx';
import { paths } from '@/config/paths.ts';
import { AnalyticsOptOut } from '@/features/analytics/index.ts';
import { SignOutDevices } from '@/features/auth/index.ts';
import { downloadMyData, useNotificationPreference } from '../api/account.ts';
import { DeleteAccount } from './delete-account.tsx';
import { EmailChange } from './email-change.tsx';

/** /account: security, e-mail change, notifications, subscription, data, deletion. */
export function AccountPage() {
  const { t } = useTranslation('account');
  const me = useMe();
  if (!me.data) return <LoadingState />;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <PageHeader title={t('settings.title')} />
      <Card aria-label={t('settings.security.title')}>
        <SignOutDevices />
      </Card>
      <Card>
        <EmailChange currentEmail={me.data.user.email} />
      </Card>
      <Card>
        <Notifications
          prefs={{
            notifyAnalysisComplete: me.data.profile?.notifyAnalysisComplete ?? true,
            notifyReviewEmail: me.data.profile?.notifyReviewEmail ?? true,
            notifyReviewInApp: me.data.profile?.notifyReviewInApp ?? true,
          }}
        />
      </Card>
      <Card className="space-y-3" aria-labelledby="subscription-title">
        <h2 id="subscription-title" className="text-lg font-semibold">
          {t('settings.subscription.title')}
        </h2>
        <PlanSummary />
        <ButtonLink variant="secondary" to={paths.accountCredits}>
          {t('settings.subscription.credits')}
        </ButtonLink>
      </Card>
      <Card>
        <AnalyticsOptOut />
      </Card>
      <Card>
        <DataExport />
      </Card>
      <Card>
        <DeleteAccount />
      </Card>
    </div>
  );
}

type NotificationKey = 'notifyAnalysisComplete' | 'notifyReviewEmail' | 'notifyReviewInApp';

function Notifications({ prefs }: { prefs: Record<NotificationKey, boolean> }) {
  const { t } = useTranslation('account');
  const save = useNotificationPreference();
  const switches: { key: NotificationKey; label: string; hint: string }[] = [
    {
      key: 'notifyAnalysisComplete',
      label: t('settings.notifications.analysisComplete'),
      hint: t('settings.notifications.hint'),
    },
    {
      key: 'notifyReviewEmail',
      label: t('settings.notifications.reviewEmail'),
      hint: t('settings.notifications.reviewEmailHint'),
    },
    {
      key: 'notifyReviewInApp',
      label: t('settings.notifications.reviewInApp'),
      hint: t('settings.notifications.reviewInAppHint'),
    },
  ];
  const pending = save.isPending ? save.variables : undefined;
  return (
    <section aria-labelledby="notifications-title" className="space-y-3">
      <h2 id="notifications-title" className="text-lg font-semibold">
        {t('settings.notifications.title')}
      </h2>
      {switches.map((sw) => (
        <label key={sw.key} className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-1"
            checked={pending?.[sw.key] ?? prefs[sw.key]}
            disabled={save.isPending}
            onChange={(e) => save.mutate({ [sw.key]: e.target.checked })}
          />
          <span>
            <span className="block">{sw.label}</span>
            <span className="block text-sm text-slate-600 dark:text-slate-300">{sw.hint}</span>
          </span>
        </label>
      ))}
      {save.isSuccess && (
        <p role="status" className="text-sm text-emerald-700 dark:text-emerald-300">
          {t('settings.notifications.saved')}
        </p>
      )}
      {save.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t('settings.notifications.failed')}
        </p>
      )}
    </section>
  );
}

function DataExport() {
  const { t } = useTranslation('account');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  return (
    <section aria-labelledby="data-title" className="space-y-3">
      <h2 id="data-title" className="text-lg font-semibold">
        {t('settings.data.title')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('settings.data.body')}</p>
      <Button
        variant="secondary"
        disabled={state === 'busy'}
        onClick={async () => {
          setState('busy');
          try {
            await downloadMyData();
            setState('idle');
          } catch {
            setState('failed');
          }
        }}
      >
        {state === 'busy' ? t('settings.data.exporting') : t('settings.data.export')}
      </Button>
      {state === 'failed' && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t('settings.data.failed')}
        </p>
      )}
    </section>
  );
}

/** The plan, following the admin's free beta switch; nothing until the server has said which applies. */
export function PlanSummary() {
  const { t } = useTranslation('account');
  const { freeBeta } = useCostPolicy();
  if (freeBeta === undefined) return null;
  return (
    <>
      <p className="font-medium">{t(freeBeta ? 'settings.subscription.plan' : 'settings.subscription.paidPlan')}</p>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t(freeBeta ? 'settings.subscription.body' : 'settings.subscription.paidBody')}
      </p>
    </>
  );
}
