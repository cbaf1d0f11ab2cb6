import { describe, expect, it } from 'vitest';
import { bucketPauses, findPauses, normalizeRegions } from '../../src/metrics/pauses.ts';

describe('speech regions and pauses', () => {
  it('merges overlapping regions, sorts them and clips them to the recording', () => {
    const regions = normalizeRegions(
      [
        { start: 20, end: 25 },
        { start: 0, end: 10 },
        { start: 5, end: 12 },
        { start: 12, end: 13 },
        { start: 58, end: 70 },
        { start: 30, end: 30 },
      ],
      60,
    );
    expect(regions).toEqual([
      { start: 0, end: 13 },
      { start: 20, end: 25 },
      { start: 58, end: 60 },
    ]);
  });

  it('counts only silences of at least 0.3 s between speech, not the lead-in or tail', () => {
    const regions = [
      { start: 2, end: 4 },
      { start: 4.29, end: 5 },
      { start: 5.3, end: 6 },
      { start: 7, end: 8 },
    ];
    expect(findPauses(regions)).toEqual([
      { start: 5, end: 5.3 },
      { start: 6, end: 7 },
    ]);
  });

  it('buckets pauses with inclusive lower edges at 1, 3 and 5 s', () => {
    const pause = (length: number) => ({ start: 10, end: 10 + length });
    expect(bucketPauses([0.3, 0.99, 1, 2.99, 3, 4.99, 5, 42].map(pause))).toEqual({
      short: 2,
      medium: 2,
      long: 2,
      excessive: 2,
    });
  });
});
