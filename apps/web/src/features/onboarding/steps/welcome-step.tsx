import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, setLanguage } from '@/lib/i18n.ts';
import { Choice } from './choice.tsx';

const inputClasses =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950';

/** Step 1: the interface language (switched at once) and the nickname, the one field onboarding needs. */
export function WelcomeStep({
  language,
  nickname,
  onNicknameChange,
}: {
  language: Language;
  nickname: string;
  onNicknameChange: (nickname: string) => void;
}) {
  const { t } = useTranslation('onboarding');
  const nicknameId = useId();
  return (
    <>
      <h1 className="text-2xl font-bold">{t('welcome.title')}</h1>
      <p className="text-slate-600 dark:text-slate-300">{t('welcome.body')}</p>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium">{t('welcome.language')}</legend>
        {(['ko', 'en'] as const).map((lng) => (
          <Choice
            key={lng}
            type="radio"
            name="language"
            checked={language === lng}
            onChange={() => setLanguage(lng)}
            label={lng === 'ko' ? '한국어' : 'English'}
          />
        ))}
      </fieldset>
      <div className="space-y-1">
        <label htmlFor={nicknameId} className="block text-sm font-medium">
          {t('welcome.nickname')}
        </label>
        <input
          id={nicknameId}
          value={nickname}
          maxLength={40}
          onChange={(e) => onNicknameChange(e.target.value)}
          className={inputClasses}
        />
        <p className="text-xs text-slate-600 dark:text-slate-400">{t('welcome.nicknameHint')}</p>
      </div>
    </>
  );
}
