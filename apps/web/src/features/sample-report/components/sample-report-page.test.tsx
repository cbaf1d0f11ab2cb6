import { existsSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n.ts';
import { capabilitiesHandler } from '@/testing/capabilities.ts';
import { renderRoute } from '@/testing/render-route.tsx';
import { sampleClass, sampleData } from '../lib/sample-data.ts';
import { SampleReportPage } from './sample-report-page.tsx';

function renderPage(freeBeta = true) {
  renderRoute(SampleReportPage, {
    path: '/sample-report',
    url: '/sample-report',
    handler: capabilitiesHandler(freeBeta),
  });
}

describe('sample report', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('ko');
  });

  it('says analyses are free only while the admin’s free beta is on', async () => {
    await i18n.changeLanguage('ko');
    renderPage(false);
    const cta = screen.getByRole('region', { name: '내 수업으로 받아 보세요' });
    expect(
      await within(cta).findByText(
        '녹음이나 영상을 올리면 몇 분 안에 같은 리포트를 받습니다. 분석마다 크레딧이 차감됩니다.',
      ),
    ).toBeTruthy();
    expect(cta.textContent).not.toMatch(/무료/);
  });

  it('keeps “free during the beta” while the beta is on', async () => {
    renderPage(true);
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await vi.mocked(fetch).mock.results[0]?.value;
    const cta = screen.getByRole('region', { name: 'Get this for your own class' });
    expect(await within(cta).findByText(/^Free during the beta\./)).toBeTruthy();
    expect(cta.textContent).not.toMatch(/uses credits/);
  });

  it('comes from a committed fixture run through the engine, not from typed-in numbers', () => {
    const repoRoot = path.resolve(import.meta.dirname, '../../../../../..');
    for (const c of sampleData.classes) expect(existsSync(path.join(repoRoot, c.fixture)), c.fixture).toBe(true);
    expect(sampleClass.engine.transcriber).toBe('local');
    expect(sampleClass.report.summary.length).toBeGreaterThan(20);
  });

  it('is labelled as a sample and shows the engine’s own report, dashboard and metrics', async () => {
    renderPage();
    expect(screen.getByText('Sample')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('sample vinyasa class analysed by CueCoach');
    // Feedback tab first: the report's focus area title, as the engine wrote it.
    const focus = sampleClass.report.focusAreas[0];
    if (focus) expect(screen.getAllByText(focus.title).length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('tab', { name: 'Report' }));
    expect(screen.getByTestId('overall-score').textContent).toContain(String(sampleClass.report.overallRating.score));
    expect(screen.getByText(sampleClass.report.summary)).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Dashboard' }));
    expect(screen.getByText(/The dashboard after uploading this one class/)).toBeTruthy();
    expect(document.title).toBe('Sample report · CueCoach');
  });
});
