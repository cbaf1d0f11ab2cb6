import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from '@/app/app-routes.tsx';
import { locationFeed } from '@/app/location-feed.tsx';
import { resolveLazyMatches } from '@/app/router.tsx';
import { ToastHost } from '@/components/ui/toast-host.tsx';
// Deep imports on purpose (allowed in biome.json): the entry needs only the consent switch now and the collector
// later; analytics/index.ts also exports the opt-out UI and its zod-parsed config query.
import { analyticsAllowed, subscribeToConsent } from '@/features/analytics/lib/consent.ts';
import { installDebugMode } from '@/features/diagnostics/index.ts';
import './index.css';
import { i18n, preferredLanguage, ready } from '@/lib/i18n.ts';
import { applyTheme, followSystemTheme, readStoredTheme } from '@/lib/theme.ts';

applyTheme(readStoredTheme());
followSystemTheme();
// Before any screen's first request, so debug mode sees every fetch.
installDebugMode();
const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
// Public pages arrive rendered at build time (see vite.config.ts); those are hydrated, every other page rendered.
// A prerendered page also needs its own screen's code and texts before hydrating, or it would render differently;
// if that code cannot be loaded (a stale deploy), the page is rendered instead, so the error screen and
// its one automatic reload take over as on any other page.
const prerendered =
  document.documentElement.hasAttribute('data-prerendered') &&
  (await resolveLazyMatches(window.location.pathname).then(
    () => true,
    () => false,
  ));
/**
 * The page was rendered in the language the server picked (saved choice, else Accept-Language, else Korean), which
 * is normally the one this page prefers too; when they differ (a choice saved in another tab, a cached page) the
 * page switches once, after the screen has hydrated: the routes' content hydrates in a pass of its own (it sits in
 * a Suspense boundary), so switching when the root commits would hydrate it in the other language and fail to
 * match the HTML. Every screen below is listening for the change by then. Nothing is saved: only a choice is.
 */
const switchToPreferredLanguage = () => {
  const preferred = preferredLanguage();
  if (preferred !== i18n.language) void i18n.changeLanguage(preferred);
};

/**
 * Once the first screen is live (hydrated or rendered), `<html data-live>` says so: a prerendered page shows its
 * controls before they work, and browser tests wait on this instead of a fixed time before using them.
 */
const onScreenShown = () => {
  document.documentElement.dataset.live = 'true';
  if (prerendered) switchToPreferredLanguage();
};

// The shell's texts first (one small chunk per namespace), so the first paint is never a row of text keys.
await ready;
const app = (
  <StrictMode>
    {/* No query provider here: the parts that query load it with their code (api/with-query-client.tsx). */}
    <ToastHost>
      <BrowserRouter>
        <AppRoutes onScreenShown={onScreenShown} />
      </BrowserRouter>
    </ToastHost>
  </StrictMode>
);
if (prerendered) {
  // The preferred language's texts download while the page hydrates, so the switch after it is immediate.
  const preferred = preferredLanguage();
  if (preferred !== i18n.language) void i18n.loadLanguages(preferred);
  // In a transition, hydration renders in slices that yield to the browser every few milliseconds instead of one
  // long task (as React Router's own entry does): on a slow phone the page stays responsive while it comes alive,
  // and a click on a part not yet hydrated makes React hydrate that part first.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}

// First-party analytics (docs/analytics.md): the collector loads once the page is idle, in its own chunk, and only
// when the reader allows it (no Do Not Track / Global Privacy Control, not opted out).
let collectorLoaded = false;
/**
 * What this page does about analytics, on `<html data-analytics>`: "on" once the collector runs (it stops sending
 * when the reader opts out later), "off" while the reader refuses. Browser tests wait on it, not on a fixed time.
 */
const showAnalyticsState = () => {
  document.documentElement.dataset.analytics = analyticsAllowed() && collectorLoaded ? 'on' : 'off';
};
subscribeToConsent(showAnalyticsState);
const startCollector = () => {
  if (collectorLoaded) return;
  if (!analyticsAllowed()) {
    showAnalyticsState();
    // Switched back on later (account page, privacy policy): start then.
    const unsubscribe = subscribeToConsent(() => {
      if (!analyticsAllowed()) return;
      unsubscribe();
      startCollector();
    });
    return;
  }
  collectorLoaded = true;
  void import('@/features/analytics/lib/start-analytics.ts').then(({ startAnalytics }) => {
    startAnalytics(locationFeed);
    showAnalyticsState();
  });
};
if ('requestIdleCallback' in window) requestIdleCallback(startCollector, { timeout: 3000 });
else setTimeout(startCollector, 1000);
