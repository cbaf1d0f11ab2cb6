import { describe, expect, it } from 'vitest';
import { withoutUnsupportedFillers } from '../src/filled-pauses/written-support.ts';

describe('a written hesitation needs a sound of its own', () => {
  it('takes out a sentence-opening "Umm" spoken over by the words, and capitalises what follows', () => {
    const { segments, removed } = withoutUnsupportedFillers(
      [{ start: 10, end: 13, text: 'Umm, step back into downward dog.' }],
      { speech: [{ start: 10, end: 13 }], filledPauses: [], language: 'en' },
    );
    expect(removed).toBe(1);
    expect(segments[0]!.text).toBe('Step back into downward dog.');
  });

  it('keeps one over its own short burst of voice before the words, or over an acoustic find', () => {
    const burst = withoutUnsupportedFillers([{ start: 10, end: 14, text: 'Uh, hold for five breaths.' }], {
      speech: [
        { start: 10, end: 10.5 },
        { start: 11, end: 14 },
      ],
      filledPauses: [],
      language: 'en',
    });
    expect(burst.removed).toBe(0);
    const acoustic = withoutUnsupportedFillers([{ start: 10, end: 13, text: 'Um. Relax your jaw.' }], {
      speech: [{ start: 10, end: 13 }],
      filledPauses: [{ start: 9.1, end: 9.6 }],
      language: 'en',
    });
    expect(acoustic.segments[0]!.text).toBe('Um. Relax your jaw.');
  });

  it('leaves fillers inside a sentence alone, and one sound supports one filler only', () => {
    const { segments, removed } = withoutUnsupportedFillers(
      [{ start: 10, end: 16, text: 'Um, breathe in. Um, and uh, breathe out.' }],
      { speech: [{ start: 10, end: 16 }], filledPauses: [{ start: 10.1, end: 10.5 }], language: 'en' },
    );
    expect(removed).toBe(1);
    expect(segments[0]!.text).toBe('Um, breathe in. And uh, breathe out.');
  });

  it('works for Korean 음/어', () => {
    const { segments } = withoutUnsupportedFillers([{ start: 0, end: 3, text: '음, 숨을 들이마시세요.' }], {
      speech: [{ start: 0, end: 3 }],
      filledPauses: [],
      language: 'ko',
    });
    expect(segments[0]!.text).toBe('숨을 들이마시세요.');
  });
});
