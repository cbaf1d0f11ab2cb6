import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n.ts';
import { analyticsOptOutKey } from '../lib/consent.ts';
import { AnalyticsOptOut } from './analytics-opt-out.tsx';

describe('AnalyticsOptOut', () => {
  afterEach(async () => {
    Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value: null });
    await i18n.changeLanguage('ko');
  });

  it('turns statistics off and on for this browser, in Korean', async () => {
    await i18n.changeLanguage('ko');
    render(<AnalyticsOptOut />);
    const box = screen.getByRole('checkbox', { name: /이용 통계 보내기/ }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    await userEvent.click(box);
    expect(box.checked).toBe(false);
    expect(localStorage.getItem(analyticsOptOutKey)).toBe('true');
    expect(screen.getByRole('status').textContent).toContain('꺼져 있어요');
    await userEvent.click(box);
    expect(localStorage.getItem(analyticsOptOutKey)).toBeNull();
  });

  it('says so, in English, when the browser sends Do Not Track', async () => {
    await i18n.changeLanguage('en');
    Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value: '1' });
    render(<AnalyticsOptOut />);
    const box = screen.getByRole('checkbox', { name: /send usage statistics/i }) as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(box.checked).toBe(false);
    expect(screen.getByRole('status').textContent).toContain('Do Not Track');
  });
});
