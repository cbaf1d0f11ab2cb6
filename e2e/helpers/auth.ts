import { type APIRequestContext, expect, type Page } from '@playwright/test';

interface OutboxMessage {
  id: number;
  to: string;
  code?: string;
  purpose?: string;
}

/** Newest dev-outbox message id for this address (0 if none); pass it to `waitForCode` to get only a newer code. */
export async function latestMailId(request: APIRequestContext, email: string): Promise<number> {
  const res = await request.get(`/dev/mailbox?format=json&to=${encodeURIComponent(email)}`);
  expect(res.ok(), 'the dev outbox (/dev/mailbox) must be there: no SMTP_URL, not production').toBe(true);
  const { messages } = (await res.json()) as { messages: OutboxMessage[] };
  return messages[0]?.id ?? 0;
}

/** Waits for a code e-mail newer than `afterId` in the dev outbox and returns its code. */
export async function waitForCode(request: APIRequestContext, email: string, afterId = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/dev/mailbox?format=json&to=${encodeURIComponent(email)}`);
        const { messages } = (await res.json()) as { messages: OutboxMessage[] };
        const fresh = messages.find((m) => m.id > afterId && m.code);
        code = fresh?.code;
        return Boolean(code);
      },
      { message: `a code e-mail for ${email}`, timeout: 10_000 },
    )
    .toBe(true);
  return code as string;
}

/**
 * Finishes the six onboarding steps with the defaults (nickname from the e-mail) and both consents; ends on /dashboard.
 */
export async function completeOnboarding(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/onboarding$/);
  const next = page.getByRole('button', { name: /^(다음|Next)$/ });
  await next.click(); // 1 → 2
  await next.click(); // 2 → 3
  await next.click(); // 3 → 4
  await page.getByLabel(/이용약관에 동의합니다|I accept the Terms/).check();
  await page.getByLabel(/개인정보처리방침에 동의합니다|I accept the Privacy/).check();
  await next.click(); // 4 → 5
  await page.getByRole('button', { name: /완료하고 시작하기|Finish and start/ }).click();
  await page.getByRole('button', { name: /대시보드로 이동|Go to dashboard/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs up a new e-mail through the real screens (/auth/otp → code from the dev outbox → onboarding → /dashboard). */
export async function signUpViaUi(page: Page, email: string, opts: { onboarding?: boolean } = {}): Promise<void> {
  await page.goto('/auth/otp');
  const before = await latestMailId(page.request, email);
  await page.getByLabel(/^(이메일|E-mail)$/).fill(email);
  await page.getByRole('button', { name: /^(코드 받기|Send code)$/ }).click();
  const code = await waitForCode(page.request, email, before);
  await page.getByLabel(/6자리 코드|6-digit code/).fill(code);
  await page.getByRole('button', { name: /인증하고 가입하기|Verify and sign up/ }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  if (opts.onboarding !== false) await completeOnboarding(page);
}

/**
 * Signs in through the API (no screens), creating the account with a profile first if the e-mail is new. With a
 * Page, the session cookie lands in the page's browser context; with an APIRequestContext, in that context.
 */
export async function signInViaApi(target: APIRequestContext | Page, email: string): Promise<{ userId: string }> {
  const request = 'request' in target ? target.request : target;
  const before = await latestMailId(request, email);
  let purpose: 'login' | 'signup' = 'login';
  let sent = await request.post('/api/auth/code/request', { data: { email, purpose, locale: 'ko' } });
  // Another spec signed this account in moments ago: wait out the resend cooldown, as a person would.
  for (let i = 0; i < 2 && sent.status() === 429 && (await sent.text()).includes('resend_cooldown'); i++) {
    await new Promise((resolve) => setTimeout(resolve, 31_000));
    sent = await request.post('/api/auth/code/request', { data: { email, purpose, locale: 'ko' } });
  }
  if (sent.status() === 404) {
    purpose = 'signup';
    sent = await request.post('/api/auth/code/request', { data: { email, purpose, locale: 'ko' } });
  }
  expect(sent.status(), await sent.text()).toBe(200);
  const code = await waitForCode(request, email, before);
  const verified = await request.post('/api/auth/code/verify', { data: { email, code, purpose, locale: 'ko' } });
  expect(verified.status(), await verified.text()).toBe(200);
  const { userId } = (await verified.json()) as { userId: string };
  if (purpose === 'signup') {
    const profile = await request.post('/api/profile', {
      data: { nickname: email.split('@')[0], language: 'ko', acceptTerms: true, acceptPrivacy: true },
    });
    expect(profile.status(), await profile.text()).toBe(201);
  }
  return { userId };
}
