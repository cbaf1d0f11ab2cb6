import { expect, test } from '@playwright/test';
import { untilLive } from './helpers/live.ts';

test('landing page renders in Korean by default', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('수업 녹음 하나로, 다음 수업의 큐잉이 달라집니다');
  await expect(page.getByRole('link', { name: '수업 업로드하기' })).toBeVisible();
});

test('language switch to English is remembered across reloads', async ({ page }) => {
  await page.goto('/');
  await untilLive(page);
  await page.getByLabel('언어').selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'One class recording, and your next class cues better',
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('unknown path shows the not-found page and logs the 404', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404); // the server knows the app's pages; the not-found page comes with a 404
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  // The heading is in the prerendered HTML: the page logs the 404 once its script has taken over, which on a loaded
  // machine can come after the heading shows; a click before that would leave the page unlogged.
  await expect.poll(() => errors.some((e) => e.includes('404') && e.includes('/this/does/not/exist'))).toBe(true);
  await page.getByRole('link', { name: '홈으로 돌아가기' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the page's language is a real one from the first script on, before its texts arrive", async ({ page }) => {
  // Hold the texts: the app's script has run its language set-up once it asks for them.
  let asked!: () => void;
  const textsAsked = new Promise<void>((resolve) => {
    asked = resolve;
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/common-[^/]*\.js$/, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  await page.goto('/sessions', { waitUntil: 'commit' });
  await textsAsked;
  expect(await page.locator('html').getAttribute('lang')).toBe('ko');
  release();
  await untilLive(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
});

test('unknown API path stays a JSON 404', async ({ request }) => {
  const res = await request.get('/api/nope');
  expect(res.status()).toBe(404);
  expect((await res.json()).error.code).toBe('not_found');
});

test.describe('an English browser with no language chosen', () => {
  test.use({ locale: 'en-US' });

  test('reads English before and after the page is live, and nothing is saved until the reader chooses', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto('/styles/vinyasa');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vinyasa');
    await untilLive(page);
    // Live: a client-side navigation, still in English (before, the page switched to Korean after hydrating).
    await page.getByRole('link', { name: 'All styles' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Teaching styles');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('cuecoach-language'))).toBeNull();
    // A page the server does not prerender follows the same rule.
    await page.goto('/auth/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(problems).toEqual([]);
  });
});
