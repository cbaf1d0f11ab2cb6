import { expect, type Route, test } from '@playwright/test';
import { untilLive } from './helpers/live.ts';

/**
 * A prerendered page shows its language and theme pickers before its script has run. A reader who picks one then
 * (a slow phone, a slow network) must get what they picked once the page is live, and a theme saved earlier must
 * show in the picker, not the page's default.
 */

/** Holds the page's scripts until `release` is called, so the test can act on the page before it is live. */
async function holdScripts(page: import('@playwright/test').Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js$/, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return async () => {
    released = true;
    for (const route of held.splice(0)) await route.continue();
  };
}

test('a language picked before the page is live is the language it switches to', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const language = page.getByRole('combobox', { name: '언어' });
  await expect(language).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-live', 'true');
  await language.selectOption('en');
  await release();
  await untilLive(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'One class recording, and your next class cues better',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  // Switched after the screen hydrated in the language it was rendered in: no hydration mismatch.
  expect(errors.filter((e) => /hydrat|#418|#423/i.test(e))).toEqual([]);
  // Remembered: the next page opens in English.
  await page.goto('/styles');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Teaching styles');
});

test('a theme picked before the page is live is applied and kept', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/terms', { waitUntil: 'commit' });
  const theme = page.getByRole('combobox', { name: '테마' });
  await expect(theme).toBeVisible();
  await theme.selectOption('dark');
  await release();
  await untilLive(page);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(theme).toHaveValue('dark');
  expect(await page.evaluate(() => localStorage.getItem('cuecoach-theme'))).toBe('dark');
});

test('a theme saved earlier shows in the picker of a prerendered page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cuecoach-theme', 'light'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/styles');
  await untilLive(page);
  await expect(page.getByRole('combobox', { name: '테마' })).toHaveValue('light');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});

test('a dark reader gets a dark page before its script has run, and a light choice stays light', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.sample}`));
  });
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-live', 'true');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await release();
  await untilLive(page);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  // The inline script is allowed by its hash: nothing was blocked.
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);

  // Chosen light on a dark device: light from the first paint.
  await page.evaluate(() => localStorage.setItem('cuecoach-theme', 'light'));
  const again = await holdScripts(page);
  await page.goto('/styles', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await again();
});
