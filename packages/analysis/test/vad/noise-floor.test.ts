import { describe, expect, it } from 'vitest';
import { vadGainDb } from '../../src/media/levels.ts';
import { withoutNoiseFloor } from '../../src/vad/speech-regions.ts';

const FRAME = 0.032;
/** Frame energies: `floor` everywhere, `voice` over the given seconds. */
function energies(seconds: number, floor: number, voiced: [number, number][], voice = floor * 10): number[] {
  return Array.from({ length: Math.round(seconds / FRAME) }, (_, i) =>
    voiced.some(([a, b]) => i * FRAME >= a && i * FRAME < b) ? voice : floor,
  );
}

describe('speech regions against the recording’s own noise floor', () => {
  it('ends a region where the voice stops, not where the model’s "speech" lingers over the room', () => {
    // The model says speech 1–4 s; the voice stopped at 3 s.
    const [region] = withoutNoiseFloor([{ start: 1, end: 4 }], energies(6, 0.001, [[1, 3]]), FRAME, 0.001, 0.15);
    expect(region!.start).toBe(1);
    expect(region!.end).toBeGreaterThan(3);
    expect(region!.end).toBeLessThan(3.15);
  });

  it('splits a region at a silence of 0.3 s or more at the floor, and keeps shorter dips inside', () => {
    const e = energies(8, 0.001, [
      [1, 2.5],
      [3.2, 4],
      [4.15, 6],
    ]);
    const regions = withoutNoiseFloor([{ start: 1, end: 6 }], e, FRAME, 0.001, 0.15);
    expect(regions).toHaveLength(2);
    expect(regions[0]!.end).toBeLessThan(2.7);
    expect(regions[1]!.start).toBeCloseTo(3.2, 1);
    expect(regions[1]!.end).toBeCloseTo(6, 1);
  });

  it('leaves a voice well above the floor alone', () => {
    const e = energies(5, 0.001, [[0.5, 4.5]]);
    expect(withoutNoiseFloor([{ start: 0.5, end: 4.5 }], e, FRAME, 0.001, 0.15)).toEqual([
      { start: 0.512, end: 4.512 },
    ]);
  });
});

describe('loudness normalisation before voice detection', () => {
  it('raises a quiet phone voice towards a usual level, at most 30 dB', () => {
    expect(vadGainDb({ speechDbfs: -40, noiseFloorDbfs: -60 })).toBe(10);
    expect(vadGainDb({ speechDbfs: -75, noiseFloorDbfs: -100 })).toBe(30);
  });

  it('leaves a voice at a usual level, and a recording where nothing stands out of the floor, as recorded', () => {
    expect(vadGainDb({ speechDbfs: -24, noiseFloorDbfs: -60 })).toBe(0);
    expect(vadGainDb({ speechDbfs: -45, noiseFloorDbfs: -50 })).toBe(0);
  });
});
