/**
 * What a report must never do, checked over every generated class and for a reader of either language: no
 * rewrite that only puts a breath word in front of the original, no target this class already meets, every strength inside its band,
 * every quoted item with its minute, Korean text without "을(를)"-style particle fallbacks, and a rules report that
 * says so when it is regenerated.
 */
import type { AnalysisLanguage, CoachingReport } from '@cuecoach/contracts';
import { describe, expect, it } from 'vitest';
import { metricInBand, onlyBreathAdded, PARTICLE_FALLBACK, reportProblems } from '../../src/feedback/consistency.ts';
import { generateFeedback } from '../../src/feedback/generate.ts';
import { buildContext } from '../../src/feedback/local-report.ts';
import { metricsNamedIn } from '../../src/feedback/metric-mentions.ts';
import type { FeedbackInput } from '../../src/feedback/types.ts';
import { buildClass, type ClassScript } from '../helpers/class-builder.ts';
import * as scripts from '../helpers/class-scripts.ts';

const classes = Object.entries(scripts).filter((entry): entry is [string, ClassScript] => 'lines' in entry[1]);
const readers: AnalysisLanguage[] = ['en', 'ko'];

async function reportFor(input: FeedbackInput, reportLanguage: AnalysisLanguage): Promise<CoachingReport> {
  const result = await generateFeedback({ ...input, reportLanguage }, { mode: 'local' });
  return result.report;
}

function allText(r: CoachingReport): string[] {
  return [
    r.summary,
    ...r.focusAreas.flatMap((f) => [f.title, f.whyImportant, f.improvementTip, f.expectedBenefit]),
    ...r.drills.flatMap((d) => [d.name, ...d.steps, d.whyImportant, d.successCriteria]),
    ...r.classEdits.map((e) => e.whyChange),
    ...r.cueRewrites.map((c) => c.rationale),
    ...r.nextSessionTargets.flatMap((t) => [t.actionPlan, t.whyImportant]),
    r.orientation.primaryFocus,
    r.orientation.toneGuidance,
    ...r.cautions,
    ...r.strengths,
  ];
}

describe('reports over generated classes', () => {
  expect(classes.length).toBeGreaterThanOrEqual(10);
  for (const [name, script] of classes) {
    for (const reader of readers) {
      it(`${name} for a ${reader} reader is consistent with its numbers`, async () => {
        const input = buildClass(script);
        const r = await reportFor(input, reader);
        const { c } = buildContext({ ...input, reportLanguage: reader });
        expect(r.language).toBe(reader);
        expect(reportProblems(r, c)).toEqual([]);

        for (const item of [...r.classEdits, ...r.cueRewrites]) {
          expect(onlyBreathAdded(item.before, item.after, script.language), item.after).toBe(false);
          // A breath word opens the movement it times; it never trails the previous one ("ankle Inhale.").
          expect(item.after, item.after).not.toMatch(/\w\s+(?:inhale|exhale)\.(?:\s|$)/i);
        }
        for (const target of r.nextSessionTargets) {
          const met =
            target.comparator === 'at_most' ? target.current <= target.target : target.current >= target.target;
          expect(met, `${target.metric} ${target.comparator} ${target.target} (now ${target.current})`).toBe(false);
          expect(target.target).not.toBe(target.current);
        }
        for (const strength of r.strengths) {
          for (const metric of metricsNamedIn(strength, reader)) expect(metricInBand(metric, c), strength).toBe(true);
        }
        for (const rewrite of r.cueRewrites) expect(rewrite.startSec, rewrite.before).toBeTypeOf('number');
        for (const edit of r.classEdits) expect(edit.location.seconds).toBeGreaterThanOrEqual(0);
        // Quotes stay as spoken: every `before` is a slice of the transcript, whatever the reader's language.
        for (const quote of [...r.classEdits, ...r.cueRewrites].map((e) => e.before)) {
          expect(input.segments.some((s) => s.text.includes(quote))).toBe(true);
        }
        const texts = allText(r);
        if (reader === 'ko') {
          for (const text of texts) expect(text, text).not.toMatch(PARTICLE_FALLBACK);
          expect(r.summary).toMatch(/[가-힣]/);
        } else {
          // An English reader gets English prose; Hangul appears only inside quotes of a Korean class.
          const prose = r.summary.replace(/"[^"]*"|'[^']*'/g, '');
          expect(prose).not.toMatch(/[가-힣]/);
        }
      });
    }
  }
});

describe('the slow hatha class', () => {
  it('quotes neither set-up talk nor a misheard line, and never only adds a breath word', async () => {
    const input = buildClass(scripts.slowHathaEn);
    const r = await reportFor(input, 'en');
    const quoted = [...r.classEdits, ...r.cueRewrites].map((e) => e.before);
    expect(quoted.join('\n')).not.toMatch(/take three full rest|let's begin|two more/i);
    for (const edit of r.classEdits.filter((e) => /\(pause/.test(e.after))) {
      expect(edit.after).toMatch(/Inhale, sweep your arms up overhead\./);
    }
  });

  it('counts only the instructions as cues', () => {
    const input = buildClass(scripts.slowHathaEn);
    // Per repeat: the seat, the run-on (three breaths/movements), "two more", chest + shoulders, back toes, the hold.
    const perRepeat = input.metrics.cueCounts;
    expect(perRepeat.timing).toBe(6);
    expect(input.metrics.cuesPerMinute).toBeLessThan(12);
  });
});

describe('a regenerated rules report', () => {
  it('says it matches the previous one and points at the LLM setting, in the reader’s language', async () => {
    const input = buildClass(scripts.fillersEn);
    const en = await generateFeedback(input, { mode: 'local', regeneration: true });
    expect(en.report.regenerationNote).toMatch(/same report.*FEEDBACK=llm/s);
    const ko = await generateFeedback({ ...input, reportLanguage: 'ko' }, { mode: 'local', regeneration: true });
    expect(ko.report.regenerationNote).toMatch(/이전 리포트와 내용이 같습니다.*FEEDBACK=llm/s);
    const first = await generateFeedback(input, { mode: 'local' });
    expect(first.report.regenerationNote).toBeNull();
  });
});

describe('a recording too short to coach', () => {
  it('still gets a target that asks for something new, even when its few words came fast', async () => {
    const input = buildClass({
      language: 'en',
      style: 'vinyasa',
      articulationWpm: 170,
      gapSec: 0.3,
      lines: [{ text: 'Inhale reach up, exhale fold forward, step back to plank and lower down.' }],
    });
    expect(input.metrics.totalWords).toBeLessThan(30);
    for (const reader of readers) {
      const r = await reportFor(input, reader);
      expect(r.overallRating.score).toBe(0);
      const { c } = buildContext({ ...input, reportLanguage: reader });
      expect(reportProblems(r, c)).toEqual([]);
    }
  });
});
