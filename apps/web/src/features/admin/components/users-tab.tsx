import { accountStatuses, roles } from '@cuecoach/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '@/api/me.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { ConfirmDialog } from '@/components/ui/dialog.tsx';
import { EmailText } from '@/components/ui/email-text.tsx';
import { Input, Select } from '@/components/ui/field.tsx';
import { ErrorState, LoadingState } from '@/components/ui/states.tsx';
import { ApiRequestError } from '@/lib/api-client.ts';
import { type AdminUser, useAdminUsers, useUpdateUser } from '../api/admin.ts';

function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} ${units[unit]}`;
}

/** The role/status change result line shared by the users and roles tabs. */
export function useUserChange() {
  const { t } = useTranslation('admin');
  const update = useUpdateUser();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  // A role change (granting or removing admin rights) waits for a confirmation; a status change does not.
  const [pendingRole, setPendingRole] = useState<{ user: AdminUser; role: AdminUser['role'] } | null>(null);
  async function apply(user: AdminUser, patch: { role?: AdminUser['role']; status?: AdminUser['status'] }) {
    setMessage(null);
    try {
      await update.mutateAsync({ id: user.id, ...patch });
      setMessage({
        ok: true,
        text: patch.role
          ? t('users.roleChanged', { email: user.email })
          : t('users.statusChanged', { email: user.email }),
      });
    } catch (err) {
      const self = err instanceof ApiRequestError && err.code === 'cannot_demote_self';
      setMessage({ ok: false, text: self ? t('users.cannotDemoteSelf') : t('users.changeFailed') });
    }
  }
  async function change(user: AdminUser, patch: { role?: AdminUser['role']; status?: AdminUser['status'] }) {
    if (patch.role && patch.role !== user.role) {
      setPendingRole({ user, role: patch.role });
      return;
    }
    await apply(user, patch);
  }
  const line = (
    <>
      {message && (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={`text-sm ${message.ok ? 'text-emerald-700 dark:text-emerald-300' : 'text-red-700 dark:text-red-400'}`}
        >
          {message.text}
        </p>
      )}
      <ConfirmDialog
        open={pendingRole !== null}
        onOpenChange={(open) => {
          if (!open) setPendingRole(null);
        }}
        title={t('roleConfirm.title')}
        description={
          pendingRole
            ? t(pendingRole.role === 'admin' ? 'roleConfirm.toAdmin' : 'roleConfirm.toUser', {
                email: pendingRole.user.email,
              })
            : ''
        }
        confirmLabel={t('roleConfirm.confirm')}
        destructive={pendingRole?.role !== 'admin'}
        busy={update.isPending}
        onConfirm={() => {
          if (!pendingRole) return;
          void apply(pendingRole.user, { role: pendingRole.role }).then(() => setPendingRole(null));
        }}
      />
    </>
  );
  return { change, busy: update.isPending, line };
}

const pageSize = 50;

export function UsersTab({ onAdjustCredits }: { onAdjustCredits: (userId: string) => void }) {
  const { t, i18n } = useTranslation('admin');
  const me = useMe();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [role, setRole] = useState<AdminUser['role'] | ''>('');
  const [status, setStatus] = useState<AdminUser['status'] | ''>('');
  const [page, setPage] = useState(1);
  const users = useAdminUsers({ q, role, status, page, pageSize });
  const pages = Math.max(1, Math.ceil((users.data?.total ?? 0) / pageSize));
  const { change, busy, line } = useUserChange();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const search = (e: FormEvent) => {
    e.preventDefault();
    setQ(draft.trim());
    setPage(1);
  };
  return (
    <div className="space-y-4">
      <form onSubmit={search} className="flex max-w-3xl flex-wrap gap-2">
        <Input
          className="max-w-xs"
          aria-label={t('users.search')}
          placeholder={t('users.search')}
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t('users.searchButton')}
        </Button>
        <Select
          aria-label={t('users.filterRole')}
          className="sm:w-48"
          value={role}
          onChange={(e) => {
            setRole(e.target.value as AdminUser['role'] | '');
            setPage(1);
          }}
        >
          <option value="">{t('users.allRoles')}</option>
          {roles.map((r) => (
            <option key={r} value={r}>
              {t(`users.roles.${r}`)}
            </option>
          ))}
        </Select>
        <Select
          aria-label={t('users.filterStatus')}
          className="sm:w-48"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as AdminUser['status'] | '');
            setPage(1);
          }}
        >
          <option value="">{t('users.allStatuses')}</option>
          {accountStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`users.statuses.${s}`)}
            </option>
          ))}
        </Select>
      </form>
      {line}
      {users.isPending ? (
        <LoadingState />
      ) : users.isError ? (
        <ErrorState message={t('loadFailed')} onRetry={() => void users.refetch()} />
      ) : users.data.items.length === 0 ? (
        <p>{t('users.empty')}</p>
      ) : (
        <Card className="overflow-x-auto p-0" data-scroll-x>
          <table className="w-full text-left text-sm">
            <thead className="text-slate-600 dark:text-slate-300">
              <tr>
                {(
                  [
                    'email',
                    'signup',
                    'role',
                    'status',
                    'sessions',
                    'balance',
                    'storage',
                    'lastLogin',
                    'actions',
                  ] as const
                ).map((c) => (
                  <th key={c} className="px-3 py-2 font-medium whitespace-nowrap">
                    {t(`users.columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {users.data.items.map((u) => {
                const self = u.id === me.data?.user.id;
                return (
                  <tr key={u.id} className="border-t border-slate-200 dark:border-slate-800">
                    <td className="min-w-48 px-3 py-2">
                      <EmailText email={u.email} />
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{date.format(new Date(u.createdAt))}</td>
                    <td className="px-3 py-2">
                      <Select
                        aria-label={`${t('users.columns.role')}: ${u.email}`}
                        value={u.role}
                        disabled={busy || self}
                        onChange={(e) => void change(u, { role: e.target.value as AdminUser['role'] })}
                      >
                        {roles.map((r) => (
                          <option key={r} value={r}>
                            {t(`users.roles.${r}`)}
                          </option>
                        ))}
                      </Select>
                    </td>
                    <td className="px-3 py-2">
                      <Select
                        aria-label={`${t('users.columns.status')}: ${u.email}`}
                        value={u.status}
                        disabled={busy || self}
                        onChange={(e) => void change(u, { status: e.target.value as AdminUser['status'] })}
                      >
                        {accountStatuses.map((s) => (
                          <option key={s} value={s}>
                            {t(`users.statuses.${s}`)}
                          </option>
                        ))}
                      </Select>
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{u.sessionCount}</td>
                    <td className="px-3 py-2 text-right tabular-nums" data-testid="admin-user-balance">
                      {u.creditBalance}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatBytes(u.storageBytes, i18n.language)}</td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {u.lastLoginAt ? date.format(new Date(u.lastLoginAt)) : t('users.never')}
                    </td>
                    <td className="px-3 py-2">
                      <Button variant="secondary" className="whitespace-nowrap" onClick={() => onAdjustCredits(u.id)}>
                        {t('users.credits')}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </Card>
      )}
      {users.data && users.data.total > 0 && (
        <nav aria-label={t('users.pagination')} className="flex items-center justify-between gap-3">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('users.previous')}
          </Button>
          <span className="text-sm" aria-live="polite">
            {t('users.pageOf', { page, pages, total: users.data.total })}
          </span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('users.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}
