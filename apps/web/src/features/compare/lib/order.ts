import { compareRecordingOrder } from '@cuecoach/contracts';

/** The earlier session is the baseline: the shared recording order (recording day, then upload time). */
export function chronological<T extends { recordedOn: string | null; createdAt: string }>(a: T, b: T): [T, T] {
  return compareRecordingOrder(a, b) <= 0 ? [a, b] : [b, a];
}
