import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { Choice } from './choice.tsx';

/** One consent box with a link that opens the document it agrees to in a new tab. */
function ConsentRow({
  name,
  checked,
  onToggle,
  label,
  to,
}: {
  name: string;
  checked: boolean;
  onToggle: () => void;
  label: string;
  to: string;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="flex items-center justify-between gap-2">
      <Choice type="checkbox" name={name} checked={checked} onChange={onToggle} label={label} />
      <Link to={to} target="_blank" className="text-sm text-indigo-700 hover:underline dark:text-indigo-300">
        {t('consent.view')}
      </Link>
    </div>
  );
}

/** Step 4: the terms and the privacy policy; neither can be skipped. */
export function ConsentStep({
  terms,
  privacy,
  onToggleTerms,
  onTogglePrivacy,
}: {
  terms: boolean;
  privacy: boolean;
  onToggleTerms: () => void;
  onTogglePrivacy: () => void;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <fieldset className="space-y-2">
      <legend className="text-2xl font-bold">{t('consent.title')}</legend>
      <p className="mb-2 text-slate-600 dark:text-slate-300">{t('consent.body')}</p>
      <ConsentRow name="terms" checked={terms} onToggle={onToggleTerms} label={t('consent.terms')} to={paths.terms} />
      <ConsentRow
        name="privacy"
        checked={privacy}
        onToggle={onTogglePrivacy}
        label={t('consent.privacy')}
        to={paths.privacy}
      />
    </fieldset>
  );
}
