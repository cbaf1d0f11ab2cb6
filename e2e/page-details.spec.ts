import { expect, type Page, test } from '@playwright/test';
import { signInViaApi } from './helpers/auth.ts';
import { makeClassWav } from './helpers/class-audio.ts';
import { untilLive } from './helpers/live.ts';
import { analyseViaApi, uploadViaApi } from './helpers/seed-sessions.ts';

/**
 * Page details in a real browser: the beta banner stays closed, "system" theme follows the device live,
 * the landing's metric cards float (and keep still for reduced motion), the footer links /profile, and every page
 * type carries its own metadata and structured data.
 */
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  const script = page.locator('script#page-jsonld');
  await expect(script).toHaveCount(1);
  return JSON.parse((await script.textContent()) ?? '{}');
}

async function description(page: Page): Promise<string> {
  return (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
}

test('the beta banner, once closed, stays closed after a reload', async ({ page }) => {
  await page.goto('/');
  await untilLive(page);
  const banner = page.getByRole('region', { name: '무료 베타' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: '배너 닫기' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: '무료 베타' })).toBeHidden();
  await page.goto('/styles');
  await expect(page.getByRole('region', { name: '무료 베타' })).toBeHidden();
});

test('theme "system" follows a device switch between light and dark without a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await untilLive(page);
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).not.toHaveClass(/\bdark\b/);
  // A fixed choice is not overridden by the device.
  await page.getByLabel('테마').selectOption('light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).not.toHaveClass(/\bdark\b/);
});

test('the landing metric cards float, stay still for reduced motion, and the footer links the profile', async ({
  page,
}) => {
  await page.goto('/');
  const cards = page.getByTestId('metric-card');
  await expect(cards).toHaveCount(3);
  const animation = () => cards.first().evaluate((el) => getComputedStyle(el).animationName);
  expect(await animation()).toBe('float-card');
  // The card really moves: its vertical offset changes over a second.
  const offsetY = () => cards.first().evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m42);
  const first = await offsetY();
  await expect.poll(offsetY, { timeout: 5_000 }).not.toBe(first);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await animation()).toBe('none');

  // The landing's footer sits inside <main>, so it has no contentinfo role.
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: '프로필' })).toHaveAttribute('href', '/profile');
});

test('auth, dashboard, upload, profile and session detail pages carry their own metadata', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/auth/login');
  await expect(page).toHaveTitle('로그인 · 큐코치');
  expect(await description(page)).toContain('6자리 코드');
  expect(await jsonLd(page)).toMatchObject({ '@type': 'WebPage', name: '로그인' });

  await signInViaApi(page, uniqueEmail('meta'));
  await page.goto('/dashboard');
  await expect(page).toHaveTitle('대시보드 · 큐코치');
  expect(await description(page)).toContain('지표 추이');
  expect(await jsonLd(page)).toMatchObject({ '@type': 'WebPage', name: '대시보드' });

  await page.goto('/upload');
  await expect(page).toHaveTitle('수업 업로드 · 큐코치');
  expect(await description(page)).toContain('코칭 리포트');

  await page.goto('/profile');
  expect(await jsonLd(page)).toMatchObject({ '@type': 'ProfilePage' });

  // Session detail: sessionTitle, style, language, wpm and score.
  const id = await uploadViaApi(
    page,
    makeClassWav('meta', ['Good morning. Inhale and lift your arms up.']),
    'Meta flow',
  );
  await analyseViaApi(page, id);
  const detail = (await (await page.request.get(`/api/sessions/${id}`)).json()) as {
    metrics: { wpm: number };
    report: { overallRating: { score: number } } | null;
  };
  await page.goto(`/sessions/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meta flow');
  await expect(page).toHaveTitle('Meta flow · 큐코치');
  const ld = await jsonLd(page);
  expect(ld).toMatchObject({ '@type': 'Report', name: 'Meta flow', inLanguage: 'en' });
  const props = (ld.additionalProperty ?? []) as { name: string; value: number }[];
  expect(props.find((p) => p.name === 'wpm')?.value).toBe(Math.round(detail.metrics.wpm));
  if (detail.report) {
    expect(props.find((p) => p.name === 'score')?.value).toBe(detail.report.overallRating.score);
    expect(await description(page)).toContain(`분당 ${Math.round(detail.metrics.wpm)}단어`);
  }
});
