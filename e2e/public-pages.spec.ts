import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { untilLive } from './helpers/live.ts';

/**
 * The public pages (landing, legal, styles, sample report) in both languages: each renders its own
 * title and metadata and has no serious or critical accessibility violation (axe-core, WCAG 2.x A/AA rules).
 */
const languages = ['ko', 'en'] as const;
type Lang = (typeof languages)[number];

const pages: { path: string; h1: Record<Lang, string | RegExp>; title: Record<Lang, RegExp> }[] = [
  {
    path: '/',
    h1: {
      ko: '수업 녹음 하나로, 다음 수업의 큐잉이 달라집니다',
      en: 'One class recording, and your next class cues better',
    },
    title: { ko: /^큐코치 · /, en: /^CueCoach · / },
  },
  {
    path: '/terms',
    h1: { ko: '이용약관', en: 'Terms of service' },
    title: { ko: /^이용약관 · 큐코치$/, en: /^Terms of service · CueCoach$/ },
  },
  {
    path: '/privacy',
    h1: { ko: '개인정보처리방침', en: 'Privacy policy' },
    title: { ko: /^개인정보처리방침 · 큐코치$/, en: /^Privacy policy · CueCoach$/ },
  },
  {
    path: '/styles',
    h1: { ko: '수업 스타일', en: 'Teaching styles' },
    title: { ko: /^수업 스타일 · /, en: /^Teaching styles · / },
  },
  {
    path: '/styles/vinyasa',
    h1: { ko: '빈야사', en: 'Vinyasa' },
    title: { ko: /^빈야사 \(요가\)/, en: /^Vinyasa \(Yoga\)/ },
  },
  {
    path: '/sample-report',
    h1: { ko: '샘플 리포트', en: 'Sample report' },
    title: { ko: /^샘플 리포트 · /, en: /^Sample report · / },
  },
  {
    path: '/sample',
    h1: { ko: '샘플 리포트', en: 'Sample report' },
    title: { ko: /^샘플 리포트 · /, en: /^Sample report · / },
  },
];

