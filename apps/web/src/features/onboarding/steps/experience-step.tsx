import { type ExperienceLevel, experienceLevels } from '@cuecoach/contracts';
import { useTranslation } from 'react-i18next';
import { Choice } from './choice.tsx';

/** Step 2 (optional): how long the instructor has been teaching. */
export function ExperienceStep({
  level,
  onChange,
}: {
  level: ExperienceLevel | null;
  onChange: (level: ExperienceLevel) => void;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <fieldset className="space-y-2">
      <legend className="text-2xl font-bold">{t('experience.title')}</legend>
      <p className="mb-2 text-slate-600 dark:text-slate-300">{t('experience.body')}</p>
      {experienceLevels.map((l) => (
        <Choice
          key={l}
          type="radio"
          name="level"
          checked={level === l}
          onChange={() => onChange(l)}
          label={t(`experience.levels.${l}`)}
        />
      ))}
    </fieldset>
  );
}
