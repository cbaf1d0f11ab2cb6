import { describe, expect, it } from 'vitest';
import { compareValues, defaultBands, formatDelta, formatMetric, metricDeltas, metricKeys } from './metric-catalog.ts';

const base = {
  wpm: 160,
  articulationWpm: 200,
  talkShare: 0.6,
  silenceRatio: 0.4,
  avgPauseSec: 1.5,
  maxPauseSec: 9,
  fillersPer100: 4,
  cuesPerMinute: 3,
  clarity: 70,
  flow: 65,
  consistency: 60,
};

describe('compare deltas: better or worse depends on the metric', () => {
  it('fewer fillers, shorter pauses, higher clarity are better; the reverse is worse', () => {
    expect(compareValues('fillersPer100', 4, 2.5)).toBe('better');
    expect(compareValues('fillersPer100', 1, 3)).toBe('worse');
    expect(compareValues('maxPauseSec', 9, 4)).toBe('better');
    expect(compareValues('clarity', 70, 85)).toBe('better');
    expect(compareValues('consistency', 80, 60)).toBe('worse');
  });

  it('banded metrics improve by moving toward the band, from either side', () => {
    // Target pace 120–150 WPM: slowing from 180 to 155 is better, slowing from 125 to 100 is worse.
    expect(compareValues('wpm', 180, 155)).toBe('better');
    expect(compareValues('wpm', 125, 100)).toBe('worse');
    expect(compareValues('wpm', 100, 130)).toBe('better');
    // Moving around inside the band is neither.
    expect(compareValues('wpm', 125, 145)).toBe('same');
    // Cue density 6–12/min: too many cues is not "more is better".
    expect(compareValues('cuesPerMinute', 14, 18)).toBe('worse');
    expect(compareValues('silenceRatio', 0.45, 0.3)).toBe('better');
  });

  it('uses the style’s bands when given (a restorative class may aim slower)', () => {
    const slow = { ...defaultBands, wpm: { min: 80, max: 110 } };
    expect(compareValues('wpm', 130, 100, slow)).toBe('better');
    expect(compareValues('wpm', 130, 100)).toBe('worse');
  });

  it('lists every metric with its delta and verdict', () => {
    const after = { ...base, wpm: 140, fillersPer100: 2, clarity: 70, flow: 60 };
    const deltas = metricDeltas(base, after);
    const byKey = Object.fromEntries(deltas.map((d) => [d.key, d]));
    expect(byKey.wpm).toMatchObject({ before: 160, after: 140, delta: -20, verdict: 'better' });
    expect(byKey.fillersPer100).toMatchObject({ delta: -2, verdict: 'better' });
    expect(byKey.clarity?.verdict).toBe('same');
    expect(byKey.flow?.verdict).toBe('worse');
    expect(deltas.map((d) => d.key)).toEqual(metricKeys);
  });

  it('judges talk time against its style: too much talk is worse, less talk inside the band is not', () => {
    // Default band: at most 90 % of the class talking; a low share is students working, never a fault.
    expect(compareValues('talkShare', 0.95, 0.8)).toBe('better');
    expect(compareValues('talkShare', 0.8, 0.95)).toBe('worse');
    expect(compareValues('talkShare', 0.6, 0.3)).toBe('same');
    expect(formatMetric('talkShare', 0.327, 'en')).toBe('33%');
  });

  it('leaves out a metric an older analysis does not carry instead of showing a blank change', () => {
    const { talkShare: _talkShare, ...older } = base;
    const deltas = metricDeltas(older as typeof base, { ...base, wpm: 140 });
    expect(deltas.map((d) => d.key)).toEqual(metricKeys.filter((k) => k !== 'talkShare'));
    expect(deltas.every((d) => Number.isFinite(d.delta))).toBe(true);
  });

  it('formats values and signed deltas the same way everywhere', () => {
    expect(formatMetric('wpm', 142.6, 'en')).toBe('143');
    expect(formatMetric('silenceRatio', 0.256, 'en')).toBe('26%');
    expect(formatMetric('fillersPer100', 2.04, 'en')).toBe('2.0');
    expect(formatDelta('wpm', -20, 'en')).toBe('−20');
    expect(formatDelta('silenceRatio', 0.05, 'en')).toBe('+5%p');
    expect(formatDelta('clarity', 0, 'en')).toBe('±0');
  });
});

describe('bands per style', () => {
  it('reads the style targets table: a yin class aims slower and quieter than the spec default', async () => {
    const { bandsFor } = await import('./metric-catalog.ts');
    const yin = bandsFor('yin', 'en');
    const none = bandsFor(null, 'en');
    expect(none.wpm).toEqual({ min: 120, max: 150 });
    expect(yin.wpm?.max).toBeLessThan(120);
    expect(compareValues('wpm', 130, 100, yin)).toBe('better');
    expect(yin.maxPauseSec?.max).toBeGreaterThan(none.maxPauseSec?.max ?? 0);
  });
});
