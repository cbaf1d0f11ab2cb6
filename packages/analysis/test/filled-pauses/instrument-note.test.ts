import { describe, expect, it } from 'vitest';
import { findSustainedBursts } from '../../src/filled-pauses/detect.ts';
import { frameFeatures } from '../../src/filled-pauses/features.ts';
import { gliding, held, join, quiet, SR, words } from '../helpers/synthetic-speech.ts';

// Music under a class holds notes between the instructor's words: a saw chord swelling with its tremolo under a
// kettlebell class passed as nine hesitations in 30 s (a rendered class, 28 Nov), and the report told a fluent
// instructor to cut their fillers. A voice's held "uh" drifts in pitch; an instrument's note does not.
const between = (sound: Float32Array) =>
  join(quiet(0.5), words(0.8), quiet(0.1), sound, quiet(0.12), words(0.8), quiet(1.5));

describe('a sound held on one fixed pitch between words', () => {
  it('is an instrument, not a hesitation', () => {
    for (const squeezedOnly of [false, true]) {
      const found = findSustainedBursts(frameFeatures(between(held(0.4, 150)), 0.003), {
        background: 0.001,
        squeezedOnly,
      });
      expect(found, `squeezedOnly: ${squeezedOnly}`).toEqual([]);
    }
  });

  it('a chord of saw waves swelling with a tremolo is an instrument too', () => {
    for (const tremoloHz of [4, 8]) {
      const found = findSustainedBursts(frameFeatures(between(sawChord(0.5, [220, 277.2, 329.6], tremoloHz)), 0.003), {
        background: 0.001,
        squeezedOnly: true,
      });
      expect(found, `tremolo ${tremoloHz} Hz`).toEqual([]);
    }
  });

  it('while the same sound drifting in pitch as a voice does is a hesitation', () => {
    const found = findSustainedBursts(frameFeatures(between(gliding(0.4, 153, 147)), 0.003), { background: 0.001 });
    expect(found).toHaveLength(1);
    expect(found[0]!.start).toBeCloseTo(1.4, 1);
  });

  // One lag step of the pitch search is 1.9 % at 150 Hz: a voice falling 2–3 % over half a second stayed on one or
  // two steps and read as a fixed note, so a real hesitation was lost. Read between steps, it moves.
  it('a voice drifting less than one pitch step of the search is still a voice', () => {
    for (const [from, to] of [
      [152, 148],
      [151.5, 148.5],
    ] as const) {
      const found = findSustainedBursts(frameFeatures(between(gliding(0.5, from, to)), 0.003), {
        background: 0.001,
        squeezedOnly: true,
      });
      expect(found, `${from} → ${to} Hz`).toHaveLength(1);
    }
  });
});

/** Saw waves on fixed pitches, their loudness swelling `tremoloHz` times a second (a synth pad under a class). */
function sawChord(sec: number, notes: number[], tremoloHz: number): Float32Array {
  return Float32Array.from({ length: Math.round(sec * SR) }, (_, i) => {
    const t = i / SR;
    const swell = 0.6 + 0.4 * Math.sin(2 * Math.PI * tremoloHz * t);
    return swell * notes.reduce((sum, f) => sum + 0.1 * (2 * ((f * t) % 1) - 1), 0);
  });
}
