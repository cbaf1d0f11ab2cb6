import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signInViaApi } from './helpers/auth.ts';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { untilLive } from './helpers/live.ts';
import { expectFitsPhone, phoneViewport } from './helpers/narrow-screen.ts';

// playwright.config.ts lists these addresses in ADMIN_EMAILS (one per language: no resend cooldown between tests).
const adminEmail = { ko: 'analytics-ko@e2e.test', en: 'analytics-en@e2e.test' } as const;
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const texts = {
  ko: {
    dashboard: '대시보드',
    tab: '이용 통계',
    funnel: '전환 퍼널',
    landing: '랜딩 조회',
    signup: '가입',
    second: '14일 안에 두 번째 세션',
    optOut: '이 브라우저의 이용 통계 보내기',
    dnt: '추적 금지',
    off: '꺼져 있어요',
    privacySection: '8. 이용 통계(자체 분석)',
  },
  en: {
    dashboard: 'Dashboard',
    tab: 'Analytics',
    funnel: 'Conversion funnel',
    landing: 'Landing views',
    signup: 'Sign-ups',
    second: 'Second session within 14 days',
    optOut: 'Send usage statistics from this browser',
    dnt: 'Do Not Track',
    off: 'This browser sends no usage statistics',
    privacySection: '8. Usage statistics (first-party analytics)',
  },
} as const;

type Counts = Record<string, number>;
async function eventCounts(admin: APIRequestContext): Promise<Counts> {
  const res = await admin.get('/api/admin/analytics?days=7');
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { events: { name: string; count: number }[] };
  return Object.fromEntries(body.events.map((e) => [e.name, e.count]));
}

async function inLanguage(context: BrowserContext, lang: 'ko' | 'en'): Promise<Page> {
  await context.addInitScript((l) => localStorage.setItem('cuecoach-language', l), lang);
  return context.newPage();
}

/**
 * Analytics requests the page is seen making from now on. Playwright does not report a beacon sent while a page
 * unloads, so this alone proves little; the server's own event count is the check that covers those.
 */
function recordBeacons(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/analytics/events')) sent.push(r.postData() ?? '');
  });
  return sent;
}

const total = (counts: Counts) => Object.values(counts).reduce((sum, n) => sum + n, 0);

