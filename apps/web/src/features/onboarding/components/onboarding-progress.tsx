import { useTranslation } from 'react-i18next';

/** "Step n of m" and the bar under it. */
export function OnboardingProgress({ step, total }: { step: number; total: number }) {
  const { t } = useTranslation('onboarding');
  return (
    <>
      <p className="text-sm font-medium text-indigo-700 dark:text-indigo-300">
        {t('progress', { current: step, total })}
      </p>
      <div
        className="mt-2 mb-6 h-2 rounded-full bg-slate-200 dark:bg-slate-800"
        role="progressbar"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-label={t('progress', { current: step, total })}
      >
        <div className="h-2 rounded-full bg-indigo-600" style={{ width: `${(step / total) * 100}%` }} />
      </div>
    </>
  );
}
