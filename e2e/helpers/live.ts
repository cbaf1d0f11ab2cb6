import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's first screen is live (`<html data-live>`, set by main.tsx once it has hydrated or
 * rendered). A prerendered page shows its buttons and fields before their handlers are attached; a test that uses
 * one right after `goto` must wait for this, as a reader's click lands only once the script has run.
 */
export async function untilLive(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true', { timeout: 15_000 });
}
