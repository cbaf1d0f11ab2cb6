import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { latestMailId, signInViaApi, waitForCode } from './helpers/auth.ts';
import { makeClassWav } from './helpers/class-audio.ts';
import { untilLive } from './helpers/live.ts';
import { expectFitsPhone, expectSelectsShowTheirText, phoneViewport } from './helpers/narrow-screen.ts';
import { uploadViaApi } from './helpers/seed-sessions.ts';

/**
 * What a user touches, in Korean and English, on a desktop (1280 px) and a phone (390 px): a title written the way
 * people write ("월~금 아침반 · 하타 — 🧘") saves and shows, and a refused character is named; the purchase page's
 * per-credit price is computed from the pack it sits under; opening the purchase pages records page views and no
 * purchase; the visually hidden file input shows keyboard focus; the expired-code message appears at 0:00.
 */
const texts = {
  ko: {
    editTitleOf: (title: string) => `“${title}” 제목 수정`,
    refusedLt: '제목에 사용할 수 없는 문자가 있습니다: “<”',
    refusedTab: '제목에 사용할 수 없는 문자가 있습니다: 탭 문자',
    saved: '제목을 저장했습니다.',
    fileInput: '수업 녹음 파일',
    next: '다음',
    titleLabel: '제목',
    tagsLabel: '태그',
    options: '분석 옵션',
    rate: '크레딧당 15원',
    analyses: '30분 수업 기준 6회 분석',
    email: '이메일',
    sendCode: '코드 받기',
    code: '6자리 코드',
    expired: '코드가 만료되었습니다. 새로운 코드를 요청해주세요.',
    analyticsTab: '이용 통계',
  },
  en: {
    editTitleOf: (title: string) => `Edit the title of “${title}”`,
    refusedLt: 'The title contains a character that cannot be used: “<”',
    refusedTab: 'The title contains a character that cannot be used: a tab',
    saved: 'Title saved.',
    fileInput: 'Class recording file',
    next: 'Next',
    titleLabel: 'Title',
    tagsLabel: 'Tags',
    options: 'Analysis options',
    rate: '₩15 per credit',
    analyses: '6 analyses of a 30-minute class',
    email: 'E-mail',
    sendCode: 'Send code',
    code: '6-digit code',
    expired: 'The code has expired. Please request a new one.',
    analyticsTab: 'Analytics',
  },
} as const;

const widths = { desktop: { width: 1280, height: 900 }, phone: phoneViewport } as const;
// Short: the nickname is the address's local part, at most 40 characters.
const uniqueEmail = (tag: string) => `${tag}-${Date.now() % 1e8}-${Math.floor(Math.random() * 1e4)}@example.com`;
const everydayTitle = '월~금 아침반 · 하타 — Flow 🧘‍♀️';

/** Event counts per name, as the admin's analytics figures give them. */
async function eventCounts(admin: APIRequestContext): Promise<Record<string, number>> {
  const res = await admin.get('/api/admin/analytics?days=7');
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { events: { name: string; count: number }[] };
  return Object.fromEntries(body.events.map((e) => [e.name, e.count]));
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await untilLive(page);
  await page.waitForLoadState('networkidle');
}

/** A number as the page writes it ("3,000원", "₩3,000", "200 크레딧"): its digits and decimal point. */
const numberIn = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

