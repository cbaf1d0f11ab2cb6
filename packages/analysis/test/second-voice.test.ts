import { describe, expect, it } from 'vitest';
import { ownVoiceRatios, type Region } from '../src/speakers/second-voice.ts';

// The second check for doubtful regions: a model of the class's other doubtful regions against a model of the
// instructor next to them. Voices here are clouds of 19-dimensional frames around a few "sounds" each; a second
// voice has the same sounds a little off (as two people's vowels are).
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}
const rand = random(3);
const gauss = () => Math.sqrt(-2 * Math.log(rand() + 1e-12)) * Math.cos(2 * Math.PI * rand());
const sounds = Array.from({ length: 12 }, () => Array.from({ length: 19 }, () => gauss() * 3));
function voice(shift: number): (n: number) => Float32Array[] {
  return (n) =>
    Array.from({ length: n }, () =>
      Float32Array.from(
        sounds[Math.floor(rand() * sounds.length)]!,
        (m, d) => m + (d % 2 ? shift : -shift) + gauss() * 0.5,
      ),
    );
}
const instructor = voice(0);
const student = voice(0.6);
/** A class of 20 instructor regions of 2 s (100 frames each) with three doubtful regions at 20 s, 50 s and 80 s. */
function classWith(doubtful: (n: number) => Float32Array[]): Region[] {
  const regions: Region[] = Array.from({ length: 20 }, (_, i) => ({
    start: i * 5,
    end: i * 5 + 2,
    frames: instructor(100),
  }));
  for (const at of [4, 10, 16]) regions[at] = { ...regions[at]!, frames: doubtful(60) };
  return regions;
}
const suspects = new Set([4, 10, 16]);
const clear = new Set(Array.from({ length: 20 }, (_, i) => i).filter((i) => !suspects.has(i)));

describe('a doubtful region’s own voice', () => {
  it('is another voice when the class’s other doubtful regions share it', () => {
    const ratios = ownVoiceRatios(classWith(student), [4, 10, 16], suspects, clear);
    for (const r of ratios) expect(r).toBeGreaterThan(3);
  });

  it('is the instructor’s when the other doubtful regions are the instructor too', () => {
    const ratios = ownVoiceRatios(classWith(instructor), [4, 10, 16], suspects, clear);
    for (const r of ratios) expect(r).toBeLessThan(3);
  });

  it('is not judged when the other doubtful regions hold too little speech', () => {
    const regions = classWith(student);
    regions[10] = { ...regions[10]!, frames: student(40) };
    expect(ownVoiceRatios(regions, [4], new Set([4, 10]), clear)).toEqual([null]);
  });
});
