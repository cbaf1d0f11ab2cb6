import { analyticsApi, apiPrefix, maxAnalyticsBatch } from '@cuecoach/contracts';
import { analyticsAllowed, subscribeToConsent } from './consent.ts';
import { clearQueued, onEventQueued, queuedCount, requeue, takeQueued, track } from './track.ts';

// Prefix and path joined here rather than through `apiUrl`: the collector is on the landing page, which stays lean.
export const analyticsEndpoint = `${apiPrefix}${analyticsApi.events.path}`;

/** The part of the router the collector needs: the location now and its changes. */
export interface RouterLike {
  state: { location: { pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
}

export interface CollectorOptions {
  /** A page view is counted once the reader has stayed this long (a redirect passing through is not a view). */
  pageViewDelayMs?: number;
  flushIntervalMs?: number;
  /** Web Vitals (a lazily loaded library); tests leave it off. */
  webVitals?: boolean;
}

const flushAt = 20;
const scrollMarks = [25, 50, 75, 100];

/** Sends what is queued: navigator.sendBeacon (survives the page closing), else fetch with keepalive. */
function flush(): void {
  if (!analyticsAllowed()) {
    clearQueued();
    return;
  }
  while (queuedCount() > 0) {
    const all = takeQueued();
    const batch = all.slice(0, maxAnalyticsBatch);
    requeue(all.slice(maxAnalyticsBatch));
    // A string body goes as text/plain: no CORS preflight, and the server reads it as JSON.
    const body = JSON.stringify({ events: batch });
    const beaconed = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(analyticsEndpoint, body);
    if (!beaconed) {
      void fetch(analyticsEndpoint, {
        method: 'POST',
        body,
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      }).catch(() => requeue(batch));
      return;
    }
  }
}

/** A short, safe name for a form field: its name, id or type — never anything the reader typed. */
function fieldName(el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): string {
  const raw = el.name || el.id || el.type || el.tagName.toLowerCase();
  return raw.replace(/[^\w-]/g, '').slice(0, 40) || 'field';
}

/**
 * The collector (docs/analytics.md): page views 1 s after a route change, scroll depth, time on page, clicks on
 * elements marked `data-track`, the value length of fields in forms marked `data-track-form`, Web Vitals; batches leave every 10 s, at 20 events,
 * and when the page is hidden. Loaded after the first paint, off the landing's critical path. Returns a stop.
 */
export function startAnalytics(router: RouterLike, options: CollectorOptions = {}): () => void {
  const { pageViewDelayMs = 1000, flushIntervalMs = 10_000, webVitals = true } = options;
  const cleanups: (() => void)[] = [];
  const firstPath = router.state.location.pathname;

  let page = { path: firstPath, visibleMs: 0, visibleSince: performance.now() as number | null, deepest: 0 };
  let viewTimer: ReturnType<typeof setTimeout> | null = null;

  const visibleMs = () => page.visibleMs + (page.visibleSince === null ? 0 : performance.now() - page.visibleSince);
  const enterPage = (path: string) => {
    if (viewTimer) clearTimeout(viewTimer);
    viewTimer = setTimeout(() => {
      viewTimer = null;
      if (window.location.pathname !== path) return;
      track('page_view');
      // The page counted as viewed, on <html>: browser tests wait on it instead of sleeping past the delay.
      document.documentElement.dataset.analyticsViewed = path;
    }, pageViewDelayMs);
  };
  const leavePage = () => {
    const seconds = Math.round(visibleMs() / 1000);
    if (seconds >= 1) track('user_engagement', { seconds, scrollPercent: page.deepest }, page.path);
  };

  enterPage(firstPath);
  cleanups.push(
    router.subscribe(({ location }) => {
      if (location.pathname === page.path) return;
      leavePage();
      const now = performance.now();
      page = { path: location.pathname, visibleMs: 0, visibleSince: document.hidden ? null : now, deepest: 0 };
      enterPage(location.pathname);
    }),
  );

  let scrollFrame = 0;
  const onScroll = () => {
    if (scrollFrame) return;
    scrollFrame = requestAnimationFrame(() => {
      scrollFrame = 0;
      const { scrollHeight } = document.documentElement;
      // A page that fits the window has no depth to report.
      if (scrollHeight <= window.innerHeight + 40) return;
      const percent = Math.min(100, Math.round(((window.scrollY + window.innerHeight) / scrollHeight) * 100));
      for (const mark of scrollMarks) {
        if (percent >= mark && page.deepest < mark) {
          page.deepest = mark;
          track('scroll_depth', { percent: mark });
        }
      }
    });
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  cleanups.push(() => window.removeEventListener('scroll', onScroll));

  const onClick = (e: MouseEvent) => {
    const marked = (e.target as Element | null)?.closest?.('[data-track]');
    const name = marked?.getAttribute('data-track');
    if (name) track('click_tracking', { target: name.slice(0, 80) });
  };
  document.addEventListener('click', onClick, { capture: true });
  cleanups.push(() => document.removeEventListener('click', onClick, { capture: true }));

  // `change` fires once a field is left with a new value; only its length is recorded.
  const onChange = (e: Event) => {
    const el = e.target;
    if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement))
      return;
    if (el instanceof HTMLInputElement && ['password', 'hidden', 'file', 'checkbox', 'radio'].includes(el.type)) return;
    // Only fields inside an element marked `data-track-form` (sign-in, onboarding, upload details) are counted.
    const form = el.closest('[data-track-form]')?.getAttribute('data-track-form');
    if (!form) return;
    track('form_interaction', { form: form.slice(0, 40), field: fieldName(el), length: el.value.length });
  };
  document.addEventListener('change', onChange, { capture: true });
  cleanups.push(() => document.removeEventListener('change', onChange, { capture: true }));

  const onVisibility = () => {
    if (document.hidden) {
      if (page.visibleSince !== null) page.visibleMs += performance.now() - page.visibleSince;
      page.visibleSince = null;
      flush();
    } else {
      page.visibleSince = performance.now();
    }
  };
  const onPageHide = () => {
    leavePage();
    flush();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);
  cleanups.push(() => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onPageHide);
  });

  const interval = setInterval(flush, flushIntervalMs);
  cleanups.push(() => clearInterval(interval));
  onEventQueued(() => {
    if (queuedCount() >= flushAt) flush();
  });
  cleanups.push(() => onEventQueued(null));
  cleanups.push(
    subscribeToConsent(() => {
      if (!analyticsAllowed()) clearQueued();
    }),
  );

  if (webVitals) {
    let cancelled = false;
    cleanups.push(() => {
      cancelled = true;
    });
    // The library loads after the page has settled, in its own chunk; each value is booked on the page first loaded.
    void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      if (cancelled) return;
      const report = (metric: { name: string; value: number; rating: string }) =>
        track(
          'performance_metrics',
          {
            metric: metric.name,
            value: metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value),
            rating: metric.rating,
          },
          firstPath,
        );
      for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(report);
    });
  }

  return () => {
    if (viewTimer) clearTimeout(viewTimer);
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
}
