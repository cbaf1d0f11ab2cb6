import type { LexiconTerm } from '@cuecoach/contracts';
import { metrics as metricsSchema } from '@cuecoach/contracts';
import { describe, expect, it } from 'vitest';
import { defaultLexicon } from '../../src/lexicon/index.ts';
import { computeDataStats, computeMetrics, paceTimeline } from '../../src/metrics/compute-metrics.ts';
import { processTranscript } from '../../src/text/process-transcript.ts';
import { transcriptOver, words } from '../helpers/transcript-builder.ts';

const um: LexiconTerm = { locale: 'en', category: 'filler', term: 'um', isRegex: false, weight: 5, active: true };
const heavyUh: LexiconTerm = { ...um, term: 'uh', weight: 10 };

describe('computeMetrics on a synthetic minute', () => {
  // Gaps: 0.2 s (word gap, not a pause), 0.5, 2.0, 3.5, 6.0 s; a hesitation at 51–51.4 s closes the class, and the
  // rest is the recording's quiet tail: rates and the silence ratio are over the class's 51.4 s.
  const regions = [
    { start: 0, end: 10 },
    { start: 10.2, end: 20 },
    { start: 20.5, end: 25 },
    { start: 27, end: 30 },
    { start: 33.5, end: 40 },
    { start: 46, end: 50 },
  ];
  const transcript = transcriptOver(
    regions,
    (i) => (i === 0 ? `um ${words(9)}` : i === 3 ? `um ${words(9)}` : words(10)),
    {
      lexicon: [um],
    },
  );
  const metrics = computeMetrics({
    durationSec: 60,
    speechRegions: regions,
    transcript,
    filledPauses: [
      { start: 30.5, end: 31 },
      { start: 41, end: 41.6 },
      { start: 51, end: 51.4 },
    ],
    language: 'en',
  });

  it('measures speech, silence and pauses exactly', () => {
    expect(metrics.durationSec).toBe(60);
    expect(metrics.speechSec).toBe(37.8);
    expect(metrics.silenceRatio).toBe(0.2646); // 1 − 37.8 / 51.4
    expect(metrics.avgPauseSec).toBe(3);
    expect(metrics.maxPauseSec).toBe(6);
    expect(metrics.pauseBuckets).toEqual({ short: 1, medium: 1, long: 1, excessive: 1 });
  });

  it('computes pace per minute of the class and of speech', () => {
    expect(metrics.totalWords).toBe(60);
    expect(metrics.uniqueWords).toBe(2);
    expect(metrics.wpm).toBe(70); // 60 words / 51.4 s × 60
    expect(metrics.articulationWpm).toBe(95.2); // 60 words / 37.8 s × 60
    expect(metrics.paceTimeline).toEqual([{ minute: 0, wpm: 60, speakingSec: 40.5 }]);
    expect(metrics.syllablesPerMinute).toBeUndefined();
  });

  it('adds acoustic filled pauses to the lexical fillers', () => {
    expect(metrics.fillerCount).toBe(5);
    expect(metrics.filledPauseCount).toBe(3);
    expect(metrics.fillers).toEqual({ um: 2, '(filled pause)': 3 });
    expect(metrics.fillersPer100).toBe(7.94); // 5 / (60 words + 3 filled pauses) × 100
  });

  it('produces JSON the contract accepts', () => {
    expect(metricsSchema.parse(metrics)).toEqual(metrics);
  });
});

describe('computeMetrics scores', () => {
  const oneMinute = (text: string, lexicon: LexiconTerm[]) =>
    computeMetrics({
      durationSec: 60,
      speechRegions: [{ start: 0, end: 48 }],
      transcript: transcriptOver([{ start: 0, end: 48 }], () => text, { lexicon }),
      filledPauses: [],
      language: 'en',
    });

  it('scores clarity 80 at exactly the filler limit and weighs heavier fillers more', () => {
    // 100 words in 48 s of speech: articulation 125 WPM, below the 187.5 limit, so only fillers count.
    expect(oneMinute(`um um ${words(98)}`, [um]).clarity).toBe(80);
    expect(oneMinute(`uh uh ${words(98)}`, [heavyUh]).clarity).toBe(60);
    expect(oneMinute(words(100), [um]).clarity).toBe(100);
  });

  it('lowers clarity for speech faster than the style allows', () => {
    // 250 words in 48 s: articulation 312.5 WPM, (312.5 − 187.5) / 187.5 = 0.667 over → −30 (cap).
    expect(oneMinute(words(250), []).clarity).toBe(70);
  });
});

