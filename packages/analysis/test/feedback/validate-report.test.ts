/**
 * The one report validator: its checks on hand-made edge cases (each statement the issue found on real reports),
 * and over every generated class, for both readers, with its metrics pushed onto and just past every band edge:
 * the stored report is a fixed point of the validator (nothing in it is left to remove) and never says
 * "everything is on target" while a key metric is off.
 */
import {
  type AnalysisLanguage,
  type CoachingReportContent,
  keyMetricKeys,
  type Metrics,
  metricBands,
} from '@cuecoach/contracts';
import { describe, expect, it } from 'vitest';
import { generateFeedback } from '../../src/feedback/generate.ts';
import { buildContext } from '../../src/feedback/local-report.ts';
import type { FeedbackInput } from '../../src/feedback/types.ts';
import { evidenceOf, offTargetKeys, offTargetSentence } from '../../src/feedback/validate/evidence.ts';
import { validateReport } from '../../src/feedback/validate/validate-report.ts';
import { buildClass, type ClassScript } from '../helpers/class-builder.ts';
import * as scripts from '../helpers/class-scripts.ts';

const classes = Object.entries(scripts).filter((entry): entry is [string, ClassScript] => 'lines' in entry[1]);
const readers: AnalysisLanguage[] = ['en', 'ko'];

const noFallback = {
  target: () => {
    throw new Error('no fallback expected');
  },
  focus: () => {
    throw new Error('no fallback expected');
  },
};

async function localReport(input: FeedbackInput): Promise<CoachingReportContent> {
  return (await generateFeedback(input, { mode: 'local' })).report;
}

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const ALL_ON = /Everything measured|No single problem stands out|모든 지표가|지표가 모두|두드러진 문제는 없/;

/** A class's metrics with one key metric moved to a value (the scores stay as measured). */
function withMetric(input: FeedbackInput, key: (typeof keyMetricKeys)[number], value: number): FeedbackInput {
  const metrics: Metrics = { ...input.metrics, [key]: value };
  return { ...input, metrics };
}

