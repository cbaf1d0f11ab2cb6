import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-link.tsx';

/** Step 6: the profile exists; the button leaves onboarding. */
export function DoneStep({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation('onboarding');
  return (
    <>
      <h1 className="text-2xl font-bold">{t('done.title')}</h1>
      <p className="text-slate-600 dark:text-slate-300">{t('done.body')}</p>
      <button type="button" className={buttonClasses('primary')} onClick={onStart}>
        {t('done.start')}
      </button>
    </>
  );
}