async function useLanguage(page: Page, lang: Lang, opts: { cookie?: boolean } = {}) {
  await page.addInitScript((l) => localStorage.setItem('cuecoach-language', l), lang);
  // A returning reader also has the cookie the language switcher writes, so the server sends that language.
  if (opts.cookie) {
    await page.context().addCookies([{ name: 'cuecoach-language', value: lang, url: 'http://127.0.0.1' }]);
  }
}

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const lang of languages) {
  for (const p of pages) {
    test(`${p.path} in ${lang}: title, description and no serious axe violations`, async ({ page }) => {
      await useLanguage(page, lang);
      await page.goto(p.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.h1[lang]);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(p.title[lang]);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(30);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test(`sample report tabs in ${lang} have no serious axe violations`, async ({ page }) => {
    await useLanguage(page, lang, { cookie: true });
    await page.goto('/sample-report');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await untilLive(page);
    const tabs = lang === 'ko' ? ['대시보드', '리포트'] : ['Dashboard', 'Report'];
    for (const name of tabs) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
}

test('homepage JSON-LD is a SoftwareApplication offered at 0 USD', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const ld = JSON.parse((await page.locator('script#page-jsonld').textContent()) ?? '{}');
  expect(ld).toMatchObject({
    '@type': 'SoftwareApplication',
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
  });
});

test('style detail JSON-LD names the style with Beginner difficulty; an unknown style is not found', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  await page.goto('/styles/yin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yin');
  const ld = JSON.parse((await page.locator('script#page-jsonld').textContent()) ?? '{}');
  expect(ld).toMatchObject({ '@type': 'LearningResource', name: 'Yin', educationalLevel: 'Beginner' });
  await page.getByRole('link', { name: 'All styles' }).click();
  await expect(page).toHaveURL(/\/styles$/);
  await page.goto('/styles/not-a-style');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('terms and privacy show the retention the server is configured with', async ({ page, request }) => {
  const caps = await (await request.get('/api/capabilities')).json();
  await useLanguage(page, 'en');
  await page.goto('/privacy');
  await expect(
    page.getByText(`Originals deleted automatically: ${caps.retentionHours} hours after upload`),
  ).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Contents' })
    .getByRole('link', { name: /Third-party AI providers/ })
    .click();
  await expect(page).toHaveURL(/#privacy-thirdParty$/);
  await page.goto('/terms');
  await expect(page.getByText(/at least 30 days before the closing date/)).toBeVisible();
});

test.describe('public pages arrive rendered, before any script runs', () => {
  const raw = async (request: import('@playwright/test').APIRequestContext, path: string, headers = {}) => {
    const res = await request.get(path, { headers });
    return { status: res.status(), html: await res.text(), encoding: res.headers()['content-encoding'] };
  };

  for (const p of pages) {
    test(`${p.path}: headline, title, description and language in the HTML itself`, async ({ request }) => {
      for (const lang of languages) {
        const { status, html } = await raw(request, p.path, { cookie: `cuecoach-language=${lang}` });
        expect(status).toBe(200);
        expect(html).toContain(`<html lang="${lang}" data-prerendered`);
        const h1 = p.h1[lang];
        if (typeof h1 === 'string') expect(html).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
        expect(title).toMatch(p.title[lang]);
        expect(/<meta name="description" content="([^"]{30,})"/.test(html)).toBe(true);
      }
    });
  }

  test('structured data is in the HTML, with the site origin filled in', async ({ request, baseURL }) => {
    const { html } = await raw(request, '/');
    const ld = JSON.parse(
      /<script type="application\/ld\+json" id="page-jsonld">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}',
    );
    expect(ld).toMatchObject({ '@type': 'SoftwareApplication', url: `${baseURL}/` });
    const style = await raw(request, '/styles/yin', { cookie: 'cuecoach-language=en' });
    expect(style.html).toContain('"educationalLevel":"Beginner"');
  });

  test('a public page paints styled from its HTML alone, without waiting for a stylesheet', async ({
    page,
    request,
  }) => {
    const { html, encoding } = await raw(request, '/styles');
    // Sent compressed: with its styles the page is ≈ 60 KB raw, ≈ 10 KB as brotli.
    expect(encoding).toMatch(/^(br|gzip)$/);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(html).toMatch(/<style>[\s\S]{1000,}?<\/style>/);
    // Even with every stylesheet request left unanswered, the page is laid out by the app's styles.
    await page.route('**/*.css', (route) => route.abort());
    await page.goto('/styles');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('수업 스타일');
    expect(await heading.evaluate((h) => getComputedStyle(h).fontWeight)).not.toBe('400');
    expect(await page.evaluate(() => getComputedStyle(document.body).wordBreak)).toBe('keep-all');
  });

  // Classic zod probed `new Function` when its object schemas were built, which this CSP (script-src 'self')
  // blocks and Chromium reports on every page; zod/mini's objects do not.
  test('the page keeps to its content security policy: no blocked eval while it reads the API', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.sourceFile}`));
    });
    const capabilities = page.waitForResponse('**/api/capabilities');
    await page.goto('/sample-report');
    await untilLive(page);
    await capabilities;
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });

  test('the language comes from the saved choice, else the browser, else Korean', async ({ request }) => {
    expect((await raw(request, '/terms')).html).toContain('<html lang="ko"');
    expect((await raw(request, '/terms', { 'accept-language': 'en-US,en;q=0.9' })).html).toContain('<html lang="en"');
    expect((await raw(request, '/terms', { 'accept-language': 'en', cookie: 'cuecoach-language=ko' })).html).toContain(
      '<html lang="ko"',
    );
  });

  test('a path that is no page answers 404 with the not-found page; app pages get the app', async ({ request }) => {
    for (const path of ['/no-such-page', '/styles/not-a-style', '/sessions/a/b']) {
      const { status, html } = await raw(request, path);
      expect(status, path).toBe(404);
      expect(html).toContain('페이지를 찾을 수 없습니다');
    }
    expect((await raw(request, '/dashboard')).status).toBe(200);
    expect((await raw(request, '/sessions/3f1c0a57-5d8b-4a55-9b7e-2f6c1f0c9a11')).status).toBe(200);
  });

  test('a rendered page becomes the live app without re-rendering differently', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && !/status of 401/.test(m.text())) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto('/styles/vinyasa');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('빈야사');
    // Interactive after hydration: client-side navigation works without a reload.
    await page.getByRole('link', { name: '모든 스타일' }).click();
    await expect(page).toHaveURL(/\/styles$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('수업 스타일');
    expect(problems).toEqual([]);
  });
});
