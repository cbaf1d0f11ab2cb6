import type { ProcessingStep } from '@cuecoach/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACOUSTIC_FILLER_TERM, defaultLexicon } from '../src/lexicon/index.ts';
import { type AnalysisResult, analyzeFile } from '../src/pipeline.ts';
import { processTranscript } from '../src/text/index.ts';
import { configFor, fixture, readTruth, truthPauseStats, words } from './helpers/fixtures.ts';

// One full analysis with the embedded engine (≈60 s of class audio with a music bed); every check reads it.
const truth = readTruth('en-class');
let result: AnalysisResult;
const progress: [ProcessingStep, number][] = [];

beforeAll(async () => {
  result = await analyzeFile(fixture('en-class.mp3'), {
    language: 'en',
    style: 'vinyasa',
    transcriber: configFor('local'),
    onProgress: (step, percent) => progress.push([step, percent]),
  });
});

describe('analyzeFile on an English class with a music bed (local engine)', () => {
  it('measures pauses within 0.3 s and silence within 3 points of the truth', () => {
    const expected = truthPauseStats(truth);
    expect(result.metrics.durationSec).toBeCloseTo(truth.durationSec, 0);
    expect(Math.abs(result.metrics.avgPauseSec - expected.avgPauseSec)).toBeLessThanOrEqual(0.3);
    expect(Math.abs(result.metrics.maxPauseSec - expected.maxPauseSec)).toBeLessThanOrEqual(0.3);
    expect(Math.abs(result.metrics.silenceRatio - truth.silenceRatio)).toBeLessThanOrEqual(0.03);
    // Bucket edges are sharp (1, 3, 5 s): allow one pause per bucket to land next door.
    const lengths = truth.pauses.map((p) => p.end - p.start);
    const expectedBuckets = {
      short: lengths.filter((l) => l < 1).length,
      medium: lengths.filter((l) => l >= 1 && l < 3).length,
      long: lengths.filter((l) => l >= 3 && l < 5).length,
      excessive: lengths.filter((l) => l >= 5).length,
    };
    for (const [bucket, count] of Object.entries(expectedBuckets)) {
      expect(Math.abs(result.metrics.pauseBuckets[bucket as keyof typeof expectedBuckets] - count)).toBeLessThanOrEqual(
        1,
      );
    }
  });

  it('counts words within 5 % of the script', () => {
    expect(Math.abs(result.metrics.totalWords - truth.wordCount) / truth.wordCount).toBeLessThanOrEqual(0.05);
  });

  it('counts the lexical fillers and breathing cues of the script exactly', () => {
    const scripted = processTranscript(
      truth.sentences.map((s) => ({ start: s.start, end: s.end, text: `${s.text}.` })),
      { language: 'en', lexicon: defaultLexicon('en'), style: 'vinyasa' },
    );
    const scriptedFillers: Record<string, number> = {};
    for (const hit of scripted.fillerHits) scriptedFillers[hit.term] = (scriptedFillers[hit.term] ?? 0) + 1;
    const { [ACOUSTIC_FILLER_TERM.en]: _acoustic, ...lexical } = result.metrics.fillers;
    expect(lexical).toEqual(scriptedFillers);
    expect(Object.keys(scriptedFillers).sort()).toEqual(['actually', 'basically']);
    // Breath cues are counted per cueing utterance (docs/metrics.md, "Cues").
    const scriptedBreathing = scripted.cues.filter((cue) => cue.kinds.includes('breathing')).length;
    expect(scriptedBreathing).toBeGreaterThanOrEqual(4);
    // One cue may be lost to a misheard word (the vinyasa prompt makes tiny.en write "breath in for your nose").
    expect(Math.abs(result.metrics.cueCounts.breathing - scriptedBreathing)).toBeLessThanOrEqual(1);
  });

  it('loses no sentence at chunk boundaries', () => {
    expect(result.chunks.length).toBeGreaterThanOrEqual(2);
    // No cut between two chunks falls inside a sentence.
    const cuts = result.chunks.slice(1).map((c, i) => ({ from: result.chunks[i]!.end, to: c.start }));
    for (const sentence of truth.sentences) {
      for (const cut of cuts) {
        const inside = cut.to > sentence.start + 0.1 && cut.from < sentence.end - 0.1;
        expect(inside, `"${sentence.text}" is cut at ${cut.from}-${cut.to}`).toBe(false);
      }
    }
    const heard = words(result.segments.map((s) => s.text).join(' '));
    for (const sentence of truth.sentences) {
      const expected = words(sentence.text);
      const found = expected.filter((w) => heard.includes(w)).length;
      expect(found / expected.length, `"${sentence.text}" missing from the transcript`).toBeGreaterThanOrEqual(0.6);
    }
  });

  it('reports every processing step in spec order, with timings and the engine used', () => {
    const order = [...new Set(progress.map(([step]) => step))];
    expect(order).toEqual([
      'demux',
      'profile',
      'normalize',
      'audio_analysis',
      'vad',
      'segmentation',
      'transcription',
      'text_processing',
      'metrics_calculation',
    ]);
    for (const step of order) expect(progress).toContainEqual([step, 100]);
    expect(Object.keys(result.timingsMs)).toEqual(order);
    expect(result.engine).toMatchObject({ transcriber: 'local', language: 'en' });
    expect(result.audioProfile).toMatchObject({ source: 'audio', container: 'mp3', sampleRate: 16000 });
    expect(result.dataStats.wordCount).toBe(result.metrics.totalWords);
    // No acoustic filled pauses in a script without hesitations.
    expect(result.metrics.filledPauseCount).toBe(0);
  });
});
