import { describe, expect, it } from 'vitest';
import { findSustainedBursts } from '../../src/filled-pauses/detect.ts';
import { frameFeatures } from '../../src/filled-pauses/features.ts';

const SR = 16_000;
const tone = (sec: number, f0: number, gain = 1) =>
  Float32Array.from(
    { length: Math.round(sec * SR) },
    (_, i) =>
      gain *
      (0.3 * Math.sin((2 * Math.PI * f0 * i) / SR) +
        0.15 * Math.sin((2 * Math.PI * 2 * f0 * i) / SR) +
        0.05 * Math.sin((2 * Math.PI * 3 * f0 * i) / SR)),
  );
const hiss = (sec: number) =>
  Float32Array.from({ length: Math.round(sec * SR) }, (_, i) => 0.2 * Math.sin(i * 12.9898) * Math.cos(i * 78.233));
const quiet = (sec: number) => new Float32Array(Math.round(sec * SR));
const join = (...parts: Float32Array[]) => {
  const out = new Float32Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
/** Words: a vowel, a brighter sound, a hiss and a nasal-like sound, 80 ms each, as speech moves between sounds. */
const words = (sec: number) => {
  const brighter = Float32Array.from(
    { length: Math.round(0.08 * SR) },
    (_, i) => 0.1 * Math.sin((2 * Math.PI * 150 * i) / SR) + 0.25 * Math.sin((2 * Math.PI * 900 * i) / SR),
  );
  const pieces = [tone(0.08, 150), brighter, hiss(0.08), tone(0.08, 130, 0.8)];
  const out = new Float32Array(Math.round(sec * SR));
  for (let at = 0, n = 0; at < out.length; n++) {
    const piece = pieces[n % pieces.length]!;
    out.set(piece.subarray(0, out.length - at), at);
    at += piece.length;
  }
  return out;
};

describe('a hesitation squeezed between words, next to a sound that is two syllables', () => {
  // Words, 0.1 s of quiet, a held "uh" (0.4 s), 0.12 s, then a sound held on one pitch and one spectral shape whose
  // level dips 14 dB in its middle ("Come ba(ck)": two syllables the held-parts test chains), 0.12 s, more words.
  // The "uh" follows the words closely, so it counts only if the speaker goes on into something other than a
  // hesitation; the two-syllable sound passes the squeezed test but not the one-syllable rule that every find meets.
  // It used to count as the hesitation the "uh" went into, so the "uh" was dropped and nothing was found.
  const uhAt = 0.5 + 0.8 + 0.1;
  const audio = join(
    quiet(0.5),
    words(0.8),
    quiet(0.1),
    tone(0.4, 150),
    quiet(0.12),
    tone(0.2, 120),
    tone(0.1, 120, 0.2),
    tone(0.2, 120),
    quiet(0.12),
    words(0.8),
    quiet(1.5),
  );

  it('finds the hesitation: the speaker went on into words, not into a find that is no find', () => {
    const frames = frameFeatures(audio, 0.003);
    for (const squeezedOnly of [false, true]) {
      const found = findSustainedBursts(frames, { background: 0.001, squeezedOnly });
      expect(found, `squeezedOnly: ${squeezedOnly}`).toHaveLength(1);
      expect(found[0]!.start).toBeCloseTo(uhAt, 1);
      expect(found[0]!.end).toBeCloseTo(uhAt + 0.4, 1);
    }
  });
});
