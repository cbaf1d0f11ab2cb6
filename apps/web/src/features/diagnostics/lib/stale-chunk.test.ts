import { describe, expect, it } from 'vitest';
import { chunkReloadKey, chunkReloadWindowMs, claimChunkReload, isStaleChunkError } from './stale-chunk.ts';

describe('stale chunk after a deploy', () => {
  it('recognises the browsers’ wordings of a missing chunk', () => {
    expect(isStaleChunkError(new TypeError('Failed to fetch dynamically imported module: /assets/route-abc.js'))).toBe(
      true,
    );
    expect(isStaleChunkError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isStaleChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleChunkError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isStaleChunkError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isStaleChunkError(null)).toBe(false);
  });

  it('reloads once, refuses a second reload within the window, and allows one again later', () => {
    sessionStorage.removeItem(chunkReloadKey);
    const t0 = 1_000_000;
    expect(claimChunkReload(sessionStorage, t0)).toBe(true);
    expect(sessionStorage.getItem(chunkReloadKey)).toBe(String(t0));
    expect(claimChunkReload(sessionStorage, t0 + 5_000)).toBe(false);
    expect(claimChunkReload(sessionStorage, t0 + chunkReloadWindowMs - 1)).toBe(false);
    expect(claimChunkReload(sessionStorage, t0 + chunkReloadWindowMs)).toBe(true);
    sessionStorage.removeItem(chunkReloadKey);
  });

  it('does not reload without storage (a loop could not be detected)', () => {
    expect(claimChunkReload(null)).toBe(false);
  });
});
