export type Theme = 'light' | 'dark' | 'system';
export const themeStorageKey = 'cuecoach-theme';

/** Spec §5: only light, dark or system are accepted from storage; anything else means system. */
export function readStoredTheme(): Theme {
  try {
    const v = localStorage.getItem(themeStorageKey);
    return v === 'light' || v === 'dark' || v === 'system' ? v : 'system';
  } catch {
    return 'system';
  }
}

export function applyTheme(theme: Theme): void {
  const dark =
    theme === 'dark' || (theme === 'system' && window.matchMedia?.('(prefers-color-scheme: dark)').matches === true);
  document.documentElement.classList.toggle('dark', dark);
}

export function storeTheme(theme: Theme): void {
  try {
    localStorage.setItem(themeStorageKey, theme);
  } catch {
    // Storage unavailable: the theme still applies for this page.
  }
  applyTheme(theme);
}
