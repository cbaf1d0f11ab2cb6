import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { ButtonLink, buttonClasses } from '../../../components/ui/button-link.tsx';
import { paths } from '../../../config/paths.ts';
import { isAdmin, meQueryKey, useMe } from '../api/me.ts';
import { useSignOut } from '../api/sign-out.ts';
import { BalanceWidget } from './balance-widget.tsx';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `hover:underline ${isActive ? 'font-semibold text-indigo-700 dark:text-indigo-300' : ''}`;

function useCloseOnNavigate(close: () => void) {
  const { pathname } = useLocation();
  const last = useRef(pathname);
  useEffect(() => {
    if (last.current !== pathname) close();
    last.current = pathname;
  });
}

/** Signed-in menu: Admin (admins only), Profile, Account, Logout (spec §2). */
function UserMenu({ label, admin }: { label: string; admin: boolean }) {
  const { t } = useTranslation('auth');
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const close = useRef(() => setOpen(false)).current;
  useCloseOnNavigate(close);
  return (
    <div className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('menu.open')}
        onClick={() => setOpen(!open)}
        className="flex h-8 w-8 items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white"
      >
        {label.slice(0, 1).toUpperCase()}
      </button>
      {open && (
        <div
          role="menu"
          className="absolute right-0 z-20 mt-2 w-48 rounded-xl border border-slate-200 bg-white py-1 text-sm shadow-lg dark:border-slate-800 dark:bg-slate-950"
        >
          <p className="truncate px-3 py-2 text-xs text-slate-500 dark:text-slate-400">{label}</p>
          {admin && <MenuLink to={paths.admin}>{t('menu.admin')}</MenuLink>}
          <MenuLink to={paths.profile}>{t('menu.profile')}</MenuLink>
          <MenuLink to={paths.account}>{t('menu.account')}</MenuLink>
          <button
            type="button"
            role="menuitem"
            onClick={() => void signOut('local')}
            className="block w-full px-3 py-2 text-left hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            {t('menu.logout')}
          </button>
        </div>
      )}
    </div>
  );
}

/** Mobile drawer: avatar initial, nickname or 'guest', e-mail, the same links, credits group, logout (spec §2). */
function MobileDrawer({ nickname, email, admin }: { nickname: string | null; email: string; admin: boolean }) {
  const { t } = useTranslation(['auth', 'common']);
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const close = useRef(() => setOpen(false)).current;
  useCloseOnNavigate(close);
  const name = nickname ?? t('auth:menu.guest');
  return (
    <div className="md:hidden">
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} className={buttonClasses('ghost')}>
        ☰<span className="sr-only">{t('auth:menu.open')}</span>
      </button>
      {open && (
        <div className="absolute inset-x-0 top-full z-30 space-y-3 border-b border-slate-200 bg-white p-4 text-sm shadow-lg dark:border-slate-800 dark:bg-slate-950">
          <div className="flex items-center gap-3">
            <span className="flex h-10 w-10 items-center justify-center rounded-full bg-indigo-600 font-bold text-white">
              {name.slice(0, 1).toUpperCase()}
            </span>
            <span>
              <span className="block font-semibold">{name}</span>
              <span className="block text-xs text-slate-500 dark:text-slate-400">
                {t('auth:menu.email', { email })}
              </span>
            </span>
          </div>
          <nav className="flex flex-col gap-2">
            <Link to={paths.dashboard}>{t('common:nav.dashboard')}</Link>
            <Link to={paths.sessions}>{t('common:nav.sessions')}</Link>
            <Link to={paths.upload}>{t('common:nav.upload')}</Link>
            {admin && <Link to={paths.admin}>{t('auth:menu.admin')}</Link>}
            <Link to={paths.profile}>{t('auth:menu.profile')}</Link>
            <Link to={paths.account}>{t('auth:menu.account')}</Link>
          </nav>
          <div className="space-y-2 border-t border-slate-200 pt-3 dark:border-slate-800">
            <p className="font-semibold">{t('auth:balance.label')}</p>
            <button type="button" disabled className={`${buttonClasses('secondary')} w-full`}>
              {t('auth:balance.purchase')} · {t('auth:balance.purchaseDisabled')}
            </button>
            <Link to={paths.purchaseHistory} className="block">
              {t('auth:balance.history')}
            </Link>
          </div>
          <button
            type="button"
            onClick={() => void signOut('local')}
            className={`${buttonClasses('secondary')} w-full`}
          >
            {t('auth:menu.logout')}
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * The header's right side. Signed out: Features, How it works, login. Signed in: Dashboard, Sessions, Upload,
 * balance widget, user menu (and a drawer on small screens). `controls` are the language and theme switchers.
 */
export function HeaderAccount({ controls }: { controls: React.ReactNode }) {
  const { t } = useTranslation();
  const me = useMe();
  const queryClient = useQueryClient();
  // Spec §7: a 'nicknameUpdated' window event (the profile page fires it) reloads the nickname shown here.
  useEffect(() => {
    const reload = () => void queryClient.invalidateQueries({ queryKey: meQueryKey });
    window.addEventListener('nicknameUpdated', reload);
    return () => window.removeEventListener('nicknameUpdated', reload);
  }, [queryClient]);
  if (!me.data) {
    return (
      <>
        <a href="/#features" className="hidden hover:underline sm:inline">
          {t('nav.features')}
        </a>
        <a href="/#how-it-works" className="hidden hover:underline sm:inline">
          {t('nav.howItWorks')}
        </a>
        {controls}
        <ButtonLink to={paths.auth}>{t('nav.login')}</ButtonLink>
      </>
    );
  }
  const admin = isAdmin(me.data);
  const nickname = me.data.profile?.nickname ?? null;
  return (
    <>
      <span className="hidden items-center gap-4 md:flex">
        <NavLink to={paths.dashboard} className={navLinkClass}>
          {t('nav.dashboard')}
        </NavLink>
        <NavLink to={paths.sessions} end className={navLinkClass}>
          {t('nav.sessions')}
        </NavLink>
        <NavLink to={paths.upload} className={navLinkClass}>
          {t('nav.upload')}
        </NavLink>
      </span>
      {controls}
      <BalanceWidget />
      <span className="hidden md:block">
        <UserMenu label={nickname ?? me.data.user.email} admin={admin} />
      </span>
      <MobileDrawer nickname={nickname} email={me.data.user.email} admin={admin} />
    </>
  );
}

function MenuLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link role="menuitem" to={to} className="block px-3 py-2 hover:bg-slate-100 dark:hover:bg-slate-800">
      {children}
    </Link>
  );
}
