import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isAdmin, useMe } from '@/api/me.ts';
import { ButtonLink, buttonClasses } from '@/components/ui/button-link.tsx';
import { paths } from '@/config/paths.ts';
import { AuthSpinner } from './auth-spinner.tsx';

/** What the login page reads from navigation state: where to go back to and an info banner to show. */
export interface LoginNavigationState {
  from?: string;
  /** An auth-namespace message key (e.g. 'guard.loginRequired') or a plain message. */
  message?: string;
}

function GuardCheckFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <div role="alert" className="mx-auto my-16 max-w-md space-y-3 text-center">
      <p>{t('guard.checkFailed')}</p>
      <button type="button" className={buttonClasses('secondary')} onClick={onRetry}>
        {t('guard.retry')}
      </button>
    </div>
  );
}

/**
 * Protected pages: spinner while the sign-in state loads; no user → replace to /auth/login with the origin
 * path and the 'login required' banner; signed in without a profile → /onboarding; otherwise the page. A failed
 * profile lookup (server reports profileError) lets the user in. Renders `children`, or the nested routes.
 */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const me = useMe();
  if (me.isPending) return <AuthSpinner label={t('guard.checking')} />;
  if (me.isError) return <GuardCheckFailed onRetry={() => void me.refetch()} />;
  if (!me.data) {
    const state: LoginNavigationState = {
      from: `${location.pathname}${location.search}${location.hash}`,
      message: 'guard.loginRequired',
    };
    return <Navigate to={paths.login} replace state={state} />;
  }
  if (!me.data.profile && !me.data.profileError) return <Navigate to={paths.onboarding} replace />;
  return children ?? <Outlet />;
}

/** Protected, and the server says the user is an admin; others see a no-permission page (the API refuses them too). */
export function AdminRoute({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('auth');
  const me = useMe();
  return (
    <ProtectedRoute>
      {isAdmin(me.data) ? (
        (children ?? <Outlet />)
      ) : (
        <div className="mx-auto my-16 max-w-md space-y-3 text-center">
          <h1 className="text-xl font-semibold">{t('guard.adminOnly')}</h1>
          <p className="text-slate-600 dark:text-slate-300">{t('guard.adminOnlyBody')}</p>
          <ButtonLink to={paths.dashboard} variant="secondary">
            {t('guard.toDashboard')}
          </ButtonLink>
        </div>
      )}
    </ProtectedRoute>
  );
}

/** Onboarding: signed in without a profile. Signed out → login; profile already there → dashboard. */
export function OnboardingRoute({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const me = useMe();
  if (me.isPending) return <AuthSpinner label={t('guard.checking')} />;
  if (me.isError) return <GuardCheckFailed onRetry={() => void me.refetch()} />;
  if (!me.data) {
    const state: LoginNavigationState = { from: location.pathname, message: 'guard.loginRequired' };
    return <Navigate to={paths.login} replace state={state} />;
  }
  if (me.data.profile) return <Navigate to={paths.dashboard} replace />;
  return children ?? <Outlet />;
}
