import { styles, styleTargets, styleTargetsSchema } from '@cuecoach/contracts';
import { describe, expect, it } from 'vitest';
import { defaultLexicon } from '../../src/lexicon/index.ts';
import { computeDataStats, computeMetrics } from '../../src/metrics/compute-metrics.ts';
import { clarityScore, consistencyScore, flowScore, type ScoreInput } from '../../src/metrics/scores.ts';
import { transcriptOver, words } from '../helpers/transcript-builder.ts';

describe('the same class scored for different styles', () => {
  // Ten minutes: twelve 20 s stretches of speech separated by 30 s silences (a long-hold class). The last 30 s are
  // the recording's quiet end, after the class: the rates are over the class's 570 s.
  const regions = Array.from({ length: 12 }, (_, i) => ({ start: i * 50, end: i * 50 + 20 }));
  // 60 words per stretch, three instructions (breathing, alignment, transition) and talk. A bare "Inhale." before
  // "Soften your jaw." would lead that movement, one instruction (docs/metrics.md, "Cues").
  const transcript = transcriptOver(
    regions,
    () => `Breathe in deeply. Soften your jaw. Come back. ${words(52, 'quietly')}`,
    {
      lexicon: defaultLexicon('en'),
    },
  );
  const scored = (style: 'restorative' | 'teaching' | 'hiit') =>
    computeMetrics({ durationSec: 600, speechRegions: regions, transcript, filledPauses: [], language: 'en', style });
  const restorative = scored('restorative');
  // A lesson: nobody works in its silences, so the same 30 s gaps are the teacher's.
  const lesson = scored('teaching');

  it('measures identical numbers', () => {
    for (const m of [restorative, lesson]) {
      expect(m).toMatchObject({ wpm: 75.8, silenceRatio: 0.5789, cuesPerMinute: 3.79, maxPauseSec: 30 });
      expect(m.pauseBuckets.excessive).toBe(11);
    }
  });

  it('finds the flow ideal for restorative and poor for a lesson', () => {
    // Restorative: 76 WPM in 60–100, silence 0.58 in 0.5–0.75, 3.8 cues/min in 1.5–5, no pause ≥ 45 s.
    expect(restorative.flow).toBe(100);
    // A lesson: 11 silences ≥ 5 s with nothing for anyone to do are dead air (−35). Silence above the band is no
    // penalty itself.
    expect(lesson.flow).toBe(65);
  });

  it('counts long pauses against each style threshold', () => {
    const stats = (style: 'restorative' | 'teaching') =>
      computeDataStats({ transcript, speechRegions: regions, durationSec: 600, style });
    expect(stats('restorative').deadAirCount).toBe(0);
    expect(stats('teaching').deadAirCount).toBe(11);
    // Long pauses (≥ 3 s) are the pause chart's count and do not depend on the style.
    expect(stats('restorative').longPauseCount).toBe(11);
    expect(stats('teaching').longPauseCount).toBe(11);
  });

  it('reads eleven silences of one length in a HIIT class as its intervals, not as dead air', () => {
    // The words before each gap are talk, but a HIIT class that goes quiet for 30 s eleven times works in them
    // (class-rhythm.ts, repeatsAsSet); each such line counts as an instruction the cue rules missed.
    const hiit = scored('hiit');
    expect(hiit.classTime?.seconds).toMatchObject({ working: 330, dead_air: 0 });
    expect(hiit.cuesPerMinute).toBeGreaterThan(restorative.cuesPerMinute);
  });
});

