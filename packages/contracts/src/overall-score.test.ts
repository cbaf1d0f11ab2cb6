import { describe, expect, it } from 'vitest';
import { styles } from './enums.ts';
import { keyMetricKeys, metricRegistry } from './metric-registry.ts';
import { metricBands, metricOnTarget } from './metric-rule.ts';
import { clearlyOffTarget, type KeyScores, masterEdgeGrace, overallRating } from './overall-score.ts';

/** A small deterministic generator (mulberry32), so a failing case can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ranges: Record<keyof KeyScores, [number, number]> = {
  wpm: [0, 260],
  silenceRatio: [0, 1],
  fillersPer100: [0, 15],
  cuesPerMinute: [0, 25],
  clarity: [0, 100],
  flow: [0, 100],
  consistency: [0, 100],
};

function metricSet(next: () => number): KeyScores {
  const pick = (k: keyof KeyScores) => ranges[k][0] + (ranges[k][1] - ranges[k][0]) * next();
  return {
    wpm: pick('wpm'),
    silenceRatio: pick('silenceRatio'),
    fillersPer100: pick('fillersPer100'),
    cuesPerMinute: pick('cuesPerMinute'),
    clarity: pick('clarity'),
    flow: pick('flow'),
    consistency: pick('consistency'),
  };
}

const allStyles = [null, ...styles];
const CASES = 400;

describe('the overall score over generated metric sets', () => {
  it('is monotone: moving any one metric toward its band never lowers the score, away never raises it', () => {
    const next = random(1);
    for (let i = 0; i < CASES; i++) {
      const style = allStyles[Math.floor(next() * allStyles.length)] ?? null;
      const language = next() < 0.5 ? 'ko' : 'en';
      const bands = metricBands(style, language);
      const m = metricSet(next);
      const base = overallRating(m, style, language).score;
      for (const k of keyMetricKeys) {
        const band = bands[k];
        const inside =
          band.min !== undefined && band.max !== undefined ? (band.min + band.max) / 2 : (band.min ?? band.max ?? 0);
        const toward = { ...m, [k]: m[k] + (inside - m[k]) * 0.5 };
        const away = { ...m, [k]: m[k] + (m[k] - inside) * 0.5 };
        expect(overallRating(toward, style, language).score, `${k} toward`).toBeGreaterThanOrEqual(base);
        if (k !== 'silenceRatio' || away[k] <= 1) {
          expect(overallRating(away, style, language).score, `${k} away`).toBeLessThanOrEqual(base);
        }
      }
    }
  });

  it('is not dominated by one metric: any single metric moves the score by at most its share', () => {
    const next = random(2);
    const share = Math.ceil(100 / keyMetricKeys.length);
    for (let i = 0; i < CASES; i++) {
      const style = allStyles[Math.floor(next() * allStyles.length)] ?? null;
      const m = metricSet(next);
      const other = metricSet(next);
      const base = overallRating(m, style, 'en').score;
      for (const k of keyMetricKeys) {
        const changed = overallRating({ ...m, [k]: other[k] }, style, 'en').score;
        expect(Math.abs(changed - base), k).toBeLessThanOrEqual(share);
      }
    }
  });

  it('calls a class "master" exactly when it scores 90 and no key metric is clearly off target', () => {
    const next = random(3);
    let masters = 0;
    for (let i = 0; i < CASES * 2; i++) {
      const style = allStyles[Math.floor(next() * allStyles.length)] ?? null;
      const bands = metricBands(style, 'ko');
      // Half the sets start on target so both sides of the rule are exercised.
      const m = metricSet(next);
      if (next() < 0.5) {
        for (const k of keyMetricKeys) {
          const b = bands[k];
          const lo = b.min ?? 0;
          const hi = b.max ?? (k === 'wpm' ? 200 : 100);
          m[k] = next() < 0.85 ? lo + (hi - lo) * next() : m[k];
        }
      }
      const rating = overallRating(m, style, 'ko');
      const allOn = keyMetricKeys.every((k) => metricOnTarget(k, m[k], bands[k]));
      const noneClearlyOff = keyMetricKeys.every((k) => !clearlyOffTarget(k, m[k], bands[k]));
      expect(rating.level === 'master').toBe(rating.score >= 90 && noneClearlyOff);
      // Every key metric on target is still master, whatever the grace.
      if (allOn) expect(rating.level).toBe('master');
      if (rating.level === 'master') masters++;
      expect(rating.score).toBeGreaterThanOrEqual(0);
      expect(rating.score).toBeLessThanOrEqual(100);
    }
    expect(masters).toBeGreaterThan(10);
  });

  it('reads only rates and ratios, so the same teaching scores the same at any length', () => {
    // The score's inputs are the key scores, which the registry defines as rates (per minute, per 100 words) or
    // ratios; nothing in it depends on duration or word totals.
    for (const k of keyMetricKeys) expect(metricRegistry[k].keyScore).toBe(true);
    const m: KeyScores = {
      wpm: 130,
      silenceRatio: 0.3,
      fillersPer100: 3,
      cuesPerMinute: 7,
      clarity: 78,
      flow: 85,
      consistency: 90,
    };
    expect(overallRating(m, 'reformer', 'en')).toEqual(overallRating({ ...m }, 'reformer', 'en'));
  });

  it('prices a worked example the way docs/metrics.md does', () => {
    // Reformer, English: pace 130 (in), silence 40 % (8 points over 32 %: 0.08 / 0.2 → 60 % of its share),
    // fillers 3 per 100 (50 % over 2: 0.5 / 2 → 75 %), cues 7 (12.5 % under 8: → 79 %), clarity 78 (2.5 % under
    // 80 → 95 %), flow and consistency in → (1 + 0.6 + 0.75 + 0.79 + 0.95 + 1 + 1) / 7 = 87 %.
    const m: KeyScores = {
      wpm: 130,
      silenceRatio: 0.4,
      fillersPer100: 3,
      cuesPerMinute: 7,
      clarity: 78,
      flow: 85,
      consistency: 90,
    };
    expect(overallRating(m, 'reformer', 'en')).toEqual({ score: 87, level: 'expert', onTarget: 3 });
  });

  it('gives copies of one class a hair either side of a band edge the same level, and takes master for a clear miss', () => {
    // Vinyasa, English: cues 8–20 a minute, grace a tenth of the width (1.2). The landing sample's copies read cue
    // density up to 0.85 a minute apart: just inside and just past the edge must not split master from expert.
    const m: KeyScores = {
      wpm: 130,
      silenceRatio: 0.3,
      fillersPer100: 1,
      cuesPerMinute: 19.6,
      clarity: 90,
      flow: 90,
      consistency: 90,
    };
    expect(masterEdgeGrace('cuesPerMinute', metricBands('vinyasa', 'en').cuesPerMinute)).toBeCloseTo(1.2, 6);
    const inside = overallRating(m, 'vinyasa', 'en');
    const hairPast = overallRating({ ...m, cuesPerMinute: 20.45 }, 'vinyasa', 'en');
    expect(inside).toEqual({ score: 100, level: 'master', onTarget: 7 });
    // Past the edge it still loses a little of its share and is not counted on target: only the level holds.
    expect(hairPast).toEqual({ score: 99, level: 'master', onTarget: 6 });
    // Clearly over (past the edge by more than the grace): expert, whatever the score.
    const clear = overallRating({ ...m, cuesPerMinute: 21.5 }, 'vinyasa', 'en');
    expect(clear.level).toBe('expert');
    expect(clear.score).toBeGreaterThanOrEqual(90);
    // Below the band the same: 7 a minute is 1 under 8 (inside the grace), 6.5 is clearly under.
    expect(overallRating({ ...m, cuesPerMinute: 7 }, 'vinyasa', 'en').level).toBe('master');
    expect(overallRating({ ...m, cuesPerMinute: 6.5 }, 'vinyasa', 'en').level).toBe('expert');
  });

  it('gives a one-sided band (a minimum) only the metric’s container tolerance as grace', () => {
    const bands = metricBands('vinyasa', 'en');
    expect(masterEdgeGrace('clarity', bands.clarity)).toBe(metricRegistry.clarity.tolerance);
    const m: KeyScores = {
      wpm: 130,
      silenceRatio: 0.3,
      fillersPer100: 1,
      cuesPerMinute: 12,
      clarity: 78,
      flow: 90,
      consistency: 90,
    };
    expect(overallRating(m, 'vinyasa', 'en').level).toBe('master');
    expect(overallRating({ ...m, clarity: 76 }, 'vinyasa', 'en').level).toBe('expert');
  });
});