for (const lang of ['ko', 'en'] as const) {
  const t = texts[lang];
  for (const [device, viewport] of Object.entries(widths)) {
    const phone = device === 'phone';
    test.describe(`${lang}, ${viewport.width} px`, () => {
      test.use({ viewport, isMobile: phone, hasTouch: phone });
      test.beforeEach(async ({ context }) => {
        await context.addInitScript((l) => localStorage.setItem('cuecoach-language', l), lang);
      });

      test('a title written with · ~ — and an emoji saves and shows; a refused character is named', async ({
        page,
      }) => {
        test.setTimeout(120_000);
        await signInViaApi(page, uniqueEmail(`title-${lang}-${device}`));
        const file = makeClassWav('touch-title', ['Inhale and lift your arms.']);
        const id = await uploadViaApi(page, file, 'Plain class');

        await open(page, '/sessions');
        await page.getByRole('button', { name: t.editTitleOf('Plain class') }).click();
        const field = page.getByRole('textbox', { name: t.editTitleOf('Plain class') });
        const problem = page.locator('form [role="alert"]');
        await field.fill('아침 <b>요가</b>');
        await field.press('Enter');
        await expect(problem).toContainText(t.refusedLt);
        await field.fill('morning\tflow');
        await field.press('Enter');
        await expect(problem).toContainText(t.refusedTab);
        if (phone) await expectFitsPhone(page, '/sessions, a title being edited');
        await field.fill(everydayTitle);
        await field.press('Enter');
        // The toast (its text is also in a live region for screen readers).
        await expect(page.getByText(t.saved).first()).toBeVisible();
        await expect(page.getByRole('link', { name: everydayTitle })).toBeVisible();
        // Stored as typed: after a reload, and on the session's own page.
        await open(page, '/sessions');
        await expect(page.getByRole('link', { name: everydayTitle })).toBeVisible();
        // The filters' drop-downs show their whole text (the sort order was squeezed to "내" on a phone).
        await expectSelectsShowTheirText(page, '/sessions');
        await open(page, `/sessions/${id}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(everydayTitle);
        if (phone) await expectFitsPhone(page, '/sessions/:id with an everyday title');

        // The upload wizard takes the same title and tags on its review step.
        await open(page, '/upload');
        await page.getByLabel(t.fileInput).setInputFiles(file);
        await page.getByRole('button', { name: t.next }).click();
        await page.getByLabel(t.titleLabel, { exact: true }).fill(everydayTitle);
        await page.getByLabel(t.tagsLabel, { exact: true }).fill('월~금, 아침 · 하타, 🌅');
        await page.getByRole('button', { name: t.next }).click();
        await expect(page.getByRole('heading', { name: t.options })).toBeVisible();
      });

      test('the purchase page prices each pack from the pack itself, and a visit records no purchase', async ({
        page,
        browser,
      }) => {
        test.setTimeout(150_000);
        // playwright.config.ts lists these addresses in ADMIN_EMAILS, one per test (no code cooldown between them).
        const adminContext = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone });
        await adminContext.addInitScript((l) => localStorage.setItem('cuecoach-language', l), lang);
        await signInViaApi(adminContext.request, `touch-admin-${lang}-${device}@e2e.test`);
        await signInViaApi(page, uniqueEmail(`buy-${lang}-${device}`));
        const before = await eventCounts(adminContext.request);

        await open(page, '/purchase-credits');
        const pack = page.getByTestId('bundle-welcome');
        const credits = numberIn(await pack.getByTestId('bundle-credits').textContent());
        const price = numberIn(await pack.getByTestId('bundle-price').textContent());
        const rate = numberIn(await pack.getByTestId('bundle-rate').textContent());
        expect([credits, price]).toEqual([200, 3000]);
        expect(rate).toBe(price / credits);
        await expect(pack.getByTestId('bundle-rate')).toHaveText(t.rate);
        await expect(pack).toContainText(t.analyses);
        if (phone) await expectFitsPhone(page, '/purchase-credits');

        // Each page counts as viewed after a second (the collector marks it on <html>); leaving sends the batch.
        await expect(page.locator('html')).toHaveAttribute('data-analytics-viewed', '/purchase-credits', {
          timeout: 15_000,
        });
        for (const path of ['/purchase-tokens', '/purchase-history']) {
          await open(page, path);
          await expect(page.locator('html')).toHaveAttribute('data-analytics-viewed', path, { timeout: 15_000 });
        }
        await open(page, '/privacy');
        await expect
          .poll(async () => ((await eventCounts(adminContext.request)).page_view ?? 0) - (before.page_view ?? 0), {
            timeout: 30_000,
          })
          .toBeGreaterThanOrEqual(3);
        expect((await eventCounts(adminContext.request)).purchase ?? 0).toBe(before.purchase ?? 0);

        // What the admin sees afterwards: page views counted, no purchase (every event name has a row).
        const admin = await adminContext.newPage();
        await open(admin, '/admin');
        await admin.getByRole('tab', { name: t.analyticsTab }).click();
        const table = admin.getByTestId('analytics-events');
        await expect(table.locator('tr[data-event="page_view"] td').nth(1)).not.toHaveText('0');
        await expect(table.locator('tr[data-event="purchase"] td').nth(1)).toHaveText('0');
        await adminContext.close();
      });

      test('the file picker shows keyboard focus', async ({ page }) => {
        await signInViaApi(page, uniqueEmail(`focus-${lang}-${device}`));
        await open(page, '/upload');
        const input = page.getByLabel(t.fileInput);
        await expect(input).toBeAttached();
        const dropZone = input.locator('xpath=..');
        const outline = () =>
          dropZone.evaluate((el) => {
            const s = getComputedStyle(el);
            return { style: s.outlineStyle, width: Number.parseFloat(s.outlineWidth) };
          });
        expect((await outline()).style).toBe('none');
        // Tab through the page from the top until the file input has the focus, as a keyboard user does.
        let focused = false;
        for (let i = 0; i < 60 && !focused; i++) {
          await page.keyboard.press('Tab');
          focused = await input.evaluate((el) => el === document.activeElement);
        }
        expect(focused, 'the file input is reachable with Tab').toBe(true);
        const ring = await outline();
        expect(ring.style).toBe('solid');
        expect(ring.width).toBeGreaterThanOrEqual(2);
        // A picture of the ring (it is drawn just outside the drop zone, so the clip is a little larger).
        const box = await dropZone.boundingBox();
        if (box) {
          await page.screenshot({
            path: test.info().outputPath(`file-picker-focus-${lang}-${device}.png`),
            clip: {
              x: Math.max(0, box.x - 8),
              y: Math.max(0, box.y - 8),
              width: box.width + 16,
              height: box.height + 16,
            },
          });
        }
        // Leaving it takes the ring away again.
        await page.keyboard.press('Tab');
        expect((await outline()).style).toBe('none');
      });

      test('the expired-code message appears when the countdown reaches 0:00', async ({ page }) => {
        // A clock the test moves: the ten minutes pass at once, without sleeping.
        await page.clock.install();
        const email = uniqueEmail(`expiry-${lang}-${device}`);
        await open(page, '/auth/otp');
        const before = await latestMailId(page.request, email);
        await page.getByLabel(t.email, { exact: true }).fill(email);
        await page.getByRole('button', { name: t.sendCode }).click();
        await waitForCode(page.request, email, before);
        const countdown = page.getByTestId('code-countdown');
        await expect(countdown).toBeVisible();
        await expect(page.getByRole('alert')).toHaveCount(0);
        // The deadline the page counts down to (kept for a reload); the clock stops so nothing moves on its own.
        const deadline = await page.evaluate(
          () =>
            (JSON.parse(localStorage.getItem('cuecoach-signup-state') ?? '{}') as { expires_at?: number }).expires_at,
        );
        expect(deadline).toBeGreaterThan(0);
        const stoppedAt = (await page.evaluate(() => Date.now())) + 100;
        await page.clock.pauseAt(stoppedAt);
        // 1.5 s before the deadline: still counting, no message yet.
        await page.clock.runFor((deadline ?? 0) - stoppedAt - 1500);
        await expect(countdown).toHaveAttribute('data-seconds', /^[1-3]$/);
        await expect(page.getByText(t.expired)).toHaveCount(0);
        // The countdown reaches 0:00 (the page ticks every second): the message is there without a submit.
        await page.clock.runFor(2500);
        await expect(countdown).toHaveAttribute('data-seconds', '0');
        await expect(page.getByRole('alert')).toHaveText(t.expired);
        await expect(page.getByLabel(t.code)).toBeDisabled();
        if (phone) await expectFitsPhone(page, '/auth/otp, code expired');
      });
    });
  }
}
