/** The earlier session is the baseline: by recording day, then upload time. */
export function chronological<T extends { recordedOn: string | null; createdAt: string }>(a: T, b: T): [T, T] {
  const key = (s: T) => `${s.recordedOn ?? s.createdAt.slice(0, 10)}|${s.createdAt}`;
  return key(a) <= key(b) ? [a, b] : [b, a];
}
