import { expect, type Page, test } from '@playwright/test';
import { signInViaApi } from './helpers/auth.ts';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { expectFitsPhone, phoneViewport } from './helpers/narrow-screen.ts';

// /test/hybrid-status (docs/engine-status.md): the in-process worker of the test server is the live worker here.
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const texts = {
  ko: {
    title: '엔진 및 대기열 상태',
    english: '영어 분석 가능',
    wait: '대기 시간',
    engines: '전사 엔진',
    embedded: '내장 영어 엔진',
    queue: '작업 대기열',
    englishQueue: '영어 분석',
    workers: '워커',
    running: '실행 중',
    health: '데이터베이스와 저장소',
    pglite: /내장 PGlite/,
    report: '리포트 생성기',
    rules: '내장 규칙',
    live: /^5초마다 자동으로 새로 고칩니다 · 마지막 갱신 /,
  },
  en: {
    title: 'Engine and queue status',
    english: 'English analysis available',
    wait: 'Waiting time',
    engines: 'Transcription engines',
    embedded: 'Embedded English engine',
    queue: 'Job queue',
    englishQueue: 'English analysis',
    workers: 'Workers',
    running: 'Running',
    health: 'Database and storage',
    pglite: /Embedded PGlite/,
    report: 'Report generator',
    rules: 'Built-in rules',
    live: /^Refreshes every 5 s · last update /,
  },
} as const;

async function useLanguage(page: Page, lang: 'ko' | 'en') {
  await page.evaluate((l) => localStorage.setItem('cuecoach-language', l), lang);
  await page.goto('/test/hybrid-status');
}

test('signed-out visitors are sent to sign-in; the API answers 401', async ({ page }) => {
  await page.goto('/test/hybrid-status');
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect((await page.request.get('/api/engine-status')).status()).toBe(401);
});

test('a member sees only availability and waiting time, in both languages and on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await signInViaApi(page, uniqueEmail('status-member'));
  await page.goto('/');
  for (const lang of ['ko', 'en'] as const) {
    const t = texts[lang];
    await page.setViewportSize({ width: 1280, height: 900 });
    await useLanguage(page, lang);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByText(t.english)).toBeVisible();
    await expect(page.getByRole('heading', { name: t.wait })).toBeVisible();
    await expect(page.getByTestId('status-freshness')).toHaveText(t.live);
    await expect(page.getByRole('heading', { name: t.engines })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: t.queue })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, `/test/hybrid-status member (${lang})`);
    await page.setViewportSize(phoneViewport);
    await expectFitsPhone(page, `/test/hybrid-status member (${lang})`);
  }
  const body = await (await page.request.get('/api/engine-status')).json();
  expect(Object.keys(body).sort()).toEqual(['generatedAt', 'korean', 'languages', 'view', 'wait']);
  // Korean's availability for a member is a state and a reason, never the model's file, path or download address.
  expect(Object.keys(body.korean).every((k) => ['state', 'reason', 'downloadBytes'].includes(k))).toBe(true);
});

test('an admin sees engines, report generator, queues, workers and health, live, in both languages and on a phone', async ({
  page,
}) => {
  // Its own admin: admin@e2e.test is signed in by other specs, and each address gets only a few codes an hour.
  test.setTimeout(240_000);
  await signInViaApi(page, 'status-admin@e2e.test');
  await page.goto('/');
  for (const lang of ['ko', 'en'] as const) {
    const t = texts[lang];
    await page.setViewportSize({ width: 1280, height: 900 });
    await useLanguage(page, lang);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const engines = page.getByTestId('engines');
    await expect(engines.getByRole('heading', { name: t.engines })).toBeVisible();
    await expect(engines.getByText(t.embedded)).toBeVisible();
    await expect(page.getByTestId('report').getByRole('heading', { name: t.report })).toBeVisible();
    await expect(page.getByTestId('report-generator')).toHaveText(t.rules);
    const queues = page.getByTestId('queues');
    await expect(queues.getByRole('heading', { name: t.queue })).toBeVisible();
    await expect(
      page.getByTestId('queue-session-analysis-en').getByText(t.englishQueue, { exact: true }),
    ).toBeVisible();
    const workers = page.getByTestId('workers');
    await expect(workers.getByRole('heading', { name: t.workers })).toBeVisible();
    await expect(workers.getByText(t.running, { exact: true }).first()).toBeVisible();
    const health = page.getByTestId('health');
    await expect(health.getByRole('heading', { name: t.health })).toBeVisible();
    await expect(health.getByText(t.pglite)).toBeVisible();
    await expectNoSeriousAxeViolations(page, `/test/hybrid-status admin (${lang})`);

    // Live: the figures are fetched again every 5 s without a reload (the server reuses them for 3 s).
    const freshness = page.getByTestId('status-freshness');
    await expect(freshness).toHaveText(t.live);
    const first = await freshness.textContent();
    await expect(freshness).not.toHaveText(first ?? '', { timeout: 15_000 });

    await page.setViewportSize(phoneViewport);
    await expectFitsPhone(page, `/test/hybrid-status admin (${lang})`);
  }
});
