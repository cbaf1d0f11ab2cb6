import type { ConsoleLogEntry, ErrorLogEntry, RequestLogEntry } from './log-types.ts';
import { logLimit, pushBounded } from './ring-buffer.ts';

/** Local preference: the debug-enabled flag, named like the theme and language keys. */
export const debugEnabledKey = 'cuecoach-debug-enabled';
/**
 * The logs live in memory and are mirrored to sessionStorage, so typing /__debug into the address bar (a full
 * page load) after reproducing a problem still shows what happened in this tab.
 */
export const debugLogsKey = 'cuecoach-debug-logs';

export type DebugSnapshot = {
  enabled: boolean;
  requests: readonly RequestLogEntry[];
  errors: readonly ErrorLogEntry[];
  logs: readonly ConsoleLogEntry[];
};

type Storages = { local: Storage | null; session: Storage | null };

export function createDebugStore(storages: Storages, limit = logLimit) {
  let snapshot: DebugSnapshot = { enabled: readEnabled(storages.local), requests: [], errors: [], logs: [] };
  const listeners = new Set<() => void>();
  const componentStacks = new WeakMap<object, string>();
  let persistTimer: ReturnType<typeof setTimeout> | null = null;
  let notifyTimer: ReturnType<typeof setTimeout> | null = null;

  restore();

  function notify() {
    if (notifyTimer !== null) clearTimeout(notifyTimer);
    notifyTimer = null;
    for (const listener of listeners) listener();
  }

  /**
   * Console entries notify at most every 200 ms: a component that warns while rendering the panel would otherwise
   * re-render itself in a tight loop (render → console → store → render).
   */
  function set(next: Partial<DebugSnapshot>, deferNotify = false) {
    snapshot = { ...snapshot, ...next };
    if (!deferNotify) notify();
    else if (notifyTimer === null) notifyTimer = setTimeout(notify, 200);
    schedulePersist();
  }

  function schedulePersist() {
    if (persistTimer !== null || !storages.session) return;
    persistTimer = setTimeout(() => {
      persistTimer = null;
      persist();
    }, 1_000);
  }

  function persist() {
    const { requests, errors, logs } = snapshot;
    if (!storages.session) return;
    try {
      if (requests.length + errors.length + logs.length === 0) storages.session.removeItem(debugLogsKey);
      else storages.session.setItem(debugLogsKey, JSON.stringify({ requests, errors, logs }));
    } catch {
      // Storage full: the in-memory logs still work; only the survival across a reload is lost.
    }
  }

  function restore() {
    try {
      const raw = storages.session?.getItem(debugLogsKey);
      if (!raw) return;
      const saved = JSON.parse(raw) as Partial<DebugSnapshot>;
      snapshot = {
        ...snapshot,
        requests: Array.isArray(saved.requests) ? saved.requests.slice(-limit) : [],
        errors: Array.isArray(saved.errors) ? saved.errors.slice(-limit) : [],
        logs: Array.isArray(saved.logs) ? saved.logs.slice(-limit) : [],
      };
    } catch {
      storages.session?.removeItem(debugLogsKey);
    }
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setEnabled(enabled: boolean) {
      try {
        storages.local?.setItem(debugEnabledKey, String(enabled));
      } catch {
        // Private mode without storage: debug mode lasts for this page only.
      }
      set({ enabled });
    },
    addRequest(entry: RequestLogEntry) {
      set({ requests: pushBounded(snapshot.requests, entry, limit) });
    },
    updateRequest(id: string, patch: Partial<RequestLogEntry>) {
      // An entry already pushed out of the ring buffer is simply gone.
      if (!snapshot.requests.some((r) => r.id === id)) return;
      set({ requests: snapshot.requests.map((r) => (r.id === id ? { ...r, ...patch } : r)) });
    },
    addError(entry: ErrorLogEntry) {
      set({ errors: pushBounded(snapshot.errors, entry, limit) });
    },
    /** Adds the entry, or replaces the one with the same id (the error screen learns the component stack late). */
    upsertError(entry: ErrorLogEntry) {
      if (snapshot.errors.some((e) => e.id === entry.id))
        set({ errors: snapshot.errors.map((e) => (e.id === entry.id ? entry : e)) });
      else set({ errors: pushBounded(snapshot.errors, entry, limit) });
    },
    addLog(entry: ConsoleLogEntry) {
      set({ logs: pushBounded(snapshot.logs, entry, limit) }, true);
    },
    clear() {
      set({ requests: [], errors: [], logs: [] });
    },
    /** Writes the logs now (page hide), instead of waiting for the debounce. */
    flush() {
      if (persistTimer !== null) clearTimeout(persistTimer);
      persistTimer = null;
      persist();
    },
    /** React Router's onError hands over the component stack of a render error; the error screen reads it. */
    noteComponentStack(error: unknown, componentStack: string | null | undefined) {
      if (!componentStack || !error || typeof error !== 'object') return;
      componentStacks.set(error, componentStack);
      for (const listener of listeners) listener();
    },
    componentStackOf(error: unknown): string | null {
      return error && typeof error === 'object' ? (componentStacks.get(error) ?? null) : null;
    },
  };
}

export type DebugStore = ReturnType<typeof createDebugStore>;

function readEnabled(local: Storage | null): boolean {
  try {
    return local?.getItem(debugEnabledKey) === 'true';
  } catch {
    return false;
  }
}

function storageOrNull(name: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[name];
  } catch {
    return null;
  }
}

/** The app's one store. */
export const debugStore = createDebugStore({
  local: storageOrNull('localStorage'),
  session: storageOrNull('sessionStorage'),
});
