import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { loadNamespace } from '@/locales/load.ts';
import { appNamespaces, namespaces, shellNamespaces } from '@/locales/namespaces.ts';

export const languageStorageKey = 'cuecoach-language';
export type Language = 'ko' | 'en';

/** The reader's saved choice (only ko or en are accepted), if they made one. */
export function savedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(languageStorageKey);
    return stored === 'en' || stored === 'ko' ? stored : null;
  } catch {
    return null;
  }
}

/** The first of the browser's languages that the app speaks, if any (what it sends as Accept-Language). */
function browserLanguage(): Language | null {
  const listed = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of listed) {
    const primary = tag?.toLowerCase().split('-')[0];
    if (primary === 'ko' || primary === 'en') return primary;
  }
  return null;
}

/**
 * The language to show: the saved choice, else the browser's, else Korean — the same rule the server applies to
 * the prerendered public pages (apps/server/src/plugins/web-app.ts, `pageLanguage`), so a page never switches
 * language after it has loaded unless the reader chose another one.
 */
export function preferredLanguage(): Language {
  return savedLanguage() ?? browserLanguage() ?? 'ko';
}

/** The server reads this cookie to send prerendered public pages in the reader's language. */
function rememberForServer(lng: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain preference cookie; the Cookie Store API is not in every browser.
  document.cookie = `${languageStorageKey}=${lng}; path=/; max-age=31536000; samesite=lax`;
}

/** Saves the reader's choice (this browser, and the cookie the server reads) without switching yet. */
export function saveLanguageChoice(lng: Language): void {
  try {
    localStorage.setItem(languageStorageKey, lng);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  rememberForServer(lng);
}

export function setLanguage(lng: Language): void {
  saveLanguageChoice(lng);
  void i18n.changeLanguage(lng);
}

/**
 * A prerendered page hydrates in the language it was rendered in (its <html lang>); main.tsx switches to the
 * preferred language right after when they differ (a cached page, a choice saved in another tab). Everything else
 * starts in the preferred language.
 */
function initialLanguage(): Language {
  if (typeof document !== 'undefined' && document.documentElement.hasAttribute('data-prerendered')) {
    const lang = document.documentElement.lang;
    if (lang === 'ko' || lang === 'en') return lang;
  }
  return preferredLanguage();
}

/**
 * Texts load per language and namespace on demand. `ready` settles once the shell's namespaces (header, footer,
 * landing, error screen) are in; every other namespace arrives with the first screen that is not the shell
 * (`loadAppNamespaces`, awaited by the router's lazy routes), so no screen renders before its texts.
 */
const startLanguage = initialLanguage();

export const ready: Promise<unknown> = i18n
  .use(resourcesToBackend(loadNamespace))
  .use(initReactI18next)
  .init({
    lng: startLanguage,
    // Both languages carry every key (the typecheck enforces it), so no fallback language is downloaded.
    fallbackLng: false,
    // A copy: i18next appends every namespace it loads later to this array.
    ns: [...shellNamespaces],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // Only the chosen language is fetched; Korean (the fallback) is not downloaded for an English reader.
    load: 'currentOnly',
    partialBundledLanguages: true,
    // Screens wait for their texts in the router (see `loadAppNamespaces`) rather than suspending mid-render.
    react: { useSuspense: false },
  });

/** Every namespace of the current language (build-time rendering of the public pages). */
export function loadAllNamespaces(): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}

/** The texts any app screen needs; the router awaits them alongside a lazy route's code (plus the screen's own). */
export function loadAppNamespaces(): Promise<void> {
  return i18n.loadNamespaces(appNamespaces);
}

// In the browser the page's lang follows the language (build-time rendering has no document).
if (typeof document !== 'undefined') {
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  // Not `i18n.language`: with a backend, i18next sets it a tick after `init`, and until then the page said
  // lang="undefined" (axe's html-lang-valid caught it on a slow load).
  document.documentElement.lang = i18n.language ?? startLanguage;
  // Readers who chose a language before the cookie existed: tell the server too. The cookie mirrors a saved choice
  // only; without one the server follows the browser's languages, as this page does.
  const saved = savedLanguage();
  if (saved && !document.cookie.includes(`${languageStorageKey}=`)) rememberForServer(saved);
}

export { i18n };
