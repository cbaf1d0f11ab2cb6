import { type Browser, expect, type Page, test } from '@playwright/test';
import { latestMailId, signInViaApi, waitForCode } from './helpers/auth.ts';
import { makeClassWav } from './helpers/class-audio.ts';
import { analyseViaApi, uploadViaApi } from './helpers/seed-sessions.ts';

/**
 * Peer feedback with two and three people (docs/reviews.md): an instructor asks a mentor for feedback by e-mail,
 * the mentor signs up through the invitation and comments on two moments, the instructor is told (in the app and
 * by one e-mail), sees the comments at those lines and next to the report item, replies and resolves; the mentor is
 * told about the answer; a stranger gets the access message. In English: a review link, a revoked reviewer and an
 * expired link.
 */
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const clock = (sec: number) => {
  const s = Math.floor(sec);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

interface Mail {
  id: number;
  to: string;
  purpose?: string;
  link?: string;
  text: string;
}
async function mailsTo(page: Page, email: string): Promise<Mail[]> {
  const res = await page.request.get(`/dev/mailbox?format=json&to=${encodeURIComponent(email)}`);
  return ((await res.json()) as { messages: Mail[] }).messages;
}

interface Detail {
  segments: { start: number; end: number; text: string }[];
  report: { classEdits: { location: { seconds: number } }[]; cueRewrites: { startSec: number | null }[] } | null;
}

/** An analysed class of the instructor, and the moment of one report item with the two lines to comment on. */
async function analysedClass(page: Page, title: string) {
  const id = await uploadViaApi(page, makeClassWav(`review-${Date.now()}`), title);
  await analyseViaApi(page, id);
  const detail = (await (await page.request.get(`/api/sessions/${id}`)).json()) as Detail;
  const itemSec =
    detail.report?.classEdits[0]?.location.seconds ??
    detail.report?.cueRewrites.find((c) => c.startSec !== null)?.startSec ??
    undefined;
  expect(itemSec, 'the report quotes a moment of the class').toBeDefined();
  const segments = detail.segments;
  const atItem = Math.max(
    0,
    segments.findLastIndex((s) => s.start <= (itemSec as number)),
  );
  const other = atItem === 0 ? segments.length - 1 : 0;
  expect(other).not.toBe(atItem);
  return { id, segments, atItem, other };
}

async function newPage(browser: Browser, locale: 'ko-KR' | 'en-US'): Promise<Page> {
  const context = await browser.newContext({ locale });
  return context.newPage();
}

/** Turns off the analysis-complete dialog so it cannot cover the page under test. */
async function quietNotices(page: Page) {
  const res = await page.request.patch('/api/profile', { data: { notifyAnalysisComplete: false } });
  expect(res.status()).toBe(200);
}

async function commentOnLine(page: Page, start: number, kind: string, body: string, rewrite?: string) {
  await page.getByRole('button', { name: `${clock(start)} 줄에 코멘트 남기기` }).click();
  const form = page.locator('form').filter({ hasText: `${clock(start)}에 코멘트` });
  await form.getByLabel('종류').selectOption({ label: kind });
  await form.getByLabel('코멘트', { exact: true }).fill(body);
  if (rewrite) await form.getByLabel('다시 쓴 큐 (선택)').fill(rewrite);
  await form.getByRole('button', { name: '코멘트 남기기' }).click();
  await expect(page.getByText('코멘트를 남겼습니다.', { exact: true }).first()).toBeVisible();
}

test('ko, three people: invite → the mentor signs up and comments on two moments → the instructor is told, sees them, replies and resolves; a stranger is refused', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  const instructor = uniqueEmail('instructor');
  const mentor = uniqueEmail('mentor');
  await signInViaApi(page, instructor);
  await quietNotices(page);
  const c = await analysedClass(page, '리뷰 받을 아침 수업');

  // The instructor invites the mentor from the session page.
  await page.goto(`/sessions/${c.id}`);
  await page.getByRole('button', { name: '피드백 요청' }).click();
  const dialog = page.getByRole('dialog', { name: '피드백 요청하기' });
  await expect(dialog.getByText(/녹음은 .*까지 들을 수 있고/)).toBeVisible();
  await dialog.getByLabel('이메일로 초대').fill(mentor);
  await dialog.getByRole('button', { name: '초대 보내기' }).click();
  await expect(dialog.getByText(`${mentor} · `)).toBeVisible();
  await expect.poll(async () => (await mailsTo(page, mentor)).length).toBe(1);
  const [invitation] = await mailsTo(page, mentor);
  expect(invitation?.purpose).toBe('review_invitation');

  // The mentor has no account: opens the mailed link, creates one, finishes onboarding and lands on the class.
  const mentorPage = await newPage(browser, 'ko-KR');
  await mentorPage.goto(invitation?.link ?? '');
  await expect(mentorPage.getByText('공유받은 수업을 보려면 로그인하세요.', { exact: false })).toBeVisible();
  await mentorPage.getByRole('link', { name: '계정 만들기' }).click();
  const before = await latestMailId(mentorPage.request, mentor);
  await mentorPage.getByLabel(/^이메일$/).fill(mentor);
  await mentorPage.getByRole('button', { name: '코드 받기' }).click();
  await mentorPage.getByLabel(/6자리 코드/).fill(await waitForCode(mentorPage.request, mentor, before));
  await mentorPage.getByRole('button', { name: '인증하고 가입하기' }).click();
  const next = mentorPage.getByRole('button', { name: '다음' });
  await next.click();
  await next.click();
  await next.click();
  await mentorPage.getByLabel(/이용약관에 동의합니다/).check();
  await mentorPage.getByLabel(/개인정보처리방침에 동의합니다/).check();
  await next.click();
  await mentorPage.getByRole('button', { name: '완료하고 시작하기' }).click();
  await mentorPage.getByRole('button', { name: '대시보드로 이동' }).click();
  await expect(mentorPage).toHaveURL(new RegExp(`/reviews/${c.id}`));
  await expect(mentorPage.getByRole('heading', { name: '리뷰 받을 아침 수업' })).toBeVisible();
  await expect(mentorPage.getByText(/피드백을 요청한 수업입니다/)).toBeVisible();

  // Two moments: the line a report item quotes, and another one.
  await mentorPage.getByRole('tab', { name: '전사' }).click();
  await commentOnLine(
    mentorPage,
    c.segments[c.atItem]?.start ?? 0,
    '제안',
    '이 줄은 호흡 큐를 먼저 주면 좋겠습니다.',
    '숨을 내쉬며 앞으로 숙입니다.',
  );
  await commentOnLine(mentorPage, c.segments[c.other]?.start ?? 0, '칭찬', '시작 안내가 차분하고 분명합니다.');

  // The instructor is told: one notice in the app for both comments, and one e-mail.
  await page.goto('/reviews');
  await expect(page.getByRole('link', { name: '"리뷰 받을 아침 수업"에 새 코멘트 2개' })).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(page, instructor)).filter((m) => m.purpose === 'review_digest').length, {
      timeout: 20_000,
    })
    .toBe(1);

  // …sees them at their lines (click to play from there)…
  await page.getByRole('link', { name: '"리뷰 받을 아침 수업"에 새 코멘트 2개' }).click();
  await expect(page).toHaveURL(new RegExp(`/sessions/${c.id}#reviews`));
  await page.getByRole('tab', { name: '전사' }).click();
  const badges = page.getByRole('button', { name: /이 줄의 코멘트 1개/ });
  await expect(badges).toHaveCount(2);
  await badges.first().click();
  const start = Math.min(c.segments[c.atItem]?.start ?? 0, c.segments[c.other]?.start ?? 0);
  await page
    .locator('[data-thread]')
    .first()
    .getByRole('button', { name: `${clock(start)}부터 재생` })
    .click();
  await expect
    .poll(async () => page.locator('audio').evaluate((a: HTMLAudioElement) => a.currentTime))
    .toBeGreaterThanOrEqual(Math.floor(start));

  // …and next to the report item the first comment is about.
  await page.getByRole('tab', { name: 'AI 피드백' }).click();
  const onReport = page.getByRole('complementary', { name: '이 순간에 대한 리뷰 코멘트' });
  await expect(onReport.first()).toContainText('이 줄은 호흡 큐를 먼저 주면 좋겠습니다.');

  // Replies and resolves in the Reviews tab.
  await page.getByRole('tab', { name: '리뷰' }).click();
  const reviewsPanel = page.locator('section[aria-labelledby="reviews-heading"]');
  const thread = reviewsPanel.locator('[data-thread]').filter({ hasText: '호흡 큐를 먼저' });
  await thread.getByRole('button', { name: '답글' }).click();
  await thread.getByLabel('답글 쓰기').fill('좋은 제안입니다. 다음 수업에 바꿔 보겠습니다.');
  await thread.getByRole('button', { name: '답글 보내기' }).click();
  await expect(thread.getByText('좋은 제안입니다.', { exact: false })).toBeVisible();
  await thread.getByRole('button', { name: '해결로 표시' }).click();
  await expect(thread.getByText('해결됨')).toBeVisible();

  // The mentor is told the thread was answered.
  await mentorPage.goto('/reviews');
  await expect(mentorPage.getByRole('link', { name: /강사가 답글 1개를 남겼습니다/ })).toBeVisible();
  await expect(mentorPage.getByRole('heading', { name: /의 수업$/ })).toBeVisible();

  // A third person, signed in, gets the access message and nothing of the class.
  const stranger = await newPage(browser, 'ko-KR');
  await signInViaApi(stranger, uniqueEmail('stranger'));
  await stranger.goto(`/reviews/${c.id}`);
  await expect(stranger.getByRole('heading', { name: '이 수업을 볼 수 있는 권한이 없습니다' })).toBeVisible();
  await expect(stranger.getByText('리뷰 받을 아침 수업')).toHaveCount(0);
  await stranger.setViewportSize({ width: 390, height: 800 });
  await mentorPage.setViewportSize({ width: 390, height: 800 });
  await mentorPage.goto(`/reviews/${c.id}#reviews`);
  await expect(mentorPage.getByText('이 줄은 호흡 큐를 먼저 주면 좋겠습니다.')).toBeVisible();
  const overflow = await mentorPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});

