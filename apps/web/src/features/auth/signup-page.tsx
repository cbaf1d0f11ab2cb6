import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { paths } from '@/config/paths.ts';
import { AuthCard } from './components/auth-card.tsx';
import { AuthSpinner } from './components/auth-spinner.tsx';
import { SocialSignIn } from './components/social-sign-in.tsx';
import { useSignedInRedirect } from './use-signed-in-redirect.ts';

/** /auth/signup: explains e-mail code sign-up, leads to /auth/otp, offers the configured social providers, links back to login. */
export function SignupPage() {
  const { t } = useTranslation('auth');
  const { checking, signedIn } = useSignedInRedirect(paths.dashboard);
  if (checking || signedIn) return <AuthSpinner label={t('guard.checking')} />;
  return (
    <AuthCard title={t('signup.title')} subtitle={t('signup.subtitle')}>
      <ol className="mb-6 list-decimal space-y-2 pl-5 text-sm">
        <li>{t('signup.how1')}</li>
        <li>{t('signup.how2')}</li>
        <li>{t('signup.how3')}</li>
      </ol>
      <ButtonLink to={paths.otp} className="w-full">
        {t('signup.start')}
      </ButtonLink>
      {/* A new account made through a provider goes through onboarding like an e-mail sign-up. */}
      <SocialSignIn separator="before" />
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
        {t('signup.haveAccount')}{' '}
        <Link to={paths.login} className="font-semibold text-indigo-700 hover:underline dark:text-indigo-300">
          {t('signup.toLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
