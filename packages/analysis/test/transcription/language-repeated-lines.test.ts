import { describe, expect, it } from 'vitest';
import { gateVerdict } from '../../src/transcription/language.ts';
import type { RawSegment } from '../../src/transcription/types.ts';

// What the embedded engine wrote for an English reformer class whose teacher says four lines three times over
// (espeak-ng en-gb-x-gbcwmd+f1, a West Midlands woman, 210 wpm, a music bed 18 dB under the voice), heard with the
// plain prompt after the reformer prompt. Its first chunk holds two rounds and loops as a whole (the lines really
// are said again); the decoder wrote each second saying word for word as the first, copied from its own text, and
// sure of it (−0.02 to −0.15 a token) while the first sayings scored −0.51 to −1.10. The second chunk holds the third
// round, written afresh.
const loop = { avgLogprob: -0.48, problems: ['loop' as const], attempts: 3 };
const fresh = { avgLogprob: -0.89, problems: [], attempts: 2 };
const lines: [number, number, string, number, typeof loop | typeof fresh][] = [
  [1.02, 3.36, "Go the evening game, ring one, turn it away and I'm the reformer.", -1.1, loop],
  [4.48, 7.07, 'Set one red screen and one low-spring forward work.', -0.65, loop],
  [8.19, 10.3, 'Light out on the carriage, ring your A on the floor, tap.', -0.97, loop],
  [11.46, 14.05, 'Find your neutral spine and gate your tower is engaged.', -0.51, loop],
  [15.3, 17.66, "Go the evening game, ring one, turn it away and I'm the reformer.", -0.15, loop],
  [18.75, 21.31, 'Set one red screen and one low-spring forward work.', -0.05, loop],
  [22.43, 24.61, 'Light out on the carriage, ring your A on the floor, tap.', -0.03, loop],
  [25.73, 28.32, 'Find your neutral spine and gate your tower is engaged.', -0.02, loop],
  [29.54, 31.9, "You're the only game, everyone, don't go away along the reformer.", -1.07, fresh],
  [33.02, 35.55, 'Sit 1 red screen and 1 low-spring for thought work.', -0.76, fresh],
  [36.7, 38.85, "You'll always know one's a carriage with your A on the thought map.", -0.95, fresh],
  [40, 42.56, 'Find your neutral spine and get your nose engaged.', -0.38, fresh],
];
const speech = lines.map(([start, end]) => ({ start, end }));
const segments: RawSegment[] = lines.map(([start, end, text, avgLogprob, quality]) => ({
  start,
  end,
  text,
  avgLogprob,
  quality,
}));
const judge = (s: RawSegment[]) => gateVerdict({ segments: s, speech, language: 'en', narrowband: false });

describe('a teacher who says the same lines again', () => {
  it('is analysed: the second sayings, copied by the decoder, do not make its first sayings count as another language', () => {
    const { verdict, share, scored } = judge(segments);
    expect(verdict).toBeNull();
    expect(scored).toBe(false);
    expect(share).toBeLessThan(0.1);
  });

  it('still weighs the scores where lines said once were read surely', () => {
    // The same class had the decoder written the second round afresh, sure of each line: then the scores are weighed,
    // and the first round's low scores count.
    const saidOnce = segments.map((s, i) => (i >= 4 && i < 8 ? { ...s, text: `${s.text} Again, slowly.` } : s));
    const { scored, share } = judge(saidOnce);
    expect(scored).toBe(true);
    expect(share).toBeGreaterThan(0.2);
  });
});
