import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { AuthCard } from './components/auth-card.tsx';
import { AuthSpinner } from './components/auth-spinner.tsx';
import { CodeFlow } from './components/code-flow.tsx';
import type { LoginNavigationState } from './components/protected-route.tsx';
import { SocialSignIn } from './components/social-sign-in.tsx';
import { socialErrorKey } from './lib/social-errors.ts';
import { useSignedInRedirect } from './use-signed-in-redirect.ts';

/** Only same-app paths are followed after sign-in (an absolute URL in `from` would be an open redirect). */
function safeFrom(from: unknown): string | null {
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/auth')
    ? from
    : null;
}

/** /auth/login: passwordless e-mail code sign-in, and social sign-in where configured. */
export function LoginPage() {
  const { t, i18n } = useTranslation('auth');
  const state = (useLocation().state ?? {}) as LoginNavigationState;
  const from = safeFrom(state.from);
  const target = from ?? paths.dashboard;
  // A failed social sign-in comes back here with ?error=<code>.
  const socialError = socialErrorKey(useSearchParams()[0].get('error'));
  const { checking, signedIn, complete } = useSignedInRedirect(target);
  if (checking || signedIn) return <AuthSpinner label={t('guard.checking')} />;
  const banner = state.message ? (i18n.exists(`auth:${state.message}`) ? t(state.message) : state.message) : null;
  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      {banner && (
        <p
          role="status"
          className="mb-4 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-100"
        >
          {banner}
        </p>
      )}
      {socialError && (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {t(socialError)}
        </p>
      )}
      <SocialSignIn separator="after" {...(from ? { from } : {})} />
      <CodeFlow purpose="login" numberedSteps={false} onVerified={() => complete(target)} />
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
        {t('login.noAccount')}{' '}
        <Link to={paths.signup} className="font-semibold text-indigo-700 hover:underline dark:text-indigo-300">
          {t('login.toSignup')}
        </Link>
      </p>
    </AuthCard>
  );
}
