import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { isAdmin, useMe } from '@/api/me.ts';
import { queryKeys } from '@/api/query-keys.ts';
import { paths } from '@/config/paths.ts';
import { useSignOut } from '../api/sign-out.ts';
import { BalanceWidget } from './balance-widget.tsx';
import { MobileDrawer } from './mobile-drawer.tsx';
import { SignedOutLinks } from './signed-out-links.tsx';

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

/** Signed-in menu: Admin (admins only), Profile, Account, Logout. */
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

/**
 * The header's right side. Signed out: Features, How it works, login. Signed in: Dashboard, Sessions, Upload,
 * balance widget, user menu (and a drawer on small screens). `controls` are the language and theme switchers.
 */
export function HeaderAccount({ controls }: { controls: React.ReactNode }) {
  const { t } = useTranslation();
  const me = useMe();
  const queryClient = useQueryClient();
  // A 'nicknameUpdated' window event (the profile page fires it) reloads the nickname shown here.
  useEffect(() => {
    const reload = () => void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    window.addEventListener('nicknameUpdated', reload);
    return () => window.removeEventListener('nicknameUpdated', reload);
  }, [queryClient]);
  // The header's controls (language, theme, menu) work from here on: they hydrate with this part, after its code
  // has loaded, which can be after the screen below. Browser tests wait on the mark (e2e/helpers/live.ts).
  useEffect(() => {
    document.documentElement.dataset.headerLive = 'true';
  }, []);
  // Below md the header keeps the logo, the login button or the balance, and the menu button; the rest moves into
  // the drawer (at 390 px the full header wrapped one character per line).
  if (!me.data) {
    return (
      <>
        <SignedOutLinks controls={controls} />
        <MobileDrawer user={null} controls={controls} />
      </>
    );
  }
  const admin = isAdmin(me.data);
  const nickname = me.data.profile?.nickname ?? null;
  return (
    <>
      <span className="hidden items-center gap-4 whitespace-nowrap md:flex">
        <NavLink to={paths.dashboard} className={navLinkClass}>
          {t('nav.dashboard')}
        </NavLink>
        <NavLink to={paths.sessions} end className={navLinkClass}>
          {t('nav.sessions')}
        </NavLink>
        <NavLink to={paths.upload} className={navLinkClass}>
          {t('nav.upload')}
        </NavLink>
        <NavLink to={paths.reviews} className={navLinkClass}>
          {t('nav.feedback')}
        </NavLink>
      </span>
      <span className="hidden items-center gap-2 md:flex">{controls}</span>
      <BalanceWidget />
      <span className="hidden md:block">
        <UserMenu label={nickname ?? me.data.user.email} admin={admin} />
      </span>
      <MobileDrawer user={{ nickname, email: me.data.user.email, admin }} controls={controls} />
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
