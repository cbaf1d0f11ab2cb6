import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { SessionDetail } from '@cuecoach/contracts';
import { expect, type Page, test } from '@playwright/test';
import { formatMetric, metricKeys } from '../apps/web/src/lib/metric-catalog.ts';
import { signInViaApi } from './helpers/auth.ts';
import { classLines, makeClassWav } from './helpers/class-audio.ts';

/**
 * The sessions journey in a real browser against the real server: upload through the wizard, watch the
 * analysis finish, the completion notice, the report with the API's numbers, audio seeking, compare, bulk delete.
 * Runs in Korean (the default language), so the texts asserted are the Korean ones the user sees.
 */
test.describe.configure({ mode: 'serial' });

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const analysisTimeout = 180_000;

async function expectNoSeriousA11yViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious, `axe on ${where}`).toEqual([]);
}

/** Goes through the four wizard steps with `file` and lands on /sessions once the analysis has started. */
async function uploadThroughWizard(page: Page, file: string, title: string) {
  await page.goto('/upload');
  await page.getByLabel('수업 녹음 파일').setInputFiles(file);
  await expect(page.getByRole('region', { name: '선택한 파일' })).toContainText(path.basename(file));
  await page.getByRole('button', { name: '다음' }).click();

  await page.getByLabel('제목').fill(title);
  await page.getByLabel('태그').fill('e2e, vinyasa');
  await expect(page.getByText('예상 비용')).toBeVisible();
  await page.getByRole('button', { name: '다음' }).click();

  await page.getByRole('radio', { name: '영어' }).check();
  await page.getByLabel('수업 스타일').selectOption('vinyasa');
  await page.getByLabel('수업 상황').selectOption('small_group');
  await page.getByLabel('녹음 목적').selectOption('practice');
  await page.getByRole('button', { name: '다음' }).click();

  await expect(page.getByRole('region', { name: '요약' })).toContainText(title);
  await page.getByRole('button', { name: '업로드하고 분석 시작' }).click();
  // After the analysis starts the user is sent to the sessions page.
  await expect(page).toHaveURL(/\/sessions$/, { timeout: 60_000 });
}

async function sessionIdByTitle(page: Page, title: string): Promise<string> {
  const res = await page.request.get(`/api/sessions?q=${encodeURIComponent(title)}`);
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as { items: { id: string; title: string }[] };
  const found = items.find((s) => s.title === title);
  expect(found, `session "${title}"`).toBeTruthy();
  return (found as { id: string }).id;
}

