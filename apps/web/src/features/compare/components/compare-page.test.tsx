import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleClass } from '@/features/sample-report/index.ts';
import { i18n } from '@/lib/i18n.ts';
import { detail, renderRoute } from '@/testing/render-route.tsx';
import { ComparePage } from './compare-page.tsx';

// Real engine output (the sample report's class) as the base, with the numbers this test needs. Hatha targets:
// pace 105–140 WPM, fillers ≤ 2 per 100 words, cues 6–12 per minute, clarity and flow ≥ 80.
const metrics = (over: Record<string, number>) => ({ ...sampleClass.metrics, clarity: 85, flow: 85, ...over });
const monday = detail('mon', 'Monday flow', {
  style: 'hatha',
  createdAt: '2026-11-10T09:00:00.000Z',
  metrics: metrics({ wpm: 170, fillersPer100: 4, cuesPerMinute: 8, silenceRatio: 0.3, avgPauseSec: 1.5 }),
  report: {
    ...sampleClass.report,
    nextSessionTargets: [
      {
        ...sampleClass.report.nextSessionTargets[0]!,
        actionPlan: 'Teach at 140 WPM or less.',
        metric: 'wpm',
        comparator: 'at_most',
        target: 140,
      },
      {
        ...sampleClass.report.nextSessionTargets[0]!,
        actionPlan: 'Keep fillers under 2 per 100 words.',
        metric: 'fillersPer100',
        comparator: 'at_most',
        target: 2,
      },
    ],
  },
});
const friday = detail('fri', 'Friday flow', {
  style: 'hatha',
  createdAt: '2026-11-14T09:00:00.000Z',
  metrics: metrics({ wpm: 130, fillersPer100: 3, cuesPerMinute: 8, silenceRatio: 0.3, avgPauseSec: 1.5 }),
  report: sampleClass.report,
});

function open(url: string, sessions: Record<string, unknown> = { mon: monday, fri: friday }) {
  return renderRoute(ComparePage, {
    path: '/compare/:a/:b',
    url,
    handler: (u) => {
      const id = u.pathname.split('/').pop() ?? '';
      return sessions[id] ? { body: sessions[id] } : undefined;
    },
  });
}

describe('compare page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads the first session of the address as the baseline and says what improved and what is still off', async () => {
    open('/compare/mon/fri');
    const baseline = await screen.findByText('기준 세션:');
    expect(baseline.parentElement?.textContent).toMatch(/기준 세션: Monday flow .*비교 세션: Friday flow/);
    const improved = screen.getByRole('heading', { name: '좋아진 점' }).parentElement!;
    expect(within(improved).getByText(/말하기 속도: 170 → 130/)).toBeTruthy();
    const workOn = screen.getByRole('heading', { name: '다음에 집중할 점' }).parentElement!;
    expect(within(workOn).getByText(/군더더기 말: 3\.0 \(목표 ≤ 2\.0\)/)).toBeTruthy();
    expect(within(workOn).queryByText(/말하기 속도/)).toBeNull();
  });

  it("checks the earlier report's targets against the later class", async () => {
    open('/compare/mon/fri');
    const targets = (await screen.findByRole('heading', { name: '이전 리포트의 목표 달성 여부' })).parentElement!;
    const items = within(targets)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['달성Teach at 140 WPM or less.', '미달성Keep fillers under 2 per 100 words.']);
  });

  it('swaps what is on screen: columns, changes and verdicts, not only the address', async () => {
    const { router } = open('/compare/mon/fri');
    await screen.findByText('기준 세션:');
    const row = () => document.querySelector('tr[data-metric="wpm"]') as HTMLElement;
    expect(row().dataset.verdict).toBe('better');
    expect(
      within(row())
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['170', '130', expect.stringMatching(/−40/)]);
    fireEvent.click(screen.getByRole('button', { name: '순서 바꾸기' }));
    expect(router.state.location.pathname).toBe('/compare/fri/mon');
    expect((await screen.findByText('기준 세션:')).parentElement?.textContent).toMatch(
      /기준 세션: Friday flow .*비교 세션: Monday flow/,
    );
    expect(row().dataset.verdict).toBe('worse');
    expect(
      within(row())
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['130', '170', expect.stringMatching(/\+40/)]);
    // The earlier report's targets still read earlier → later.
    const targets = screen.getByRole('heading', { name: '이전 리포트의 목표 달성 여부' }).parentElement!;
    expect(within(targets).getAllByRole('listitem')[0]?.textContent).toBe('달성Teach at 140 WPM or less.');
  });

  it('refuses one session compared with itself or one without results', async () => {
    vi.unstubAllGlobals();
    open('/compare/mon/mon');
    expect(await screen.findByText('서로 다른 두 세션을 선택하세요.')).toBeTruthy();

    vi.unstubAllGlobals();
    open('/compare/mon/new', { mon: monday, new: detail('new', 'Still running', { status: 'processing' }) });
    expect(await screen.findByText('두 세션 모두 분석이 완료되어야 비교할 수 있습니다.')).toBeTruthy();
  });
});
