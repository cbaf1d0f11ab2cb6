import { expect, test } from '@playwright/test';
import { latestMailId, signUpViaUi, waitForCode } from './helpers/auth.ts';

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test('sign up, onboard, sign out, sign in again and survive a reload mid-verification', async ({ page }) => {
  const email = uniqueEmail('coach');

  // Sign-up with a code from the dev outbox, then the six onboarding steps, ending on the dashboard.
  await signUpViaUi(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: '사용자 메뉴' })).toBeVisible();
  // The sign-up grant (100 credits by default) shows in the header's balance widget.
  await expect(page.getByTestId('balance-widget')).toContainText('100 크레딧');

  // Sign-out goes home and the header turns back to the signed-out state.
  await page.getByRole('button', { name: '사용자 메뉴' }).click();
  await page.getByRole('menuitem', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: '로그인' })).toBeVisible();

  // Sign in again with a fresh code.
  await page.getByRole('link', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  const before = await latestMailId(page.request, email);
  await page.getByLabel('이메일').fill(`  ${email}  `);
  await page.getByLabel('이메일').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `${email} 로 6자리 코드를 전송했습니다.` })).toBeVisible();
  const code = await waitForCode(page.request, email, before);

  // A reload in the middle of verification comes back to the code step with the time left: wait until the
  // countdown has visibly run, so a restored value below 600 proves it was not simply restarted.
  await expect
    .poll(async () => Number(await page.getByTestId('code-countdown').getAttribute('data-seconds')), { timeout: 5_000 })
    .toBeLessThan(599);
  await page.reload();
  await expect(page.getByTestId('sent-email')).toHaveText(email);
  const countdown = page.getByTestId('code-countdown');
  await expect(countdown).toHaveAttribute('data-tone', 'normal');
  const secondsLeft = Number(await countdown.getAttribute('data-seconds'));
  expect(secondsLeft).toBeGreaterThan(560);
  expect(secondsLeft).toBeLessThan(600);
  await expect(countdown).toHaveText(/남은 시간 9:\d\d/);
  await expect(page.getByRole('button', { name: /초 후 재전송 가능/ })).toBeDisabled();

  const codeField = page.getByLabel('6자리 코드');
  await codeField.fill(`${code.slice(0, 3)}-x`);
  await expect(codeField).toHaveValue(code.slice(0, 3));
  await expect(page.getByRole('button', { name: '인증하고 로그인' })).toBeDisabled();
  await codeField.fill(code);
  await codeField.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('cuecoach-login-state'))).toBeNull();
});

test('a protected page sends a signed-out visitor to login with a banner, and back after signing in', async ({
  page,
}) => {
  const email = uniqueEmail('returning');
  await signUpViaUi(page, email);
  await page.getByRole('button', { name: '사용자 메뉴' }).click();
  await page.getByRole('menuitem', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/sessions?page=1');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('이 페이지를 보려면 로그인이 필요합니다.')).toBeVisible();

  const before = await latestMailId(page.request, email);
  await page.getByLabel('이메일').fill(email);
  await page.getByRole('button', { name: '코드 받기' }).click();
  await page.getByLabel('6자리 코드').fill(await waitForCode(page.request, email, before));
  await page.getByRole('button', { name: '인증하고 로그인' }).click();
  await expect(page).toHaveURL(/\/sessions\?page=1$/);

  // Signed in, the login and sign-up screens pass through to the dashboard.
  await page.goto('/auth/otp');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('login refuses an unregistered e-mail with the sign-up hint', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('이메일').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: '코드 받기' }).click();
  await expect(page.getByRole('alert')).toHaveText('등록되지 않은 이메일입니다. 회원가입을 진행해주세요.');
});
