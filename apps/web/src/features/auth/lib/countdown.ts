import { countdownDangerSeconds, countdownWarningSeconds } from '@cuecoach/contracts';

export type CountdownTone = 'normal' | 'warning' | 'destructive' | 'expired';

/** Above 60 s normal, 31–60 s warning, 30 s or less destructive, 0 expired. */
export function countdownTone(secondsLeft: number): CountdownTone {
  if (secondsLeft <= 0) return 'expired';
  if (secondsLeft <= countdownDangerSeconds) return 'destructive';
  if (secondsLeft <= countdownWarningSeconds) return 'warning';
  return 'normal';
}

export const countdownToneClasses: Record<CountdownTone, string> = {
  normal: 'text-slate-700 dark:text-slate-200',
  warning: 'text-amber-700 dark:text-amber-400',
  destructive: 'text-red-700 dark:text-red-400',
  expired: 'text-red-700 dark:text-red-400',
};

/** 600 → "10:00", 59 → "0:59". */
export function formatCountdown(secondsLeft: number): string {
  const s = Math.max(0, Math.ceil(secondsLeft));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Whole seconds until `deadlineMs` (never negative). */
export function secondsUntil(deadlineMs: number, nowMs = Date.now()): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}
