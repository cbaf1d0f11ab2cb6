/**
 * A talk's local report speaks to a presenter: for every weakness a presentation can get, in both report
 * languages, no text the rules write speaks of students, a class, poses, holds, a mat, breath cues or a sequence,
 * and the report still passes the one validator with nothing removed (same numbers, targets and metrics).
 */
import {
  type AnalysisLanguage,
  type CoachingReportContent,
  coachingReportContent,
  type Style,
} from '@cuecoach/contracts';
import { describe, expect, it } from 'vitest';
import { localReport } from '../../src/feedback/local-report.ts';
import type { FeedbackInput } from '../../src/feedback/types.ts';
import { evidenceOf } from '../../src/feedback/validate/evidence.ts';
import { validateReport } from '../../src/feedback/validate/validate-report.ts';
import { buildClass, type ClassScript, type ScriptLine } from '../helpers/class-builder.ts';
import { talks } from '../helpers/talks.ts';

/** Talks written for this test: a product review and a Korean team update, with a few signposts each. */
const talk: Record<AnalysisLanguage, string[]> = {
  en: [
    'Thanks for joining this review of the new billing system.',
    'First, where we were: invoices took nine days to go out at the end of each month.',
    'Customers called support because their totals did not match the contract.',
    'Next, what we built, a single pipeline that reads the contract and the usage together.',
    'The pilot ran with forty customers from July to September.',
    'Complaints about totals dropped from thirty a month to four.',
    'Finally, what we ask from you today is approval to move every customer in the spring.',
    'In summary, faster invoices, fewer calls, and one system instead of three.',
  ],
  ko: [
    '새 정산 시스템 검토 자리에 와 주셔서 감사합니다.',
    '먼저 지금까지의 상황입니다. 월말마다 청구서 발송에 아흐레가 걸렸습니다.',
    '고객들은 금액이 계약과 다르다며 상담 센터에 전화했습니다.',
    '다음으로 저희가 만든 것은 계약과 사용량을 함께 읽는 하나의 처리 과정입니다.',
    '시범 운영은 칠월부터 구월까지 마흔 곳의 고객과 진행했습니다.',
    '금액 관련 불만은 한 달 서른 건에서 네 건으로 줄었습니다.',
    '마지막으로 오늘 요청드리는 것은 봄에 모든 고객을 옮기는 승인입니다.',
    '정리하면, 더 빠른 청구서, 더 적은 전화, 세 개 대신 하나의 시스템입니다.',
  ],
};
const fillerLines: Record<AnalysisLanguage, string[]> = {
  en: [
    'Um, so, uh, basically the, um, totals were, you know, wrong.',
    'Uh, and then, um, support was, like, overloaded.',
  ],
  ko: ['음, 어, 그러니까 이제 금액이, 음, 약간 틀렸습니다.', '어, 그리고 음, 상담 센터가 그냥 약간 바빴습니다.'],
};
const plainLines: Record<AnalysisLanguage, string[]> = {
  en: ['The invoices were late in every region this year.', 'Our customers stayed with us longer than before.'],
  ko: ['청구서는 모든 지역에서 늦었습니다.', '고객들은 그 결과에 만족했습니다.'],
};
const signpostLines: Record<AnalysisLanguage, string[]> = {
  en: [
    'First, next, then, finally, in summary, moving on, next.',
    'Second, next, then, now let us turn to the next point.',
  ],
  ko: ['먼저, 다음으로, 그리고, 마지막으로, 정리하면, 다음은.', '두 번째로, 다음으로, 이어서, 마지막으로 정리하면.'],
};

const lines = (texts: string[]): ScriptLine[] => texts.map((text) => ({ text }));
/** Speaking rates that sit inside / above / below the business band in each language (Korean counts eojeol). */
const rate = { en: { ok: 170, fast: 260, slow: 100 }, ko: { ok: 120, fast: 190, slow: 70 } };

type Case = (l: AnalysisLanguage) => ClassScript;
const business = (l: AnalysisLanguage, rest: Omit<ClassScript, 'language' | 'style'>): ClassScript => ({
  language: l,
  style: 'business',
  ...rest,
});

