import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, setLanguage } from '../../lib/i18n.ts';
import { readStoredTheme, storeTheme, type Theme } from '../../lib/theme.ts';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <label className="flex items-center gap-1 text-sm">
      <span className="sr-only">{t('language.label')}</span>
      <select
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

export function ThemeSwitcher() {
  const { t } = useTranslation();
  const [theme, setTheme] = useState<Theme>(readStoredTheme);
  return (
    <label className="flex items-center gap-1 text-sm">
      <span className="sr-only">{t('theme.label')}</span>
      <select
        value={theme}
        onChange={(e) => {
          const next = e.target.value as Theme;
          setTheme(next);
          storeTheme(next);
        }}
        className="rounded-md border border-slate-300 bg-transparent px-2 py-1 dark:border-slate-700"
      >
        <option value="light">{t('theme.light')}</option>
        <option value="dark">{t('theme.dark')}</option>
        <option value="system">{t('theme.system')}</option>
      </select>
    </label>
  );
}
