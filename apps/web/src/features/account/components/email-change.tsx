import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@/api/query-keys.ts';
import { Button } from '@/components/ui/button.tsx';
import { Field, Input } from '@/components/ui/field.tsx';
import { countdownTone, countdownToneClasses, formatCountdown, secondsUntil } from '@/features/auth/index.ts';
import { requestEmailChange, verifyEmailChange } from '../api/account.ts';
import { emailChangeErrorKey } from '../lib/email-change-errors.ts';
import { clearSavedEmailChange, readSavedEmailChange, saveEmailChange } from '../lib/saved-email-change.ts';

// The same shape check the server makes first (it then asks better-auth, which validates again).
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Email change: a valid new address, a 6-digit code sent to it, then the account moves over. */
export function EmailChange({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  // A change still waiting for its code (saved when the code was sent) comes back after a reload.
  const [saved] = useState(() => readSavedEmailChange(currentEmail));
  const [step, setStep] = useState<'request' | 'verify'>(saved ? 'verify' : 'request');
  const [newEmail, setNewEmail] = useState(saved?.newEmail ?? '');
  const [code, setCode] = useState('');
  const [deadlines, setDeadlines] = useState({ expiresAt: saved?.expiresAt ?? 0, resendAt: saved?.resendAt ?? 0 });
  const [now, setNow] = useState(Date.now());
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(
    saved ? t('settings.email.sent', { email: saved.newEmail }) : null,
  );
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (step !== 'verify') return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [step]);

  const left = secondsUntil(deadlines.expiresAt, now);
  const resendIn = secondsUntil(deadlines.resendAt, now);
  const expired = step === 'verify' && left === 0;

  async function send() {
    const email = newEmail.trim();
    setStatus(null);
    if (!email) return setError(t('settings.email.errors.required'));
    if (!emailShape.test(email)) return setError(t('settings.email.errors.invalid'));
    if (email.toLowerCase() === currentEmail.toLowerCase()) return setError(t('settings.email.errors.same'));
    setBusy(true);
    try {
      const sent = await requestEmailChange(email);
      setDeadlines({ expiresAt: sent.expiresAt, resendAt: sent.resendAvailableAt });
      saveEmailChange({
        account: currentEmail,
        newEmail: email,
        expiresAt: sent.expiresAt,
        resendAt: sent.resendAvailableAt,
      });
      setNow(Date.now());
      setStep('verify');
      setCode('');
      setError(null);
      setStatus(t('settings.email.sent', { email }));
    } catch (err) {
      setError(t(emailChangeErrorKey(err)));
    } finally {
      setBusy(false);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (expired) return setError(t('settings.email.expired'));
    if (!/^\d{6}$/.test(code)) return setError(t('settings.email.errors.code'));
    setBusy(true);
    try {
      const done = await verifyEmailChange(newEmail.trim(), code);
      clearSavedEmailChange();
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
      setStep('request');
      setNewEmail('');
      setCode('');
      setError(null);
      setStatus(t('settings.email.done', { email: done.email }));
    } catch (err) {
      setError(t(emailChangeErrorKey(err)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="email-change-title" className="space-y-3">
      <h2 id="email-change-title" className="text-lg font-semibold">
        {t('settings.email.title')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t('settings.email.current', { email: currentEmail })}
      </p>
      {step === 'request' ? (
        <form
          noValidate
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <div className="min-w-64 flex-1">
            <Field label={t('settings.email.newEmail')} error={error ?? undefined}>
              {(props) => (
                <Input
                  {...props}
                  type="email"
                  autoComplete="email"
                  value={newEmail}
                  onChange={(e) => setNewEmail(e.target.value)}
                />
              )}
            </Field>
          </div>
          <Button type="submit" disabled={busy || newEmail.trim() === ''}>
            {t('settings.email.send')}
          </Button>
        </form>
      ) : (
        <form noValidate className="space-y-3" onSubmit={verify}>
          <p className={`text-sm ${countdownToneClasses[countdownTone(left)]}`} aria-live="polite">
            {expired ? t('settings.email.expired') : t('settings.email.expiresIn', { time: formatCountdown(left) })}
          </p>
          <div className="flex flex-wrap items-end gap-2">
            <div className="w-48">
              <Field label={t('settings.email.code')} error={error ?? undefined}>
                {(props) => (
                  <Input
                    {...props}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    value={code}
                    disabled={expired}
                    onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
                  />
                )}
              </Field>
            </div>
            <Button type="submit" disabled={busy || expired || code.length !== 6}>
              {t('settings.email.verify')}
            </Button>
            <Button variant="secondary" disabled={busy || resendIn > 0} onClick={() => void send()}>
              {resendIn > 0 ? t('settings.email.resendIn', { seconds: resendIn }) : t('settings.email.resend')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                clearSavedEmailChange();
                setStep('request');
                setCode('');
                setError(null);
                setStatus(null);
              }}
            >
              {t('settings.email.changeAddress')}
            </Button>
          </div>
        </form>
      )}
      {status && (
        <p role="status" className="text-sm text-emerald-700 dark:text-emerald-300">
          {status}
        </p>
      )}
    </section>
  );
}