test('en, two people and a link: the peer joins through a link and comments; revoked, they get the access message; an expired link says so', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  await page.addInitScript(() => localStorage.setItem('cuecoach-language', 'en'));
  await signInViaApi(page, uniqueEmail('teacher'));
  await quietNotices(page);
  const c = await analysedClass(page, 'Evening flow for review');

  await page.goto(`/sessions/${c.id}`);
  await page.getByRole('button', { name: 'Ask for feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask for feedback' });
  await dialog.getByLabel('Valid for').selectOption({ label: '7 days' });
  await dialog.getByRole('button', { name: 'Make a link' }).click();
  const url = await dialog.getByLabel('Review link').inputValue();
  expect(url).toMatch(/\/review\/join\//);

  // The peer, signed in, opens the link with the keyboard-only flow of the page and comments.
  const peer = await newPage(browser, 'en-US');
  await peer.addInitScript(() => localStorage.setItem('cuecoach-language', 'en'));
  await signInViaApi(peer, uniqueEmail('peer'));
  await peer.goto(url);
  await expect(peer).toHaveURL(new RegExp(`/reviews/${c.id}`));
  await expect(peer.getByText(/asked for feedback on this class/)).toBeVisible();
  await peer.getByRole('tab', { name: 'Transcript' }).click();
  const line = clock(c.segments[c.other]?.start ?? 0);
  const add = peer.getByRole('button', { name: `Comment on the line at ${line}` });
  await add.focus();
  await peer.keyboard.press('Enter');
  const form = peer.locator('form').filter({ hasText: `Comment at ${line}` });
  await form.getByLabel('Kind').selectOption({ label: 'Question' });
  await form.getByLabel('Comment', { exact: true }).fill('Why this transition here?');
  await form.getByLabel('Comment', { exact: true }).press('Tab');
  await form.getByRole('button', { name: 'Post comment' }).click();
  await expect(peer.getByText('Comment posted.', { exact: true })).toBeVisible();

  // The instructor sees who has access (through the link) and revokes the peer.
  await page.reload();
  await page.getByRole('button', { name: 'Ask for feedback' }).click();
  const again = page.getByRole('dialog', { name: 'Ask for feedback' });
  await expect(again.getByText(/^Link · until /)).toBeVisible();
  await again.getByRole('button', { name: /^Revoke access of / }).click();
  await expect(again.getByText('No reviewer can see this class yet.')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(page.getByText('No comments yet.')).toBeVisible(); // the revoked peer's comment went with them

  await peer.reload();
  await expect(peer.getByRole('heading', { name: 'You do not have access to this class' })).toBeVisible();
  // The link is still open, but not to someone the instructor revoked.
  await peer.goto(url);
  await expect(peer.getByRole('alert')).toContainText('This link cannot be used any more');

  // An expired link: a 24-hour link a day later. The server's answer for it is tested against the server
  // (apps/server/test/reviews-api.test.ts); here the page is shown that answer and must say so in English.
  const late = await newPage(browser, 'en-US');
  await late.addInitScript(() => localStorage.setItem('cuecoach-language', 'en'));
  await signInViaApi(late, uniqueEmail('late'));
  await late.route('**/api/reviews/join', (route) =>
    route.fulfill({
      status: 410,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'review_link_expired', message: 'This review link has expired' } }),
    }),
  );
  await late.goto(url);
  await expect(late.getByRole('alert')).toContainText('This link has expired. Ask the instructor for a new one.');
});
