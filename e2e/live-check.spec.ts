import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, expect, test } from '@playwright/test';
import { signInViaApi } from './helpers/auth.ts';
import { makeClassWav } from './helpers/class-audio.ts';
import { expectFitsPhone, phoneViewport } from './helpers/narrow-screen.ts';

/**
 * The live microphone check in a real Chromium whose microphone is a generated class: espeak-ng speech (with
 * fillers and 1.5 s pauses) over a quiet chord bed, fed through Chromium's fake capture device.
 */
function classWithMusic(dir: string): string {
  const speech = makeClassWav('live-check');
  const speech48 = path.join(dir, 'speech48.wav');
  execFileSync('sox', ['-R', speech, '-r', '48000', '-c', '1', '-b', '16', speech48]);
  const seconds = execFileSync('soxi', ['-D', speech48], { encoding: 'utf8' }).trim();
  const chord = path.join(dir, 'chord.wav');
  const bed = path.join(dir, 'bed.wav');
  // Three sustained notes mixed to mono, well under the voice: what a class's background music is.
  const synth = ['synth', seconds, 'sine', '220', 'sine', '277', 'sine', '330', 'vol', '0.5'];
  execFileSync('sox', ['-R', '-n', '-r', '48000', '-c', '3', '-b', '16', chord, ...synth]);
  execFileSync('sox', ['-R', chord, '-c', '1', bed, 'remix', '-', 'vol', '0.08']);
  const mixed = path.join(dir, 'class-with-music.wav');
  execFileSync('sox', ['-R', '-m', speech48, bed, mixed]);
  return mixed;
}

let dir: string;
let browser: Browser;

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'cuecoach-e2e-live-'));
  const wav = classWithMusic(dir);
  // A launch of its own: the fake microphone is a browser-wide flag.
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${wav}`,
    ],
  });
});

test.afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

const baseURL = () => `http://127.0.0.1:${process.env.E2E_PORT}`;

test('a signed-out visitor is sent to sign in', async () => {
  const page = await browser.newPage({ baseURL: baseURL() });
  await page.goto('/test/realtime');
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.close();
});

const cases = [
  {
    ui: 'en',
    email: 'live-en@e2e.test',
    title: 'Live microphone check',
    speakLabel: 'Language you will speak',
    speak: 'English',
    start: 'Start check',
    stop: 'End check',
    verdict: 'Your voice is clear over the music.',
    finished: 'The check is finished.',
  },
  {
    ui: 'ko',
    email: 'live-ko@e2e.test',
    title: '실시간 마이크 점검',
    speakLabel: '말할 언어',
    speak: '영어',
    start: '점검 시작',
    stop: '점검 끝내기',
    verdict: '음악 위로 목소리가 또렷하게 들려요.',
    finished: '점검을 마쳤어요.',
  },
] as const;

for (const c of cases) {
  test(`(${c.ui}) the class's words appear live and the verdict says the voice is clear over the music`, async () => {
    test.setTimeout(150_000);
    // The Korean run is on a phone-sized screen: the page must fit 390 px while it shows everything.
    const context = await browser.newContext({
      baseURL: baseURL(),
      ...(c.ui === 'ko' ? { viewport: phoneViewport, isMobile: true, hasTouch: true } : {}),
    });
    await context.addInitScript((lng) => localStorage.setItem('cuecoach-language', lng), c.ui);
    const page = await context.newPage();
    await signInViaApi(page, c.email);
    await page.goto('/test/realtime');
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    await page.getByLabel(c.speakLabel).selectOption({ label: c.speak });
    await page.getByRole('button', { name: c.start }).click();

    // The meter moves and hears speech, then the transcript shows the class's words as each line ends.
    await expect(page.getByTestId('live-sound-state')).toHaveText(/Speech|말소리/, { timeout: 30_000 });
    const transcript = page.getByTestId('live-transcript');
    await expect(transcript).toContainText(/welcome to class/i, { timeout: 60_000 });
    await expect(transcript).toContainText(/lunge/i, { timeout: 60_000 });
    await expect(page.getByTestId('live-verdict')).toHaveText(c.verdict, { timeout: 30_000 });

    await page.getByRole('button', { name: c.stop }).click();
    await expect(page.getByText(c.finished)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('live-verdict')).toHaveText(c.verdict);
    await expect(page.getByTestId('live-sound-state')).toHaveText(/Silence|조용함/);
    // Words and fillers were counted ("um", "uh", "like" are in the class).
    const stats = page.locator('dl');
    await expect(stats).not.toContainText(/^0/);
    if (c.ui === 'ko') await expectFitsPhone(page, '/test/realtime (finished check)');
    await context.close();
  });
}
