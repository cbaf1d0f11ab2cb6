import { describe, expect, it } from 'vitest';
import { type AudioChunk, buildChunks, chunkTimeToFileTime, fileTimeToChunkTime } from '../src/segmentation/chunks.ts';
import { refineWithEnergy, regionsFromProbabilities } from '../src/vad/speech-regions.ts';
import { readTruth } from './helpers/fixtures.ts';

const audioSec = (c: AudioChunk) => c.pieces.reduce((sum, p) => sum + p.end - p.start, 0);

describe('buildChunks', () => {
  it('keeps chunks within 30 s of audio, never overlapping, and cuts only between speech regions', () => {
    const regions = Array.from({ length: 40 }, (_, i) => ({ start: i * 4.5, end: i * 4.5 + 3.9 }));
    const chunks = buildChunks(regions, 182);
    expect(chunks.length).toBeGreaterThanOrEqual(6);
    for (const [i, chunk] of chunks.entries()) {
      expect(audioSec(chunk)).toBeLessThanOrEqual(30);
      for (const r of chunk.speech) expect(chunk.pieces.some((p) => p.start <= r.start && p.end >= r.end)).toBe(true);
      if (i > 0) expect(chunk.start).toBeGreaterThanOrEqual(chunks[i - 1]!.end);
      // Every boundary sits in silence: no region crosses it.
      for (const r of regions) expect(r.start < chunk.start && r.end > chunk.start).toBe(false);
    }
    expect(chunks.flatMap((c) => c.speech)).toEqual(regions);
  });

  it('places every sentence of the class fixture wholly inside one chunk', () => {
    const truth = readTruth('en-class');
    const chunks = buildChunks(truth.sentences, truth.durationSec, { maxChunkSec: 20 });
    expect(chunks.length).toBeGreaterThan(2);
    for (const sentence of truth.sentences) {
      const holders = chunks.filter((c) => c.start <= sentence.start && c.end >= sentence.end);
      expect(holders, sentence.text).toHaveLength(1);
    }
  });

  it('splits speech with no silence for over 30 s at its quietest point, losing nothing', () => {
    const frameSec = 0.032;
    const probabilities = Array.from({ length: Math.round(75 / frameSec) }, (_, i) =>
      Math.abs(i * frameSec - 25) < 0.05 || Math.abs(i * frameSec - 52) < 0.05 ? 0.4 : 0.95,
    );
    const regions = regionsFromProbabilities(probabilities, frameSec, 75);
    expect(regions).toHaveLength(1);
    const chunks = buildChunks(regions, 75, { frameProbabilities: probabilities, frameSec });
    expect(chunks.length).toBe(3);
    expect(chunks[0]!.end).toBeCloseTo(25, 0);
    expect(chunks[1]!.end).toBeCloseTo(52, 0);
    const covered = chunks.reduce((sum, c) => sum + c.speech.reduce((s, r) => s + r.end - r.start, 0), 0);
    expect(covered).toBeCloseTo(regions[0]!.end - regions[0]!.start, 6);
    for (const c of chunks) expect(audioSec(c)).toBeLessThanOrEqual(30);
  });

  it('leaves long silences out of the recogniser audio and maps its times back to the file', () => {
    const regions = [
      { start: 1, end: 9 },
      { start: 40, end: 50 },
      { start: 51, end: 55 },
    ];
    const [chunk, ...rest] = buildChunks(regions, 60);
    expect(rest).toHaveLength(0);
    expect(chunk!.pieces).toEqual([
      { start: 0.4, end: 9.6 },
      { start: 39.4, end: 55.6 },
    ]);
    expect(audioSec(chunk!)).toBeCloseTo(25.4, 6);
    expect(chunkTimeToFileTime(chunk!, 0.6)).toBeCloseTo(1, 6);
    expect(chunkTimeToFileTime(chunk!, 9.2 + 0.6)).toBeCloseTo(40, 6);
    // And back: a time of the file in a piece, to the joined audio; the silence left out maps to the next piece.
    expect(fileTimeToChunkTime(chunk!, 1)).toBeCloseTo(0.6, 6);
    expect(fileTimeToChunkTime(chunk!, 40)).toBeCloseTo(9.8, 6);
    expect(fileTimeToChunkTime(chunk!, 20)).toBeCloseTo(9.2, 6);
  });
});

describe('regionsFromProbabilities', () => {
  it('bridges silences shorter than 0.2 s and traces late onsets back', () => {
    const frameSec = 0.032;
    const p = [0, 0, 0.2, 0.3, 0.9, 0.9, 0.1, 0.1, 0.9, 0.9, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0, 0.9, 0.9];
    const regions = regionsFromProbabilities(p, frameSec, p.length * frameSec, { minSpeechSec: 0 });
    expect(regions).toHaveLength(2);
    expect(regions[0]!.start).toBeCloseTo(2 * frameSec, 3);
    expect(regions[0]!.end).toBeCloseTo(10 * frameSec, 3);
  });
});

describe('refineWithEnergy', () => {
  it('moves edges out over sound clearly above the music floor, but not into the steady bed', () => {
    const frameSec = 0.1;
    // Music bed at 0.01 everywhere; the voice (0.2) really starts at 1.0 s and ends at 2.6 s.
    const energies = Array.from({ length: 40 }, (_, i) => (i >= 10 && i < 26 ? 0.2 : 0.01));
    const refined = refineWithEnergy([{ start: 1.4, end: 2.2 }], energies, frameSec, 4);
    expect(refined[0]!.start).toBeCloseTo(1.0, 6);
    expect(refined[0]!.end).toBeCloseTo(2.6, 6);
  });
});
