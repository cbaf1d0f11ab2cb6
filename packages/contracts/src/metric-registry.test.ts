import { describe, expect, it } from 'vitest';
import { styles } from './enums.ts';
import { displayedValue, isRuledMetric, keyMetricKeys, metricRegistry, ruledMetricKeys } from './metric-registry.ts';
import { compareMetric, metricBands, metricOnTarget, metricPosition } from './metric-rule.ts';
import { sessionKeyScores } from './sessions.ts';

describe('the metric registry', () => {
  it('derives the key scores the list carries from its entries', () => {
    expect(keyMetricKeys).toEqual([
      'wpm',
      'silenceRatio',
      'fillersPer100',
      'cuesPerMinute',
      'clarity',
      'flow',
      'consistency',
    ]);
    expect(Object.keys(sessionKeyScores.shape)).toEqual(keyMetricKeys);
    expect(isRuledMetric('maxPauseSec')).toBe(true);
    expect(isRuledMetric('toString')).toBe(false);
  });

  it('gives every metric a band on every style, a positive tolerance and a target step', () => {
    for (const style of [null, ...styles]) {
      const bands = metricBands(style, 'ko');
      for (const key of ruledMetricKeys) {
        const band = bands[key];
        expect(band.min !== undefined || band.max !== undefined, `${key} ${style}`).toBe(true);
        if (band.min !== undefined && band.max !== undefined) expect(band.min).toBeLessThanOrEqual(band.max);
      }
    }
    for (const key of ruledMetricKeys) {
      expect(metricRegistry[key].tolerance).toBeGreaterThan(0);
      expect(metricRegistry[key].targetStep).toBeGreaterThan(0);
    }
  });

  it('judges the value as shown: 40.3 % silence reads "40 %" and is on a 25–40 % target', () => {
    const hatha = metricBands('hatha', 'en');
    expect(displayedValue('silenceRatio', 0.403)).toBe(0.4);
    expect(metricPosition('silenceRatio', 0.403, hatha.silenceRatio)).toBe('within');
    expect(metricPosition('silenceRatio', 0.406, hatha.silenceRatio)).toBe('above');
    expect(metricOnTarget('wpm', 140.4, hatha.wpm)).toBe(true);
  });
});

describe('better or worse: toward the band, beyond the noise', () => {
  const hatha = metricBands('hatha', 'en');

  it('calls leaving the band from below worse, however far the value fell (40 % → 16 % silence)', () => {
    expect(compareMetric('silenceRatio', 0.4, 0.16, hatha.silenceRatio)).toBe('worse');
    expect(compareMetric('silenceRatio', 0.16, 0.4, hatha.silenceRatio)).toBe('better');
    // Overshooting from above to below by more is worse, by less is better.
    expect(compareMetric('silenceRatio', 0.5, 0.1, hatha.silenceRatio)).toBe('worse');
    expect(compareMetric('silenceRatio', 0.5, 0.2, hatha.silenceRatio)).toBe('better');
  });

  it('calls a re-analysis of identical audio "same": differences within the measured tolerance', () => {
    expect(compareMetric('wpm', 105, 106, hatha.wpm)).toBe('same');
    expect(compareMetric('wpm', 100, 102, hatha.wpm)).toBe('same');
    expect(compareMetric('silenceRatio', 0.39, 0.4, hatha.silenceRatio)).toBe('same');
    expect(compareMetric('silenceRatio', 0.41, 0.42, hatha.silenceRatio)).toBe('same');
    expect(compareMetric('clarity', 70, 72)).toBe('same');
    for (const key of ruledMetricKeys) {
      const tol = metricRegistry[key].tolerance;
      const band = hatha[key];
      const far = (band.min ?? 0) - 10 * tol - 1;
      if (band.min !== undefined && far >= 0) {
        expect(compareMetric(key, far, far + tol, band), key).toBe('same');
        expect(compareMetric(key, far, far + 3 * tol, band), key).toBe('better');
      }
    }
  });

  it('mirrors when the order is swapped', () => {
    const values = [0, 0.1, 0.25, 0.33, 0.4, 0.47, 0.9];
    for (const a of values) {
      for (const b of values) {
        const ab = compareMetric('silenceRatio', a, b, hatha.silenceRatio);
        const ba = compareMetric('silenceRatio', b, a, hatha.silenceRatio);
        expect(ba).toBe(ab === 'better' ? 'worse' : ab === 'worse' ? 'better' : 'same');
      }
    }
  });
});
