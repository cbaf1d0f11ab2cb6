import { expect, type Page, test } from '@playwright/test';
import { completeOnboarding, signUpViaUi } from './helpers/auth.ts';

/**
 * Social sign-in through a real OpenID Connect provider running locally (oidc-provider, started by
 * playwright.config.ts and configured as OIDC_* with the name "Local IdP"). Its login form takes any login name:
 * the name is the e-mail, and a local part ending in `+unverified` is reported as not verified by the provider.
 */
const texts = {
  ko: {
    button: 'Local IdP 계정으로 계속하기',
    cancelled: '소셜 로그인을 취소했습니다',
    notLinked: '이메일 인증을 확인해주지 않아 연결하지 않았습니다',
  },
  en: {
    button: 'Continue with Local IdP',
    cancelled: 'Social sign-in was cancelled',
    notLinked: 'did not confirm the address, so it was not connected',
  },
} as const;

async function useLanguage(page: Page, lang: 'ko' | 'en') {
  await page.addInitScript((l) => localStorage.setItem('cuecoach-language', l), lang);
  await page.context().addCookies([{ name: 'cuecoach-language', value: lang, url: 'http://127.0.0.1' }]);
}

/** On the provider's own login page: type the login name (any password) and submit, or cancel. */
async function atProvider(page: Page, login: string | 'cancel') {
  await expect(page.locator('input[name="login"]')).toBeVisible();
  if (login === 'cancel') {
    await page.getByRole('link', { name: /Cancel/ }).click();
    return;
  }
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

for (const lang of ['ko', 'en'] as const) {
  const t = texts[lang];
  const unique = () => `${lang}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

  test(`${lang}: a new user signs up through the provider, goes through onboarding, and signs in again`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    const email = `social-${unique()}@e2e.test`;
    await page.goto('/auth/signup');
    await page.getByRole('button', { name: t.button }).click();
    await atProvider(page, email);
    await completeOnboarding(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Signed out, the same provider account signs in to the same account: straight to the dashboard.
    await page.context().clearCookies({ name: /session/ });
    await page.goto('/auth/login');
    await page.getByRole('button', { name: t.button }).click();
    await atProvider(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test(`${lang}: cancelling at the provider comes back to login with a message`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto('/auth/login');
    await page.getByRole('button', { name: t.button }).click();
    await atProvider(page, 'cancel');
    await expect(page).toHaveURL(/\/auth\/login\?error=access_denied/);
    await expect(page.getByRole('alert')).toContainText(t.cancelled);
  });

  test(`${lang}: an unverified provider e-mail does not get into an existing account`, async ({ page }) => {
    await useLanguage(page, lang);
    const email = `owner-${unique()}+unverified@e2e.test`;
    await signUpViaUi(page, email, { onboarding: false });
    await page.context().clearCookies({ name: /session/ });
    await page.goto('/auth/login');
    await page.getByRole('button', { name: t.button }).click();
    await atProvider(page, email);
    await expect(page).toHaveURL(/\/auth\/login\?error=account_not_linked/);
    await expect(page.getByRole('alert')).toContainText(t.notLinked);
    expect((await page.request.get('/api/me')).status()).toBe(401);
  });
}
