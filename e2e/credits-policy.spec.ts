import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInViaApi } from './helpers/auth.ts';

/**
 * The free beta is one switch (admin setting, on by default) that every cost text and the charge follow,
 * and the service settings are editable in the admin area and take effect. Runs in Korean.
 */
test.describe.configure({ mode: 'serial' });

// playwright.config.ts lists this address in ADMIN_EMAILS.
const adminEmail = 'admin@e2e.test';
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** An 89-minute class: a quiet tone, 8 kHz 8-bit mono WAV (≈ 43 MB), written directly (no encoder needed). */
function make89MinuteWav(): string {
  const rate = 8000;
  const samples = 89 * 60 * rate;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples, 40);
  const period = Buffer.alloc(rate); // one second of a 200 Hz tone at low volume, repeated
  for (let i = 0; i < rate; i++) period[i] = 128 + Math.round(20 * Math.sin((2 * Math.PI * 200 * i) / rate));
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'cuecoach-e2e-89-')), 'long-class.wav');
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: samples / rate }, () => period)]));
  return file;
}

async function adminRequest(page: Page): Promise<APIRequestContext> {
  await signInViaApi(page, adminEmail);
  return page.request;
}

async function setBalance(admin: APIRequestContext, userId: string, amount: number) {
  const res = await admin.post(`/api/admin/users/${userId}/credits`, {
    data: { action: 'set', amount, requestId: crypto.randomUUID() },
  });
  // 409 is "already at that balance".
  expect([200, 409]).toContain(res.status());
}

async function setFreeBeta(admin: APIRequestContext, freeBeta: boolean, contactEmail: string | null = null) {
  const res = await admin.put('/api/admin/settings/cost-policy', { data: { freeBeta, contactEmail } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Steps 1–3 of the wizard with `file`; leaves the page on step 4 (confirm). */
async function wizardToConfirm(page: Page, file: string, title: string) {
  await page.goto('/upload');
  await page.getByLabel('수업 녹음 파일').setInputFiles(file);
  await expect(page.getByRole('region', { name: '선택한 파일' })).toContainText('1:29:00');
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByLabel('제목').fill(title);
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('radio', { name: '영어' }).check();
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByRole('region', { name: '요약' })).toContainText(title);
}

let longClass = '';
test.beforeAll(() => {
  longClass = make89MinuteWav();
});

test('free beta on: an 89-minute class starts with a zero balance, shows its cost as free and deducts nothing', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const adminPage = await (await browser.newContext()).newPage();
  const admin = await adminRequest(adminPage);
  await setFreeBeta(admin, true);

  const { userId } = await signInViaApi(page, uniqueEmail('free-beta'));
  await setBalance(admin, userId, 0);

  const title = `89분 무료 수업 ${Date.now()}`;
  await wizardToConfirm(page, longClass, title);
  await expect(page.getByTestId('wizard-cost').first()).toHaveText('89 크레딧 → 베타 기간 무료');
  await expect(page.getByText('무료 베타 기간이라 크레딧이 차감되지 않고').first()).toBeVisible();
  await expect(page.getByText(/크레딧이 부족합니다/)).toHaveCount(0);
  await page.getByRole('button', { name: '업로드하고 분석 시작' }).click();
  await expect(page).toHaveURL(/\/sessions$/, { timeout: 120_000 });

  const list = (await (await page.request.get(`/api/sessions?q=${encodeURIComponent(title)}`)).json()) as {
    items: { id: string; status: string; durationSec: number }[];
  };
  const session = list.items[0];
  expect(session && ['pending', 'processing', 'completed', 'failed'].includes(session.status)).toBe(true);
  expect(Math.round((session?.durationSec ?? 0) / 60)).toBe(89);
  expect(((await (await page.request.get('/api/credits/balance')).json()) as { balance: number }).balance).toBe(0);

  // The header balance popover and the credits page say analyses are free now; the ledger shows the use at 0.
  await page.getByTestId('balance-widget').getByRole('button').click();
  await expect(page.getByText('무료 베타 기간에는 분석에 크레딧이 차감되지 않습니다.')).toBeVisible();
  await page.goto('/account/credits');
  await expect(page.getByRole('cell', { name: '분석 (무료 베타)' })).toBeVisible();
  await page.goto('/purchase-credits');
  await expect(page.getByTestId('cost-policy-note')).toContainText('무료 베타 기간에는 구매가 일시 중지되어 있습니다');
  // No contact set: no address is offered (an admin's sign-in address is never published as the contact).
  await expect(page.getByTestId('cost-policy-note').getByRole('link', { name: adminEmail })).toHaveCount(0);

  // The long analysis is not what this test is about: stop it so the machine is free again.
  if (session) await page.request.delete(`/api/sessions/${session.id}`);
});

test('free beta off (admin switch): the same class is refused with the shortfall, and cost texts follow', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const adminPage = await (await browser.newContext()).newPage();
  const admin = await adminRequest(adminPage);

  // The admin turns the free beta off in the admin area and sets a contact e-mail.
  await adminPage.goto('/admin');
  const settings = adminPage.getByTestId('service-settings');
  const toggle = settings.getByRole('checkbox', { name: /무료 베타/ });
  await expect(toggle).toBeEnabled({ timeout: 30_000 });
  await expect(toggle).toBeChecked();
  await settings.getByLabel('문의 이메일').fill('not-an-email');
  await settings.getByRole('button', { name: '저장' }).first().click();
  await expect(settings.getByText('올바른 이메일 주소를 입력해주세요.')).toBeVisible();
  await toggle.uncheck();
  await settings.getByLabel('문의 이메일').fill('help@cuecoach.example');
  await settings.getByRole('button', { name: '저장' }).first().click();
  await expect(settings.getByRole('status').first()).toHaveText('저장했습니다.');
  expect(await (await admin.get('/api/admin/settings/cost-policy')).json()).toEqual({
    freeBeta: false,
    contactEmail: 'help@cuecoach.example',
  });

  try {
    const { userId } = await signInViaApi(page, uniqueEmail('paid'));
    await setBalance(admin, userId, 0);
    await wizardToConfirm(page, longClass, `89분 유료 수업 ${Date.now()}`);
    await expect(page.getByTestId('wizard-cost').first()).toHaveText('89 크레딧');
    await expect(page.getByRole('alert').filter({ hasText: '필요: 89, 현재: 0' })).toBeVisible();
    await expect(page.getByRole('button', { name: '업로드하고 분석 시작' })).toBeDisabled();
    // Nothing promises "free" any more: no beta badge in the header; the purchase page names the contact.
    await expect(page.getByRole('banner').getByText('무료 베타')).toHaveCount(0);
    await page.goto('/purchase-credits');
    const note = page.getByTestId('cost-policy-note');
    await expect(note).toContainText('온라인 결제는 아직 준비 중입니다');
    await expect(note.getByRole('link', { name: 'help@cuecoach.example' })).toHaveAttribute(
      'href',
      'mailto:help@cuecoach.example',
    );
  } finally {
    await setFreeBeta(admin, true);
  }
});