/**
 * One talk per weakness a presentation can get (breath and vague cues are not coached in talks). Each is read in
 * both report languages; an uneven pace is built from the English talk only (the Korean one, at these rates, stays
 * under the variation limit), so its Korean texts are read from an English talk.
 */
const spokenIn: Record<string, AnalysisLanguage[]> = { pace_uneven: ['en'] };
const cases: Record<string, Case> = {
  pace_fast: (l) => business(l, { articulationWpm: rate[l].fast, gapSec: 0.6, repeat: 4, lines: lines(talk[l]) }),
  pace_slow: (l) => business(l, { articulationWpm: rate[l].slow, gapSec: 0.8, repeat: 4, lines: lines(talk[l]) }),
  pace_uneven: (l) =>
    business(l, {
      articulationWpm: rate[l].ok,
      gapSec: 1.2,
      repeat: 8,
      // Half the talk at 70 %, half at 140 % of a comfortable pace, alternating every four sentences.
      lines: talk[l].map((text, i) => ({ text, wpm: i < 4 ? rate[l].ok * 1.4 : rate[l].ok * 0.7 })),
    }),
  fillers: (l) =>
    business(l, {
      articulationWpm: rate[l].ok,
      gapSec: 1.2,
      repeat: 4,
      lines: lines([...talk[l], ...fillerLines[l], ...fillerLines[l]]),
    }),
  sparse_cues: (l) => business(l, { articulationWpm: rate[l].ok, gapSec: 1.2, repeat: 8, lines: lines(plainLines[l]) }),
  cue_overload: (l) =>
    business(l, { articulationWpm: rate[l].ok, gapSec: 1.2, repeat: 8, lines: lines(signpostLines[l]) }),
  dead_air: (l) =>
    business(l, {
      articulationWpm: rate[l].ok,
      gapSec: 1.2,
      repeat: 3,
      lines: talk[l].map((text, i) => (i === 2 ? { text, pauseAfter: 9 } : { text })),
    }),
  too_little_space: (l) =>
    business(l, { articulationWpm: rate[l].ok + 10, gapSec: 0.2, repeat: 4, lines: lines(talk[l]) }),
};

/** Class vocabulary a talk's report must not use. Metric names ("cue density", "큐") stay. */
const classWords: Record<AnalysisLanguage, RegExp> = {
  en: /\b(?:students?|class(?:es)?|poses?|holds?|mat|breath(?:e|es|s|ing)?|inhale|exhale|sequence|instructor|teach(?:ing)?|body parts?|movements?)\b/i,
  ko: /회원|수업|자세|유지 구간|매트|호흡|시퀀스|강사|동작|몸/,
};
/** The one caution that names breath cues, to say they are not assessed for talks (kept on purpose). */
const notAssessed =
  /Breath and alignment cues are not assessed for presentations\.|발표에서는 호흡 큐와 정렬 큐를 평가하지 않습니다\./;

/** Every text the rules write (quotes of the talk itself are the presenter's words and are left out). */
function writtenTexts(r: CoachingReportContent, input: FeedbackInput): string[] {
  const said = new Set(input.segments.map((s) => s.text));
  return [
    r.summary,
    ...r.focusAreas.flatMap((f) => [f.title, f.whyImportant, f.improvementTip, f.expectedBenefit]),
    ...r.drills.flatMap((d) => [d.name, ...d.steps, d.scriptSample, d.whyImportant, d.successCriteria]),
    ...r.classEdits.map((e) => e.whyChange),
    ...r.cueRewrites.map((c) => c.rationale),
    // What a rewrite adds to the presenter's line (pause marks, a line for a silence) is the rules' text too.
    ...[...r.classEdits, ...r.cueRewrites].flatMap((e) => (said.has(e.after) ? [] : [e.after.replace(e.before, '')])),
    ...r.nextSessionTargets.flatMap((t) => [t.actionPlan, t.whyImportant]),
    r.orientation.primaryFocus,
    r.orientation.toneGuidance,
    ...r.orientation.balancingDrills,
    ...r.cautions.map((c) => c.replace(notAssessed, '')),
    ...r.strengths,
  ];
}

