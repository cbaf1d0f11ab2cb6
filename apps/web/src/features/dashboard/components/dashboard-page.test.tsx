import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n.ts';
import { listItem, renderRoute } from '@/testing/render-route.tsx';
import { DashboardPage } from './dashboard-page.tsx';

function open(items: ReturnType<typeof listItem>[]) {
  return renderRoute(DashboardPage, {
    path: '/dashboard',
    url: '/dashboard',
    handler: (url) => {
      if (url.pathname !== '/api/sessions') return undefined;
      // The dashboard asks for completed sessions only, newest first.
      expect(url.searchParams.get('status')).toBe('completed');
      return { body: { items, total: items.length, page: 1, pageSize: 100 } };
    },
  });
}

// Vinyasa targets: six of the seven key scores of listItem's defaults are on target (consistency 77 is not).
const day = (d: number) => ({ createdAt: `2026-11-${String(d).padStart(2, '0')}T09:00:00.000Z` });

describe('dashboard page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('invites a first upload when nothing is analysed yet', async () => {
    await i18n.changeLanguage('ko');
    open([]);
    expect(await screen.findByRole('heading', { name: '아직 분석된 수업이 없습니다' })).toBeTruthy();
    expect(
      screen.getAllByRole('link', { name: '수업 업로드' }).every((a) => a.getAttribute('href') === '/upload'),
    ).toBe(true);
  });

  it('lists the latest classes, the level earned by the written rule, and the headline change', async () => {
    await i18n.changeLanguage('ko');
    open([
      listItem('c', 'Third class', { ...day(14), scores: { ...listItem('x', '').scores, wpm: 135 } }),
      listItem('b', 'Second class', { ...day(12), scores: { ...listItem('x', '').scores, wpm: 170 } }),
      listItem('a', 'First class', day(10)),
    ]);
    const latest = (await screen.findByRole('heading', { name: '최근 세션' })).parentElement!;
    expect(
      within(latest)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Third class', '/sessions/c'],
      ['Second class', '/sessions/b'],
      ['First class', '/sessions/a'],
      ['모든 세션 보기', '/sessions'],
    ]);
    // 3 sessions with most key scores on target: intermediate (3+ sessions and 40 %).
    const level = screen.getByRole('heading', { name: '성장 단계' }).parentElement!;
    expect(level.textContent).toContain('중급');
    expect(level.textContent).toContain('분석된 세션 3개');
    // Latest vs the one before: pace 170 → 135 moves into the 115–150 band.
    const headline = screen.getByRole('heading', { name: '주요 추이' }).parentElement!;
    const pace = within(headline).getByText('말하기 속도').parentElement!;
    expect(pace.textContent).toContain('170 → 135');
    expect(pace.textContent).toContain('개선');
  });

  it('in English, says one session is one session and asks for a second before showing trends', async () => {
    await i18n.changeLanguage('en');
    open([listItem('a', 'Only class', day(10))]);
    const level = (await screen.findByRole('heading', { name: 'Growth stage' })).parentElement!;
    expect(level.textContent).toContain('1 session analysed');
    expect(screen.getByRole('heading', { name: 'Headline trends' }).parentElement?.textContent).toContain(
      'Trends appear once two sessions are analysed.',
    );
  });

  // Two 20-second test clips are analysed but too short to judge: "two sessions are analysed" would be untrue.
  it('says why there are no trends when the sessions analysed are too short to judge', async () => {
    const short = { judgedScores: null };
    for (const [lng, text] of [
      [
        'en',
        'Trends appear once two sessions are long enough to judge (50 s or more); shorter recordings count as practice.',
      ],
      [
        'ko',
        '추이는 판정할 수 있을 만큼 긴 세션(50초 이상)이 2개 이상일 때 보입니다. 더 짧은 녹음은 연습으로만 셉니다.',
      ],
    ] as const) {
      await i18n.changeLanguage(lng);
      open([
        listItem('b', 'Second clip', { ...day(12), ...short }),
        listItem('a', 'First clip', { ...day(10), ...short }),
      ]);
      const heading = await screen.findByRole('heading', { name: lng === 'en' ? 'Headline trends' : '주요 추이' });
      expect(heading.parentElement?.textContent).toContain(text);
      cleanup();
    }
  });
});