test('settings: each is saved from the admin area, validated, and in effect', async ({ page, browser }) => {
  const adminPage = await (await browser.newContext()).newPage();
  const admin = await adminRequest(adminPage);
  await adminPage.goto('/admin');
  const settings = adminPage.getByTestId('service-settings');
  await expect(settings.getByLabel('최대 WPM', { exact: true })).not.toHaveValue('', { timeout: 30_000 });

  async function save(label: string, value: string) {
    const form = settings.locator('form').filter({ has: adminPage.getByLabel(label, { exact: true }) });
    await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByRole('button', { name: '저장' }).click();
    return form;
  }

  try {
    // Max audio size: 1 MB → a 43 MB audio file is refused at step 1 with the limit in the message.
    await expect(await save('최대 오디오 크기 (MB)', '1')).toContainText('저장했습니다.');
    await expect(await save('최대 영상 크기 (MB)', '700')).toContainText('저장했습니다.');
    expect(await (await admin.get('/api/admin/settings/upload-limits')).json()).toEqual({
      maxAudioMb: 1,
      maxVideoMb: 700,
    });
    await (await save('최대 영상 크기 (MB)', '0')).getByText('1에서 10240 사이의 정수를 입력해주세요.').waitFor();

    const { userId } = await signInViaApi(page, uniqueEmail('limits'));
    expect(userId).toBeTruthy();
    await page.goto('/upload');
    await page.getByLabel('수업 녹음 파일').setInputFiles(longClass);
    await expect(page.getByRole('alert').filter({ hasText: /1(\.0)? MB/ })).toBeVisible();

    // Min / max WPM and max silence ratio: saved, and min ≥ max is refused with a message.
    await expect(await save('최소 WPM', '70')).toContainText('저장했습니다.');
    await expect(await save('최대 WPM', '230')).toContainText('저장했습니다.');
    await expect(await save('최대 침묵 비율 (%)', '55')).toContainText('저장했습니다.');
    await expect(await save('최소 WPM', '300')).toContainText('최소 WPM은 최대 WPM보다 작아야 합니다.');
    expect(await (await admin.get('/api/admin/settings/pace-limits')).json()).toEqual({
      minWpm: 70,
      maxWpm: 230,
      maxSilenceRatio: 0.55,
    });
  } finally {
    await admin.put('/api/admin/settings/upload-limits', { data: { maxAudioMb: 1024, maxVideoMb: 1024 } });
    await admin.put('/api/admin/settings/pace-limits', { data: { minWpm: 80, maxWpm: 220, maxSilenceRatio: 0.6 } });
  }
});

test('changing a role asks for confirmation first; cancelling changes nothing; all purchases are listed', async ({
  page,
}) => {
  const memberEmail = uniqueEmail('role');
  const member = await page.context().browser()?.newContext();
  if (!member) throw new Error('no browser');
  await signInViaApi(member.request, memberEmail);
  await signInViaApi(page, adminEmail);
  await page.goto('/admin');
  await page.getByRole('tab', { name: '사용자' }).click({ timeout: 30_000 });
  await page.getByLabel('이메일 검색').fill(memberEmail);
  await page.getByRole('button', { name: '검색' }).click();
  const row = page.getByRole('row').filter({ hasText: memberEmail });
  const roleSelect = row.getByLabel(`권한: ${memberEmail}`);
  await roleSelect.selectOption('admin');
  const dialog = page.getByRole('dialog', { name: '권한을 바꿀까요?' });
  await expect(dialog).toContainText(`${memberEmail}에게 관리자 권한을 줍니다.`);
  await dialog.getByRole('button', { name: '취소' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(roleSelect).toHaveValue('user');

  await roleSelect.selectOption('admin');
  await page.getByRole('dialog').getByRole('button', { name: '권한 변경' }).click();
  await expect(page.getByRole('status').filter({ hasText: memberEmail })).toBeVisible();
  await expect(roleSelect).toHaveValue('admin');
  expect((await member.request.get('/api/admin/stats')).status()).toBe(200);

  // "see all purchases": none during the free beta, and the page says why.
  await page.goto('/admin/credits');
  await expect(page.getByTestId('admin-purchases')).toContainText(
    '무료 베타 기간에는 결제가 열려 있지 않아 구매 내역이 생기지 않습니다.',
    { timeout: 30_000 },
  );
});
