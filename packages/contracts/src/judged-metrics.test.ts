import { describe, expect, it } from 'vitest';
import { styles } from './enums.ts';
import { classSeconds, sweepMatClass } from './judged-metrics.fixtures.ts';
import { excusedByStudentTime, judgedKeyScores, longEnoughToJudge, minimumJudgedSec } from './judged-metrics.ts';
import { keyMetricKeys } from './metric-registry.ts';
import { distanceToBand, metricBands } from './metric-rule.ts';
import { classRating, overallRating } from './overall-score.ts';

const seconds = classSeconds;
const mat = sweepMatClass;

describe('verdicts on teaching, not students’ working time', () => {
  it('scores the mat class as its teaching deserves (74 advanced before)', () => {
    expect(overallRating(mat, 'mat', 'en')).toMatchObject({ level: 'advanced' });
    expect(classRating(mat, 'mat', 'en')).toMatchObject({ score: 100, level: 'master', onTarget: 7 });
    expect(excusedByStudentTime('wpm', mat, metricBands('mat', 'en'))).toBe(true);
  });

  it('still marks down silence that is dead air, and judges an analysis without class time as measured', () => {
    const deadAir = { ...mat, classTime: seconds({ speaking: 109, dead_air: 101 }) };
    expect(classRating(deadAir, 'mat', 'en')?.score).toBe(overallRating(mat, 'mat', 'en').score);
    const old = { ...mat, classTime: undefined };
    expect(classRating(old, 'mat', 'en')).toEqual(overallRating(mat, 'mat', 'en'));
  });

  it('excuses cue density over a kettlebell class’s sets and rests (3.2 a minute, "Cue more often" before)', () => {
    const kb = { ...mat, cuesPerMinute: 3.2, classTime: seconds({ speaking: 48, working: 62, hold: 60 }) };
    const bands = metricBands('hiit', 'en');
    expect(judgedKeyScores(kb, bands).cuesPerMinute).toBe(bands.cuesPerMinute.min);
  });

  it('never judges a figure worse than measured, nor past the band’s edge, for any style and amount of work', () => {
    for (const style of [null, ...styles])
      for (const language of ['en', 'ko'] as const) {
        const bands = metricBands(style, language);
        for (const working of [0, 10, 60, 150])
          for (const wpm of [40, 100, 140, 200])
            for (const silence of [0.1, 0.3, 0.6])
              for (const cues of [1, 6, 15]) {
                const m = { ...mat, wpm, silenceRatio: silence, cuesPerMinute: cues };
                m.classTime = seconds({ speaking: 90, working, dead_air: 10 });
                const j = judgedKeyScores(m, bands);
                for (const k of keyMetricKeys) {
                  expect(distanceToBand(j[k], bands[k])).toBeLessThanOrEqual(distanceToBand(m[k], bands[k]) + 1e-9);
                  const b = bands[k];
                  // Never across the band: a slow class is not judged fast, a silent one not too talkative.
                  if (b.min !== undefined && m[k] < b.min) expect(j[k]).toBeLessThanOrEqual(b.max ?? b.min);
                  if (b.max !== undefined && m[k] > b.max) expect(j[k]).toBeGreaterThanOrEqual(b.min ?? b.max);
                }
              }
      }
  });
});

describe('a class too short to judge', () => {
  it('gets no score or level under the minimum, whatever its figures, and one from the minimum on', () => {
    const clip = { ...mat, durationSec: 47, classTime: seconds({ speaking: 45 }) };
    expect(longEnoughToJudge(clip)).toBe(false);
    expect(classRating(clip, 'mat', 'en')).toBeNull();
    // Without class time (an older analysis) the recording's length decides.
    expect(classRating({ ...clip, classTime: undefined }, 'mat', 'en')).toBeNull();
    const enough = { ...mat, classTime: seconds({ speaking: minimumJudgedSec }) };
    expect(classRating(enough, 'mat', 'en')).not.toBeNull();
  });
});
