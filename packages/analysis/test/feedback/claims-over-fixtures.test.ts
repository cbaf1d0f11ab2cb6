/**
 * The report validator's checks run over the report of every class fixture the analysis package has — the
 * one-weakness class scripts, the generated classes of the class time model, and the recorded fixtures' true
 * transcripts — for a reader of either language, and over generated edge cases (metric sets drawn at random in
 * every style, and the extremes: no words, all silence, everything on target, everything off). A report may never
 * make a claim its metrics contradict ("everything is on target" beside an off-target card, a figure that is not
 * the card's, praise of a metric outside its band, a quote not said at its time) and never show an internal token.
 */
import {
  type AnalysisLanguage,
  type CoachingReport,
  keyMetricKeys,
  type Metrics,
  metricBands,
  type Style,
  styles,
} from '@cuecoach/contracts';
import { describe, expect, it } from 'vitest';
import { generateFeedback } from '../../src/feedback/generate.ts';
import type { FeedbackInput } from '../../src/feedback/types.ts';
import {
  allOnTargetClaim,
  internalToken,
  misplacedQuote,
  praisesOffTarget,
  sentences,
  valueClaim,
} from '../../src/feedback/validate/claims.ts';
import { type Evidence, evidenceOf, offTargetKeys } from '../../src/feedback/validate/evidence.ts';
import { validateReport } from '../../src/feedback/validate/validate-report.ts';
import { computeMetrics } from '../../src/metrics/index.ts';
import { processTranscript } from '../../src/text/index.ts';
import { buildClass, type ClassScript } from '../helpers/class-builder.ts';
import * as scripts from '../helpers/class-scripts.ts';
import { readTruth } from '../helpers/fixtures.ts';
import { type GeneratedClass, generatedClasses } from '../helpers/generated-classes.ts';

const readers: AnalysisLanguage[] = ['en', 'ko'];

/** A generated class (class time model) as a script: its sentences at a speaking pace, its silences as written. */
function fromGenerated(cls: GeneratedClass): ClassScript {
  const lines: ClassScript['lines'] = [];
  for (const line of cls.lines) {
    if ('say' in line) lines.push({ text: line.say, pauseAfter: 0.6 });
    else if (lines.length > 0) lines[lines.length - 1]!.pauseAfter = line.gap;
  }
  return {
    language: cls.language,
    style: cls.style,
    articulationWpm: cls.language === 'ko' ? 110 : 165,
    gapSec: 0.6,
    lines,
  };
}

/** A recorded fixture read from its true transcript and timings (what a perfect recogniser would hand over). */
function fromTruth(name: string, language: AnalysisLanguage, style?: Style): FeedbackInput {
  const truth = readTruth(name);
  const raw = truth.sentences.map(({ start, end, text }) => ({ start, end, text }));
  const transcript = processTranscript(raw, { language, style: style ?? null });
  const fillerText = new Set(['um', 'uh', '음', '어']);
  const metrics = computeMetrics({
    durationSec: truth.durationSec,
    speechRegions: [...raw, ...truth.fillers].map(({ start, end }) => ({ start, end })),
    transcript,
    // The fixtures' hesitations are sounds between sentences, not words in them: acoustic filled pauses.
    filledPauses: truth.fillers.filter((f) => fillerText.has(f.text)).map(({ start, end }) => ({ start, end })),
    language,
    style,
  });
  const input: FeedbackInput = { metrics, segments: transcript.segments, language };
  if (style) input.style = style;
  return input;
}

const fixtures: [string, FeedbackInput][] = [
  ...Object.entries(scripts)
    .filter((entry): entry is [string, ClassScript] => 'lines' in entry[1])
    .map(([name, script]): [string, FeedbackInput] => [`script ${name}`, buildClass(script)]),
  ...generatedClasses.map((cls): [string, FeedbackInput] => [`generated ${cls.name}`, buildClass(fromGenerated(cls))]),
  ['recording en-class', fromTruth('en-class', 'en', 'vinyasa')],
  ['recording en-fillers', fromTruth('en-fillers', 'en')],
  ['recording en-pilates', fromTruth('en-pilates', 'en', 'mat')],
  ['recording en-yoga', fromTruth('en-yoga', 'en', 'hatha')],
  ['recording ko-class', fromTruth('ko-class', 'ko')],
  ['recording ko-yoga', fromTruth('ko-yoga', 'ko', 'hatha')],
];

