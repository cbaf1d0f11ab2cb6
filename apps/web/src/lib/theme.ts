import { themeStorageKey } from '@cuecoach/contracts';

export type Theme = 'light' | 'dark' | 'system';
export { themeStorageKey };

const darkQuery = '(prefers-color-scheme: dark)';

/** Only light, dark or system are accepted from storage; anything else means system. */
export function readStoredTheme(): Theme {
  try {
    const v = localStorage.getItem(themeStorageKey);
    return v === 'light' || v === 'dark' || v === 'system' ? v : 'system';
  } catch {
    return 'system';
  }
}

export function applyTheme(theme: Theme): void {
  const dark = theme === 'dark' || (theme === 'system' && window.matchMedia?.(darkQuery).matches === true);
  document.documentElement.classList.toggle('dark', dark);
}

const themeChanged = 'cuecoach-theme-change';

export function storeTheme(theme: Theme): void {
  try {
    localStorage.setItem(themeStorageKey, theme);
  } catch {
    // Storage unavailable: the theme still applies for this page.
  }
  applyTheme(theme);
  window.dispatchEvent(new Event(themeChanged));
}

/** For useSyncExternalStore: calls `onChange` when the stored theme changes, in this tab or another. */
export function subscribeToStoredTheme(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === themeStorageKey) onChange();
  };
  window.addEventListener(themeChanged, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(themeChanged, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * "system" follows the device. Re-applies the stored theme whenever the device switches between light and
 * dark (and when another tab changes the stored theme), so no reload is needed. Returns the unsubscribe function.
 */
export function followSystemTheme(): () => void {
  const query = window.matchMedia?.(darkQuery);
  const reapply = () => applyTheme(readStoredTheme());
  const onStorage = (e: StorageEvent) => {
    if (e.key === themeStorageKey) reapply();
  };
  query?.addEventListener?.('change', reapply);
  window.addEventListener('storage', onStorage);
  return () => {
    query?.removeEventListener?.('change', reapply);
    window.removeEventListener('storage', onStorage);
  };
}
