import { describeError } from './log-types.ts';

/** sessionStorage key holding when the last automatic reload for a missing chunk happened. */
export const chunkReloadKey = 'cuecoach-chunk-reload-at';
/**
 * A second chunk failure within this window after an automatic reload means the reload did not help (the server
 * really lacks the file, or the network is down): the error screen shows instead of reloading in a loop.
 */
export const chunkReloadWindowMs = 60_000;

// Chromium, Firefox, Safari and Vite's preload helper word the same failure differently.
const staleChunkMessage =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i;

/** After a deploy, a page built before it asks for hashed chunk files that no longer exist. */
export function isStaleChunkError(error: unknown): boolean {
  const { name, message } = describeError(error);
  return staleChunkMessage.test(`${name}: ${message}`);
}

/**
 * Decides whether to reload for a stale chunk and, if so, records the attempt. Returns false when a reload was
 * already tried within the window (or storage is unusable, so a loop could not be detected).
 */
export function claimChunkReload(storage: Storage | null, now: number = Date.now()): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(chunkReloadKey));
    if (Number.isFinite(last) && last > 0 && now - last < chunkReloadWindowMs) return false;
    storage.setItem(chunkReloadKey, String(now));
    return true;
  } catch {
    return false;
  }
}

/** Indirection so tests can observe reloads (jsdom's location.reload cannot be replaced). */
export const page = { reload: () => window.location.reload() };