for (const lang of ['ko', 'en'] as const) {
  const t = texts[lang];
  // The admin reads the stored figures through the API only: a page of its own would send events too.
  let adminContext: BrowserContext;
  let adminApi: APIRequestContext;
  test.beforeAll(async ({ browser }) => {
    adminContext = await browser.newContext();
    adminApi = adminContext.request;
    await signInViaApi(adminApi, adminEmail[lang]);
  });
  test.afterAll(async () => {
    await adminContext.close();
  });

  test(`events reach the database after navigation and the admin sees the funnel (${lang})`, async ({ browser }) => {
    // Two sign-ins, a collector that starts when the page is idle, polling the server, axe: slow on a busy machine.
    test.setTimeout(150_000);
    const before = await eventCounts(adminApi);

    const memberContext = await browser.newContext();
    const member = await inLanguage(memberContext, lang);
    await signInViaApi(member, uniqueEmail(`analytics-${lang}`));
    await member.goto('/dashboard');
    await expect(member.getByRole('heading', { name: t.dashboard, level: 1 })).toBeVisible();
    // The collector loads when the page is idle; the page view follows 1 s later. Leaving the page sends the batch.
    await expect
      .poll(
        () =>
          member.evaluate(() =>
            performance.getEntriesByType('resource').some((e) => e.name.includes('start-analytics')),
          ),
        { timeout: 10_000 },
      )
      .toBe(true);
    // The reader stayed the 1 s after which a page counts as viewed (the collector marks it on <html>).
    await expect(member.locator('html')).toHaveAttribute('data-analytics-viewed', '/dashboard', { timeout: 10_000 });
    await member.goto('/privacy');
    // What the server stored (read back through the admin API): the dashboard's view and the page view.
    await expect
      .poll(
        async () => {
          const now = await eventCounts(adminApi);
          return [
            (now.page_view ?? 0) > (before.page_view ?? 0),
            (now.dashboard_viewed ?? 0) > (before.dashboard_viewed ?? 0),
          ];
        },
        { timeout: 20_000 },
      )
      .toEqual([true, true]);
    // No cookie of its own: the only cookies are the session and the language preference.
    const cookieNames = (await memberContext.cookies()).map((c) => c.name);
    expect(cookieNames.filter((n) => !/session|cuecoach-language/.test(n))).toEqual([]);

    const admin = await inLanguage(adminContext, lang);
    await admin.goto('/admin');
    await admin.getByRole('tab', { name: t.tab }).click();
    const funnel = admin.getByTestId('analytics-funnel');
    await expect(admin.getByRole('heading', { name: t.funnel })).toBeVisible();
    await expect(funnel.locator('li')).toHaveCount(5);
    await expect(funnel.locator('li[data-step="landing"]')).toContainText(t.landing);
    await expect(funnel.locator('li[data-step="secondSession"]')).toContainText(t.second);
    // Both accounts of this test were created within the window.
    const signups = Number(
      (await funnel.locator('li[data-step="signup"]').getByTestId('funnel-count').innerText()).replace(/\D/g, ''),
    );
    expect(signups).toBeGreaterThanOrEqual(2);
    await expect(admin.getByTestId('analytics-events').locator('tr[data-event="dashboard_viewed"]')).toBeVisible();
    await expectNoSeriousAxeViolations(admin, `/admin analytics (${lang})`);
    await admin.setViewportSize(phoneViewport);
    await expectFitsPhone(admin, `/admin analytics (${lang})`);
    await admin.close();
    await memberContext.close();
  });

  test(`Do Not Track and the opt-out send nothing (${lang})`, async ({ browser }) => {
    test.setTimeout(120_000);
    // Late beacons of pages closed by the test before have landed by now.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const before = total(await eventCounts(adminApi));
    // Do Not Track: the browser signal as Chromium exposes it, and the header.
    const dntContext = await browser.newContext({ extraHTTPHeaders: { DNT: '1' } });
    await dntContext.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
    const dnt = await inLanguage(dntContext, lang);
    const dntBeacons = recordBeacons(dnt);
    await dnt.goto('/');
    // The page has decided not to load the collector (main.tsx marks it on <html>).
    await expect(dnt.locator('html')).toHaveAttribute('data-analytics', 'off');
    await dnt.goto('/privacy');
    await expect(dnt.getByRole('heading', { name: t.privacySection })).toBeVisible();
    const disabled = dnt.getByRole('checkbox', { name: t.optOut });
    await expect(disabled).toBeDisabled();
    await expect(dnt.getByText(t.dnt, { exact: false }).last()).toBeVisible();
    await expect(dnt.locator('html')).toHaveAttribute('data-analytics', 'off');
    await dnt.goto('/styles');
    await expect(dnt.locator('html')).toHaveAttribute('data-analytics', 'off');
    expect(dntBeacons).toEqual([]);
    await dntContext.close();
    // The server's own count agrees: not one event was stored for that browser.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(total(await eventCounts(adminApi))).toBe(before);

    // Opt-out on the privacy policy, signed out: stored in this browser, and nothing is sent afterwards.
    const context = await browser.newContext();
    const page = await inLanguage(context, lang);
    await page.goto('/privacy');
    await untilLive(page);
    const box = page.getByRole('checkbox', { name: t.optOut });
    await expect(box).toBeChecked();
    await box.uncheck();
    await expect(page.getByText(t.off)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('cuecoach-analytics-opt-out'))).toBe('true');
    const beacons = recordBeacons(page);
    // Counted from the moment of the opt-out (a batch may have left just before it).
    const beforeOptOut = total(await eventCounts(adminApi));
    await page
      .getByRole('link', { name: lang === 'ko' ? /이용약관/ : /terms of service/i })
      .first()
      .click();
    // Off: the collector is not running, or sends nothing any more (it checks the choice before each batch).
    await expect(page.locator('html')).toHaveAttribute('data-analytics', 'off');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-analytics', 'off');
    await page.goto('/styles');
    await expect(page.locator('html')).toHaveAttribute('data-analytics', 'off');
    expect(beacons).toEqual([]);
    // The choice stays after a reload, and the switch shows it.
    await page.goto('/privacy');
    await expect(page.getByRole('checkbox', { name: t.optOut })).not.toBeChecked();
    await context.close();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(total(await eventCounts(adminApi))).toBe(beforeOptOut);
  });
}
