import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { namespaces, resources } from '../locales/index.ts';

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

void i18n.use(initReactI18next).init({
  resources,
  lng: readStoredLanguage(),
  fallbackLng: 'ko',
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});
document.documentElement.lang = i18n.language;

export { i18n };