describe('score formulas', () => {
  const base = (overrides: Partial<ScoreInput>): ScoreInput => ({
    totalWords: 1000,
    durationSec: 600,
    wpm: 135,
    articulationWpm: 170,
    silenceRatio: 0.25,
    weightedFillersPer100: 0,
    cuesPerMinute: 9,
    pauses: [],
    paceTimeline: [],
    deadAirCount: 0,
    targets: styleTargets(),
    ...overrides,
  });

  it('flow adds the documented penalties', () => {
    const input = base({
      deadAirCount: 1, // one dead air in 10 minutes: −7
      silenceRatio: 0.15, // 0.05 under 0.20: −7.5
      cuesPerMinute: 3, // half of 6: −20
      articulationWpm: 112, // (140 − 112) / 140: −10
    });
    expect(flowScore(input)).toBe(56);
    expect(flowScore(base({}))).toBe(100);
    // Silence above the band is students' time, not a flow fault: only the dead air inside it counts.
    expect(flowScore(base({ silenceRatio: 0.6 }))).toBe(100);
  });

  it('consistency is 80 when the per-minute pace varies exactly as much as the style allows', () => {
    // Values 100 and 150: mean 125, population SD 25, CV 0.2. Presentation allows 0.2, yin 0.5.
    const paceTimeline = [
      { minute: 0, wpm: 100 },
      { minute: 1, wpm: 150 },
    ];
    expect(consistencyScore(base({ paceTimeline, targets: styleTargets('business') }))).toBe(80);
    expect(consistencyScore(base({ paceTimeline, targets: styleTargets('yin') }))).toBe(92);
    expect(consistencyScore(base({ paceTimeline: [{ minute: 0, wpm: 130 }] }))).toBe(100);
  });

  it('clarity tolerates faster articulation in HIIT than in restorative', () => {
    const input = { articulationWpm: 200 };
    expect(clarityScore(base({ ...input, targets: styleTargets('hiit') }))).toBe(100);
    // Restorative limit: 180 words a minute while speaking; 234 is 30 % over → −22.5.
    expect(clarityScore(base({ articulationWpm: 234, targets: styleTargets('restorative') }))).toBe(78);
  });
});

describe('style targets table', () => {
  it.each(styles)('%s resolves to well-formed bands in both languages', (style) => {
    for (const language of ['en', 'ko'] as const) {
      const t = styleTargetsSchema.parse(styleTargets(style, language));
      for (const band of [t.wpm, t.silenceRatio, t.cuesPerMinute, t.avgPauseSec, t.wpmChart.optimal])
        expect(band.min).toBeLessThan(band.max);
      expect(t.silenceRatio.max).toBeLessThan(1);
      expect(t.wpmChart.problemBelow).toBeLessThan(t.wpm.min);
      expect(t.wpmChart.problemAbove).toBeGreaterThan(t.wpm.max);
      // A pause the style calls normal must not already be dead air.
      expect(t.deadAirSec).toBeGreaterThan(t.avgPauseSec.max);
      expect(t.cueCategories.length).toBeGreaterThan(0);
      expect(t.rationale.length).toBeGreaterThan(40);
    }
  });

  it('starts from ideals without a style', () => {
    const t = styleTargets();
    expect(t).toMatchObject({
      wpm: { min: 120, max: 150 },
      wpmChart: { optimal: { min: 120, max: 180 }, problemBelow: 80, problemAbove: 220 },
      silenceRatio: { min: 0.2, max: 0.3 },
      fillersPer100Max: 2,
      cuesPerMinute: { min: 6, max: 12 },
      deadAirSec: 3,
      clarityMin: 80,
      flowMin: 80,
    });
  });

  it('gives yin and restorative long dead-air thresholds and presentations no breathing cues', () => {
    expect(styleTargets('yin').deadAirSec).toBeGreaterThanOrEqual(20);
    expect(styleTargets('restorative').deadAirSec).toBeGreaterThanOrEqual(30);
    expect(styleTargets('hiit').cuesPerMinute.min).toBeGreaterThan(styleTargets('yin').cuesPerMinute.max);
    expect(styleTargets('business').breathingCuesExpected).toBe(false);
    expect(styleTargets('vinyasa').cueCategories).toContain('breathing');
  });

  it('derives Korean eojeol and syllable bands from the English pace', () => {
    const ko = styleTargets(undefined, 'ko');
    expect(ko.wpm).toEqual({ min: 84, max: 105 });
    expect(ko.syllablesPerMinute).toEqual({ min: 252, max: 315 });
    expect(styleTargets(undefined, 'en').syllablesPerMinute).toBeUndefined();
  });
});
