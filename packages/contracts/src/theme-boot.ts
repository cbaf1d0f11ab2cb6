/** Where the web keeps the reader's theme (light, dark or system). */
export const themeStorageKey = 'cuecoach-theme';

/**
 * Run in the page's <head> before the body paints (apps/web/vite.config.ts puts it there, inline): without it a
 * dark-theme reader saw every page load light until the app's script had run — on a prerendered public page, a
 * whole readable page in the wrong theme. The server's Content-Security-Policy allows exactly this text by its hash
 * (`themeBootScriptHash` in apps/server/src/app.ts), so any change here is allowed there with it. The same rule as
 * `applyTheme` in apps/web/src/lib/theme.ts: dark when chosen, or when "system" (or nothing) and the device is dark.
 */
export const themeBootScript = `try{var t=localStorage.getItem(${JSON.stringify(themeStorageKey)});if(t==="dark"||(t!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches))document.documentElement.classList.add("dark")}catch(e){}`;
