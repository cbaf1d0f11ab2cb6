import {
  type AnalysisLanguage,
  compareMetric,
  keyMetricKeys,
  metricBands,
  metricPosition,
  overallRating,
  type SessionDetail,
  type Verdict,
} from '@cuecoach/contracts';
import { type BrowserContext, type Cookie, expect, type Page, test } from '@playwright/test';
import { formatMetric, metricKeys } from '../apps/web/src/lib/metric-catalog.ts';
import { compare as compareEn } from '../apps/web/src/locales/en/compare.ts';
import { completionNotice as noticeEn } from '../apps/web/src/locales/en/completion-notice.ts';
import { dashboard as dashboardEn } from '../apps/web/src/locales/en/dashboard.ts';
import { sessionDetail as detailEn } from '../apps/web/src/locales/en/session-detail.ts';
import { sessions as sessionsEn } from '../apps/web/src/locales/en/sessions.ts';
import { compare as compareKo } from '../apps/web/src/locales/ko/compare.ts';
import { completionNotice as noticeKo } from '../apps/web/src/locales/ko/completion-notice.ts';
import { dashboard as dashboardKo } from '../apps/web/src/locales/ko/dashboard.ts';
import { sessionDetail as detailKo } from '../apps/web/src/locales/ko/session-detail.ts';
import { sessions as sessionsKo } from '../apps/web/src/locales/ko/sessions.ts';
import { allOnTargetClaim, sentences, valueClaim } from '../packages/analysis/src/feedback/validate/claims.ts';
import { evidenceOf } from '../packages/analysis/src/feedback/validate/evidence.ts';
import { signInViaApi } from './helpers/auth.ts';
import { classLines, makeClassWav } from './helpers/class-audio.ts';
import { untilLive } from './helpers/live.ts';
import { uploadViaApi } from './helpers/seed-sessions.ts';

/**
 * One class, one verdict, in a real browser in Korean and English: three analysed sessions of one user (a class,
 * the identical audio uploaded again, and a different class) are read on the session overview, the report, compare
 * and the dashboard, and every number and verdict is checked against the API's metrics judged by the one rule in
 * contracts — so every screen says the same about the same two numbers. The identical re-upload compares as "no
 * change" on every row; the swap button swaps the columns and mirrors the verdicts on screen; "regenerate" and the
 * report-language switch produce a new report from the session page.
 */
test.describe.configure({ mode: 'serial' });

const texts = {
  ko: {
    sessions: sessionsKo,
    detail: detailKo,
    compare: compareKo,
    dashboard: dashboardKo,
    notice: noticeKo,
  },
  en: {
    sessions: sessionsEn,
    detail: detailEn,
    compare: compareEn,
    dashboard: dashboardEn,
    notice: noticeEn,
  },
} as const;

const style = 'vinyasa';
const uniqueEmail = (tag: string) => `${tag}-${Date.now() % 1e8}-${Math.floor(Math.random() * 1e4)}@example.com`;

type Seeded = { cookies: Cookie[]; a: string; again: string; b: string };
let seeded: Seeded | undefined;

const titles = { a: 'Verdict class A', again: 'Verdict class A again', b: 'Verdict class B' } as const;

async function analyse(page: Page, id: string): Promise<void> {
  const started = await page.request.post(`/api/sessions/${id}/start`, { data: { language: 'en', style } });
  expect(started.status(), await started.text()).toBe(200);
  await expect
    .poll(
      async () => {
        const s = (await (await page.request.get(`/api/sessions/${id}`)).json()) as SessionDetail;
        return `${s.status}/${s.feedback.state}`;
      },
      { timeout: 240_000, intervals: [2_000] },
    )
    .toMatch(/^completed\/(completed|regenerated)$/);
}

