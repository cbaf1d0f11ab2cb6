import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button-link.tsx';
import { paths } from '@/config/paths.ts';
import { useSignOut } from '../api/sign-out.ts';

export type DrawerUser = { nickname: string | null; email: string; admin: boolean };

const linkClass = 'block rounded-lg px-2 py-2 hover:bg-slate-100 dark:hover:bg-slate-800';

/**
 * The phone header's menu (below md): a sheet from the right with what the header has no room for. Signed in: avatar initial, nickname or 'guest', e-mail, the nav links, Admin/Profile/Account, a credits
 * group (purchase disabled, purchase history), logout. Signed out: Features, How it works, login. Both: language
 * and theme. A Radix dialog, so focus stays inside and Escape closes it; any navigation closes it too.
 */
export function MobileDrawer({ user, controls }: { user: DrawerUser | null; controls: ReactNode }) {
  const { t } = useTranslation(['common', 'auth']);
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const { pathname, hash } = useLocation();
  const last = useRef(`${pathname}${hash}`);
  useEffect(() => {
    const here = `${pathname}${hash}`;
    if (last.current !== here) setOpen(false);
    last.current = here;
  }, [pathname, hash]);
  const name = user ? (user.nickname ?? t('auth:menu.guest')) : null;
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger className={`${buttonClasses('ghost')} px-3 md:hidden`} aria-label={t('common:drawer.open')}>
        <span aria-hidden="true">☰</span>
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 md:hidden" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-4 overflow-y-auto bg-white p-4 text-sm text-slate-900 shadow-xl focus:outline-none md:hidden dark:bg-slate-950 dark:text-slate-100"
        >
          <div className="flex items-center justify-between gap-2">
            <RadixDialog.Title className="font-semibold">{t('common:drawer.title')}</RadixDialog.Title>
            <RadixDialog.Close className={`${buttonClasses('ghost')} px-3`} aria-label={t('common:drawer.close')}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          {user && name && (
            <div className="flex items-center gap-3">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-indigo-600 font-bold text-white">
                {name.slice(0, 1).toUpperCase()}
              </span>
              <span className="min-w-0">
                <span className="block truncate font-semibold">{name}</span>
                <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
                  {t('auth:menu.email', { email: user.email })}
                </span>
              </span>
            </div>
          )}
          <nav aria-label={t('common:nav.mainNavigation')} className="flex flex-col">
            {user ? (
              <>
                <Link to={paths.dashboard} className={linkClass}>
                  {t('common:nav.dashboard')}
                </Link>
                <Link to={paths.sessions} className={linkClass}>
                  {t('common:nav.sessions')}
                </Link>
                <Link to={paths.upload} className={linkClass}>
                  {t('common:nav.upload')}
                </Link>
                <Link to={paths.reviews} className={linkClass}>
                  {t('common:nav.feedback')}
                </Link>
                {user.admin && (
                  <Link to={paths.admin} className={linkClass}>
                    {t('auth:menu.admin')}
                  </Link>
                )}
                <Link to={paths.profile} className={linkClass}>
                  {t('auth:menu.profile')}
                </Link>
                <Link to={paths.account} className={linkClass}>
                  {t('auth:menu.account')}
                </Link>
              </>
            ) : (
              <>
                <a href="/#features" className={linkClass} onClick={() => setOpen(false)}>
                  {t('common:nav.features')}
                </a>
                <a href="/#how-it-works" className={linkClass} onClick={() => setOpen(false)}>
                  {t('common:nav.howItWorks')}
                </a>
                <Link to={paths.auth} className={linkClass}>
                  {t('common:nav.login')}
                </Link>
              </>
            )}
          </nav>
          {user && (
            <div className="space-y-2 border-t border-slate-200 pt-3 dark:border-slate-800">
              <p className="font-semibold">{t('auth:balance.label')}</p>
              <button type="button" disabled className={`${buttonClasses('secondary')} w-full`}>
                {t('auth:balance.purchase')} · {t('auth:balance.purchaseDisabled')}
              </button>
              <Link to={paths.purchaseHistory} className={linkClass}>
                {t('auth:balance.history')}
              </Link>
            </div>
          )}
          <div className="space-y-2 border-t border-slate-200 pt-3 dark:border-slate-800">
            <p className="font-semibold">{t('common:drawer.preferences')}</p>
            <div className="flex flex-wrap gap-2">{controls}</div>
          </div>
          {user && (
            <button
              type="button"
              onClick={() => void signOut('local')}
              className={`${buttonClasses('secondary')} w-full`}
            >
              {t('auth:menu.logout')}
            </button>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
