/**
 * Rewrites worth reading: a rewrite turns what the instructor said into a better cue for that moment, never the
 * line with a breath word stuck in or a stock phrase added, and a line whose words the recogniser was unsure of
 * (a low confidence, a word no word list knows, a breath word heard as two: "In fail") is never quoted or
 * rewritten — by the rules, and, through the one validator, by an LLM.
 */
import type { CoachingReportContent, CueRewrite, TranscriptSegment } from '@cuecoach/contracts';
import { describe, expect, it } from 'vitest';
import { onlyBreathAdded } from '../../src/feedback/consistency.ts';
import { generateFeedback } from '../../src/feedback/generate.ts';
import { trimTranscript } from '../../src/feedback/llm/prompt.ts';
import { buildContext, localReport } from '../../src/feedback/local-report.ts';
import { MIN_QUOTE_CONFIDENCE, quotable, recognisedSurely } from '../../src/feedback/quotable.ts';
import { breathCue, withHoldCue } from '../../src/feedback/rewrite.ts';
import type { FeedbackInput } from '../../src/feedback/types.ts';
import { evidenceOf } from '../../src/feedback/validate/evidence.ts';
import { validateReport } from '../../src/feedback/validate/validate-report.ts';
import { buildClass, type ClassScript } from '../helpers/class-builder.ts';
import { fewBreathEn } from '../helpers/class-scripts.ts';

const misheard = 'In fail, reach your arms up toward the ceiling and lengthen your spine.';
const unknownWord = 'Float your right leg up to tabletop and keep your pelvis levvel.';
const unsureLine = 'Curl your head and shoulders up, then reach your arms long by your sides.';

/** A pilates class without breath cues (so every movement line invites a breath-first rewrite), plus doubtful lines. */
function classWithDoubts(): FeedbackInput {
  const script: ClassScript = {
    ...fewBreathEn,
    repeat: 1,
    lines: [...fewBreathEn.lines, { text: misheard }, { text: unknownWord }, { text: unsureLine }],
  };
  const input = buildClass(script);
  // The recogniser's confidence where the engine reports one: sure of every line but one.
  input.segments = input.segments.map((s) => ({ ...s, confidence: s.text === unsureLine ? 0.2 : 0.9 }));
  return input;
}

const quotes = (r: CoachingReportContent) => [...r.classEdits, ...r.cueRewrites].map((x) => x.before);

describe('which lines may be rewritten', () => {
  it('not a line with a breath word heard as two, nor one with a word no word list knows', () => {
    const c = { spoken: 'en' as const };
    expect(quotable(misheard, c)).toBe(false);
    expect(quotable('Ex hale and fold forward.', c)).toBe(false);
    expect(quotable(unknownWord, c)).toBe(false);
    // Names, style words, short words and hesitations are not doubts.
    expect(quotable('Sarah, lift your chest. Um, okay, a pilates hundred, go.', c)).toBe(true);
    expect(quotable('Inhale, reach your arms up toward the ceiling.', c)).toBe(true);
  });

  it('not a line the recogniser gave a confidence under the level its decode guards retry at', () => {
    expect(recognisedSurely({ confidence: MIN_QUOTE_CONFIDENCE - 0.01 })).toBe(false);
    expect(recognisedSurely({ confidence: 0.9 })).toBe(true);
    expect(recognisedSurely({})).toBe(true); // engines that report none
  });

  it('the rules never quote or rewrite the doubtful lines, and still rewrite the others', async () => {
    const input = classWithDoubts();
    for (const reader of ['en', 'ko'] as const) {
      const { report } = await generateFeedback({ ...input, reportLanguage: reader }, { mode: 'local' });
      const quoted = quotes(report);
      expect(report.cueRewrites.length, reader).toBeGreaterThan(0);
      for (const doubt of [misheard, unknownWord, unsureLine]) {
        for (const q of quoted) expect(doubt.includes(q) || q.includes(doubt.slice(0, 20)), q).toBe(false);
      }
    }
  });
});

