import { describe, expect, it } from 'vitest';
import { findSustainedBursts } from '../../src/filled-pauses/detect.ts';
import { frameFeatures } from '../../src/filled-pauses/features.ts';
import { gliding, held, join, quiet, words } from '../helpers/synthetic-speech.ts';

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

  it('while the same sound drifting in pitch as a voice does is a hesitation', () => {
    const found = findSustainedBursts(frameFeatures(between(gliding(0.4, 153, 147)), 0.003), { background: 0.001 });
    expect(found).toHaveLength(1);
    expect(found[0]!.start).toBeCloseTo(1.4, 1);
  });
});
