import { describe, expect, it } from 'vitest';
import { findSustainedBursts } from '../../src/filled-pauses/detect.ts';
import { frameFeatures } from '../../src/filled-pauses/features.ts';
import { gliding, join, quiet, words } from '../helpers/synthetic-speech.ts';

describe('a hesitation squeezed between words, next to a sound that is two syllables', () => {
  // Words, 0.1 s of quiet, a held "uh" (0.4 s), 0.12 s, then a sound held on one spectral shape whose level dips
  // 14 dB in its middle ("Come ba(ck)": two syllables the held-parts test chains), 0.12 s, more words.
  // The "uh" follows the words closely, so it counts only if the speaker goes on into something other than a
  // hesitation; the two-syllable sound passes the squeezed test but not the one-syllable rule that every find meets.
  // It used to count as the hesitation the "uh" went into, so the "uh" was dropped and nothing was found. Both
  // sounds glide in pitch as a voice does (a sound on one fixed pitch is an instrument's note, squeezed-hesitations.ts).
  const uhAt = 0.5 + 0.8 + 0.1;
  const audio = join(
    quiet(0.5),
    words(0.8),
    quiet(0.1),
    gliding(0.4, 153, 147),
    quiet(0.12),
    gliding(0.2, 123, 121),
    gliding(0.1, 121, 120, 0.2),
    gliding(0.2, 120, 117),
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
