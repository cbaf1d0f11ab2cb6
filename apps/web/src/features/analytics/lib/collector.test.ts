import { analyticsBatch } from '@cuecoach/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsOptOutKey, setOptedOut } from './consent.ts';
import { pageBucket } from './page-bucket.ts';
import { type RouterLike, startAnalytics } from './start-analytics.ts';
import { track } from './track.ts';

/** A router stand-in that moves window.location the way React Router does and tells its subscribers. */
function fakeRouter(): RouterLike & { go(path: string): void } {
  const listeners = new Set<(s: { location: { pathname: string } }) => void>();
  const state = { location: { pathname: window.location.pathname } };
  return {
    state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(path) {
      window.history.pushState(null, '', path);
      state.location = { pathname: path };
      for (const l of listeners) l(state);
    },
  };
}

type Sent = ReturnType<typeof analyticsBatch.parse>['events'];

describe('analytics collector', () => {
  let beacons: { url: string; body: string }[];
  let stop: () => void = () => {};
  const sent = (): Sent => beacons.flatMap((b) => analyticsBatch.parse(JSON.parse(b.body)).events);
  const hide = () => {
    Object.defineProperty(document, 'hidden', { configurable: true, value: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'hidden', { configurable: true, value: false });
  };

  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/');
    beacons = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, body: string) => {
        beacons.push({ url, body });
        return true;
      },
    });
    Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value: null });
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('counts a page view once the reader has stayed 1 s, not for a page passed through', () => {
    const router = fakeRouter();
    stop = startAnalytics(router, { webVitals: false });
    vi.advanceTimersByTime(999);
    router.go('/auth/login'); // left the landing before 1 s
    vi.advanceTimersByTime(1000);
    router.go(`/sessions/8d7e0c52-7c55-4f7e-9a51-0b3b3d6b0f11`);
    vi.advanceTimersByTime(1000);
    hide();
    const views = sent().filter((e) => e.name === 'page_view');
    expect(views.map((e) => [e.bucket, e.path])).toEqual([
      ['signup', '/auth/login'],
      ['feedback', '/sessions/:id'],
    ]);
    expect(beacons[0]?.url).toBe('/api/analytics/events');
  });

  it('records a form field’s length and never its value', () => {
    stop = startAnalytics(fakeRouter(), { webVitals: false });
    document.body.innerHTML =
      '<form data-track-form="login-email"><input name="email" type="email"></form><form><input name="other"></form>';
    const [input, untracked] = [...document.querySelectorAll('input')];
    if (!input || !untracked) throw new Error('inputs missing');
    input.value = 'secret.person@example.com';
    input.dispatchEvent(new Event('change', { bubbles: true }));
    untracked.value = 'nope';
    untracked.dispatchEvent(new Event('change', { bubbles: true }));
    hide();
    const forms = sent().filter((e) => e.name === 'form_interaction');
    expect(forms.map((e) => e.props)).toEqual([{ form: 'login-email', field: 'email', length: 25 }]);
    expect(beacons.map((b) => b.body).join('')).not.toContain('secret.person');
  });

  it('records clicks on marked elements and each scroll depth once', () => {
    stop = startAnalytics(fakeRouter(), { webVitals: false });
    document.body.innerHTML = '<a data-track="landing-hero-upload" href="#"><span>Go</span></a><button>plain</button>';
    document.querySelector('span')?.click();
    document.querySelector('button')?.click();
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 4000 });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(20);
    };
    scrollTo(1000); // 50 %
    scrollTo(1100);
    scrollTo(3000); // 100 %
    hide();
    const events = sent();
    expect(events.filter((e) => e.name === 'click_tracking').map((e) => e.props)).toEqual([
      { target: 'landing-hero-upload' },
    ]);
    expect(events.filter((e) => e.name === 'scroll_depth').map((e) => e.props?.percent)).toEqual([25, 50, 75, 100]);
  });

  it('sends nothing at all under Do Not Track', () => {
    Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value: '1' });
    const router = fakeRouter();
    stop = startAnalytics(router, { webVitals: false });
    track('login_completed', { purpose: 'login' });
    router.go('/dashboard');
    vi.advanceTimersByTime(20_000);
    hide();
    expect(beacons).toEqual([]);
  });

  it('sends nothing after the reader opts out, drops what was waiting, and resumes when they opt back in', () => {
    const router = fakeRouter();
    stop = startAnalytics(router, { webVitals: false });
    track('dashboard_viewed');
    setOptedOut(true);
    expect(localStorage.getItem(analyticsOptOutKey)).toBe('true');
    track('session_viewed');
    router.go('/upload');
    vi.advanceTimersByTime(20_000);
    hide();
    expect(beacons).toEqual([]);
    setOptedOut(false);
    track('login_completed', { purpose: 'login' });
    hide();
    expect(sent().map((e) => e.name)).toEqual(['login_completed']);
  });

  it('sends a batch every 10 s and splits long queues into batches the server accepts', () => {
    stop = startAnalytics(fakeRouter(), { webVitals: false });
    for (let i = 0; i < 19; i++) track('scroll_depth', { percent: 25 });
    expect(beacons).toHaveLength(0);
    vi.advanceTimersByTime(10_000);
    expect(beacons).toHaveLength(1);
    // With sendBeacon refusing (e.g. too large), fetch with keepalive carries the batch instead.
    const fetchSpy = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchSpy);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => false });
    for (let i = 0; i < 19; i++) track('click_tracking', { target: 'x' });
    vi.advanceTimersByTime(10_000);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const init = (fetchSpy.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.keepalive).toBe(true);
    expect(analyticsBatch.parse(JSON.parse(String(init.body))).events).toHaveLength(19);
    vi.unstubAllGlobals();
  });
});

describe('page buckets', () => {
  it('puts every page in its journey step', () => {
    const cases: [string, string][] = [
      ['/', 'landing'],
      ['/styles/vinyasa', 'landing'],
      ['/sample-report', 'landing'],
      ['/auth/signup', 'signup'],
      ['/onboarding', 'signup'],
      ['/upload', 'upload'],
      ['/sessions', 'analysis'],
      ['/compare/a/b', 'analysis'],
      ['/sessions/abc', 'feedback'],
      ['/dashboard', 'retention'],
      ['/account/credits', 'retention'],
      ['/purchase-credits', 'retention'],
      ['/privacy', 'other'],
      ['/admin', 'other'],
    ];
    expect(cases.map(([path]) => [path, pageBucket(path)])).toEqual(cases);
  });
});
