import { expect, test } from '@playwright/test';
import { completeOnboarding, latestMailId, signInViaApi, waitForCode } from './helpers/auth.ts';
import { makeClassWav } from './helpers/class-audio.ts';
import { checkEveryTab, expectFitsPhone, phoneViewport, visit } from './helpers/narrow-screen.ts';
import { analyseViaApi, uploadViaApi } from './helpers/seed-sessions.ts';

/**
 * Every page the browser tests visit works on a 390 px phone: nothing scrolls sideways, nothing sticks
 * out of the screen, and no word is wrapped one character per line. Public, signed-in and admin pages, in Korean
 * (the default) and for the public pages in English too, with the menus a phone user opens.
 */
test.use({ viewport: phoneViewport, isMobile: true, hasTouch: true });

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const publicPages = [
  '/',
  '/auth/login',
  '/auth/signup',
  '/auth/otp',
  '/terms',
  '/privacy',
  '/styles',
  '/styles/vinyasa',
  '/sample-report',
  '/sample',
  '/test/realtime',
  '/__debug',
  '/this/does/not/exist',
];

for (const lang of ['ko', 'en'] as const) {
  test(`public pages fit a phone (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.addInitScript((l) => localStorage.setItem('cuecoach-language', l), lang);
    for (const path of publicPages) {
      await visit(page, path);
      await expectFitsPhone(page, path);
    }
    await visit(page, '/sample-report');
    await checkEveryTab(page, '/sample-report');
    // The e-mail step and, after a code is sent, the code step of the login screen.
    const email = uniqueEmail(`phone-login-${lang}`);
    await signInViaApi(page.context().request, email);
    await page.context().clearCookies();
    await visit(page, '/auth/login');
    await page.getByRole('textbox').first().fill(email);
    await page.getByRole('textbox').first().press('Enter');
    await expect(page.getByRole('textbox', { name: /6자리 코드|6-digit code/ })).toBeVisible();
    await expectFitsPhone(page, '/auth/login (code step)');
  });
}

test('sign-up, onboarding and every signed-in page fit a phone', async ({ page }) => {
  test.setTimeout(420_000);
  const email = uniqueEmail('phone');
  // Sign-up through the screens, checking each step on the way.
  await visit(page, '/auth/otp');
  const before = await latestMailId(page.request, email);
  await page.getByLabel('이메일').fill(email);
  await page.getByRole('button', { name: '코드 받기' }).click();
  const code = await waitForCode(page.request, email, before);
  await expectFitsPhone(page, '/auth/otp (code step)');
  await page.getByLabel(/6자리 코드/).fill(code);
  await page.getByRole('button', { name: /인증하고 가입하기/ }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expectFitsPhone(page, '/onboarding');
  await completeOnboarding(page);

  // Sessions to look at: two analysed classes with long titles (a title is what stretches a row).
  const fileA = makeClassWav('phone-a', [
    'Good morning everyone. Inhale and lift your arms.',
    'Exhale and fold forward.',
  ]);
  const idA = await uploadViaApi(page, fileA, '아침 빈야사 플로우 - 호흡과 정렬 큐를 중심으로 한 60분 수업 녹음');
  const idB = await uploadViaApi(
    page,
    makeClassWav('phone-b', ['Welcome back. Step your right foot forward.', 'Breathe in and lengthen.']),
    'Evening restorative class with a very long descriptive title for the card layout',
  );
  await analyseViaApi(page, idA);
  await analyseViaApi(page, idB);

  const pages = [
    '/dashboard',
    '/sessions',
    `/sessions/${idA}`,
    `/compare/${idA}/${idB}`,
    '/upload',
    '/profile',
    '/account',
    '/account/credits',
    '/purchase-credits',
    '/purchase-history',
    '/admin',
  ];
  for (const path of pages) {
    await visit(page, path);
    await expectFitsPhone(page, path);
  }
  // Every step of the upload wizard, with a file picked.
  await visit(page, '/upload');
  await page.getByLabel('수업 녹음 파일').setInputFiles(fileA);
  await expect(page.getByRole('region', { name: '선택한 파일' })).toBeVisible();
  await expectFitsPhone(page, '/upload step 1 (file picked)');
  for (const step of ['2', '3', '4']) {
    await page.getByRole('button', { name: '다음' }).click();
    await expect(page.getByRole('listitem').and(page.locator('[aria-current="step"]'))).toContainText(step);
    await expectFitsPhone(page, `/upload step ${step}`);
  }

  await visit(page, `/sessions/${idA}`);
  await checkEveryTab(page, '/sessions/:id');
  await visit(page, '/dashboard');
  await checkEveryTab(page, '/dashboard');

  // On a phone the sessions list is cards: each card shows the title, the status and a delete button.
  await visit(page, '/sessions');
  const card = page.getByRole('listitem').filter({ hasText: '아침 빈야사 플로우' });
  await expect(card).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('button', { name: /삭제/ })).toBeInViewport();
  await expect(card.getByText('완료')).toBeInViewport();

  // The header holds the logo, the balance and a menu button; the drawer holds the rest.
  await page.evaluate(() => window.scrollTo(0, 0));
  const header = page.getByRole('banner');
  await expect(header.getByTestId('balance-widget')).toBeInViewport();
  await header.getByRole('button', { name: '메뉴 열기' }).click();
  const drawer = page.getByRole('dialog', { name: '메뉴' });
  await expect(drawer.getByRole('link', { name: '세션' })).toBeVisible();
  await expect(drawer.getByLabel('언어')).toBeVisible();
  await expectFitsPhone(page, '/sessions with the menu open');
  await drawer.getByRole('link', { name: '업로드' }).click();
  await expect(page).toHaveURL(/\/upload$/);
  await expect(drawer).toBeHidden();
});

for (const lang of ['ko', 'en'] as const) {
  test(`the admin pages fit a phone (${lang})`, async ({ page }) => {
    // Signing in may wait out the code cooldown when another spec signed the admin in moments ago.
    test.setTimeout(240_000);
    await page.addInitScript((l) => localStorage.setItem('cuecoach-language', l), lang);
    // playwright.config.ts lists these addresses in ADMIN_EMAILS (their own, so the other specs' admin sign-ins do
    // not use up the per-address code limit).
    await signInViaApi(page, lang === 'ko' ? 'admin-phone@e2e.test' : 'admin-phone-en@e2e.test');
    await visit(page, '/admin');
    await checkEveryTab(page, `/admin (${lang})`);
    await visit(page, '/admin/credits');
    await expectFitsPhone(page, `/admin/credits (${lang})`);
  });
}

test('every signed-in page fits a phone in English', async ({ page }) => {
  test.setTimeout(420_000);
  await page.addInitScript(() => localStorage.setItem('cuecoach-language', 'en'));
  await signInViaApi(page, uniqueEmail('phone-en'));
  const fileA = makeClassWav('phone-en-a', [
    'Good morning everyone. Inhale and lift your arms.',
    'Exhale and fold forward.',
  ]);
  const idA = await uploadViaApi(
    page,
    fileA,
    'Morning vinyasa flow focused on breathing and alignment cues, 60 minutes',
  );
  const idB = await uploadViaApi(
    page,
    makeClassWav('phone-en-b', ['Welcome back. Step your right foot forward.', 'Breathe in and lengthen.']),
    '월~금 아침반 · 하타 — 기초 🧘',
  );
  await analyseViaApi(page, idA);
  await analyseViaApi(page, idB);
  for (const path of [
    '/dashboard',
    '/sessions',
    `/sessions/${idA}`,
    `/compare/${idA}/${idB}`,
    '/upload',
    '/profile',
    '/account',
    '/account/credits',
    '/purchase-credits',
    '/purchase-history',
  ]) {
    await visit(page, path);
    await expectFitsPhone(page, `${path} (en)`);
  }
  await visit(page, '/upload');
  await page.getByLabel('Class recording file').setInputFiles(fileA);
  await expect(page.getByRole('region', { name: 'Selected file' })).toBeVisible();
  await expectFitsPhone(page, '/upload step 1 (file picked, en)');
  for (const step of ['2', '3', '4']) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('listitem').and(page.locator('[aria-current="step"]'))).toContainText(step);
    await expectFitsPhone(page, `/upload step ${step} (en)`);
  }
  await visit(page, `/sessions/${idA}`);
  await checkEveryTab(page, '/sessions/:id (en)');
  await visit(page, '/dashboard');
  await checkEveryTab(page, '/dashboard (en)');
});
