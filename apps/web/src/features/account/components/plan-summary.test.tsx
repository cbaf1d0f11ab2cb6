import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n.ts';
import { capabilitiesHandler } from '@/testing/capabilities.ts';
import { renderRoute } from '@/testing/render-route.tsx';
import { PlanSummary } from './account-page.tsx';

const render = (freeBeta: boolean) =>
  renderRoute(PlanSummary, { path: '/account', url: '/account', handler: capabilitiesHandler(freeBeta) });

describe('account plan box follows the free beta switch', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says analyses use credits, and nothing is free, once the beta is off', async () => {
    render(false);
    expect(await screen.findByText('크레딧 이용')).toBeTruthy();
    expect(
      screen.getByText(
        '분석마다 녹음 길이에 따라 크레딧이 차감됩니다. 잔액과 사용 내역은 크레딧 내역에서 확인할 수 있습니다.',
      ),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/무료/);
  });

  it('shows the free beta plan while the beta is on, and no plan before the server has answered', async () => {
    await i18n.changeLanguage('en');
    render(true);
    expect(document.body.textContent).toBe('');
    expect(await screen.findByText('Free beta')).toBeTruthy();
    expect(screen.getByText(/During the beta, uploads and analyses are free/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/uses credits/);
  });
});
