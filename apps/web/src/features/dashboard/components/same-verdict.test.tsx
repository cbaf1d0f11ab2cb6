import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComparePage } from '@/features/compare/index.ts';
import { sampleClass } from '@/features/sample-report/index.ts';
import { i18n } from '@/lib/i18n.ts';
import { detail, listItem, renderRoute } from '@/testing/render-route.tsx';
import { DashboardPage } from './dashboard-page.tsx';

/**
 * The dashboard once said fillers "2.0 → 10.0 worse" while compare said "10.0 → 2.0 (Better)" for the same
 * two classes, because the dashboard ordered by upload time. The class recorded on Nov 20 was uploaded last.
 */
const scores = (fillersPer100: number) => ({ ...listItem('x', '').scores, fillersPer100 });
const nov20 = {
  style: 'vinyasa',
  recordedOn: '2026-11-20',
  createdAt: '2026-11-23T09:00:00.000Z',
  scores: scores(10),
};
const nov22 = {
  style: 'vinyasa',
  recordedOn: '2026-11-22',
  createdAt: '2026-11-22T09:00:00.000Z',
  scores: scores(2),
};
const fullMetrics = (s: ReturnType<typeof scores>) => ({ ...sampleClass.metrics, ...s });

function openDashboard() {
  return renderRoute(DashboardPage, {
    path: '/dashboard',
    url: '/dashboard',
    handler: (url) => {
      if (url.pathname !== '/api/sessions') return undefined;
      // Served in upload order on purpose: the page must not depend on it.
      const items = [listItem('early', 'Tuesday flow', nov20), listItem('late', 'Thursday flow', nov22)];
      return { body: { items, total: 2, page: 1, pageSize: 100 } };
    },
  });
}

function openCompare(url: string) {
  const sessions: Record<string, unknown> = {
    early: detail('early', 'Tuesday flow', { ...nov20, metrics: fullMetrics(nov20.scores) }),
    late: detail('late', 'Thursday flow', { ...nov22, metrics: fullMetrics(nov22.scores) }),
  };
  return renderRoute(ComparePage, {
    path: '/compare/:a/:b',
    url,
    handler: (u) => {
      const id = u.pathname.split('/').pop() ?? '';
      return sessions[id] ? { body: sessions[id] } : undefined;
    },
  });
}

describe('the same two classes on compare and on the dashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives fillers the same direction and verdict on both screens, in English and Korean', async () => {
    for (const [lng, better] of [
      ['en', 'Better'],
      ['ko', '개선'],
    ] as const) {
      await i18n.changeLanguage(lng);
      const { requests } = openDashboard();
      const headline = (await screen.findByText(lng === 'en' ? 'Headline trends' : '주요 추이')).parentElement!;
      const fillers = within(headline).getByText(lng === 'en' ? 'Filler words' : '군더더기 말').parentElement!;
      expect(fillers.textContent).toContain('10.0 → 2.0');
      expect(fillers.textContent).toContain(better);
      // The dashboard asks the server for recording order too.
      expect(requests[0]?.url.searchParams.get('sort')).toBe('recordedOn');
      document.body.innerHTML = '';
      vi.unstubAllGlobals();

      // Compare in recording order (the order the sessions list opens it in) gives the same answer; swapped, the
      // later class is the baseline and the verdict is the mirror image.
      for (const [url, values, verdict] of [
        ['/compare/early/late', ['10.0', '2.0'], 'better'],
        ['/compare/late/early', ['2.0', '10.0'], 'worse'],
      ] as const) {
        openCompare(url);
        const row = (await screen.findAllByRole('row')).find((r) => r.getAttribute('data-metric') === 'fillersPer100')!;
        const cells = within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent);
        expect(cells.slice(0, 2)).toEqual(values);
        expect(row.getAttribute('data-verdict')).toBe(verdict);
        if (verdict === 'better') expect(cells[2]).toContain(better);
        document.body.innerHTML = '';
        vi.unstubAllGlobals();
      }
    }
  });

  it('draws the trends oldest recording first, not in upload order', async () => {
    await i18n.changeLanguage('en');
    openDashboard();
    await userEvent.click(await screen.findByRole('tab', { name: 'Trends' }));
    // The trends tab loads its chart code on demand.
    const table = (await screen.findByText('Filler words', { selector: 'caption' })).closest('table')!;
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([expect.stringMatching(/Nov 20.*10\.0/), expect.stringMatching(/Nov 22.*2\.0/)]);
  });
});
