import {
  analysisLanguages,
  type Capabilities,
  purposes,
  scenarios,
  styleGroups,
  stylesByGroup,
} from '@cuecoach/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Field, Select } from '@/components/ui/field.tsx';
import { koreanAvailabilityText } from '@/lib/korean-availability.ts';
import type { WizardDetails } from '../lib/wizard-state.ts';
import { NoWorkerNotice } from './no-worker-notice.tsx';

/** Step 3: scenario, style, purpose, analysis language. Languages the server cannot transcribe are disabled and explained. */
export function OptionsStep({
  details,
  onChange,
  caps,
  onBack,
  onNext,
}: {
  details: WizardDetails;
  onChange: (patch: Partial<WizardDetails>) => void;
  caps: Capabilities | undefined;
  onBack: () => void;
  onNext: () => void;
}) {
  const { t, i18n } = useTranslation('upload');
  const ts = useTranslation('sessions').t;
  const supported = caps?.languages ?? analysisLanguages;
  const unsupported = analysisLanguages.filter((l) => !supported.includes(l));
  const chosenUnsupported = !supported.includes(details.language);
  return (
    <form
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        if (!chosenUnsupported) onNext();
      }}
    >
      <h2 tabIndex={-1} className="text-xl font-semibold">
        {t('options.heading')}
      </h2>
      <NoWorkerNotice caps={caps} />
      <fieldset>
        <legend className="text-sm font-medium">{t('options.languageLabel')}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {analysisLanguages.map((l) => (
            <label key={l} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="language"
                value={l}
                checked={details.language === l}
                disabled={!supported.includes(l)}
                onChange={() => onChange({ language: l })}
              />
              {ts(`language.${l}`)}
            </label>
          ))}
        </div>
        {(caps?.workers === 0 ? [] : unsupported).map((l) => (
          <p
            key={l}
            role={details.language === l ? 'alert' : undefined}
            className="mt-2 text-sm text-orange-800 dark:text-orange-300"
          >
            {l === 'ko' && caps?.korean
              ? koreanAvailabilityText(caps.korean, ts, i18n.language)
              : t('options.languageUnavailable', { language: ts(`language.${l}`) })}
          </p>
        ))}
      </fieldset>
      <Field label={t('options.styleLabel')} hint={t('options.styleHint')}>
        {(p) => (
          <Select
            {...p}
            value={details.style}
            onChange={(e) => onChange({ style: e.target.value as WizardDetails['style'] })}
          >
            <option value="">{t('options.notSelected')}</option>
            {styleGroups.map((g) => (
              <optgroup key={g} label={ts(`styleGroup.${g}`)}>
                {stylesByGroup[g].map((s) => (
                  <option key={s} value={s}>
                    {ts(`style.${s}`)}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('options.scenarioLabel')}>
        {(p) => (
          <Select
            {...p}
            value={details.scenario}
            onChange={(e) => onChange({ scenario: e.target.value as WizardDetails['scenario'] })}
          >
            <option value="">{t('options.notSelected')}</option>
            {scenarios.map((s) => (
              <option key={s} value={s}>
                {ts(`scenario.${s}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('options.purposeLabel')}>
        {(p) => (
          <Select
            {...p}
            value={details.purpose}
            onChange={(e) => onChange({ purpose: e.target.value as WizardDetails['purpose'] })}
          >
            <option value="">{t('options.notSelected')}</option>
            {purposes.map((s) => (
              <option key={s} value={s}>
                {ts(`purpose.${s}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="flex justify-between">
        <Button variant="secondary" onClick={onBack}>
          {t('back')}
        </Button>
        <Button type="submit" disabled={chosenUnsupported}>
          {t('next')}
        </Button>
      </div>
    </form>
  );
}
