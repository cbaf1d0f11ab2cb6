import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n.ts';
import { capabilitiesFixture } from '@/testing/capabilities.ts';
import { renderRoute } from '@/testing/render-route.tsx';
import { DashboardTab } from './dashboard-tab.tsx';

const stats = {
  totalUsers: 3,
  totalSessions: 5,
  completedSessions: 4,
  failedSessions: 1,
  successRate: 0.8,
  avgProcessingMinutes: 1.5,
  netCredits: 40,
  creditsGranted: 60,
  creditsConsumed: 20,
  creditsRefunded: 0,
  revenueKrw: 0,
  trend: [{ date: '2026-11-23', signups: 1, sessions: 2, completed: 2, creditsConsumed: 10 }],
};

const render = (freeBeta: boolean) =>
  renderRoute(DashboardTab, {
    path: '/admin',
    url: '/admin',
    handler: (url) => {
      if (url.pathname === '/api/admin/stats') return { body: stats };
      if (url.pathname === '/api/capabilities') return { body: capabilitiesFixture(freeBeta) };
      return undefined;
    },
  });

describe('admin dashboard revenue hint follows the free beta switch', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('does not speak of a free beta once the switch is off', async () => {
    render(false);
    expect(
      await screen.findByText('분석마다 크레딧이 차감됩니다. 결제 기능은 아직 없어 매출이 기록되지 않습니다.'),
    ).toBeTruthy();
    expect(screen.queryByText('무료 베타 기간에는 결제가 없습니다.')).toBeNull();
  });

  it('explains the empty revenue by the free beta while it is on', async () => {
    await i18n.changeLanguage('en');
    render(true);
    expect(await screen.findByText('There are no payments during the free beta.')).toBeTruthy();
    expect(screen.queryByText(/Each analysis uses credits/)).toBeNull();
  });
});
