import type { ReviewThread } from '@cuecoach/contracts';

/** Threads on a transcript line: anchored to it, or (a time range) starting inside it. */
export function threadsOnSegment(
  threads: ReviewThread[],
  index: number,
  segment: { start: number; end: number },
): ReviewThread[] {
  return threads.filter((t) =>
    t.segmentIndex !== null ? t.segmentIndex === index : t.startSec >= segment.start && t.startSec < segment.end,
  );
}

/** How far (s) a report item's moment may lie outside a thread's range and still count as the same moment. */
export const reportToleranceSec = 5;

/** Threads about the moment a report item quotes: the item's time falls in the thread's range (± tolerance). */
export function threadsNear(threads: ReviewThread[], sec: number | undefined): ReviewThread[] {
  if (sec === undefined) return [];
  return threads.filter((t) => sec >= t.startSec - reportToleranceSec && sec <= t.endSec + reportToleranceSec);
}

/** Open threads first, each group in the order of the class. */
export function orderThreads(threads: ReviewThread[]): { open: ReviewThread[]; resolved: ReviewThread[] } {
  const byTime = [...threads].sort((a, b) => a.startSec - b.startSec || a.createdAt.localeCompare(b.createdAt));
  return { open: byTime.filter((t) => !t.resolvedAt), resolved: byTime.filter((t) => t.resolvedAt) };
}
