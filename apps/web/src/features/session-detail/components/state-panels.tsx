import { creditsForDuration, type SessionDetail } from '@cuecoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { capabilitiesQueryOptions } from '@/api/capabilities.ts';
import { type AnalysisAction, useRegenerateFeedback, useStartAnalysis } from '@/api/session-mutations.ts';
import { sessionProgressQueryOptions } from '@/api/sessions.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { ConfirmDialog } from '@/components/ui/dialog.tsx';
import { ProgressBar } from '@/components/ui/progress-bar.tsx';
import { useToast } from '@/components/ui/toast-context.ts';
import { paths } from '@/config/paths.ts';
import { ApiRequestError } from '@/lib/api-client.ts';
import { errorCodeMessage, sessionErrorMessage } from '@/lib/error-message.ts';
import { ProgressNotice } from './progress-notice.tsx';

/** What an analysis of this session costs, and whether the free beta makes it free (texts follow the switch). */
function useCost(session: SessionDetail): { cost: number; free: boolean } {
  const caps = useQuery(capabilitiesQueryOptions());
  return {
    cost: creditsForDuration(session.durationSec ?? 0, caps.data?.creditRule),
    free: caps.data?.freeBeta === true,
  };
}

function ActionError({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation('sessions');
  if (!error) return null;
  const short = error instanceof ApiRequestError && error.code === 'insufficient_credits';
  return (
    <div role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
      <p>{sessionErrorMessage(error, t, i18n.language)}</p>
      {short && (
        <Link to={paths.purchaseCredits} className="font-semibold underline">
          {t('rechargeAction')}
        </Link>
      )}
    </div>
  );
}

/** Start / retry / re-run behind a confirmation that states the cost. */
function AnalysisActionButton({
  session,
  action,
  label,
  title,
  body,
  variant = 'primary',
  onDone,
  language,
}: {
  session: SessionDetail;
  action: AnalysisAction;
  label: string;
  title: string;
  body: string;
  variant?: 'primary' | 'secondary';
  onDone?: () => void;
  /** Analyse in this language instead of the session's (a recording found to be in the other language). */
  language?: SessionDetail['language'];
}) {
  const { t } = useTranslation('sessionDetail');
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const start = useStartAnalysis();
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) start.reset();
        }}
        title={title}
        description={body}
        confirmLabel={label}
        busy={start.isPending}
        onConfirm={() =>
          start.mutate(
            {
              id: session.id,
              action,
              body: { ...(action === 'rerun' ? { confirm: true } : {}), ...(language ? { language } : {}) },
            },
            {
              onSuccess: () => {
                setOpen(false);
                toast({ title: action === 'start' ? t('uploaded.started') : t('rerun.started'), tone: 'success' });
                onDone?.();
              },
            },
          )
        }
      >
        <ActionError error={start.error} />
      </ConfirmDialog>
    </>
  );
}

export function RerunButton({ session, onDone }: { session: SessionDetail; onDone: () => void }) {
  const { t } = useTranslation('sessionDetail');
  const { cost, free } = useCost(session);
  return (
    <AnalysisActionButton
      session={session}
      action="rerun"
      variant="secondary"
      label={t('rerun.action')}
      title={t('rerun.title')}
      body={free ? t('freeBeta.rerunBody') : t('rerun.body', { cost })}
      onDone={onDone}
    />
  );
}

export function UploadedPanel({ session }: { session: SessionDetail }) {
  const { t } = useTranslation('sessionDetail');
  const { cost, free } = useCost(session);
  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('uploaded.title')}</h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {free ? t('freeBeta.uploaded', { cost }) : t('uploaded.body', { cost })}
      </p>
      <div className="mt-4">
        <AnalysisActionButton
          session={session}
          action="start"
          label={t('uploaded.start')}
          title={t('uploaded.title')}
          body={free ? t('freeBeta.uploaded', { cost }) : t('uploaded.body', { cost })}
        />
      </div>
    </Card>
  );
}

