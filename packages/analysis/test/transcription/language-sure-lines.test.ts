import { describe, expect, it } from 'vitest';
import { gateVerdict } from '../../src/transcription/language.ts';
import type { GroupReading, RawSegment } from '../../src/transcription/types.ts';

// What the embedded engine wrote for a held-out HIIT class in a Scottish woman's voice (espeak-ng
// en-gb-scotland+f4, 175 wpm) saved as a quiet phone m4a: one segment laid over the first chunk's ten lines, sure of
// it (−0.50 a token; its pieces keep that score), and the chunk's breath groups read alone. Out of context, on a
// phone's band, the second group came back as "Keep it up," and two foreign-language markers, though in context the
// recogniser wrote those 4.4 s as fifteen English words. The class was refused as Korean (41 %).
const alone: GroupReading[] = [
  {
    start: 1,
    end: 5.4,
    segments: [{ text: "All right team, we start with jumpin' locks in 3, 2, 1, go!", avgLogprob: -0.51 }],
  },
  {
    start: 8.4,
    end: 14.7,
    segments: [
      { text: 'Keep it up,', avgLogprob: -0.73 },
      { text: '(speaking in foreign language)', avgLogprob: -1.75 },
      { text: '(speaking in foreign language)', avgLogprob: -0.03 },
    ],
  },
  {
    start: 16.3,
    end: 19.9,
    segments: [{ text: 'So, write for your meal and bring my tongue to your tongue.', avgLogprob: -0.93 }],
  },
  { start: 23.9, end: 26.1, segments: [{ text: '10 seconds left, push, push.', avgLogprob: -0.3 }] },
  { start: 28.1, end: 30.9, segments: [{ text: "I'm Red, take a toll, plant some water.", avgLogprob: -0.82 }] },
  { start: 38.9, end: 41.2, segments: [{ text: 'Next up, mountain climber like', avgLogprob: -0.72 }] },
];
const lines: [number, number, string][] = [
  [1, 5.4, 'All right team, we start with something like, and breathe, two, one, go.'],
  [8.4, 12.8, "Keep it up. Lungs off, lay on the wall, and you'll be, uh, with just water."],
  [13, 13.6, 'Chest up.'],
  [13.8, 14.7, 'Neemoma toes.'],
  [16.3, 19.9, 'So, right for your meal and breath out on your stand.'],
  [23.9, 25.1, 'Umm, ten seconds left.'],
  [25.2, 26.1, 'Push, push.'],
  [28.1, 28.6, 'And rest.'],
  [29, 30.9, 'Shake it out. Plant some water.'],
  [38.9, 41.2, 'Next up, mountain climbers like.'],
];
const speech = [...lines.map(([start, end]) => ({ start, end })), { start: 41.4, end: 47.1 }];
const sureChunk: RawSegment[] = lines.map(([start, end, text]) => ({ start, end, text, avgLogprob: -0.5, alone }));
// Its last chunk, decoded three times and still unsure: English lines at −1.41 a token.
const lastChunk: RawSegment = {
  start: 41.4,
  end: 47.1,
  text: "There's no eyes. Umm, uh, right in the knees, you know, assholes controlled.",
  avgLogprob: -1.41,
  quality: { avgLogprob: -1.17, problems: ['unsure'], attempts: 3 },
};
const judge = (segments: RawSegment[]) => gateVerdict({ segments, speech, language: 'en', narrowband: false });

describe('breath groups read alone under lines the recogniser was sure of', () => {
  it('does not refuse an English phone copy whose lines, read out of context, came back as foreign markers', () => {
    const { verdict, share, scored } = judge([...sureChunk, lastChunk]);
    expect(scored).toBe(true);
    expect(verdict).toBeNull();
    expect(share).toBeLessThan(0.3);
  });

  it('still lets the groups speak under a segment in doubt', () => {
    // The same readings where the line over the marked group scored in doubt (as where the decoder wrote an English
    // and a Korean line into one segment): the markers count again.
    const doubtful = sureChunk.map((s) => (s.start === 8.4 ? { ...s, avgLogprob: -0.75 } : s));
    expect(judge([...doubtful, lastChunk]).share).toBeGreaterThan(judge([...sureChunk, lastChunk]).share + 0.1);
  });
});
