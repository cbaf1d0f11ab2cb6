import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { BetaBanner } from './beta-banner.tsx';
import { Header } from './header.tsx';

// The header island (auth's signed-in parts), loaded on demand by its own module: auth/index.ts would be one chunk
// with the guards and sign-out (deep import allowed in biome.json).
const CompletionNoticeHost = lazy(() =>
  import('@/features/auth/components/header-account-island.tsx').then((module) => ({
    default: module.CompletionNoticeIsland,
  })),
);

export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The header is hidden on onboarding.
  const showChrome = !pathname.includes('/onboarding');
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        {t('nav.skipToContent')}
      </a>
      {showChrome && <BetaBanner />}
      {showChrome && <Header />}
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      {/* The completion notice polls on every page while signed in. */}
      <Suspense fallback={null}>
        <CompletionNoticeHost />
      </Suspense>
    </div>
  );
}
