import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';

export type OnboardingError = 'nicknameRequired' | 'consentRequired' | 'notSignedIn' | 'failed';

/** Why the step cannot go on; signed-out visitors also get a way to sign in. */
export function OnboardingAlert({ error }: { error: OnboardingError }) {
  const { t } = useTranslation('onboarding');
  return (
    <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
      {error === 'nicknameRequired' && t('welcome.nicknameRequired')}
      {error === 'consentRequired' && t('consent.required')}
      {error === 'failed' && t('errors.failed')}
      {error === 'notSignedIn' && (
        <>
          {t('errors.notSignedIn')}{' '}
          <Link to={paths.login} className="font-semibold underline">
            {t('errors.toLogin')}
          </Link>
        </>
      )}
    </div>
  );
}
