import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { latestMailId, signInViaApi, waitForCode } from './helpers/auth.ts';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test('profile edit with validation, header nickname, e-mail change, data export, credits and purchase pages', async ({
  page,
}) => {
  const email = uniqueEmail('prof');
  await signInViaApi(page, email);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: '프로필', exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/profile (view)');
  await page.getByRole('button', { name: '프로필 수정' }).click();
  await page.getByLabel('닉네임').fill('요가선생');
  await page.getByLabel('전화번호').fill('call me');
  await page.getByLabel('강의 경력(년)').fill('7');
  await page.getByRole('checkbox', { name: '필라테스' }).first().check();
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('올바른 전화번호를 입력해주세요. (숫자 7~15자리)')).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/profile (edit with errors)');
  await page.getByLabel('전화번호').fill('010-1234-5678');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByRole('status').filter({ hasText: '프로필을 저장했습니다.' })).toBeVisible();
  // The header's user menu shows the new nickname without a reload ('nicknameUpdated').
  await page.getByRole('button', { name: '사용자 메뉴' }).click();
  await expect(page.getByText('요가선생', { exact: true }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByText('010-1234-5678')).toBeVisible();
  await expect(page.getByText('요가선생').first()).toBeVisible();

  // Account settings: e-mail change by code, data export.
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: '계정 설정' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/account');
  const newEmail = uniqueEmail('moved');
  await page.getByLabel('새 이메일').fill('not-an-email');
  await page.getByRole('button', { name: '인증 코드 받기' }).click();
  await expect(page.getByText('유효한 이메일 주소를 입력해주세요.')).toBeVisible();
  const before = await latestMailId(page.request, newEmail);
  await page.getByLabel('새 이메일').fill(newEmail);
  await page.getByRole('button', { name: '인증 코드 받기' }).click();
  const code = await waitForCode(page.request, newEmail, before);
  await page.getByLabel('6자리 코드').fill(code);
  await page.getByRole('button', { name: '인증하고 변경하기' }).click();
  await expect(page.getByRole('status').filter({ hasText: `이메일을 ${newEmail}(으)로 변경했습니다.` })).toBeVisible();
  await expect(page.getByText(`현재 이메일: ${newEmail}`)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '내 데이터 내보내기 (JSON)' }).click();
  const download = await downloading;
  const data = JSON.parse(readFileSync((await download.path()) as string, 'utf8'));
  expect(data.account.email).toBe(newEmail);
  expect(data.profile).toMatchObject({ nickname: '요가선생', experienceYears: 7, specializations: ['pilates'] });

  await page.goto('/account/credits');
  await expect(page.getByTestId('credit-balance')).toHaveText('100 크레딧');
  await expect(page.getByRole('cell', { name: '가입 축하 크레딧' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/account/credits');

  await page.goto('/purchase-credits');
  await expect(page.getByRole('button', { name: '일시적으로 구매 불가' })).toBeDisabled();
  await expectNoSeriousAxeViolations(page, '/purchase-credits');
  await page.goto('/purchase-tokens');
  await expect(page.getByRole('button', { name: '일시적으로 구매 불가' })).toBeDisabled();
  await page.goto('/purchase-history');
  await expect(page.getByRole('heading', { name: '구매 내역이 없습니다' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/purchase-history');
});

test('account deletion needs a reason (and a detail for other), then signs out and keeps the account out', async ({
  page,
}) => {
  const email = uniqueEmail('leaver');
  await signInViaApi(page, email);
  await page.goto('/account');
  await page.getByRole('button', { name: '계정 삭제' }).click();
  const dialog = page.getByRole('dialog');
  await expectNoSeriousAxeViolations(page, '/account deletion dialog');
  await dialog.getByRole('button', { name: '계정 삭제' }).click();
  await expect(dialog.getByText('삭제 사유를 선택해주세요.')).toBeVisible();
  await dialog.getByLabel('삭제 사유').selectOption('other');
  await dialog.getByRole('button', { name: '계정 삭제' }).click();
  await expect(dialog.getByText('기타를 선택한 경우 자세한 사유를 입력해주세요.')).toBeVisible();
  await dialog.getByLabel('자세한 사유').fill('수업을 그만둡니다');
  await dialog.getByRole('button', { name: '계정 삭제' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: '로그인' })).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(401);
  // Signing in again is refused with a clear message.
  await page.goto('/auth/login');
  await page.getByLabel('이메일').fill(email);
  await page.getByRole('button', { name: '코드 받기' }).click();
  await expect(page.getByText('탈퇴 처리된 계정입니다. 복구하려면 고객센터에 문의해주세요.')).toBeVisible();
});
