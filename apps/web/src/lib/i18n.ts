import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { loadNamespace } from '../locales/load.ts';
import { namespaces, shellNamespaces } from '../locales/namespaces.ts';

export const languageStorageKey = 'cuecoach-language';
export type Language = 'ko' | 'en';

/** Spec §5: the stored language is read at start; only ko or en are accepted, anything else falls back to ko. */
export function readStoredLanguage(): Language {
  try {
    const stored = localStorage.getItem(languageStorageKey);
    return stored === 'en' || stored === 'ko' ? stored : 'ko';
  } catch {
    return 'ko';
  }
}

export function setLanguage(lng: Language): void {
  try {
    localStorage.setItem(languageStorageKey, lng);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  void i18n.changeLanguage(lng);
}

/**
 * Texts load per language and namespace on demand. `ready` settles once the shell's namespaces (header, footer,
 * landing, error screen) are in; every other namespace arrives with the first screen that is not the shell
 * (`loadAllNamespaces`, awaited by the router's lazy routes), so no screen renders before its texts.
 */
export const ready: Promise<unknown> = i18n
  .use(resourcesToBackend(loadNamespace))
  .use(initReactI18next)
  .init({
    lng: readStoredLanguage(),
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
    // Screens wait for their texts in the router (see `loadAllNamespaces`) rather than suspending mid-render.
    react: { useSuspense: false },
  });

/** Every namespace of the current language; the router awaits it alongside a lazy route's code. */
export function loadAllNamespaces(): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});
document.documentElement.lang = i18n.language;

export { i18n };
