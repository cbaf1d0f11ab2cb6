import { vocabularyFor } from '@cuecoach/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillerRecall, segmentGapAgreement, segmentsSpanningPauses, termAccuracy } from '../scripts/truth-checks.ts';
import { type AnalysisResult, analyzeFile } from '../src/pipeline.ts';
import { configFor, fixture, readTruth } from './helpers/fixtures.ts';

// Generated classes with known truth (make-fixtures.ts), through the embedded engine: segment times
// against the designed pauses, spoken fillers (espeak-ng's um, uh, umm, uhh) and the style's terms.
const classes = [
  { name: 'en-yoga', style: 'vinyasa' },
  { name: 'en-pilates', style: 'reformer' },
  { name: 'en-class', style: 'hatha' },
] as const;
const results = new Map<string, AnalysisResult>();

beforeAll(async () => {
  for (const { name, style } of classes) {
    results.set(
      name,
      await analyzeFile(fixture(`${name}.mp3`), { language: 'en', style, transcriber: configFor('local') }),
    );
  }
}, 600_000);

describe('time-true segments, kept fillers and the class vocabulary (local engine, music bed)', () => {
  it.each(classes)('$name: every designed pause ≥ 2 s is the gap between two segments, within 0.4 s', ({ name }) => {
    const agreement = segmentGapAgreement(results.get(name)!.segments, readTruth(name));
    console.info(`segment-gap agreement on ${name}: ${agreement.agreed}/${agreement.pauses}`);
    expect(agreement.pauses).toBeGreaterThanOrEqual(4);
    expect(agreement.missed).toEqual([]);
  });

  it.each(classes)('$name: no segment holds a pause ≥ 1.5 s or runs over 15 s', ({ name }) => {
    const { spanning, tooLong } = segmentsSpanningPauses(results.get(name)!.segments, readTruth(name));
    expect(spanning).toEqual([]);
    expect(tooLong).toEqual([]);
  });

  it('finds at least 90 % of the spoken um/uh/umm/uhh, each counted once, and none on a class without any', () => {
    let spoken = 0;
    let found = 0;
    for (const name of ['en-yoga', 'en-pilates']) {
      const result = results.get(name)!;
      const truth = readTruth(name);
      const recall = fillerRecall(result, truth, 'en');
      console.info(`spoken-filler recall on ${name}: ${recall.found}/${recall.spoken} (${recall.written} written)`);
      spoken += recall.spoken;
      found += recall.found;
      expect(recall.falseAlarms).toBe(0);
      // Written and acoustic finds of one hesitation are one filler in the metrics, not two.
      const counted =
        (result.metrics.fillers.um ?? 0) + (result.metrics.fillers.uh ?? 0) + result.metrics.filledPauseCount;
      expect(counted).toBe(truth.fillers.length);
    }
    expect(found / spoken).toBeGreaterThanOrEqual(0.9);
    const clean = results.get('en-class')!;
    expect(clean.filledPauses).toEqual([]);
    expect(fillerRecall(clean, readTruth('en-class'), 'en').falseAlarms).toBe(0);
  });

  it('hears at least 90 % of the style terms spoken (asana names, apparatus, exercises)', () => {
    let spoken = 0;
    let heard = 0;
    for (const { name, style } of classes.slice(0, 2)) {
      const text = results
        .get(name)!
        .segments.map((s) => s.text)
        .join(' ');
      const accuracy = termAccuracy(text, readTruth(name), vocabularyFor(style, 'en'));
      console.info(
        `style-term accuracy on ${name}: ${accuracy.heard}/${accuracy.spoken}, missed ${accuracy.missed.join(', ')}`,
      );
      spoken += accuracy.spoken;
      heard += accuracy.heard;
    }
    expect(spoken).toBeGreaterThanOrEqual(20);
    expect(heard / spoken).toBeGreaterThanOrEqual(0.9);
  });
});