function expectPresenterReport(input: FeedbackInput, reportLanguage: AnalysisLanguage): CoachingReportContent {
  const withLanguage = { ...input, reportLanguage };
  const r = localReport(withLanguage);
  expect(coachingReportContent.safeParse(r).success).toBe(true);
  // The talks above use none of these words, so a hit is always the rules' own wording.
  for (const text of writtenTexts(r, withLanguage)) expect(text, text).not.toMatch(classWords[reportLanguage]);
  // The same checks as every report: nothing for the validator to remove or rewrite.
  const checked = validateReport(r, evidenceOf(withLanguage), {
    target: () => r.nextSessionTargets[0]!,
    focus: () => r.focusAreas[0]!,
  });
  expect(checked.removed).toEqual([]);
  return r;
}

describe("a talk's local report speaks to a presenter", () => {
  for (const [weakness, make] of Object.entries(cases)) {
    for (const spoken of spokenIn[weakness] ?? (['en', 'ko'] as const)) {
      it.each(['en', 'ko'] as const)(`${weakness}, ${spoken} talk, %s report`, (reportLanguage) => {
        const input = buildClass(make(spoken));
        const r = expectPresenterReport(input, reportLanguage);
        expect(r.focusAreas.map((f) => f.key)).toContain(weakness);
      });
    }
  }

  it.each(['business', 'academic', 'teaching', 'public_speaking'] as const)(
    'nothing off target (%s): signposts and stories, in both report languages',
    (style: Style) => {
      // Every key metric inside the band, so the growth focus says so truthfully.
      const input = buildClass({
        language: 'en',
        style,
        articulationWpm: 170,
        gapSec: 1.4,
        repeat: 6,
        lines: lines(talk.en),
      });
      for (const reportLanguage of ['en', 'ko'] as const) {
        const r = expectPresenterReport(input, reportLanguage);
        expect(r.focusAreas.map((f) => f.key)).toEqual(['other']);
      }
    },
  );

  it.each(['en', 'ko'] as const)(
    'too little speech (%s report): asks for a recording of the talk',
    (reportLanguage) => {
      const input = buildClass(business('en', { articulationWpm: 150, gapSec: 30, lines: lines(talk.en.slice(0, 2)) }));
      const r = expectPresenterReport(input, reportLanguage);
      expect(r.overallRating.score).toBe(0);
      expect(r.focusAreas[0]!.title).toMatch(reportLanguage === 'en' ? /talk/ : /발표/);
    },
  );

  // The talks the style judge is tested on (a talk uploaded without a style is judged 'business'), at a fast, a
  // comfortable and a slow pace. The anatomy lecture says "students" and "pose" itself, so only the texts the rules
  // write on their own are read (not the rewritten lines).
  it.each(talks.map((t) => [t.name, t] as const))('%s, judged business: no class words', (_name, t) => {
    for (const wpm of [rate[t.language].fast, rate[t.language].ok, rate[t.language].slow]) {
      const input = buildClass(
        business(t.language, { articulationWpm: wpm, gapSec: 0.6, repeat: 4, lines: lines(t.lines) }),
      );
      for (const reportLanguage of ['en', 'ko'] as const) {
        const r = localReport({ ...input, reportLanguage });
        const own = { ...r, classEdits: r.classEdits.map((e) => ({ ...e, after: e.before })), cueRewrites: [] };
        for (const text of writtenTexts(own, input)) expect(text, text).not.toMatch(classWords[reportLanguage]);
        expect(r.cueRewrites.map((c) => c.rationale).join(' ')).not.toMatch(classWords[reportLanguage]);
      }
    }
  });

  it('an online rehearsal gets a presenter’s scenario and purpose advice', () => {
    const input = buildClass({
      ...business('ko', { articulationWpm: rate.ko.fast, gapSec: 0.6, repeat: 4, lines: lines(talk.ko) }),
      scenario: 'online',
      purpose: 'assessment',
    });
    for (const reportLanguage of ['en', 'ko'] as const) expectPresenterReport(input, reportLanguage);
  });
});
