import { useTranslation } from 'react-i18next';
import { type WizardStep, wizardSteps } from '../lib/wizard-state.ts';

export function Stepper({ current }: { current: WizardStep }) {
  const { t } = useTranslation('upload');
  const index = wizardSteps.indexOf(current);
  return (
    <nav aria-label={t('stepsLabel')} className="mb-8">
      <p className="sr-only">{t('stepOf', { current: index + 1, total: wizardSteps.length })}</p>
      <ol className="grid grid-cols-4 gap-2 text-sm">
        {wizardSteps.map((step, i) => (
          <li
            key={step}
            aria-current={i === index ? 'step' : undefined}
            className={`border-t-4 pt-2 ${
              i < index
                ? 'border-indigo-600 text-slate-700 dark:text-slate-300'
                : i === index
                  ? 'border-indigo-600 font-semibold text-indigo-700 dark:text-indigo-300'
                  : 'border-slate-200 text-slate-500 dark:border-slate-800 dark:text-slate-400'
            }`}
          >
            <span aria-hidden="true">{i + 1}. </span>
            {t(`steps.${step}`)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
