import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n.ts';
import { capabilitiesHandler } from '@/testing/capabilities.ts';
import { renderRoute } from '@/testing/render-route.tsx';
import { LandingPage } from './landing-page.tsx';

const render = (freeBeta: boolean) =>
  renderRoute(LandingPage, { path: '/', url: '/', handler: capabilitiesHandler(freeBeta) });

describe('landing: what is included follows the free beta switch', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('promises no free analyses once the admin turns the free beta off', async () => {
    render(false);
    // The policy reader loads on demand (CostPolicyGate), then asks the API: slower than one render under load.
    expect(
      await screen.findByText('분석마다 녹음 길이에 따라 크레딧이 차감됩니다', {}, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: '큐코치에 포함된 것' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/무료/);
  });

  it('shows the beta wording while the beta is on, and before the server has answered (prerendered HTML)', async () => {
    await i18n.changeLanguage('en');
    render(true);
    // Before /api/capabilities answers: the prerendered beta wording.
    expect(screen.getByText('Free analyses while the beta lasts')).toBeTruthy();
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await vi.mocked(fetch).mock.results[0]?.value;
    expect(await screen.findByText('Free analyses while the beta lasts', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Included in the free beta' })).toBeTruthy();
    expect(screen.queryByText(/uses credits/)).toBeNull();
  });
});
