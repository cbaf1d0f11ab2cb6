/** The debug logs keep at most 200 request, 200 error and 200 console entries. */
export const logLimit = 200;

/** Appends `item` and drops the oldest entries beyond `limit`, returning a new array (snapshots stay immutable). */
export function pushBounded<T>(items: readonly T[], item: T, limit = logLimit): T[] {
  const next = items.length >= limit ? items.slice(items.length - limit + 1) : items.slice();
  next.push(item);
  return next;
}
