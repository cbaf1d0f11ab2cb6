import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { AuthCard } from './components/auth-card.tsx';
import { AuthSpinner } from './components/auth-spinner.tsx';
import { CodeFlow } from './components/code-flow.tsx';
import { useSignedInRedirect } from './use-signed-in-redirect.ts';

/** /auth/otp: creates the account with an e-mail code; success goes to onboarding. */
export function OtpPage() {
  const { t } = useTranslation('auth');
  const { checking, signedIn, complete } = useSignedInRedirect(paths.dashboard);
  if (checking || signedIn) return <AuthSpinner label={t('guard.checking')} />;
  return (
    <AuthCard title={t('otp.title')} subtitle={t('otp.subtitle')}>
      <CodeFlow purpose="signup" numberedSteps onVerified={() => complete(paths.onboarding)} />
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
        {t('signup.haveAccount')}{' '}
        <Link to={paths.login} className="font-semibold text-indigo-700 hover:underline dark:text-indigo-300">
          {t('signup.toLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
