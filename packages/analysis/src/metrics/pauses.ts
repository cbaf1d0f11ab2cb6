import type { PauseBuckets } from '@cuecoach/contracts';

import type { TimeRange } from '../time-range.ts';

export type { TimeRange };

/** Silence shorter than this between two speech regions is the gap between words, not a pause. */
export const MIN_PAUSE_SEC = 0.3;

/**
 * Speech regions clipped to the recording, sorted, with overlapping or touching regions merged, so speech time is
 * never counted twice. Regions with no length (or NaN) are dropped.
 */
export function normalizeRegions(regions: TimeRange[], durationSec: number): TimeRange[] {
  const limit = Number.isFinite(durationSec) && durationSec > 0 ? durationSec : Number.POSITIVE_INFINITY;
  const clipped = regions
    .filter((r) => Number.isFinite(r.start) && Number.isFinite(r.end))
    .map((r) => ({ start: Math.max(0, r.start), end: Math.min(limit, r.end) }))
    .filter((r) => r.end > r.start)
    .sort((a, b) => a.start - b.start);
  const merged: TimeRange[] = [];
  for (const region of clipped) {
    const last = merged.at(-1);
    if (last && region.start <= last.end) last.end = Math.max(last.end, region.end);
    else merged.push({ ...region });
  }
  return merged;
}

export function totalLength(ranges: TimeRange[]): number {
  return ranges.reduce((sum, r) => sum + (r.end - r.start), 0);
}

/**
 * Pauses: silences of at least MIN_PAUSE_SEC between consecutive speech regions (expects normalised regions).
 * Silence before the first and after the last word is not a pause: it is the recording's lead-in and tail.
 */
export function findPauses(regions: TimeRange[]): TimeRange[] {
  const pauses: TimeRange[] = [];
  for (let i = 1; i < regions.length; i++) {
    const start = regions[i - 1]!.end;
    const end = regions[i]!.start;
    // Round to the microsecond first so 0.3 s read from float timestamps (0.29999…) still counts.
    if (Math.round((end - start) * 1e6) / 1e6 >= MIN_PAUSE_SEC) pauses.push({ start, end });
  }
  return pauses;
}

/** Silence buckets: short < 1 s, medium 1–3 s, long 3–5 s, excessive ≥ 5 s (lower edges inclusive). */
export function bucketPauses(pauses: TimeRange[]): PauseBuckets {
  const buckets: PauseBuckets = { short: 0, medium: 0, long: 0, excessive: 0 };
  for (const pause of pauses) {
    const length = Math.round((pause.end - pause.start) * 1e6) / 1e6;
    if (length < 1) buckets.short++;
    else if (length < 3) buckets.medium++;
    else if (length < 5) buckets.long++;
    else buckets.excessive++;
  }
  return buckets;
}