async function detail(page: Page, id: string): Promise<SessionDetail> {
  const res = await page.request.get(`/api/sessions/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as SessionDetail;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await untilLive(page);
}

/** The metric values exactly as the overview cards show them. */
async function overviewValues(page: Page, id: string): Promise<Record<string, string>> {
  await open(page, `/sessions/${id}`);
  const out: Record<string, string> = {};
  for (const key of metricKeys) {
    out[key] = (await page.locator(`[data-metric="${key}"] [data-value]`).textContent()) ?? '';
  }
  return out;
}

const mirror: Record<Verdict, Verdict> = { better: 'worse', worse: 'better', same: 'same' };

test.beforeAll(async ({ browser }) => {
  test.setTimeout(900_000);
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
  const page = await context.newPage();
  await signInViaApi(page, uniqueEmail('verdicts'));
  // Each class is long enough to coach (a report scores only a recording with 20 s of speech and 30 words).
  const classA = makeClassWav('verdicts-a', [
    ...classLines,
    'Um, now come back to the center and, uh, bring your feet together at the top of the mat.',
    'Inhale, sweep your arms up. Exhale, press your palms together in front of your chest.',
    'So, like, shift your weight into your left foot and lift your right knee up.',
    'Uh, hold here for three breaths, and, um, keep your gaze soft on one point.',
  ]);
  const classB = makeClassWav('verdicts-b', [
    'Good evening. Inhale and reach your arms up to the sky.',
    'Exhale and fold forward, bend your knees a little.',
    'Step your left foot back into a lunge and lift your chest.',
    'Inhale, lengthen your spine. Exhale, lower your back knee to the mat.',
    'Press your palms down and step back to plank. Hold for three breaths.',
    'Lower your knees, then push your hips back into child pose and rest your forehead down.',
    'Inhale, come forward onto your hands and knees. Exhale, round your back up toward the ceiling.',
    'Inhale, drop your belly and lift your gaze. Exhale, tuck your toes and lift your hips into downward dog.',
    'Walk your feet to your hands, roll up slowly, and finish standing tall with your arms by your sides.',
  ]);
  const a = await uploadViaApi(page, classA, titles.a);
  const again = await uploadViaApi(page, classA, titles.again);
  const b = await uploadViaApi(page, classB, titles.b);
  // Recording order: the re-upload first, then A, then B, so the dashboard's latest two are A → B.
  for (const [id, recordedOn] of [
    [again, '2026-11-18'],
    [a, '2026-11-20'],
    [b, '2026-11-22'],
  ] as const) {
    expect((await page.request.patch(`/api/sessions/${id}`, { data: { recordedOn } })).status()).toBe(200);
  }
  for (const id of [a, again, b]) await analyse(page, id);
  seeded = { cookies: await context.cookies(), a, again, b };
  await context.close();
});

/**
 * The seeded account's cookies and the reader's language on a fresh page. The completion notice may still announce
 * one of the analyses: it is answered "later" whenever it shows up.
 */
async function signedInAs(page: Page, context: BrowserContext, lang: AnalysisLanguage): Promise<Seeded> {
  const s = seeded as Seeded;
  await context.addCookies(s.cookies);
  await context.addInitScript((l) => localStorage.setItem('cuecoach-language', l), lang);
  const notice = page.getByRole('dialog', { name: texts[lang].notice.dialogTitle });
  await page.addLocatorHandler(notice, async () => {
    await notice.getByRole('button', { name: texts[lang].notice.viewLater }).click();
  });
  return s;
}

for (const lang of ['ko', 'en'] as const satisfies AnalysisLanguage[]) {
  const t = texts[lang];
  test(`${lang}: overview, report, compare and dashboard agree on every value and verdict`, async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    const s = await signedInAs(page, context, lang);

    const [a, again, b] = [await detail(page, s.a), await detail(page, s.again), await detail(page, s.b)];
    const shown: Record<string, Record<string, string>> = {};
    for (const session of [a, b]) {
      const m = session.metrics;
      expect(m, session.title).not.toBeNull();
      if (!m) return;
      const bands = metricBands(session.style, session.language);
      const values = await overviewValues(page, session.id);
      shown[session.id] = values;
      // Overview: every card shows the API's value and the band verdict of the one rule.
      for (const key of metricKeys) {
        expect(values[key], `${session.title} ${key}`).toBe(formatMetric(key, m[key], lang));
        await expect(page.locator(`[data-metric="${key}"]`)).toContainText(
          t.sessions.band[metricPosition(key, m[key], bands[key])],
        );
      }
      // The score and level are the contracts' rating of these metrics, and the report says the same.
      const rating = overallRating(m, session.style, session.language);
      expect(rating.score, 'a class long enough to be scored').toBeGreaterThan(0);
      expect(session.report?.overallRating.score).toBe(rating.score);
      expect(session.report?.overallRating.level).toBe(rating.level);
      await expect(page.getByTestId('overall-score')).toHaveText(
        t.detail.overview.score.replace('{{score}}', String(rating.score)),
      );
      await expect(
        page.getByText(t.detail.overview.level.replace('{{level}}', t.detail.ratingGrade[rating.level])),
      ).toBeVisible();

      // Report: its summary and strengths make no claim the metrics contradict (the validator's own checks, run
      // on the text the reader sees), and each next-session target quotes the value the card shows.
      await page.getByRole('tab', { name: t.detail.tabs.feedback }).click();
      const panel = page.getByRole('tabpanel');
      await expect(panel).toBeVisible();
      const report = session.report;
      expect(report).not.toBeNull();
      if (!report) return;
      const e = evidenceOf({
        metrics: m,
        segments: session.segments,
        language: session.language,
        reportLanguage: report.language,
        style: session.style ?? undefined,
      });
      const prose = [report.summary, ...report.strengths];
      for (const text of prose) {
        await expect(panel).toContainText(text);
        for (const sentence of sentences(text)) {
          expect(allOnTargetClaim(sentence, e), sentence).toBeNull();
          expect(valueClaim(sentence, e), sentence).toBeNull();
        }
      }
      for (const target of report.nextSessionTargets) {
        if (!(metricKeys as readonly string[]).includes(target.metric)) continue;
        const key = target.metric as (typeof metricKeys)[number];
        expect(target.current, `${target.metric} target's current value`).toBeCloseTo(m[key], 6);
        await expect(panel.getByText(target.actionPlan, { exact: true }).locator('..')).toContainText(
          values[key] ?? '',
        );
      }
    }

    const bandsB = metricBands(b.style, b.language);
    const mA = a.metrics;
    const mB = b.metrics;
    const mAgain = again.metrics;
    if (!mA || !mB || !mAgain) throw new Error('metrics missing');

    // Compare A → B: the same values as the overview cards, the verdict of the one rule on every row.
    await open(page, `/compare/${a.id}/${b.id}`);
    await expect(page.getByRole('heading', { name: t.compare.title })).toBeVisible();
    const verdictAB: Record<string, Verdict> = {};
    const headers = page.getByRole('table').locator('thead th');
    await expect(headers.nth(1)).toContainText(titles.a);
    await expect(headers.nth(2)).toContainText(titles.b);
    for (const key of metricKeys) {
      const row = page.locator(`tr[data-metric="${key}"]`);
      const verdict = compareMetric(key, mA[key], mB[key], bandsB[key]);
      verdictAB[key] = verdict;
      await expect(row).toHaveAttribute('data-verdict', verdict);
      const cells = row.locator('td');
      await expect(cells.nth(0)).toHaveText(shown[a.id]?.[key] ?? '');
      await expect(cells.nth(1)).toHaveText(shown[b.id]?.[key] ?? '');
      await expect(cells.nth(2)).toContainText(`(${t.sessions.verdict[verdict]})`);
    }
    // The two classes differ (B has no fillers), so the swap below has verdicts to mirror.
    expect(Object.values(verdictAB).some((v) => v !== 'same')).toBe(true);
    // "Improved" lists exactly the rows that say better; "work on" exactly the metrics B's cards show off target.
    const improvedCard = page.getByRole('heading', { name: t.compare.improved }).locator('..');
    const better = metricKeys.filter((k) => verdictAB[k] === 'better');
    if (better.length === 0) await expect(improvedCard).toContainText(t.compare.nothingImproved);
    else await expect(improvedCard.locator('li')).toHaveCount(better.length);
    const off = metricKeys.filter((k) => metricPosition(k, mB[k], bandsB[k]) !== 'within');
    const workOn = page.getByRole('heading', { name: t.compare.workOn }).locator('..');
    for (const key of off) await expect(workOn).toContainText(t.sessions.metrics[key].label);
    await expect(workOn.locator('ul').first().locator('li')).toHaveCount(off.length === 0 ? 0 : off.length);

    // The swap swaps what is on screen: the column headings, the values and the verdicts (mirrored).
    await page.getByRole('button', { name: t.compare.swap }).click();
    await expect(page).toHaveURL(new RegExp(`/compare/${b.id}/${a.id}$`));
    await expect(headers.nth(1)).toContainText(titles.b);
    await expect(headers.nth(2)).toContainText(titles.a);
    for (const key of metricKeys) {
      const row = page.locator(`tr[data-metric="${key}"]`);
      await expect(row).toHaveAttribute('data-verdict', mirror[verdictAB[key] as Verdict]);
      await expect(row.locator('td').nth(0)).toHaveText(shown[b.id]?.[key] ?? '');
      await expect(row.locator('td').nth(1)).toHaveText(shown[a.id]?.[key] ?? '');
    }

    // The identical audio uploaded again: the same numbers, "no change" on every row, nothing "improved".
    await open(page, `/compare/${again.id}/${a.id}`);
    await expect(page.getByRole('heading', { name: t.compare.title })).toBeVisible();
    for (const key of metricKeys) {
      const row = page.locator(`tr[data-metric="${key}"]`);
      await expect(row).toHaveAttribute('data-verdict', 'same');
      await expect(row.locator('td').nth(2)).toContainText(`(${t.sessions.verdict.same})`);
      await expect(row.locator('td').nth(0)).toHaveText(formatMetric(key, mAgain[key], lang));
    }
    await expect(page.getByRole('heading', { name: t.compare.improved }).locator('..')).toContainText(
      t.compare.nothingImproved,
    );

    // Dashboard: the latest two recorded classes are A → B; each headline trend is compare's row.
    await open(page, '/dashboard');
    const headline = page.getByRole('heading', { name: t.dashboard.overview.headline }).locator('..');
    for (const key of keyMetricKeys) {
      const cell = headline.locator('dl > div', {
        has: page.getByText(t.sessions.metrics[key].label, { exact: true }),
      });
      await expect(cell).toContainText(`${shown[a.id]?.[key]} → ${shown[b.id]?.[key]}`);
      await expect(cell.locator('dd').nth(1)).toHaveText(t.sessions.verdict[verdictAB[key] as Verdict]);
    }
  });
}

