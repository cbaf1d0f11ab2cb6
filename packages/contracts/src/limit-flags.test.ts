import { describe, expect, it } from 'vitest';
import { classSeconds, sweepMatClass } from './judged-metrics.fixtures.ts';
import { judgedLimitFlags } from './limit-flags.ts';

const seconds = classSeconds;
const mat = sweepMatClass;
const limits = { minWpm: 100, maxWpm: 220, maxSilenceRatio: 0.5 };

describe('the admin’s pace limits, judged on teaching time', () => {
  it('does not flag a slow, silent whole-class figure that students’ working time explains', () => {
    const flags = judgedLimitFlags(mat, limits);
    expect(flags).toMatchObject({ paceBelowMin: false, paceAboveMax: false, silenceAboveMax: false, ...limits });
    // Judged at the limit's edge, no further (as the cards are judged at the band's).
    expect(flags.judgedWpm).toBe(100);
    expect(flags.judgedSilenceRatio).toBe(0.5);
  });

  it('flags the same figures when the silence was dead air, or the analysis has no class time', () => {
    for (const m of [
      { ...mat, classTime: seconds({ speaking: 109, dead_air: 101 }) },
      { ...mat, classTime: undefined },
    ])
      expect(judgedLimitFlags(m, limits)).toMatchObject({
        paceBelowMin: true,
        silenceAboveMax: true,
        judgedWpm: 81,
        judgedSilenceRatio: 0.57,
      });
  });

  it('flags a class still under the minimum over its teaching time, at the teaching-time pace', () => {
    const slow = { ...mat, wpm: 40, classTime: seconds({ speaking: 150, working: 60 }) };
    const flags = judgedLimitFlags(slow, limits);
    expect(flags.paceBelowMin).toBe(true);
    expect(flags.judgedWpm).toBeCloseTo(56, 6); // 40 × 210 / 150
  });

  it('never excuses a pace over the maximum: students’ time only explains slowness and silence', () => {
    const fast = { ...mat, wpm: 240, silenceRatio: 0.2 };
    expect(judgedLimitFlags(fast, limits)).toMatchObject({ paceAboveMax: true, judgedWpm: 240 });
  });
});
