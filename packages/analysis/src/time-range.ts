/** A stretch of a recording, in seconds from its start. */
export interface TimeRange {
  start: number;
  end: number;
}

/** Seconds two stretches share (0 when they do not meet). */
export const overlapSec = (a: TimeRange, b: TimeRange): number =>
  Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
