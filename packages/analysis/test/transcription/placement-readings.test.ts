import { describe, expect, it } from 'vitest';
import { buildChunks } from '../../src/segmentation/chunks.ts';
import { GROUP_PAD_SEC, groupAudio } from '../../src/transcription/group-audio.ts';
import { placementGroups, readPlacementGroups } from '../../src/transcription/placement-readings.ts';

describe('which groups of a chunk are read alone to place its words', () => {
  it('reads none in a class that talks throughout (no silence of 20 s): it pays nothing extra', () => {
    const speech = [0, 6, 12, 18].map((t) => ({ start: t, end: t + 4 }));
    const [chunk] = buildChunks(speech, 30);
    expect(placementGroups(chunk!)).toEqual([]);
  });

  it('reads every group, a half-second "Okay." too, of a chunk of lines said far apart under one segment', async () => {
    const speech = [
      { start: 2, end: 7.5 },
      { start: 31, end: 31.6 },
      { start: 58, end: 61.4 },
    ];
    const [chunk] = buildChunks(speech, 70);
    const groups = placementGroups(chunk!);
    expect(groups).toHaveLength(3);
    const audio = new Float32Array(Math.round(chunk!.pieces.reduce((s, p) => s + p.end - p.start, 0) * 16_000));
    const heard: number[] = [];
    const readings = await readPlacementGroups(audio, [{ start: 0, end: audio.length / 16_000 }], groups, async (s) => {
      heard.push(s.length / 16_000);
      return `line ${heard.length}`;
    });
    expect(readings.map((r) => r.text)).toEqual(['line 1', 'line 2', 'line 3']);
    // The short group is given at least 2 s of audio: the decoder reads nothing shorter than a second.
    expect(Math.min(...heard)).toBeGreaterThanOrEqual(2);
  });

  it('reads no group that has a segment of its own', async () => {
    const groups = [
      { start: 0, end: 4 },
      { start: 5, end: 9 },
    ];
    const readings = await readPlacementGroups(new Float32Array(10 * 16_000), groups, groups, async () => 'x');
    expect(readings).toEqual([]);
  });
});

describe("a group's own audio, as every reading alone hears it", () => {
  // Each sample holds its own time, so the cut shows which stretch of the chunk was heard.
  const chunk = Float32Array.from({ length: 10 * 16_000 }, (_, i) => i / 16_000 + 1);

  it('keeps 0.2 s either side, so the first and last syllables are heard, and stops at the chunk edges', () => {
    const inner = groupAudio(chunk, { start: 3, end: 5 });
    expect(inner[0]).toBeCloseTo(3 - GROUP_PAD_SEC + 1, 4);
    expect(inner.length / 16_000).toBeCloseTo(2 + 2 * GROUP_PAD_SEC, 4);
    const first = groupAudio(chunk, { start: 0.1, end: 1 });
    expect(first[0]).toBe(1);
    expect(groupAudio(chunk, { start: 9, end: 9.95 }).at(-1)).toBeCloseTo(10 + 1 - 1 / 16_000, 4);
  });

  it('gives a short group silence after it up to the length asked for, and leaves a long one as it is', () => {
    const short = groupAudio(chunk, { start: 4, end: 4.5 }, 2);
    expect(short.length).toBe(2 * 16_000);
    expect(short[Math.round(0.85 * 16_000)]).toBeCloseTo(4.65 + 1, 3);
    expect(short[Math.round(1 * 16_000)]).toBe(0);
    expect(groupAudio(chunk, { start: 1, end: 6 }, 2).length / 16_000).toBeCloseTo(5.4, 4);
  });
});