/** Waits until the session has a new report (generated after `since`), in `language` when given. */
async function newReport(page: Page, id: string, since: string | null, language?: AnalysisLanguage) {
  await expect
    .poll(
      async () => {
        const s = await detail(page, id);
        const ready = s.feedback.state === 'completed' || s.feedback.state === 'regenerated';
        const fresh = s.feedback.generatedAt !== null && s.feedback.generatedAt !== since;
        return ready && fresh && (!language || s.report?.language === language);
      },
      { timeout: 120_000, intervals: [1_000] },
    )
    .toBe(true);
  return detail(page, id);
}

for (const lang of ['ko', 'en'] as const satisfies AnalysisLanguage[]) {
  const t = texts[lang];
  const other: AnalysisLanguage = lang === 'ko' ? 'en' : 'ko';
  test(`${lang}: regenerate succeeds from the session page, with and without a report language`, async ({
    page,
    context,
  }) => {
    test.setTimeout(360_000);
    const s = await signedInAs(page, context, lang);
    const id = lang === 'ko' ? s.a : s.b;
    let before = await detail(page, id);
    const score = before.report?.overallRating.score;

    // A plain regenerate (keep the report's language).
    await open(page, `/sessions/${id}`);
    await page.getByRole('tab', { name: t.detail.tabs.feedback }).click();
    const keep = before.feedback.reportLanguage ?? before.report?.language;
    await page.getByRole('button', { name: t.detail.feedback.regenerate, exact: true }).click();
    // Success is judged on the new report below, not on the started toast: the toast is brief, and the completion
    // notice that can open over it (dismissed by the handler above) outlasted it on a loaded CI machine.
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
    let after = await newReport(page, id, before.feedback.generatedAt, keep);
    expect(after.report?.overallRating.score).toBe(score);
    await expect(page.getByRole('button', { name: t.detail.feedback.regenerate, exact: true })).toBeEnabled({
      timeout: 30_000,
    });
    await expect(page.getByRole('tabpanel')).toContainText(after.report?.summary ?? '');

    // With a report language: the switch (or the invitation to rewrite in the reader's language) sits above the
    // tabs, outside the tab panel. From a report in the reader's language, switch to the other; from one in the
    // other language, accept the invitation.
    before = after;
    const current = before.feedback.reportLanguage ?? before.report?.language;
    const target: AnalysisLanguage = current === lang ? other : lang;
    if (current === lang) {
      await page
        .getByRole('group', { name: t.detail.reportLanguage.label })
        .getByRole('button', { name: t.detail.reportLanguage.name[target] })
        .click();
    } else {
      await page.getByRole('button', { name: t.detail.reportLanguage.rewriteIn[target] }).click();
    }
    after = await newReport(page, id, before.feedback.generatedAt, target);
    await expect(page.getByText(t.detail.reportLanguage.writtenIn[target])).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('tabpanel')).toContainText(after.report?.summary ?? '');
    expect(after.report?.overallRating.score).toBe(score);

    // And back, through the other control: every path sends a body the server takes.
    before = after;
    const back: AnalysisLanguage = target === lang ? other : lang;
    if (target === lang) {
      await page
        .getByRole('group', { name: t.detail.reportLanguage.label })
        .getByRole('button', { name: t.detail.reportLanguage.name[back] })
        .click();
    } else {
      await page.getByRole('button', { name: t.detail.reportLanguage.rewriteIn[back] }).click();
    }
    after = await newReport(page, id, before.feedback.generatedAt, back);
    await expect(page.getByText(t.detail.reportLanguage.writtenIn[back])).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  });
}
