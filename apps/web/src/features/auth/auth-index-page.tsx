import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useMe } from '@/api/me.ts';
import { paths } from '@/config/paths.ts';
import { AuthSpinner } from './components/auth-spinner.tsx';

/** /auth: signed-in users go to the dashboard, everyone else to the login screen. */
export function AuthIndexPage() {
  const { t } = useTranslation('auth');
  const me = useMe();
  if (me.isPending) return <AuthSpinner label={t('guard.checking')} />;
  return <Navigate to={me.data ? paths.dashboard : paths.login} replace />;
}
