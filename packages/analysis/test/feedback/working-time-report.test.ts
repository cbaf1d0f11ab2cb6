/**
 * A class whose students work in silence after each instruction: its whole-class pace and silence sit outside their
 * bands while the teaching itself is on target. Found on a rendered 3.5-minute mat class (sweep, 28 Nov): the report
 * said "Still outside its target: pace 81, silence 57 %" with nothing else, its focus and its target gave that list
 * as the reason for a cue target, and the Korean target went on "그중 범위의 경계에 가장 가까운 지표라…" (of those,
 * the one closest to the edge) about a metric that was not among them.
 */
import type { AnalysisLanguage, CoachingReportContent } from '@cuecoach/contracts';
import { describe, expect, it } from 'vitest';
import { generateFeedback } from '../../src/feedback/generate.ts';
import type { FeedbackInput } from '../../src/feedback/types.ts';
import { evidenceOf, offOnlyByClassTime, offTargetKeys } from '../../src/feedback/validate/evidence.ts';
import { buildClass } from '../helpers/class-builder.ts';

async function report(input: FeedbackInput, reportLanguage: AnalysisLanguage): Promise<CoachingReportContent> {
  return (await generateFeedback({ ...input, reportLanguage }, { mode: 'local' })).report;
}

// Cue-dense lines at a normal speaking pace, each followed by the exercise it starts.
const matWithWork = buildClass({
  language: 'en',
  style: 'mat',
  articulationWpm: 180,
  gapSec: 1.5,
  repeat: 3,
  lines: [
    { text: 'Inhale to prepare, exhale and lift your head and shoulders off the mat.' },
    {
      text: 'Reach your arms long by your hips and begin the hundred, breathe in for five and out for five.',
      pauseAfter: 14,
    },
    { text: 'Lower your head down, hug your knees into your chest and breathe out.' },
    {
      text: 'Extend your right leg to the ceiling, keep your hips square and draw five small circles.',
      pauseAfter: 12,
    },
    {
      text: 'Switch legs, left leg up, exhale as you circle the other way and keep your pelvis still.',
      pauseAfter: 12,
    },
  ],
});

describe('a class whose students work in silence', () => {
  const e = evidenceOf(matWithWork);

  it('has pace and silence off target only because of that time', () => {
    expect(offTargetKeys(e)).toEqual(expect.arrayContaining(['wpm', 'silenceRatio']));
    expect(offOnlyByClassTime(e, 'wpm')).toBe(true);
    expect(offOnlyByClassTime(e, 'silenceRatio')).toBe(true);
    // Not every slow, silent class: the same figures without working time in it are a slow class.
    const noWork = { ...matWithWork.metrics, classTime: undefined };
    expect(offOnlyByClassTime(evidenceOf({ ...matWithWork, metrics: noWork }), 'wpm')).toBe(false);
  });

  it('says in its summary that the off-target pace and silence are the working time (en)', async () => {
    const r = await report(matWithWork, 'en');
    expect(r.summary).toMatch(
      /Still outside its target: pace \d+ \(target 120–155\), silence \d+% \(target 20%–32%\)[,.]/,
    );
    expect(r.summary).toMatch(
      /The pace and silence figures include the (?:\d+ min )?\d+ s students spent working; without that time pace is not below its target and silence is not above its target\./,
    );
    const why = r.nextSessionTargets.map((t) => t.whyImportant).join(' ');
    expect(why).not.toMatch(/Everything measured is in range/);
  });

  it('says the same in Korean and never calls a metric "of those, the closest to the edge" of the off list', async () => {
    const r = await report(matWithWork, 'ko');
    expect(r.summary).toMatch(
      /말하기 속도와 침묵 비율에는 회원의 동작 시간 (?:\d+분 )?\d+초가 들어 있습니다\. 이 시간을 빼면 말하기 속도는 목표보다 느리지 않고 침묵 비율은 목표보다 높지 않습니다\./,
    );
    const texts = [...r.nextSessionTargets.map((t) => t.whyImportant), ...r.focusAreas.map((f) => f.whyImportant)];
    for (const text of texts) {
      expect(text).not.toMatch(/그중 범위의 경계에 가장 가까운/);
      expect(text).not.toMatch(/수치가 .*목표 범위 안에 있습니다/);
    }
  });
});
