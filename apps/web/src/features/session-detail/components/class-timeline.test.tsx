import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleClass } from '@/features/sample-report/index.ts';
import { i18n } from '@/lib/i18n.ts';
import { detail, renderRoute } from '@/testing/render-route.tsx';
import { SessionDetailPage } from './session-detail-page.tsx';

const id = '66666666-6666-4666-8666-666666666666';

/** A pilates class: talk, the hundred (students working), an announced hold, then 40 s nobody explained. */
const classTime = {
  stretches: [
    { start: 2, end: 20, kind: 'speaking' as const },
    { start: 20, end: 75, kind: 'working' as const },
    { start: 75, end: 90, kind: 'speaking' as const },
    { start: 90, end: 110, kind: 'hold' as const },
    { start: 110, end: 130, kind: 'speaking' as const },
    { start: 130, end: 175, kind: 'working' as const },
    { start: 175, end: 195, kind: 'dead_air' as const },
    { start: 195, end: 210, kind: 'speaking' as const },
  ],
  seconds: { speaking: 68, working: 100, hold: 20, question: 0, dead_air: 20 },
  talkShare: 0.327,
  deadAirCount: 1,
  longestDeadAirSec: 65,
  midSentenceGapCount: 0,
};

function open(metrics: Record<string, unknown>) {
  const session = detail(id, 'Mat pilates', { style: 'mat', language: 'en', metrics, segments: sampleClass.segments });
  return renderRoute(SessionDetailPage, {
    path: '/sessions/:id',
    url: `/sessions/${id}`,
    handler: (url) => (url.pathname === `/api/sessions/${id}` ? { body: session } : undefined),
  });
}

describe('the class time timeline on the session page', () => {
  afterEach(async () => {
    await i18n.changeLanguage('ko');
  });

  it('shows what each stretch was, with the seconds of each kind and the dead air, in Korean', async () => {
    await i18n.changeLanguage('ko');
    open({ ...sampleClass.metrics, classTime });
    const card = (await screen.findByRole('heading', { name: '수업 시간 구성' })).closest('section, div')!;
    const legend = within(card as HTMLElement);
    expect(legend.getByText('회원 동작')).toBeTruthy();
    expect(legend.getByText('1:40 (48%)')).toBeTruthy();
    expect(legend.getByText('알린 유지·휴식')).toBeTruthy();
    // No question was asked: a kind with no time is left out of the legend (this analysis predates students' own
    // stretch and carries no seconds for it).
    expect(legend.queryByText('답 기다림')).toBeNull();
    expect(legend.queryByText('수강생 질문')).toBeNull();
    expect(screen.getByTestId('class-time-dead-air').textContent).toMatch(/어색한 침묵이 1번.*65초/);
    expect(screen.getByTestId('class-timeline').children).toHaveLength(8);
  });

  it('says so when no silence became dead air, in English', async () => {
    await i18n.changeLanguage('en');
    const calm = {
      ...classTime,
      stretches: classTime.stretches.map((s) => (s.kind === 'dead_air' ? { ...s, kind: 'working' as const } : s)),
      seconds: { ...classTime.seconds, working: 120, dead_air: 0 },
      deadAirCount: 0,
      longestDeadAirSec: 0,
    };
    open({ ...sampleClass.metrics, classTime: calm });
    await screen.findByRole('heading', { name: 'Class time' });
    expect(screen.getByText('Students working')).toBeTruthy();
    expect(screen.getByTestId('class-time-dead-air').textContent).toMatch(/^No dead air/);
  });

  it("shows a student's question as the class's own stretch, apart from the instructor's speaking", async () => {
    const withQuestion = {
      ...classTime,
      stretches: [
        ...classTime.stretches.slice(0, -1),
        { start: 195, end: 201, kind: 'speaking' as const },
        { start: 201, end: 207, kind: 'class_question' as const },
        { start: 207, end: 210, kind: 'speaking' as const },
      ],
      seconds: { ...classTime.seconds, speaking: 62, class_question: 6 },
    };
    for (const [language, label, speaking] of [
      ['ko', '수강생 질문', '강사 발화'],
      ['en', 'Question from the class', 'Speaking'],
    ] as const) {
      await i18n.changeLanguage(language);
      open({ ...sampleClass.metrics, classTime: withQuestion });
      await screen.findByTestId('class-timeline');
      const item = screen.getByText(label).closest('li')!;
      expect(item.getAttribute('data-kind')).toBe('class_question');
      expect(item.textContent).toContain('0:06 (3%)');
      expect(screen.getByText(speaking).closest('li')!.textContent).toContain('1:02 (30%)');
      expect(screen.getByTestId('class-timeline').children).toHaveLength(10);
      cleanup();
    }
  });

  it('is not shown for an analysis made before the class time model', async () => {
    await i18n.changeLanguage('en');
    // The sample class is analysed with the class time model now; an older analysis has no classTime.
    const { classTime: _classTime, ...before } = sampleClass.metrics;
    open(before);
    await screen.findByRole('heading', { name: 'Key metrics' });
    expect(screen.queryByRole('heading', { name: 'Class time' })).toBeNull();
  });
});
