import { describe, expect, it } from 'vitest';
import type { Metrics } from './metrics.ts';
import { nextSessionTarget, readTargetMetric, targetMet, targetMetricKeys } from './report.ts';

const metrics = {
  wpm: 150,
  fillersPer100: 3.2,
  maxPauseSec: 14,
  cueCounts: { breathing: 7, alignment: 3, transition: 2, directional: 5 },
  pauseBuckets: { short: 10, medium: 4, long: 2, excessive: 1 },
} as unknown as Metrics;

describe('next-session targets', () => {
  it('reads top-level and nested metrics', () => {
    expect(readTargetMetric(metrics, 'wpm')).toBe(150);
    expect(readTargetMetric(metrics, 'cueCounts.breathing')).toBe(7);
    expect(readTargetMetric(metrics, 'pauseBuckets.excessive')).toBe(1);
  });

  it('checks a later session against a target', () => {
    expect(targetMet({ metric: 'fillersPer100', comparator: 'at_most', target: 4 }, metrics)).toBe(true);
    expect(targetMet({ metric: 'fillersPer100', comparator: 'at_most', target: 2 }, metrics)).toBe(false);
    expect(targetMet({ metric: 'cueCounts.breathing', comparator: 'at_least', target: 7 }, metrics)).toBe(true);
    expect(targetMet({ metric: 'maxPauseSec', comparator: 'at_most', target: 10 }, metrics)).toBe(false);
  });

  it('only accepts measurable metrics', () => {
    const base = { actionPlan: 'a', whyImportant: 'b', comparator: 'at_most', target: 1, current: 2 };
    expect(nextSessionTarget.safeParse({ ...base, metric: 'wpm' }).success).toBe(true);
    expect(nextSessionTarget.safeParse({ ...base, metric: 'confidence' }).success).toBe(false);
    expect(nextSessionTarget.safeParse({ ...base, metric: 'wpm', comparator: 'about' }).success).toBe(false);
    expect(targetMetricKeys).toContain('cueCounts.directional');
  });
});
