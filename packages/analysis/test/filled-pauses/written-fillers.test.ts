import { describe, expect, it } from 'vitest';
import { opensUnvoiced, withoutUnsupportedFillers } from '../../src/filled-pauses/written-support.ts';

const SR = 16_000;
/** A hiss (white noise: s, t, k) or a voiced vowel (a 150 Hz tone with harmonics: um, uh, or "Now"). */
const hiss = (sec: number) =>
  Float32Array.from({ length: sec * SR }, (_, i) => 0.3 * Math.sin(i * 12.9898) * Math.cos(i * 78.233));
const vowel = (sec: number) =>
  Float32Array.from(
    { length: sec * SR },
    (_, i) => 0.3 * Math.sin((2 * Math.PI * 150 * i) / SR) + 0.1 * Math.sin((2 * Math.PI * 300 * i) / SR),
  );
const join = (...parts: Float32Array[]) => {
  const out = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
/** Audio of the file: `words` from 10 s on, `pause` (silence unless given) before. */
const audio =
  (words: Float32Array, pause = new Float32Array(SR)) =>
  async (from: number, to: number) =>
    to <= 10 ? pause.subarray(0, Math.round((to - from) * SR)) : words.subarray(0, Math.round((to - from) * SR));
const opening = (samples: Float32Array) => audio(samples);

describe('a written hesitation needs a sound of its own', () => {
  it('tells a hissed or burst opening from a voiced one', () => {
    expect(opensUnvoiced(join(hiss(0.1), vowel(0.3)))).toBe(true);
    expect(opensUnvoiced(vowel(0.4))).toBe(false);
  });

  it('takes out a segment-opening "Umm" over words that open with a hiss, and capitalises what follows', async () => {
    const { segments, removed } = await withoutUnsupportedFillers(
      [{ start: 10, end: 13, text: 'Umm, step back into downward dog.' }],
      {
        speech: [{ start: 10, end: 13 }],
        filledPauses: [],
        language: 'en',
        read: opening(join(hiss(0.1), vowel(0.3))),
      },
    );
    expect(removed).toBe(1);
    expect(segments[0]!.text).toBe('Step back into downward dog.');
  });

  it('keeps one over voiced speech, over its own short burst before the words, or over an acoustic find', async () => {
    const voiced = await withoutUnsupportedFillers([{ start: 10, end: 13, text: 'Uh, now breathe.' }], {
      speech: [{ start: 10, end: 13 }],
      filledPauses: [],
      language: 'en',
      read: opening(vowel(0.5)),
    });
    expect(voiced.removed).toBe(0);
    const burst = await withoutUnsupportedFillers([{ start: 10, end: 14, text: 'Uh, hold for five breaths.' }], {
      speech: [
        { start: 10, end: 10.5 },
        { start: 11, end: 14 },
      ],
      filledPauses: [],
      language: 'en',
      read: opening(join(hiss(0.1), vowel(0.3))),
    });
    expect(burst.removed).toBe(0);
    const acoustic = await withoutUnsupportedFillers([{ start: 10, end: 13, text: 'Um. Take a breath.' }], {
      speech: [{ start: 10, end: 13 }],
      filledPauses: [{ start: 9.1, end: 9.6 }],
      language: 'en',
      read: opening(join(hiss(0.1), vowel(0.3))),
    });
    expect(acoustic.segments[0]!.text).toBe('Um. Take a breath.');
  });

  it('keeps one whose hesitation VAD did not hear, in the pause just before the words', async () => {
    const { removed } = await withoutUnsupportedFillers([{ start: 10, end: 13, text: 'Uh, step back.' }], {
      speech: [{ start: 10, end: 13 }],
      filledPauses: [],
      language: 'en',
      read: audio(join(hiss(0.1), vowel(0.3)), join(new Float32Array(SR / 2), vowel(0.5))),
    });
    expect(removed).toBe(0);
  });

  it('leaves fillers inside a segment alone', async () => {
    const { removed } = await withoutUnsupportedFillers(
      [{ start: 10, end: 16, text: 'Breathe in. Um, and uh, breathe out.' }],
      {
        speech: [{ start: 10, end: 16 }],
        filledPauses: [],
        language: 'en',
        read: opening(join(hiss(0.1), vowel(0.3))),
      },
    );
    expect(removed).toBe(0);
  });

  it('works for Korean 음/어', async () => {
    const { segments } = await withoutUnsupportedFillers([{ start: 10, end: 13, text: '음, 숨을 들이마시세요.' }], {
      speech: [{ start: 10, end: 13 }],
      filledPauses: [],
      language: 'ko',
      read: opening(join(hiss(0.1), vowel(0.3))),
    });
    expect(segments[0]!.text).toBe('숨을 들이마시세요.');
  });
});