// Internal identifiers in any form: camelCase field names, snake_case keys, template braces, the acoustic filler
// keys, values that were never filled in.
const INTERNAL =
  /\b[a-z]+[A-Z][A-Za-z]*\b|\b[a-z]+_[a-z_]+\b|\{\{|\}\}|\((?:filled pause|음\/어)\)|\bundefined\b|\bNaN\b|\[object|\bnull\b/;

/** Every claim the report makes, checked against its evidence; returns what is wrong (empty when nothing). */
function claimProblems(r: CoachingReport, e: Evidence): string[] {
  const problems: string[] = [];
  const check = (where: string, text: string, describes: boolean) => {
    for (const sentence of sentences(text)) {
      const reason =
        allOnTargetClaim(sentence, e) ??
        internalToken(sentence) ??
        misplacedQuote(sentence, e) ??
        (describes ? valueClaim(sentence, e) : null);
      if (reason) problems.push(`${where}: ${reason}: ${sentence}`);
      // Quotes of the class are the instructor's words and may hold anything; the report's own words may not.
      const own = sentence.replace(/["“][^"”]*["”]/g, '');
      const token = own.match(INTERNAL);
      if (token) problems.push(`${where}: internal token ${token[0]}: ${sentence}`);
    }
  };
  check('summary', r.summary, true);
  r.strengths.forEach((s, i) => {
    check(`strengths[${i}]`, s, true);
    const praise = praisesOffTarget(s, e);
    if (praise) problems.push(`strengths[${i}]: ${praise}`);
  });
  r.focusAreas.forEach((f, i) => {
    for (const text of [f.title, f.whyImportant, f.improvementTip, f.expectedBenefit])
      check(`focus[${i}]`, text, false);
  });
  r.drills.forEach((d, i) => {
    for (const text of [d.name, d.whyImportant, d.successCriteria, ...d.steps]) check(`drills[${i}]`, text, false);
  });
  r.classEdits.forEach((x, i) => {
    check(`classEdits[${i}]`, x.whyChange, false);
  });
  r.cueRewrites.forEach((x, i) => {
    check(`cueRewrites[${i}]`, x.rationale, false);
  });
  r.nextSessionTargets.forEach((x, i) => {
    for (const text of [x.actionPlan, x.whyImportant]) check(`targets[${i}]`, text, false);
  });
  for (const text of [
    r.orientation.primaryFocus,
    r.orientation.toneGuidance,
    ...r.orientation.balancingDrills,
    ...r.cautions,
  ])
    check('orientation/cautions', text, false);
  return problems;
}

async function expectSound(input: FeedbackInput, label: string): Promise<void> {
  const { report } = await generateFeedback(input, { mode: 'local' });
  const e = evidenceOf(input);
  expect(claimProblems(report, e), label).toEqual([]);
  // Nothing left for the one validator to remove: the stored report is already what it lets through.
  expect(
    validateReport(report, e, { target: () => report.nextSessionTargets[0]!, focus: () => report.focusAreas[0]! })
      .removed,
    label,
  ).toEqual([]);
}

describe('the validator’s checks over every fixture’s report', () => {
  it('covers the class scripts, the generated classes and the recorded fixtures', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(20);
  });

  it('catches each kind of statement it looks for (so a clean report means something)', async () => {
    const measured = fromTruth('en-class', 'en', 'vinyasa');
    // As stored before the class time model, so its working time does not excuse the silence (judged-metrics.ts).
    const input = {
      ...measured,
      metrics: { ...measured.metrics, classTime: undefined },
      reportLanguage: 'en' as const,
    };
    const e = evidenceOf(input);
    // The class's silence sits above vinyasa's band, so "everything is on target" is false here.
    expect(offTargetKeys(e)).toContain('silenceRatio');
    const { report } = await generateFeedback(input, { mode: 'local' });
    const m = input.metrics;
    const bad: CoachingReport = {
      ...report,
      summary: `Everything measured is on target. You spoke at ${Math.round(m.wpm) + 30} words per minute.`,
      strengths: ['Good use of silence: 5% of the class.'],
      cautions: ['Watch your cuesPerMinute.', 'When you feel a filler ("uh", "(filled pause)") coming, pause.'],
      classEdits: [],
    };
    const out = claimProblems(bad, e).join('\n');
    expect(out).toMatch(/on target while/);
    expect(out).toMatch(/says wpm/);
    expect(out).toMatch(/silenceRatio/);
    expect(out).toMatch(/internal token cuesPerMinute/);
    expect(out).toMatch(/filled pause/);
  });
  for (const [name, input] of fixtures) {
    it(`${name}: no claim its metrics contradict, no internal token, for either reader`, async () => {
      for (const reader of readers) await expectSound({ ...input, reportLanguage: reader }, `${name} (${reader})`);
    });
  }
});

/** A small deterministic generator (mulberry32), so a failing case can be replayed from its seed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The class's measured metrics with its key metrics (and the speaking pace) replaced. */
function withMetrics(input: FeedbackInput, over: Partial<Metrics>, style: Style | undefined): FeedbackInput {
  const out: FeedbackInput = { ...input, metrics: { ...input.metrics, ...over } };
  if (style) out.style = style;
  else delete out.style;
  return out;
}

describe('the validator’s checks over generated edge cases', () => {
  const bases = [buildClass(scripts.fillersEn), buildClass(scripts.vinyasaKo), fromTruth('en-class', 'en', 'vinyasa')];

  it('holds on 60 metric sets drawn at random in every style', async () => {
    const next = random(25);
    const pick = (lo: number, hi: number, digits: number) =>
      Math.round((lo + (hi - lo) * next()) * 10 ** digits) / 10 ** digits;
    for (let i = 0; i < 60; i++) {
      const base = bases[i % bases.length]!;
      const style = next() < 0.15 ? undefined : styles[Math.floor(next() * styles.length)];
      const wpm = pick(20, 240, 1);
      const over: Partial<Metrics> = {
        wpm,
        articulationWpm: Math.round(wpm * pick(1.1, 2, 2) * 10) / 10,
        silenceRatio: pick(0, 0.95, 4),
        fillersPer100: pick(0, 12, 2),
        cuesPerMinute: pick(0, 22, 2),
        clarity: Math.round(pick(0, 100, 0)),
        flow: Math.round(pick(0, 100, 0)),
        consistency: Math.round(pick(0, 100, 0)),
      };
      for (const reader of readers) {
        await expectSound(
          { ...withMetrics(base, over, style), reportLanguage: reader },
          `case ${i} ${style ?? 'no style'} ${reader} ${JSON.stringify(over)}`,
        );
      }
    }
  });

  it('holds at the extremes: every key metric on target, every one off, all silence, no words', async () => {
    for (const base of bases) {
      const style = base.style;
      const bands = metricBands(style ?? null, base.language);
      const mid = (k: (typeof keyMetricKeys)[number]) => {
        const b = bands[k];
        return b.min !== undefined && b.max !== undefined
          ? (b.min + b.max) / 2
          : b.min !== undefined
            ? b.min + 5
            : (b.max ?? 0) / 2;
      };
      const onTarget = Object.fromEntries(keyMetricKeys.map((k) => [k, mid(k)])) as Partial<Metrics>;
      const offTarget: Partial<Metrics> = {
        wpm: (bands.wpm.max ?? 150) * 1.6,
        silenceRatio: 0.02,
        fillersPer100: 9,
        cuesPerMinute: 0.5,
        clarity: 35,
        flow: 20,
        consistency: 30,
      };
      const silent: Partial<Metrics> = {
        silenceRatio: 1,
        wpm: 0,
        articulationWpm: 0,
        cuesPerMinute: 0,
        fillersPer100: 0,
      };
      const noWords: Partial<Metrics> = {
        ...silent,
        totalWords: 0,
        uniqueWords: 0,
        clarity: 0,
        flow: 0,
        consistency: 0,
      };
      for (const [label, over] of Object.entries({ onTarget, offTarget, silent, noWords })) {
        for (const reader of readers) {
          await expectSound(
            { ...withMetrics(base, over, style), reportLanguage: reader },
            `${label} ${style ?? ''} ${reader}`,
          );
        }
      }
    }
  });
});
