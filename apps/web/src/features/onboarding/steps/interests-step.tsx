import { type Interest, interests as interestValues } from '@cuecoach/contracts';
import { useTranslation } from 'react-i18next';
import { Choice } from './choice.tsx';

/** Step 3 (optional): the movement styles the instructor teaches, any number of them. */
export function InterestsStep({ picked, onToggle }: { picked: Interest[]; onToggle: (interest: Interest) => void }) {
  const { t } = useTranslation('onboarding');
  return (
    <fieldset className="space-y-2">
      <legend className="text-2xl font-bold">{t('interests.title')}</legend>
      <p className="mb-2 text-slate-600 dark:text-slate-300">{t('interests.body')}</p>
      {interestValues.map((i) => (
        <Choice
          key={i}
          type="checkbox"
          name="interests"
          checked={picked.includes(i)}
          onChange={() => onToggle(i)}
          label={t(`interests.items.${i}`)}
        />
      ))}
    </fieldset>
  );
}