describe('computeMetrics edge cases', () => {
  const empty = processTranscript([], { language: 'en', lexicon: [] });

  it('reports a silent recording as all silence with zero scores', () => {
    const m = computeMetrics({
      durationSec: 30,
      speechRegions: [],
      transcript: empty,
      filledPauses: [],
      language: 'en',
    });
    expect(m).toMatchObject({
      speechSec: 0,
      silenceRatio: 1,
      wpm: 0,
      articulationWpm: 0,
      avgPauseSec: 0,
      maxPauseSec: 0,
      fillersPer100: 0,
      cuesPerMinute: 0,
      totalWords: 0,
      clarity: 0,
      flow: 0,
      consistency: 0,
      paceTimeline: [{ minute: 0, wpm: 0 }],
    });
  });

  it('handles speech with no recognised words and a zero-length file', () => {
    const m = computeMetrics({
      durationSec: 10,
      speechRegions: [{ start: 1, end: 3 }],
      transcript: empty,
      filledPauses: [{ start: 1, end: 2 }],
      language: 'ko',
    });
    // The class is its 2 s of voice; the 8 s of quiet around it are not class.
    expect(m).toMatchObject({ speechSec: 2, silenceRatio: 0, fillerCount: 1, fillersPer100: 100, wpm: 0 });
    expect(m.fillers).toEqual({ '(음/어)': 1 });
    const zero = computeMetrics({
      durationSec: 0,
      speechRegions: [],
      transcript: empty,
      filledPauses: [],
      language: 'en',
    });
    expect(zero).toMatchObject({ durationSec: 0, silenceRatio: 0, wpm: 0, paceTimeline: [] });
  });

  it('has no pauses with a single speech region', () => {
    const m = computeMetrics({
      durationSec: 20,
      speechRegions: [{ start: 2, end: 18 }],
      transcript: transcriptOver([{ start: 2, end: 18 }], () => words(40)),
      filledPauses: [],
      language: 'en',
    });
    expect(m).toMatchObject({
      avgPauseSec: 0,
      maxPauseSec: 0,
      pauseBuckets: { short: 0, medium: 0, long: 0, excessive: 0 },
    });
    // The class is its 16 s of speech (the quiet 2 s before and after are not class): one pace.
    expect(m.wpm).toBe(150);
    expect(m.articulationWpm).toBe(150);
  });
});

describe('paceTimeline', () => {
  it('counts words per minute and folds a short tail into the last full minute', () => {
    const times = [...Array.from({ length: 120 }, (_, i) => i * 0.5), 125, 128];
    // minute 0: 120 words; minute 1 (60–130 s, 70 s long): 2 words → 1.7 WPM
    expect(paceTimeline(times, 130)).toEqual([
      { minute: 0, wpm: 120 },
      { minute: 1, wpm: 1.7 },
    ]);
  });

  it('divides a long enough last minute by its real length', () => {
    expect(paceTimeline([61, 62, 63, 64, 65, 66, 67, 68, 69, 70], 90)).toEqual([
      { minute: 0, wpm: 0 },
      { minute: 1, wpm: 20 },
    ]);
  });
});

describe('Korean metrics', () => {
  it('reports syllables per minute and counts Korean fillers and cues', () => {
    const segments = [
      { start: 0, end: 20, text: '음, 숨을 들이마시고 천천히 내쉬세요.' },
      { start: 30, end: 50, text: '이제 오른쪽으로 돌아옵니다.' },
    ];
    const transcript = processTranscript(segments, { language: 'ko', lexicon: defaultLexicon('ko') });
    const m = computeMetrics({
      durationSec: 60,
      speechRegions: segments,
      transcript,
      filledPauses: [],
      language: 'ko',
    });
    // 음1 숨을2 들이마시고5 천천히3 내쉬세요4 | 이제2 오른쪽으로5 돌아옵니다5: 27 syllables over the class's 50 s
    // (the last 10 s are after it)
    expect(m.syllablesPerMinute).toBe(32.4);
    expect(m.totalWords).toBe(8);
    expect(m.fillers).toEqual({ 음: 1, 이제: 1 });
    // Two cueing utterances: one breath cue, one that moves to a side (transition + direction).
    expect(m.cueCounts).toEqual({ breathing: 1, alignment: 0, transition: 1, directional: 1, safety: 0, timing: 0 });
    expect(m.cuesPerMinute).toBe(2.4);
  });
});

