import { describe, expect, it } from 'vitest';
import { countdownTone, formatCountdown, secondsUntil } from './countdown.ts';

describe('login code countdown colour', () => {
  it('is normal above 60 s, warning from 60 to 31 s, destructive from 30 to 1 s, expired at 0', () => {
    expect(countdownTone(600)).toBe('normal');
    expect(countdownTone(61)).toBe('normal');
    expect(countdownTone(60)).toBe('warning');
    expect(countdownTone(31)).toBe('warning');
    expect(countdownTone(30)).toBe('destructive');
    expect(countdownTone(1)).toBe('destructive');
    expect(countdownTone(0)).toBe('expired');
    expect(countdownTone(-5)).toBe('expired');
  });

  it('formats minutes and seconds and never counts below zero', () => {
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(-3)).toBe('0:00');
    expect(secondsUntil(10_500, 10_000)).toBe(1);
    expect(secondsUntil(9_000, 10_000)).toBe(0);
  });
});
