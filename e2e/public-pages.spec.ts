import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/**
 * The public pages of spec §2 (landing, legal, styles, sample report) in both languages: each renders its own
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

async function useLanguage(page: Page, lang: Lang) {
  await page.addInitScript((l) => localStorage.setItem('cuecoach-language', l), lang);
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
    await useLanguage(page, lang);
    await page.goto('/sample-report');
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