describe('the report validator on the statements real reports got wrong', () => {
  const base = buildClass(scripts.deadAirEn);
  const bands = metricBands('hatha', 'en');
  // Far enough above the band that the class's working time does not excuse it (judged-metrics.ts).
  const silenceHigh = withMetric(base, 'silenceRatio', (bands.silenceRatio.max ?? 0) + 0.45);
  const e = evidenceOf(silenceHigh);
  const seg = base.segments[2]!;
  const next = base.segments[3]!;
  const report = (over: Partial<CoachingReportContent>): CoachingReportContent => ({
    ...structuredClone(baseReport),
    ...over,
  });
  let baseReport: CoachingReportContent;

  it('rewrites "everything is on target" into the metrics that are not', async () => {
    baseReport = await localReport(base);
    const out = validateReport(
      report({ summary: 'You taught well. Everything measured is on target; keep going.' }),
      e,
      noFallback,
    );
    expect(out.report.summary).not.toMatch(ALL_ON);
    expect(out.report.summary).toMatch(
      /^You taught well\. Still outside its target: .*silence \d+% \(target 25%–40%\)/,
    );
    expect(out.removed.join('\n')).toMatch(/silenceRatio/);
  });

  it('drops a quote that was not said at the time it names, and a rewrite of a line that is not there', () => {
    const out = validateReport(
      report({
        strengths: [
          `At 0:01, "${next.text}" is a model cue.`,
          `At ${clock(next.start)}, "${next.text}" is a model cue.`,
        ],
        cueRewrites: [
          {
            startSec: seg.start,
            before: 'roll onto your mat',
            after: 'Exhale, roll down to your back.',
            rationale: 'x',
          },
          { startSec: seg.start, before: seg.text, after: `Inhale, ${seg.text}`, rationale: 'adds a breath' },
        ],
      }),
      e,
      noFallback,
    );
    expect(out.report.strengths).toEqual([`At ${clock(next.start)}, "${next.text}" is a model cue.`]);
    expect(out.report.cueRewrites).toEqual([]);
  });

  it('drops "N s of silence after" when the next line follows sooner', () => {
    const gap = next.start - seg.end;
    const edit = (seconds: number) => ({
      location: { seconds: seg.start, display: clock(seg.start) },
      before: seg.text,
      after: 'Step your right foot forward and rise up.',
      whyChange: `After these words the class heard ${seconds} s of silence.`,
    });
    const out = validateReport(
      report({ classEdits: [edit(Math.round(gap) + 5), edit(Math.floor(gap))] }),
      e,
      noFallback,
    );
    expect(out.report.classEdits.map((x) => x.whyChange)).toEqual([edit(Math.floor(gap)).whyChange]);
  });

  it('drops a count that differs from the metrics, and a strength that praises a metric off its band', () => {
    const m = silenceHigh.metrics;
    const out = validateReport(
      report({
        summary: `You spoke at ${Math.round(m.wpm) + 20} words per minute. Good energy.`,
        strengths: [
          `You linked movement to breath ${m.cueCounts.breathing + 3} times.`,
          `Good use of silence: ${Math.round(m.silenceRatio * 100)}% of the class.`,
          `You linked movement to breath ${m.cueCounts.breathing} times.`,
        ],
      }),
      e,
      noFallback,
    );
    expect(out.report.summary).toBe('Good energy.');
    expect(out.report.strengths).toEqual([`You linked movement to breath ${m.cueCounts.breathing} times.`]);
  });

  it('drops praise of breath linking when the class stayed under the style breath-cue minimum, in either language', () => {
    // One breath cue in the whole class: under hatha's minimum a minute however long the class is. The sentence
    // names no count, so only the band can take it out (an LLM report wrote it; the local one never does).
    const few: FeedbackInput = {
      ...base,
      metrics: { ...base.metrics, cueCounts: { ...base.metrics.cueCounts, breathing: 1 } },
    };
    const strengths = { en: 'You linked movement to breath through the flow.', ko: '호흡과 움직임을 잘 연결했습니다.' };
    for (const reader of readers) {
      const read = { ...few, reportLanguage: reader, style: 'hatha' as const };
      const out = validateReport(
        report({ strengths: [strengths[reader], 'Clear voice.'] }),
        evidenceOf(read),
        noFallback,
      );
      expect(out.report.strengths, reader).toEqual(['Clear voice.']);
      // The same sentence stands for a class that reached the minimum.
      const many = { ...read, metrics: { ...read.metrics, cueCounts: { ...read.metrics.cueCounts, breathing: 200 } } };
      const kept = validateReport(report({ strengths: [strengths[reader]] }), evidenceOf(many), noFallback);
      expect(kept.report.strengths, reader).toEqual([strengths[reader]]);
    }
  });

  it('a class with nothing to focus on but a card in amber: the summary names that card and the next step', async () => {
    // A restorative class whose overall pace (working time included) sits under its band while its speaking pace
    // is on target: no pace focus, so the summary used to say "No single problem stands out", which the validator
    // then cut to the bare list of off-target cards. Stored before the class time model: with it, the working time
    // would excuse that pace (judged-metrics.ts) and the card would not be amber.
    const restful = buildClass(scripts.restorativeEn);
    const band = metricBands('restorative', 'en').wpm;
    const slow = withMetric(
      { ...restful, metrics: { ...restful.metrics, classTime: undefined } },
      'wpm',
      (band.min ?? 60) - 15,
    );
    const next = { en: 'The target below is the next step.', ko: '아래 목표가 다음 단계입니다.' };
    for (const reader of readers) {
      const read = { ...slow, reportLanguage: reader };
      const e = evidenceOf(read);
      const r = await localReport(read);
      expect(r.focusAreas.map((f) => f.key)).toEqual(['other']);
      expect(r.summary, reader).toMatch(new RegExp(`${literally(offTargetSentence(e, ['wpm']))} ${next[reader]}$`));
      expect(r.summary).not.toMatch(ALL_ON);
    }
  });

  it('keeps internal tokens out of prose', () => {
    const out = validateReport(
      report({
        cautions: ['When you feel a filler ("uh", "(filled pause)") coming, pause instead.', 'Focus on pace_fast.'],
      }),
      e,
      noFallback,
    );
    expect(out.report.cautions).toEqual(['When you feel a filler ("uh") coming, pause instead.']);
  });

  it('replaces a target this class already meets, and never leaves the report without one', () => {
    const met = { ...baseReport.nextSessionTargets[0]!, metric: 'wpm' as const, comparator: 'at_least' as const };
    met.current = base.metrics.wpm;
    met.target = Math.floor(base.metrics.wpm) - 10;
    const fallback = { ...met, target: Math.ceil(base.metrics.wpm) + 10, actionPlan: 'Fallback.' };
    const out = validateReport(report({ nextSessionTargets: [met] }), e, { ...noFallback, target: () => fallback });
    expect(out.report.nextSessionTargets).toEqual([fallback]);
  });
});

function clock(sec: number): string {
  const s = Math.floor(sec);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

describe('every generated class, with its metrics on and just past every band edge', () => {
  for (const [name, script] of classes) {
    it(`${name}: the stored report leaves the validator nothing to remove`, async () => {
      const input = buildClass(script);
      const bands = metricBands(input.style ?? null, input.language);
      const variants: FeedbackInput[] = [input];
      for (const key of ['wpm', 'silenceRatio', 'fillersPer100', 'cuesPerMinute'] as const) {
        const band = bands[key];
        const step = key === 'silenceRatio' ? 0.004 : key === 'wpm' ? 0.6 : 0.06;
        for (const edge of [band.min, band.max]) {
          if (edge === undefined) continue;
          for (const value of [edge, edge + step, Math.max(0, edge - step)])
            variants.push(withMetric(input, key, value));
        }
      }
      for (const variant of variants) {
        for (const reader of readers) {
          const read = { ...variant, reportLanguage: reader };
          const r = await localReport(read);
          const { c } = buildContext(read);
          const again = validateReport(r, evidenceOf(read), noFallback);
          expect(again.removed, `${name} ${reader}`).toEqual([]);
          const text = JSON.stringify(r);
          if (offTargetKeys(evidenceOf(read)).length > 0) expect(text).not.toMatch(ALL_ON);
          expect(text).not.toMatch(/\(filled pause\)|\(음\/어\)/);
          expect(c.language).toBe(reader);
        }
      }
    });
  }
  expect(keyMetricKeys.length).toBeGreaterThan(0);
});
