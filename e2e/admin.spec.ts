import { expect, test } from '@playwright/test';
import { signInViaApi } from './helpers/auth.ts';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';

// playwright.config.ts lists this address in ADMIN_EMAILS.
const adminEmail = 'admin@e2e.test';
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test('an admin grants credits to a user, who then sees the new balance; the admin area is closed to users', async ({
  page,
  browser,
}) => {
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const memberEmail = uniqueEmail('member');
  await signInViaApi(member, memberEmail);
  // A user gets the "no permission" page, and every admin API answers 403.
  await member.goto('/admin');
  await expect(member.getByRole('heading', { name: '관리자만 볼 수 있는 페이지입니다.' })).toBeVisible();
  expect((await member.request.get('/api/admin/stats')).status()).toBe(403);
  expect((await member.request.get('/api/admin/users')).status()).toBe(403);

  await signInViaApi(page, adminEmail);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: '관리자', exact: true })).toBeVisible();
  await expect(page.getByText('전체 사용자')).toBeVisible();
  await expect(page.getByRole('heading', { name: '최근 14일 추이' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/admin dashboard');

  await page.getByRole('tab', { name: '사용자' }).click();
  await page.getByLabel('이메일 검색').fill(memberEmail);
  await page.getByRole('button', { name: '검색' }).click();
  const row = page.getByRole('row').filter({ hasText: memberEmail });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('admin-user-balance')).toHaveText('100');
  await expectNoSeriousAxeViolations(page, '/admin users');
  await row.getByRole('button', { name: '크레딧 조정' }).click();

  // The credits tab opens with the member chosen; a no-op set and a bad amount are refused with clear messages.
  await expect(page.getByRole('tab', { name: '크레딧' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('현재 잔액: 100')).toBeVisible();
  await page.getByLabel('작업').selectOption('set');
  await page.getByLabel('새 잔액').fill('100');
  await page.getByRole('button', { name: '적용' }).click();
  await expect(page.getByText('현재 잔액과 같습니다. 변경할 필요가 없습니다.')).toBeVisible();
  await page.getByLabel('작업').selectOption('grant');
  await page.getByLabel('수량').fill('0');
  await page.getByRole('button', { name: '적용' }).click();
  await expect(page.getByText(/올바른 수량을 입력해주세요/)).toBeVisible();
  await page.getByLabel('수량').fill('50');
  await page.getByLabel('메모 (선택)').fill('e2e bonus');
  await page.getByRole('button', { name: '적용' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${memberEmail}의 잔액이 150 크레딧이 되었습니다.` }),
  ).toBeVisible();
  await expect(page.getByText('현재 잔액: 150')).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/admin credits');

  // Dictionary: the regex and weight checks, then a real term that is listed and deleted.
  await page.getByRole('tab', { name: '사전' }).click();
  await page.getByRole('button', { name: '용어 추가' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: '정규식으로 찾기' }).check();
  await dialog.getByLabel('정규식 패턴').fill('(음+');
  await dialog.getByLabel('가중치 (0~10)').fill('11');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog.getByText(/정규식이 올바르지 않습니다/)).toBeVisible();
  await expect(dialog.getByText('가중치는 0.0에서 10.0 사이여야 합니다.')).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/admin dictionary dialog');
  await dialog.getByLabel('정규식 패턴').fill('음+');
  await dialog.getByLabel('용어', { exact: true }).fill('음');
  await dialog.getByLabel('가중치 (0~10)').fill('6');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(page.getByRole('status').filter({ hasText: '용어를 추가했습니다.' })).toBeVisible();
  const termRow = page.getByRole('row').filter({ hasText: '/음+/' });
  await expect(termRow).toHaveCount(1);
  await expectNoSeriousAxeViolations(page, '/admin dictionary');
  await termRow.getByRole('button', { name: '삭제: 음' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '삭제' }).click();
  await expect(page.getByRole('status').filter({ hasText: '용어를 삭제했습니다.' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '/음+/' })).toHaveCount(0);

  await page.getByRole('tab', { name: '권한' }).click();
  await expect(page.getByText(adminEmail)).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/admin roles');
  await page.goto('/admin/credits');
  await expect(page.getByRole('tab', { name: '크레딧' })).toHaveAttribute('aria-selected', 'true');

  // The member sees the grant: in the ledger (with the admin reason) and in the header balance.
  await member.goto('/account/credits');
  await expect(member.getByTestId('credit-balance')).toHaveText('150 크레딧');
  await expect(member.getByRole('cell', { name: '관리자 지급: e2e bonus' })).toBeVisible();
  await expect(member.getByTestId('balance-widget')).toContainText('150 크레딧');
  await memberContext.close();
});
