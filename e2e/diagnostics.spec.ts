import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { latestMailId, waitForCode } from './helpers/auth.ts';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { untilLive } from './helpers/live.ts';

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function openDebugPanel(page: Page) {
  await page.goto('/__debug');
  const dialog = page.getByRole('dialog', { name: '디버그 패널' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('debug mode logs real requests (sign-in code redacted) and the panel shows and downloads them', async ({
  page,
}) => {
  // Debug mode is off until turned on in the actions tab.
  let dialog = await openDebugPanel(page);
  await expect(dialog.getByTestId('debug-state')).toHaveText('꺼짐');
  await expectNoSeriousAxeViolations(page, 'debug panel overview');
  await dialog.getByRole('tab', { name: '작업' }).click();
  await dialog.getByRole('button', { name: '디버그 모드 켜기' }).click();
  await expect(dialog.getByRole('button', { name: '디버그 모드 끄기' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cuecoach-debug-enabled'))).toBe('true');
  await dialog.getByRole('button', { name: '닫기' }).click();

  // A real sign-up: the code request and the code verification go through the logged fetch.
  const email = uniqueEmail('debug');
  await page.goto('/auth/otp');
  const before = await latestMailId(page.request, email);
  await page.getByLabel('이메일').fill(email);
  await page.getByRole('button', { name: '코드 받기' }).click();
  const code = await waitForCode(page.request, email, before);
  await page.getByLabel('6자리 코드').fill(code);
  await page.getByRole('button', { name: '인증하고 가입하기' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);

  // Typing /__debug is a full page load: the logs come back from sessionStorage.
  dialog = await openDebugPanel(page);
  await dialog.getByRole('tab', { name: '네트워크' }).click();
  const verify = dialog.getByTestId('network-entry').filter({ hasText: '/api/auth/code/verify' });
  await expect(verify).toHaveCount(1);
  await expect(verify).toContainText('POST');
  await expect(verify).toContainText('200 성공');
  await verify.locator('summary').click();
  await expect(verify).toContainText('"code":"[redacted]"');
  await expect(verify).toContainText(email);
  await expect(verify).not.toContainText(`"code":"${code}"`);
  await expect(dialog.getByTestId('network-entry').filter({ hasText: '/api/auth/code/request' })).toHaveCount(1);
  await expectNoSeriousAxeViolations(page, 'debug panel network tab with an open entry');

  await dialog.getByRole('tab', { name: '연결' }).click();
  await expect(dialog.getByTestId('health-state')).toHaveText('정상 (HTTP 200)');
  await expect(dialog).toContainText('pglite');
  await expect(dialog.getByTestId('online-state')).toHaveText('온라인');

  // Download: a dated JSON file holding the same logs, without the code.
  await dialog.getByRole('tab', { name: '작업' }).click();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '진단 정보 내려받기 (JSON)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^cuecoach-diagnostics-\d{4}-\d{2}-\d{2}-\d{6}\.json$/);
  await expect(page.getByText('진단 정보를 내려받았습니다').first()).toBeVisible();
  const text = await readFile((await download.path()) as string, 'utf8');
  const bundle = JSON.parse(text) as {
    buildInfo: { version: string; environment: string; timestamp: string };
    requestLogs: { url: string; method: string; statusClass: string; requestBody: string | null }[];
    localStorage: Record<string, string>;
  };
  expect(bundle.buildInfo.version).toMatch(/^\d+\.\d+\.\d+/);
  expect(bundle.buildInfo.environment).toBe('production');
  const logged = bundle.requestLogs.find((r) => r.url.endsWith('/api/auth/code/verify'));
  expect(logged).toMatchObject({ method: 'POST', statusClass: 'success' });
  expect(JSON.parse(logged?.requestBody ?? '{}')).toMatchObject({ email, code: '[redacted]' });
  expect(text).not.toContain(`"${code}"`);
  expect(text).not.toContain(`\\"${code}\\"`);
  expect(bundle.localStorage['cuecoach-debug-enabled']).toBe('true');

  // Clearing empties every tab.
  await dialog.getByRole('button', { name: '모든 로그 지우기' }).click();
  await expect(page.getByText('로그를 모두 지웠습니다').first()).toBeVisible();
  await dialog.getByRole('tab', { name: '네트워크' }).click();
  await expect(dialog.getByText('기록된 요청이 없습니다.')).toBeVisible();
});

test('a missing lazy chunk (stale deploy) reloads once, then shows the error screen with a working debug panel', async ({
  page,
}) => {
  // First load onto a lazy route while its chunk is slow: a public page is prerendered, so its content shows at
  // once (no spinner, no blank page) and becomes live when the chunk arrives.
  await page.route('**/assets/list-route-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/styles');
  await expect(page.getByRole('heading', { level: 1, name: '수업 스타일' })).toBeVisible();
  await untilLive(page);
  await page.unroute('**/assets/list-route-*.js');

  // Now the chunk is gone, as after a deploy.
  await page.route('**/assets/list-route-*.js', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  let documentLoads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentLoads += 1;
  });
  await page.goto('/styles');
  await expect(page.getByRole('heading', { name: '문제가 발생했습니다' })).toBeVisible();
  expect(documentLoads).toBe(2); // the visit and exactly one automatic reload
  const errorId = (await page.getByTestId('error-id').textContent()) ?? '';
  expect(errorId).toMatch(/^error_\d{13}_[a-z0-9]{9}$/);
  await page.getByText('기술 정보').click();
  await expect(page.getByText(/Failed to fetch dynamically imported module/).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'app-wide error screen');

  await page.getByRole('button', { name: '디버그 패널 열기' }).click();
  await expect(page).toHaveURL(/\/__debug$/);
  const dialog = page.getByRole('dialog', { name: '디버그 패널' });
  await dialog.getByRole('tab', { name: '오류' }).click();
  // Both failures are logged (the first, which triggered the reload, and the one on screen), each with its id.
  await expect(
    dialog.getByTestId('error-entry').filter({ hasText: 'Failed to fetch dynamically imported module' }),
  ).toHaveCount(2);
  const entry = dialog.getByTestId('error-entry').filter({ hasText: errorId });
  await expect(entry).toHaveCount(1);
  await entry.locator('summary').click();
  await expect(entry.getByText(errorId)).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'debug panel errors tab');
});
