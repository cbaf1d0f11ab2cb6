import { existsSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { sampleClass, sampleData } from '../lib/sample-data.ts';
import { SampleReportPage } from './sample-report-page.tsx';

function renderPage() {
  const router = createMemoryRouter([{ path: '/sample-report', Component: SampleReportPage }], {
    initialEntries: ['/sample-report'],
  });
  render(<RouterProvider router={router} />);
}

describe('sample report', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(async () => {
    await i18n.changeLanguage('ko');
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
