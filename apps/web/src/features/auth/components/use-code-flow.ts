import { type CodePurpose, codeCooldownSeconds, codeLengthDigits, codeValiditySeconds } from '@cuecoach/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '@/features/analytics/lib/track.ts';
import { ApiRequestError } from '@/lib/api-client.ts';
import type { Language } from '@/lib/i18n.ts';
import { requestCode, verifyCode } from '../api/code.ts';
import { requestErrorKey, resendErrorKey, verifyErrorKey } from '../lib/auth-errors.ts';
import { secondsUntil } from '../lib/countdown.ts';
import { clearSavedCodeState, readSavedCodeState, saveCodeState } from '../lib/saved-code-state.ts';

export type CodeStep = 'request' | 'verify';
export interface FlowMessage {
  key: string;
  values?: Record<string, string | number>;
}

/** Keeps only digits, at most six. */
export function sanitizeCode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, codeLengthDigits);
}

function initialState(purpose: CodePurpose) {
  // A saved state whose expires_at is in the future brings back the verify step with the time left.
  const saved = readSavedCodeState(purpose);
  return {
    step: (saved ? 'verify' : 'request') as CodeStep,
    email: saved?.email ?? '',
    expiresAt: saved?.expires_at ?? null,
    resendAvailableAt: saved ? saved.expires_at - (codeValiditySeconds - codeCooldownSeconds) * 1000 : null,
  };
}

/** The request → verify state machine of the login and sign-up screens. */
export function useCodeFlow(purpose: CodePurpose, onVerified: () => Promise<void> | void) {
  const { i18n } = useTranslation();
  const locale = (i18n.language === 'en' ? 'en' : 'ko') as Language;
  const [initial] = useState(() => initialState(purpose));
  const [step, setStep] = useState<CodeStep>(initial.step);
  const [email, setEmail] = useState(initial.email);
  const [sentEmail, setSentEmail] = useState(initial.email);
  const [code, setCodeRaw] = useState('');
  const [expiresAt, setExpiresAt] = useState<number | null>(initial.expiresAt);
  const [resendAvailableAt, setResendAvailableAt] = useState<number | null>(initial.resendAvailableAt);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState<'sending' | 'verifying' | 'resending' | null>(null);
  const [error, setError] = useState<FlowMessage | null>(null);
  const [info, setInfo] = useState<FlowMessage | null>(null);

  useEffect(() => {
    if (step !== 'verify') return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [step]);

  const secondsLeft = expiresAt === null ? 0 : secondsUntil(expiresAt, now);
  const cooldownLeft = resendAvailableAt === null ? 0 : secondsUntil(resendAvailableAt, now);
  const expired = step === 'verify' && secondsLeft <= 0;

  const started = useCallback(
    (to: string, res: { expiresAt: number; resendAvailableAt: number }) => {
      // The server's clock decides validity; the countdown uses the same offsets from our clock.
      const sentAt = Date.now();
      const exp = sentAt + (res.expiresAt - res.resendAvailableAt) + codeCooldownSeconds * 1000;
      setExpiresAt(exp);
      setResendAvailableAt(sentAt + codeCooldownSeconds * 1000);
      setNow(sentAt);
      saveCodeState(purpose, { email: to, expires_at: exp });
    },
    [purpose],
  );

  const send = useCallback(async () => {
    const trimmed = email.trim();
    if (!trimmed) {
      setError({ key: 'errors.emailRequired' });
      return;
    }
    if (busy) return;
    setBusy('sending');
    setError(null);
    try {
      const res = await requestCode({ email: trimmed, purpose, locale });
      setEmail(trimmed);
      setSentEmail(trimmed);
      setCodeRaw('');
      started(trimmed, res);
      setStep('verify');
      setInfo({ key: 'messages.codeSent', values: { email: trimmed } });
    } catch (err) {
      if (purpose === 'login') console.warn('login code request failed', { kind: 'email', err });
      setError({ key: requestErrorKey(err, purpose) });
      track('login_failed', { purpose, stage: 'request', reason: errorCodeOf(err) });
    } finally {
      setBusy(null);
    }
  }, [email, busy, purpose, locale, started]);

  const changeEmail = useCallback(() => {
    // Back to the request step; code, error and timers cleared.
    setStep('request');
    setCodeRaw('');
    setError(null);
    setInfo(null);
    setExpiresAt(null);
    setResendAvailableAt(null);
    clearSavedCodeState(purpose);
  }, [purpose]);

  const verify = useCallback(async () => {
    if (busy) return;
    if (expired) {
      setError({ key: 'errors.codeExpired' });
      return;
    }
    if (code.length !== codeLengthDigits) {
      setError({ key: 'errors.codeRequired' });
      return;
    }
    setBusy('verifying');
    setError(null);
    let verified = false;
    try {
      await verifyCode({ email: sentEmail, code, purpose, locale });
      verified = true;
      clearSavedCodeState(purpose);
      setInfo({ key: purpose === 'login' ? 'messages.loginSuccess' : 'messages.signupSuccess' });
      track('login_completed', { purpose });
      if (purpose === 'signup') track('conversion_funnel', { step: 'signup' });
      await onVerified();
    } catch (err) {
      setError({ key: verifyErrorKey(err) });
      // The error code only (e.g. invalid_code); never the address or the code typed.
      if (!verified) track('login_failed', { purpose, stage: 'verify', reason: errorCodeOf(err) });
    } finally {
      setBusy(null);
    }
  }, [busy, expired, code, sentEmail, purpose, locale, onVerified]);

  const resend = useCallback(async () => {
    if (busy || cooldownLeft > 0) return;
    setBusy('resending');
    setError(null);
    try {
      const res = await requestCode({ email: sentEmail, purpose, locale });
      setCodeRaw('');
      started(sentEmail, res);
      setInfo({ key: 'messages.codeResent' });
    } catch (err) {
      setError({ key: resendErrorKey(err, purpose) });
    } finally {
      setBusy(null);
    }
  }, [busy, cooldownLeft, sentEmail, purpose, locale, started]);

  return {
    step,
    email,
    setEmail,
    sentEmail,
    code,
    setCode: (raw: string) => setCodeRaw(sanitizeCode(raw)),
    secondsLeft,
    cooldownLeft,
    expired,
    busy,
    // At 0:00 the field and the verify button are disabled, so the expiry is said here rather than after a
    // submit that can no longer happen; a new code clears it.
    error: expired ? codeExpiredMessage : error,
    info,
    send,
    verify,
    resend,
    changeEmail,
  };
}

const codeExpiredMessage: FlowMessage = { key: 'errors.codeExpired' };

const errorCodeOf = (err: unknown) => (err instanceof ApiRequestError ? err.code : 'unknown').slice(0, 40);