async function waitUntilCompleted(page: Page, id: string) {
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/sessions/${id}/progress`);
        return ((await res.json()) as { status: string }).status;
      },
      { timeout: analysisTimeout, intervals: [2_000] },
    )
    .toBe('completed');
}

test('a rejected file shows its message and nothing is uploaded', async ({ page }) => {
  await signInViaApi(page, uniqueEmail('reject'));
  await page.goto('/upload');
  await page.getByLabel('수업 녹음 파일').setInputFiles({
    name: 'lesson-plan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 not a recording'),
  });
  await expect(
    page.getByRole('alert').filter({
      hasText: '지원하지 않는 파일 형식입니다. 오디오(mp3, m4a, wav) 또는 영상(mp4, mov) 파일만 업로드할 수 있습니다.',
    }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: '다음' })).toBeDisabled();

  // A text file renamed .mp3: its name passes, its first bytes do not. Refused at step 1 with the
  // file-type message, before anything is uploaded (it used to pass three steps and fail only after "start").
  const fake = path.join(mkdtempSync(path.join(os.tmpdir(), 'cuecoach-e2e-reject-')), 'not-audio.mp3');
  writeFileSync(fake, 'Lesson plan: sun salutation A, warrior II, then savasana.\n'.repeat(200));
  await page.getByLabel('수업 녹음 파일').setInputFiles(fake);
  await expect(
    page.getByRole('alert').filter({
      hasText: '지원하지 않는 파일 형식입니다. 오디오(mp3, m4a, wav) 또는 영상(mp4, mov) 파일만 업로드할 수 있습니다.',
    }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: '선택한 파일' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '다음' })).toBeDisabled();
  const list = await page.request.get('/api/sessions');
  expect(((await list.json()) as { total: number }).total).toBe(0);
  await expectNoSeriousA11yViolations(page, '/upload (error)');
});

test('in English, the screens and the upload messages are English', async ({ page }) => {
  await signInViaApi(page, uniqueEmail('english'));
  await page.addInitScript(() => localStorage.setItem('cuecoach-language', 'en'));
  await page.goto('/sessions');
  await expect(page.getByRole('heading', { name: 'No sessions yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Upload a class' }).first().click();
  await expect(page).toHaveURL(/\/upload$/);
  await page.getByLabel('Class recording file').setInputFiles({
    name: 'class.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from('PK'),
  });
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Unsupported file type. Only audio (mp3, m4a, wav) or video (mp4, mov) files can be uploaded.',
    }),
  ).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'No analysed classes yet' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/dashboard (empty, en)');
});

test('a reload during the upload resumes where it stopped', async ({ page }) => {
  await signInViaApi(page, uniqueEmail('resume'));
  // About 2.3 MB of audio sent at about 150 KB/s: long enough to reload in the middle.
  const file = makeClassWav('resume', [...classLines, ...classLines.slice(0, 2)]);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 150 * 1024,
  });
  await page.goto('/upload');
  await page.getByLabel('수업 녹음 파일').setInputFiles(file);
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByLabel('제목').fill('E2E resumed upload');
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('radio', { name: '영어' }).check();
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('button', { name: '업로드하고 분석 시작' }).click();
  const bar = page.getByRole('progressbar', { name: '업로드 진행률' });
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 30_000 })
    .toBeGreaterThan(10);

  await page.reload();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  // The typed details survived the reload; picking the same file again continues the upload.
  await page.getByLabel('수업 녹음 파일').setInputFiles(file);
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByLabel('제목')).toHaveValue('E2E resumed upload');
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('button', { name: '업로드하고 분석 시작' }).click();
  await expect(page.getByText('이전 업로드를 이어서 올리고 있습니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/sessions$/, { timeout: 60_000 });
  const list = (await (await page.request.get('/api/sessions')).json()) as { items: { title: string }[] };
  expect(list.items.map((s) => s.title)).toEqual(['E2E resumed upload']);
});

test('upload, completion notice, report numbers, audio seek, compare, bulk delete', async ({ page }) => {
  test.setTimeout(analysisTimeout * 2 + 120_000);
  await signInViaApi(page, uniqueEmail('journey'));
  // Live progress comes over the SSE stream (polling is only the fallback).
  const eventStreams = new Set<string>();
  page.on('request', (request) => {
    if (/\/api\/sessions\/[^/]+\/events$/.test(new URL(request.url()).pathname)) eventStreams.add(request.url());
  });

  await page.goto('/sessions');
  await expect(page.getByRole('heading', { name: '아직 세션이 없습니다' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/sessions (empty)');
  await page.goto('/upload');
  await expectNoSeriousA11yViolations(page, '/upload');

  // Both classes run past the 50 s a class needs to be judged (scored, and counted in the dashboard's trends).
  const first = makeClassWav('morning', [...classLines, ...classLines]);
  const evening = [
    'Good evening, welcome. Find a comfortable seat and close your eyes.',
    'Inhale deeply through your nose. Exhale slowly through your mouth.',
    'Lift your chest, roll your shoulders back, and lengthen your neck.',
    'Step your left foot forward. Bend your front knee and reach your arms up.',
  ];
  const second = makeClassWav('evening', [...evening, ...evening, ...evening]);
  await uploadThroughWizard(page, first, 'E2E morning flow');
  const idA = await sessionIdByTitle(page, 'E2E morning flow');
  // The list shows the session with a live status while it is analysed.
  await expect(page.getByRole('row', { name: /E2E morning flow/ })).toBeVisible();
  await uploadThroughWizard(page, second, 'E2E evening flow');
  const idB = await sessionIdByTitle(page, 'E2E evening flow');

  // The completion notice (polled every 30 s) may fire while the second analysis still runs, and its toast lives
  // only 5 s, so watch for the toast from now on.
  const toastSeen = page
    .getByText('분석 완료', { exact: true })
    .first()
    .waitFor({ state: 'visible', timeout: analysisTimeout + 40_000 });
  await waitUntilCompleted(page, idA);
  await waitUntilCompleted(page, idB);
  expect([...eventStreams].some((url) => url.includes(idA) || url.includes(idB))).toBe(true);

  // A fresh completion gets the toast and the dialog.
  await toastSeen;
  const dialog = page.getByRole('dialog', { name: '분석 완료!' });
  await expect(dialog).toBeVisible({ timeout: 40_000 });
  await dialog.getByRole('button', { name: '결과 보기' }).click();
  await expect(page).toHaveURL(/\/sessions\/[0-9a-f-]+$/);
  const openedId = page.url().split('/').pop() as string;
  expect([idA, idB]).toContain(openedId);
  // If that notice was for the first session, the second one is announced at a later 30 s poll; its modal would
  // hide the page from the steps below at a random moment, so it is answered "later" whenever it shows up.
  await page.addLocatorHandler(dialog, async () => {
    await dialog.getByRole('button', { name: '나중에 보기' }).click();
  });

  // The report shows the same numbers the API returns.
  const detail = (await (await page.request.get(`/api/sessions/${openedId}`)).json()) as SessionDetail;
  expect(detail.metrics).not.toBeNull();
  for (const key of metricKeys) {
    await expect(page.locator(`[data-metric="${key}"] [data-value]`)).toHaveText(
      formatMetric(key, detail.metrics?.[key] ?? Number.NaN, 'ko'),
    );
  }
  if (detail.report) {
    await expect(page.getByTestId('overall-score')).toContainText(String(detail.report.overallRating.score));
  }
  await expectNoSeriousA11yViolations(page, '/sessions/:id overview');

  for (const tab of ['차트', 'AI 피드백', '상세 정보']) {
    await page.getByRole('tab', { name: tab }).click();
    await expectNoSeriousA11yViolations(page, `/sessions/:id ${tab}`);
  }
  if (detail.report) {
    await page.getByRole('tab', { name: 'AI 피드백' }).click();
    await expect(page.getByRole('tabpanel')).toContainText(detail.report.summary);
  }

  // Transcript: clicking a segment plays the class audio from that segment's start.
  await page.getByRole('tab', { name: '전사' }).click();
  const segment = detail.segments[Math.min(1, detail.segments.length - 1)];
  expect(segment).toBeTruthy();
  const start = segment?.start ?? 0;
  const mm = Math.floor(start / 60);
  const ss = String(Math.floor(start % 60)).padStart(2, '0');
  await page
    .getByRole('button', { name: new RegExp(`${mm}:${ss}부터 재생`) })
    .first()
    .click();
  await expect
    .poll(() => page.locator('audio').evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(Math.max(0, start - 0.5));
  await expectNoSeriousA11yViolations(page, '/sessions/:id transcript');

  // Recording dates opposite to the upload order (lists order by recording date): the evening class was recorded first.
  for (const [id, recordedOn] of [
    [idA, '2026-11-22'],
    [idB, '2026-11-20'],
  ]) {
    expect((await page.request.patch(`/api/sessions/${id}`, { data: { recordedOn } })).status()).toBe(200);
  }

  // Compare: select the two sessions in the list.
  await page.goto('/sessions');
  await page.getByRole('checkbox', { name: 'E2E morning flow 선택' }).check();
  await page.getByRole('checkbox', { name: 'E2E evening flow 선택' }).check();
  await page.getByRole('button', { name: '선택한 두 세션 비교' }).click();
  // The list opens compare in recording order: the evening class (recorded first) is the baseline.
  await expect(page).toHaveURL(new RegExp(`/compare/${idB}/${idA}$`));
  await expect(page.getByRole('heading', { name: '세션 비교' })).toBeVisible();
  await expect(page.getByRole('table', { name: /두 세션의 지표 비교/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: '좋아진 점' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '다음에 집중할 점' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/compare');
  await expect(page.getByText('기준 세션:').locator('..')).toContainText(
    /기준 세션: E2E evening flow .*비교 세션: E2E morning flow/,
  );
  const compareRow = page.locator('tr[data-metric="fillersPer100"]');
  const compareVerdict = await compareRow.getAttribute('data-verdict');
  const compareValues = await compareRow.locator('td').allTextContents();

  // Dashboard with real sessions: every tab.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: '대시보드' })).toBeVisible();
  // The headline trend says the same as compare for the same two classes: same direction, same verdict.
  const verdictWord = { better: '개선', worse: '악화', same: '변화 없음' } as const;
  const headlineFillers = page
    .getByRole('heading', { name: '주요 추이' })
    .locator('..')
    .locator('dl > div', { has: page.getByText('군더더기 말', { exact: true }) });
  await expect(headlineFillers).toContainText(`${compareValues[0]} → ${compareValues[1]}`);
  await expect(headlineFillers).toContainText(verdictWord[compareVerdict as keyof typeof verdictWord]);
  for (const tab of ['개요', '추이', '성장 단계', '배지', '제안']) {
    await page.getByRole('tab', { name: tab }).click();
    await expectNoSeriousA11yViolations(page, `/dashboard ${tab}`);
  }
  // Trends read in recording order: Nov 20 (evening) before Nov 22 (morning).
  await page.getByRole('tab', { name: '추이' }).click();
  const trendDays = await page.locator('table:has(caption:text-is("말하기 속도")) th[scope="row"]').allTextContents();
  const day = (d: string) => new Intl.DateTimeFormat('ko', { dateStyle: 'medium' }).format(new Date(`${d}T00:00:00`));
  expect(trendDays).toEqual([day('2026-11-20'), day('2026-11-22')]);

  // Bulk delete both, with confirmation; the list is empty again and the API agrees.
  await page.goto('/sessions');
  await expectNoSeriousA11yViolations(page, '/sessions');
  await page.getByRole('checkbox', { name: '이 페이지의 세션 모두 선택' }).check();
  await page.getByRole('button', { name: '선택 삭제' }).click();
  const confirm = page.getByRole('dialog', { name: '세션 2개를 삭제할까요?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: '삭제' }).click();
  await expect(page.getByRole('heading', { name: '아직 세션이 없습니다' })).toBeVisible();
  const after = await page.request.get('/api/sessions');
  expect(((await after.json()) as { total: number }).total).toBe(0);
});
