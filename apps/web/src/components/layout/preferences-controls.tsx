import { type RefObject, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, saveLanguageChoice, setLanguage } from '@/lib/i18n.ts';
import { readStoredTheme, storeTheme, subscribeToStoredTheme, type Theme } from '@/lib/theme.ts';

/**
 * A prerendered page shows these pickers before its script runs, and React does not touch a select's value when it
 * hydrates: a reader's pick made before then would be shown but never applied (and picking it again fires no
 * change). On mount, a value that differs from the one rendered is that pick; `apply` gets it once.
 */
function usePickMadeBeforeLive<T extends string>(
  ref: RefObject<HTMLSelectElement | null>,
  rendered: T,
  allowed: readonly T[],
  apply: (picked: T) => void,
) {
  // Mount only, before any later render could set the select back to `rendered`.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first render's value is the one to compare with.
  useLayoutEffect(() => {
    const picked = ref.current?.value as T | undefined;
    if (picked && picked !== rendered && allowed.includes(picked)) apply(picked);
  }, []);
}

const languages: readonly Language[] = ['ko', 'en'];

/**
 * The header's pickers hydrate with the account island (its own code), before or after the screen. Before: saved
 * only, and main.tsx switches to it once the screen is live (switching sooner would hydrate the screen's content in
 * the other language). After: switched at once.
 */
function applyEarlyLanguagePick(lng: Language) {
  if (document.documentElement.dataset.live === 'true') setLanguage(lng);
  else saveLanguageChoice(lng);
}
const themes: readonly Theme[] = ['light', 'dark', 'system'];

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLSelectElement>(null);
  usePickMadeBeforeLive(ref, i18n.language as Language, languages, applyEarlyLanguagePick);
  return (
    <label className="flex items-center gap-1 text-sm">
      <span className="sr-only">{t('language.label')}</span>
      <select
        ref={ref}
        value={i18n.language}
        onChange={(e) => setLanguage(e.target.value as Language)}
        className="rounded-md border border-slate-300 bg-transparent px-2 py-1 dark:border-slate-700"
      >
        <option value="ko">{t('language.ko')}</option>
        <option value="en">{t('language.en')}</option>
      </select>
    </label>
  );
}

/** What a prerendered page was rendered with: the build has no stored theme. */
const renderedTheme = (): Theme => 'system';

export function ThemeSwitcher() {
  const { t } = useTranslation();
  const ref = useRef<HTMLSelectElement>(null);
  // Hydrates with the theme the HTML was rendered with, then shows the stored one (React updates the select then).
  const theme = useSyncExternalStore(subscribeToStoredTheme, readStoredTheme, renderedTheme);
  usePickMadeBeforeLive(ref, theme, themes, storeTheme);
  return (
    <label className="flex items-center gap-1 text-sm">
      <span className="sr-only">{t('theme.label')}</span>
      <select
        ref={ref}
        value={theme}
        onChange={(e) => storeTheme(e.target.value as Theme)}
        className="rounded-md border border-slate-300 bg-transparent px-2 py-1 dark:border-slate-700"
      >
        <option value="light">{t('theme.light')}</option>
        <option value="dark">{t('theme.dark')}</option>
        <option value="system">{t('theme.system')}</option>
      </select>
    </label>
  );
}
