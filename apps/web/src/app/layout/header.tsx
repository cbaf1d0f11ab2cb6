import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CostPolicyGate } from '@/components/cost-policy-gate.tsx';
import { LanguageSwitcher, ThemeSwitcher } from '@/components/layout/preferences-controls.tsx';
import { paths } from '@/config/paths.ts';
// Deep imports on purpose (allowed in biome.json): the layout is in the landing chunk, and the auth and sessions
// index.ts would bring the session check and the zod-parsed session queries with it.
import { SignedOutLinks } from '@/features/auth/components/signed-out-links.tsx';

const HeaderAccount = lazy(() =>
  import('@/features/auth/components/header-account-island.tsx').then((module) => ({
    default: module.HeaderAccountIsland,
  })),
);

export function Header() {
  const { t } = useTranslation();
  const controls = (
    <>
      <LanguageSwitcher />
      <ThemeSwitcher />
    </>
  );
  return (
    <header className="no-print border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="relative mx-auto flex max-w-6xl items-center gap-2 px-4 py-3 sm:gap-4">
        <Link to={paths.home} className="flex shrink-0 items-center gap-2 text-lg font-bold whitespace-nowrap">
          <img src="/favicon.svg" alt="" className="h-7 w-7" />
          {t('appName')}
        </Link>
        {/* The badge promises free analyses: shown only while the admin's free beta switch is on. */}
        <CostPolicyGate>
          {({ freeBeta }) =>
            freeBeta !== false && (
              <span className="shrink-0 whitespace-nowrap rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-800 dark:bg-indigo-900 dark:text-indigo-100">
                {t('beta.badge')}
              </span>
            )
          }
        </CostPolicyGate>
        <nav aria-label={t('nav.mainNavigation')} className="ml-auto flex min-w-0 items-center gap-2 text-sm md:gap-4">
          {/* Signed-out links or the signed-in nav, balance and user menu; until that code has loaded
              (a page rendered in the browser), a visitor's links, as the session check would show anyway. */}
          <Suspense fallback={<SignedOutLinks controls={controls} />}>
            <HeaderAccount controls={controls} />
          </Suspense>
        </nav>
      </div>
    </header>
  );
}
