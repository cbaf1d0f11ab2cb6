import type { CodePurpose } from '@cuecoach/contracts';
import { type KeyboardEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-link.tsx';
import { useToast } from '@/components/ui/toast-context.ts';
import { countdownTone, countdownToneClasses, formatCountdown } from '../lib/countdown.ts';
import { type FlowMessage, useCodeFlow } from './use-code-flow.ts';

const inputClasses =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-60 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';

function StepIndicator({ current, numbered }: { current: 1 | 2; numbered: boolean }) {
  const { t } = useTranslation('auth');
  const steps = [t('steps.email'), t('steps.code')];
  return (
    <ol aria-label={t('steps.label')} className="mb-6 flex gap-2 text-sm">
      {steps.map((label, i) => {
        const n = i + 1;
        const active = n === current;
        return (
          <li
            key={label}
            aria-current={active ? 'step' : undefined}
            className={`flex-1 rounded-lg border px-3 py-2 ${
              active
                ? 'border-indigo-600 bg-indigo-50 font-semibold text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100'
                : 'border-slate-200 text-slate-500 dark:border-slate-800 dark:text-slate-400'
            }`}
          >
            {numbered ? (
              <span className="block text-xs">{t('steps.stepOf', { current: n, total: 2 })}</span>
            ) : (
              <span className="mr-1">{n}.</span>
            )}
            {label}
          </li>
        );
      })}
    </ol>
  );
}

function Message({ message, tone }: { message: FlowMessage | null; tone: 'error' | 'info' }) {
  const { t } = useTranslation('auth');
  if (!message) return null;
  return tone === 'error' ? (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
      {t(message.key, message.values ?? {})}
    </p>
  ) : (
    <p
      role="status"
      className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
    >
      {t(message.key, message.values ?? {})}
    </p>
  );
}

/**
 * The two-step e-mail code form shared by /auth/login (purpose login) and /auth/otp (purpose signup):
 * e-mail → code with countdown, resend cooldown and a reload-proof saved state.
 */
export function CodeFlow({
  purpose,
  numberedSteps,
  onVerified,
}: {
  purpose: CodePurpose;
  numberedSteps: boolean;
  onVerified: () => Promise<void> | void;
}) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  // Success toasts; the screen changes right after, so the toast (app-wide) is what the user sees.
  const flow = useCodeFlow(purpose, async () => {
    toast({ title: t(purpose === 'login' ? 'messages.loginSuccess' : 'messages.signupSuccess'), tone: 'success' });
    await onVerified();
  });
  // "Enter submits in both fields": the buttons stay disabled while the field is incomplete, which
  // blocks the browser's implicit submit, so Enter submits here and gets the field's message instead.
  const submitOnEnter = (submit: () => Promise<void>) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    e.preventDefault();
    void submit();
  };
  const emailId = useId();
  const codeId = useId();
  const tone = countdownTone(flow.secondsLeft);

  if (flow.step === 'request') {
    return (
      <div>
        <StepIndicator current={1} numbered={numberedSteps} />
        <form
          noValidate
          data-track-form={`${purpose}-email`}
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            void flow.send();
          }}
        >
          <div className="space-y-1">
            <label htmlFor={emailId} className="block text-sm font-medium">
              {t('form.email')}
            </label>
            <input
              id={emailId}
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t('form.emailPlaceholder')}
              value={flow.email}
              onChange={(e) => flow.setEmail(e.target.value)}
              onKeyDown={submitOnEnter(flow.send)}
              aria-invalid={flow.error ? true : undefined}
              className={inputClasses}
            />
          </div>
          <Message message={flow.error} tone="error" />
          <button
            type="submit"
            className={`${buttonClasses('primary')} w-full`}
            disabled={flow.email.trim() === '' || flow.busy === 'sending'}
          >
            {flow.busy === 'sending' ? t('form.sending') : t('form.sendCode')}
          </button>
        </form>
      </div>
    );
  }

  return (
    <div>
      <StepIndicator current={2} numbered={numberedSteps} />
      <div className="mb-4 flex items-center justify-between gap-3 rounded-lg bg-slate-100 px-3 py-2 text-sm dark:bg-slate-900">
        <span>
          <span className="block text-xs text-slate-500 dark:text-slate-400">{t('form.codeSentTo')}</span>
          <span className="font-medium" data-testid="sent-email">
            {flow.sentEmail}
          </span>
        </span>
        <button type="button" className={buttonClasses('ghost')} onClick={flow.changeEmail}>
          {t('form.changeEmail')}
        </button>
      </div>
      <Message message={flow.info} tone="info" />
      <form
        noValidate
        data-track-form={`${purpose}-code`}
        className="mt-4 space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void flow.verify();
        }}
      >
        <div className="space-y-1">
          <div className="flex items-baseline justify-between">
            <label htmlFor={codeId} className="block text-sm font-medium">
              {t('form.code')}
            </label>
            <span
              data-testid="code-countdown"
              data-tone={tone}
              data-seconds={flow.secondsLeft}
              className={`text-sm font-semibold tabular-nums ${countdownToneClasses[tone]}`}
            >
              {tone === 'expired'
                ? t('form.expired')
                : t('form.expiresIn', { time: formatCountdown(flow.secondsLeft) })}
            </span>
          </div>
          <input
            id={codeId}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            value={flow.code}
            disabled={flow.expired}
            onChange={(e) => flow.setCode(e.target.value)}
            onKeyDown={submitOnEnter(flow.verify)}
            aria-invalid={flow.error ? true : undefined}
            aria-describedby={`${codeId}-hint`}
            className={`${inputClasses} text-center text-2xl tracking-[0.5em] tabular-nums`}
          />
          <p id={`${codeId}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
            {t('form.codeHint')}
          </p>
        </div>
        <Message message={flow.error} tone="error" />
        <button
          type="submit"
          className={`${buttonClasses('primary')} w-full`}
          disabled={flow.code.length !== 6 || flow.expired || flow.busy === 'verifying'}
        >
          {flow.busy === 'verifying'
            ? t('form.verifying')
            : purpose === 'login'
              ? t('form.verifyLogin')
              : t('form.verifySignup')}
        </button>
        <button
          type="button"
          className={`${buttonClasses('secondary')} w-full`}
          disabled={flow.cooldownLeft > 0 || flow.busy !== null}
          onClick={() => void flow.resend()}
        >
          {flow.cooldownLeft > 0 ? t('form.resendIn', { seconds: flow.cooldownLeft }) : t('form.resend')}
        </button>
      </form>
    </div>
  );
}
