import { useTranslation } from 'react-i18next';
import { useMe } from '@/api/me.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { EmailText } from '@/components/ui/email-text.tsx';
import { ErrorState, LoadingState } from '@/components/ui/states.tsx';
import { useAdminUsers } from '../api/admin.ts';
import { useUserChange } from './users-tab.tsx';

/** Roles: who is an admin, and removing the role (adding it is done per user in the users tab). */
export function RolesTab() {
  const { t } = useTranslation('admin');
  const me = useMe();
  const admins = useAdminUsers({ role: 'admin', pageSize: 200 });
  const { change, busy, line } = useUserChange();
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold">{t('roles.title')}</h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('roles.body')}</p>
      {line}
      {admins.isPending ? (
        <LoadingState />
      ) : admins.isError ? (
        <ErrorState message={t('loadFailed')} onRetry={() => void admins.refetch()} />
      ) : admins.data.items.length === 0 ? (
        <p>{t('roles.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {admins.data.items.map((u) => (
            <li key={u.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <EmailText email={u.email} className="min-w-0 flex-1 basis-48" />
              <Button
                variant="secondary"
                disabled={busy || u.id === me.data?.user.id}
                onClick={() => void change(u, { role: 'user' })}
              >
                {t('roles.makeUser')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