/** Live step and percent; when the analysis settles the detail is reloaded. */
export function ProcessingPanel({ session, onSettled }: { session: SessionDetail; onSettled: () => void }) {
  const { t } = useTranslation('sessionDetail');
  const ts = useTranslation('sessions').t;
  const progress = useQuery(sessionProgressQueryOptions(session.id, true));
  const live = progress.data ?? null;
  const status = live?.status ?? session.status;
  useEffect(() => {
    if (status !== session.status) onSettled();
  }, [status, session.status, onSettled]);
  const p = live?.progress ?? session.progress;
  const percent = p?.percent ?? 0;
  return (
    <Card aria-live="polite">
      <h2 className="text-lg font-semibold">{t('processing.title')}</h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t('processing.body')}</p>
      {p?.notice ? (
        <ProgressNotice notice={p.notice} />
      ) : (
        <>
          <ProgressBar className="mt-4" value={percent} label={ts('progressLabel')} />
          <p className="mt-2 text-sm">
            {t('processing.step', { step: p?.step ? ts(`steps.${p.step}`) : ts('steps.waiting') })} ·{' '}
            {Math.round(percent)}%
          </p>
        </>
      )}
    </Card>
  );
}

const bilingualCodes = new Set(['language_mismatch', 'speech_unrecognized']);

export function FailedPanel({ session }: { session: SessionDetail }) {
  const { t, i18n } = useTranslation('sessionDetail');
  const ts = useTranslation('sessions').t;
  const { cost, free } = useCost(session);
  const details = { language: session.language, hint: session.errorHint ?? undefined };
  const message = session.errorCode
    ? errorCodeMessage(session.errorCode, details, ts, i18n.language)
    : ts('errors.processingFailed');
  // Language and model failures are shown in both languages: the recording's language is what went wrong.
  const code = session.errorCode ?? '';
  const otherUi = i18n.language.startsWith('ko') ? 'en' : 'ko';
  // Only when the other language's texts are loaded: otherwise the reader would see a raw key.
  const bilingual = bilingualCodes.has(code) && i18n.hasResourceBundle(otherUi, 'sessions');
  const otherMessage = bilingual ? errorCodeMessage(code, details, i18n.getFixedT(otherUi, 'sessions'), otherUi) : null;
  const otherLanguage = session.language === 'ko' ? 'en' : 'ko';
  return (
    <Card className="border-red-200 dark:border-red-900">
      <h2 className="text-lg font-semibold text-red-800 dark:text-red-300">{t('failed.title')}</h2>
      <p role="alert" className="mt-2 break-keep">
        {message === ts('errors.generic') ? ts('errors.processingFailed') : message}
      </p>
      {otherMessage ? (
        <p lang={otherUi} className="mt-1 break-keep text-sm text-slate-700 dark:text-slate-300">
          {otherMessage}
        </p>
      ) : null}
      {/* A free-beta attempt charged nothing, so there is no refund to mention. */}
      {session.chargedCredits > 0 ? (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t('failed.refund')}</p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {code === 'language_mismatch' ? (
          <AnalysisActionButton
            session={session}
            action="retry"
            language={otherLanguage}
            label={t('failed.retryInLanguage', { language: ts(`language.${otherLanguage}`) })}
            title={t('failed.retryTitle')}
            body={free ? t('freeBeta.retryConfirm') : t('failed.retryConfirm', { cost })}
          />
        ) : null}
        <AnalysisActionButton
          session={session}
          action="retry"
          variant={code === 'language_mismatch' ? 'secondary' : 'primary'}
          label={t('failed.retry')}
          title={t('failed.retryTitle')}
          body={free ? t('freeBeta.retryConfirm') : t('failed.retryConfirm', { cost })}
        />
      </div>
    </Card>
  );
}

export function FeedbackFailedBanner({ session }: { session: SessionDetail }) {
  const { t } = useTranslation('sessionDetail');
  const regenerate = useRegenerateFeedback();
  return (
    <div
      role="alert"
      className="no-print mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="font-semibold">{t('feedbackFailed.title')}</p>
      <p className="mt-1 text-sm">{t('feedbackFailed.body')}</p>
      <Button className="mt-3" onClick={() => regenerate.mutate(session.id)} disabled={regenerate.isPending}>
        {t('feedbackFailed.retry')}
      </Button>
      <ActionError error={regenerate.error} />
    </div>
  );
}
