import { describe, expect, it } from 'vitest';
import {
  bandPosition,
  compareMetric,
  compareRecordingOrder,
  distanceToBand,
  metricBands,
  recordingDay,
  relativeDistanceToBand,
} from './metric-rule.ts';

describe('band positions', () => {
  it('counts the edges as on target and never fails an open end', () => {
    expect(bandPosition(120, { min: 120, max: 150 })).toBe('within');
    expect(bandPosition(150, { min: 120, max: 150 })).toBe('within');
    expect(bandPosition(119.9, { min: 120, max: 150 })).toBe('below');
    expect(bandPosition(151, { min: 120, max: 150 })).toBe('above');
    expect(bandPosition(0, { max: 2 })).toBe('within');
    expect(bandPosition(100, { min: 80 })).toBe('within');
  });

  it('measures the distance outside a band absolutely and relative to the nearer edge', () => {
    expect(distanceToBand(100, { min: 120, max: 150 })).toBe(20);
    expect(distanceToBand(130, { min: 120, max: 150 })).toBe(0);
    expect(relativeDistanceToBand(60, { min: 120, max: 150 })).toBe(0.5);
    expect(relativeDistanceToBand(3, { max: 2 })).toBe(0.5);
    expect(relativeDistanceToBand(5, { min: 0, max: 0 })).toBe(0);
  });
});

describe('bands per style', () => {
  it('reads the style targets table, so a yin class aims slower and allows longer pauses', () => {
    const none = metricBands(null, 'en');
    const yin = metricBands('yin', 'en');
    expect(none.wpm).toEqual({ min: 120, max: 150 });
    expect(none.fillersPer100).toEqual({ max: 2 });
    expect(none.clarity).toEqual({ min: 80 });
    expect(yin.wpm.max).toBeLessThan(120);
    expect(yin.maxPauseSec.max).toBe(30);
  });

  it('counts Korean pace in eojeol, so its band is lower than the English one', () => {
    expect(metricBands('hatha', 'ko').wpm.max).toBeLessThan(metricBands('hatha', 'en').wpm.max ?? 0);
  });
});

describe('better or worse', () => {
  const bands = metricBands(null, 'en');

  it('calls fewer fillers better whichever screen asks (10.0 → 2.0 is better, 2.0 → 10.0 worse: the dashboard once said the opposite of compare)', () => {
    expect(compareMetric('fillersPer100', 10, 2, bands.fillersPer100)).toBe('better');
    expect(compareMetric('fillersPer100', 2, 10, bands.fillersPer100)).toBe('worse');
    expect(compareMetric('fillersPer100', 1.5, 0.5, bands.fillersPer100)).toBe('same');
  });

  it('judges banded metrics by the distance to the band from either side', () => {
    expect(compareMetric('wpm', 180, 155, bands.wpm)).toBe('better');
    expect(compareMetric('wpm', 125, 100, bands.wpm)).toBe('worse');
    expect(compareMetric('wpm', 125, 145, bands.wpm)).toBe('same');
    expect(compareMetric('cuesPerMinute', 14, 18, bands.cuesPerMinute)).toBe('worse');
  });

  it('falls back to the metric direction without a band', () => {
    expect(compareMetric('maxPauseSec', 9, 4)).toBe('better');
    expect(compareMetric('clarity', 85, 70)).toBe('worse');
    expect(compareMetric('clarity', 70, 70)).toBe('same');
  });
});

describe('recording order', () => {
  const s = (recordedOn: string | null, createdAt: string) => ({ recordedOn, createdAt });

  it('orders by recording date, not upload time', () => {
    const nov22 = s('2026-11-22', '2026-11-22T09:00:00.000Z');
    const nov20UploadedLater = s('2026-11-20', '2026-11-23T09:00:00.000Z');
    expect([nov22, nov20UploadedLater].sort(compareRecordingOrder)).toEqual([nov20UploadedLater, nov22]);
  });

  it('uses the upload day when no recording date was given, and upload time to break a tie', () => {
    const undated = s(null, '2026-11-21T08:00:00.000Z');
    const sameDayEarly = s('2026-11-21', '2026-11-21T07:00:00.000Z');
    const sameDayLate = s('2026-11-21', '2026-11-21T10:00:00.000Z');
    expect(recordingDay(undated)).toBe('2026-11-21');
    expect([sameDayLate, undated, sameDayEarly].sort(compareRecordingOrder)).toEqual([
      sameDayEarly,
      undated,
      sameDayLate,
    ]);
  });
});