describe('computeDataStats', () => {
  it('counts segments, words, cues, long pauses and dead air at or past the style threshold', () => {
    const regions = [
      { start: 0, end: 5 },
      { start: 8, end: 10 }, // 3 s pause
      { start: 18, end: 20 }, // 8 s pause
      { start: 60, end: 62 }, // 40 s pause
    ];
    // Talk that gives the class nothing to do: every silence long enough for the style is dead air.
    const talk = transcriptOver(regions, () => 'thank you for coming', { lexicon: defaultLexicon('en') });
    const stats = (style?: 'hiit' | 'hatha' | 'restorative') =>
      computeDataStats({ transcript: talk, speechRegions: regions, durationSec: 70, style });
    expect(stats()).toEqual({ segmentCount: 4, wordCount: 16, cueCount: 0, longPauseCount: 3, deadAirCount: 3 });
    expect(stats('hiit').deadAirCount).toBe(2); // ≥ 5 s
    expect(stats('hatha').deadAirCount).toBe(1); // ≥ 10 s
    expect(stats('restorative').deadAirCount).toBe(0); // ≥ 45 s
  });

  it('does not count students working on an instruction as dead air, up to what the style allows', () => {
    const regions = [
      { start: 0, end: 5 },
      { start: 8, end: 10 }, // 3 s pause
      { start: 18, end: 20 }, // 8 s pause
      { start: 60, end: 62 }, // 40 s pause
    ];
    const cued = transcriptOver(regions, () => 'inhale and exhale', { lexicon: defaultLexicon('en') });
    const stats = (style: 'hiit' | 'vinyasa') =>
      computeDataStats({ transcript: cued, speechRegions: regions, durationSec: 70, style }).deadAirCount;
    expect(stats('hiit')).toBe(0); // HIIT students may work 45 s on one instruction
    expect(stats('vinyasa')).toBe(1); // vinyasa: 20 s of work, then 20 s nobody explained
  });

  it('counts long pauses from the same buckets as the pause chart, whatever the style', () => {
    // Five 3–5 s pauses: a hatha class has no dead air (threshold 10 s), but the details must still say five
    // long pauses, as the chart's "long (3–5 s)" bar does.
    const regions = Array.from({ length: 6 }, (_, i) => ({ start: i * 10, end: i * 10 + 6 }));
    const transcript = transcriptOver(regions, () => 'inhale and exhale', { lexicon: defaultLexicon('en') });
    const metrics = computeMetrics({
      durationSec: 60,
      speechRegions: regions,
      transcript,
      filledPauses: [],
      language: 'en',
      style: 'hatha',
    });
    const stats = computeDataStats({ transcript, speechRegions: regions, durationSec: 60, style: 'hatha' });
    expect(metrics.pauseBuckets.long).toBe(5);
    expect(stats.longPauseCount).toBe(metrics.pauseBuckets.long + metrics.pauseBuckets.excessive);
    expect(stats.deadAirCount).toBe(0);
  });
});

describe('computeMetrics with another voice in the room', () => {
  // The instructor speaks 0–10 and 14–30; a student asks a question 10.5–13.5 (with a breath inside it).
  const instructor = [
    { start: 0, end: 10 },
    { start: 14, end: 30 },
  ];
  const voice = [...instructor, { start: 10.5, end: 12 }, { start: 12.2, end: 13.5 }];
  const transcript = transcriptOver(instructor, () => words(40));
  const metrics = computeMetrics({
    durationSec: 40,
    speechRegions: voice,
    transcript,
    filledPauses: [],
    language: 'en',
    otherSpeech: [{ start: 10.5, end: 13.5 }],
  });

  it('counts the question as its own metric: one turn, its voiced seconds', () => {
    expect(metrics.otherSpeech).toEqual({ turns: 1, seconds: 2.8 });
  });

  it('gives the instructor their own speaking time and pace, and the room its silence', () => {
    expect(metrics.speechSec).toBe(26);
    expect(metrics.articulationWpm).toBeCloseTo((80 / 26) * 60, 1);
    // Nobody spoke in 10–10.5, 12–12.2 and 13.5–14 (30–40 is after the class): the question is not silence.
    expect(metrics.silenceRatio).toBeCloseTo(1 - 28.8 / 30, 4);
    expect(metrics.pauseBuckets.short).toBe(2);
  });

  it('has no otherSpeech figure when voices were not told apart', () => {
    const plain = computeMetrics({
      durationSec: 40,
      speechRegions: instructor,
      transcript,
      filledPauses: [],
      language: 'en',
    });
    expect(plain.otherSpeech).toBeUndefined();
    expect(metricsSchema.safeParse(metrics).success).toBe(true);
  });
});

describe('a recording started early and stopped late', () => {
  // The same class (6 s of quiet before its first word and after its last) and a copy of it with two minutes of
  // quiet before and four after: a phone set down before the students arrived and picked up after they left.
  const classRegions = [
    { start: 6, end: 20 },
    { start: 24, end: 40 },
    { start: 52, end: 70 },
  ];
  const text = () => `Inhale and lift your arms. Step your right foot forward. ${words(30)}`;
  const measured = (lead: number, tail: number) => {
    const regions = classRegions.map((r) => ({ start: r.start + lead, end: r.end + lead }));
    return computeMetrics({
      durationSec: 76 + lead + tail,
      speechRegions: regions,
      transcript: transcriptOver(regions, text, { lexicon: defaultLexicon('en') }),
      filledPauses: [],
      language: 'en',
      style: 'vinyasa',
    });
  };

  it('measures the class, not the idle minutes around it: same pace, silence, cues and scores', () => {
    const own = measured(0, 0);
    const long = measured(114, 234);
    expect(long.durationSec).toBe(424);
    for (const key of ['wpm', 'silenceRatio', 'cuesPerMinute', 'clarity', 'flow', 'consistency'] as const) {
      expect(long[key], key).toBe(own[key]);
    }
    // The class runs 6–70 s: the rates are over its 64 s.
    expect(own.silenceRatio).toBeCloseTo(1 - 48 / 64, 4);
  });
});
