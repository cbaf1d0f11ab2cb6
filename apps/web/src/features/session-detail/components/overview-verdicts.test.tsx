import type { Metrics, SessionDetail } from '@cuecoach/contracts';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleClass } from '@/features/sample-report/index.ts';
import { i18n } from '@/lib/i18n.ts';
import { bandsFor } from '@/lib/metric-catalog.ts';
import { detail } from '@/testing/render-route.tsx';
import { OverviewTab } from './overview-tab.tsx';

/**
 * The metric cards judge teaching, not students' working time (contracts judged-metrics.ts): a 3.5-minute mat class
 * with 1 min 42 s of students' work shows its whole-class pace and silence, on target, with the time left out; a
 * class too short to judge shows its figures without verdicts and no score.
 */
const classTime = (working: number, speaking: number, deadAir = 0): Metrics['classTime'] => ({
  stretches: [],
  seconds: { speaking, working, hold: 0, question: 0, class_question: 0, dead_air: deadAir },
  talkShare: speaking / (speaking + working + deadAir),
  deadAirCount: deadAir > 0 ? 1 : 0,
  longestDeadAirSec: deadAir,
  midSentenceGapCount: 0,
});
const matMetrics: Metrics = {
  ...sampleClass.metrics,
  durationSec: 205,
  wpm: 81,
  silenceRatio: 0.57,
  cuesPerMinute: 7.6,
  fillersPer100: 0,
  clarity: 100,
  flow: 98,
  consistency: 99,
  classTime: classTime(102, 103),
};

function show(metrics: Metrics, report: SessionDetail['report']) {
  const session = detail('s1', 'Mat', { style: 'mat', language: 'en', metrics, report }) as unknown as SessionDetail;
  render(<OverviewTab session={session} bands={bandsFor('mat', 'en')} />);
}
const card = (key: string) => document.querySelector(`[data-metric="${key}"]`)?.textContent ?? '';

afterEach(() => document.body.replaceChildren());

describe('metric cards', () => {
  it('call a mat class’s pace and silence on target when students’ working time is what lowers them (en, ko)', async () => {
    await i18n.changeLanguage('en');
    show(matMetrics, null);
    expect(card('wpm')).toContain('81'); // the whole-class figure stays on screen
    expect(card('wpm')).toContain('On target');
    expect(card('wpm')).toContain('Judged without students’ working time (1:42)');
    expect(card('silenceRatio')).toContain('On target');
    expect(card('cuesPerMinute')).toContain('On target');
    document.body.replaceChildren();
    await i18n.changeLanguage('ko');
    show(matMetrics, null);
    expect(card('wpm')).toContain('목표 범위');
    expect(card('wpm')).toContain('회원 동작 시간(1:42)을 빼고 판정');
  });

  it('still call silence off target when it is dead air, and an analysis without class time as measured', async () => {
    await i18n.changeLanguage('en');
    show({ ...matMetrics, classTime: classTime(0, 103, 102) }, null);
    expect(card('silenceRatio')).toContain('Above target');
    expect(card('wpm')).toContain('Below target');
    document.body.replaceChildren();
    show({ ...matMetrics, classTime: undefined }, null);
    expect(card('wpm')).toContain('Below target');
    expect(card('wpm')).not.toContain('Judged without');
  });

  it('show a class too short to judge without verdicts or a score, in either language', async () => {
    const short = { ...matMetrics, durationSec: 47, classTime: classTime(0, 45) };
    const report = { ...sampleClass.report, overallRating: { score: null, level: null } } as SessionDetail['report'];
    await i18n.changeLanguage('en');
    show(short, report);
    expect(screen.getByTestId('too-short').textContent).toMatch(/Too short to score.*at least 50 seconds/);
    expect(screen.queryByTestId('overall-score')).toBeNull();
    expect(card('wpm')).toContain('Too short to judge');
    expect(card('wpm')).not.toMatch(/On target|Below target/);
    document.body.replaceChildren();
    await i18n.changeLanguage('ko');
    show(short, report);
    expect(screen.getByTestId('too-short').textContent).toMatch(/점수를 매기기에 너무 짧은 수업입니다.*50초 이상/);
    expect(card('wpm')).toContain('판정하기에 너무 짧음');
  });
});
