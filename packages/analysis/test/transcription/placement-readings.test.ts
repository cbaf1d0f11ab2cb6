import { describe, expect, it } from 'vitest';
import { buildChunks } from '../../src/segmentation/chunks.ts';
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