describe('what a rewrite must be', () => {
  it('never the line with only a breath word put in, in front or after a lead-in', () => {
    expect(onlyBreathAdded('roll onto your back', 'Exhale, roll onto your back.', 'en')).toBe(true);
    expect(onlyBreathAdded('Next, step back to plank', 'Next, exhale, step back to plank.', 'en')).toBe(true);
    expect(onlyBreathAdded('다리를 들어 올리세요', '숨을 들이마시며 다리를 들어 올리세요.', 'ko')).toBe(true);
    // Moving the breath to the front of the action, or one action per sentence, changes the cue.
    expect(onlyBreathAdded('reach up, inhale', 'Inhale, reach up.', 'en')).toBe(false);
    expect(
      onlyBreathAdded(
        'Float your right leg up to tabletop, knee over the hip',
        'Inhale, float your right leg up to tabletop. Knee over the hip.',
        'en',
      ),
    ).toBe(false);
  });

  it('the rules rewrite a cue by what it needs (breath, direction, one action), not a breath word alone', () => {
    const { c } = buildContext(buildClass(fewBreathEn));
    expect(breathCue('roll onto your back', [], c)).toBeUndefined();
    expect(breathCue('In fail, reach your arms up', [], c)).toBeUndefined();
    // Lead-ins and fillers go, the breath opens the action, the direction it lacked is named.
    expect(breathCue("So let's, um, lift your arms", [{ start: 10, end: 12 }], c)).toBe(
      'Inhale, lift your arms up toward the ceiling.',
    );
    expect(breathCue('Now, um, lift your right leg', [{ start: 5, end: 7 }], c)).toMatch(
      /^Inhale, lift your right leg/,
    );
    // A line cut mid-sentence ends with a full stop, not "Warrior two,.".
    const hold = withHoldCue('Warrior two,', [], c);
    expect(hold).toMatch(/^Warrior two\. \S/);
    for (const rewrite of localReport(buildClass(fewBreathEn)).cueRewrites) {
      expect(onlyBreathAdded(rewrite.before, rewrite.after, 'en'), rewrite.after).toBe(false);
      expect(rewrite.after).not.toMatch(/when you(?:'re| are) ready/i);
    }
  });
});

describe('a hesitation the recogniser wrote as a line of its own', () => {
  // A fast HIIT class as the recogniser wrote it: "Umm," alone between two cues, and a single filler in other lines,
  // so the lone hesitation ranks with the others as the class's first filler moment.
  const fastHiit: ClassScript = {
    language: 'en',
    style: 'hiit',
    articulationWpm: 210,
    gapSec: 1.2,
    repeat: 2,
    lines: [
      { text: 'Alright team, jumping jacks for thirty seconds.' },
      { text: 'Umm,', pauseAfter: 0.5 },
      { text: 'Keep your chest up and land softly on your feet.' },
      { text: 'Uh, rest, shake out your arms and breathe.' },
      { text: 'Next up squats, sit back into your heels.' },
      { text: 'Umm, drive through your heels and squeeze at the top.' },
    ],
  };

  it('still counts as a filler, and the report neither quotes nor rewrites it as a line', async () => {
    const input = buildClass(fastHiit);
    expect(input.metrics.fillerCount).toBe(6); // both lone "Umm," lines among them
    for (const reader of ['en', 'ko'] as const) {
      const { report } = await generateFeedback({ ...input, reportLanguage: reader }, { mode: 'local' });
      const edits = [...report.classEdits, ...report.cueRewrites];
      expect(edits.length).toBeGreaterThan(0);
      for (const edit of edits) {
        expect(edit.before).toMatch(/[a-z]{2,}.*[a-z]{2,}/i);
        expect(edit.before).not.toMatch(/^umm,?$/i);
        expect(edit.after.trim()).not.toBe('');
      }
    }
  });
});

describe('an LLM gets the same evidence and passes the same validator', () => {
  const input = classWithDoubts();
  const segmentOf = (text: string) => input.segments.find((s) => s.text === text) as TranscriptSegment;

  it('marks the lines it may not quote in the transcript it is sent', () => {
    const sent = trimTranscript(input.segments, new Set(), 10_000, 'en');
    for (const doubt of [misheard, unknownWord, unsureLine]) expect(sent).toContain(`(unsure) ${doubt}`);
    expect(sent).not.toContain(`(unsure) ${input.segments[0]!.text}`);
  });

  it('drops its rewrites of doubtful lines, breath-word insertions and stock phrases, and keeps a real rewrite', () => {
    const base = localReport(input);
    const at = (text: string) => Math.round(segmentOf(text).start * 10) / 10;
    const first = input.segments[0]!;
    const rewrite = (before: string, after: string, startSec: number): CueRewrite => ({
      before,
      after,
      startSec,
      rationale: 'Breath first, one action.',
    });
    const answer: CoachingReportContent = {
      ...base,
      cueRewrites: [
        rewrite(misheard, 'Inhale, reach your arms up toward the ceiling.', at(misheard)),
        rewrite(unsureLine, 'Exhale, curl your head and shoulders up.', at(unsureLine)),
        rewrite(unknownWord, 'Inhale, float your right leg up to tabletop.', at(unknownWord)),
        rewrite(first.text, `Exhale, ${first.text.charAt(0).toLowerCase()}${first.text.slice(1)}`, first.start),
        rewrite(first.text, 'Exhale, when you are ready, lie on your back with your knees bent.', first.start),
        rewrite(first.text, 'Lie on your back,. Knees bent.', first.start),
        rewrite(first.text, 'Exhale, lie back. Knees bent, feet flat and hip width apart.', first.start),
      ],
    };
    const out = validateReport(answer, evidenceOf(input), {
      target: () => base.nextSessionTargets[0]!,
      focus: () => base.focusAreas[0]!,
    });
    expect(out.report.cueRewrites.map((r) => r.after)).toEqual([
      'Exhale, lie back. Knees bent, feet flat and hip width apart.',
    ]);
    const reasons = out.removed.join('\n');
    expect(reasons.match(/recogniser was unsure/g)).toHaveLength(3);
    expect(reasons).toMatch(/only puts a breath word into the line/);
    expect(reasons).toMatch(/stock phrase "when you are ready"/);
    expect(reasons).toMatch(/broken punctuation ",\."/);
  });
});
