import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's first screen is live (`<html data-live>`, set by main.tsx once it has hydrated or
 * rendered) and, on pages with the app header, the header's account part too (`data-header-live`: it hydrates when
 * its own code arrives, sometimes later). A prerendered page shows its buttons and fields before their handlers are
 * attached; a test that uses one right after `goto` must wait for this, as a reader's click lands only once the
 * script has run.
 */
export async function untilLive(page: Page): Promise<void> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-live', 'true', { timeout: 15_000 });
  if ((await page.locator('header').count()) > 0) {
    await expect(html).toHaveAttribute('data-header-live', 'true', { timeout: 15_000 });
  }
}
