import { describe, expect, it } from 'vitest';
import { placeOnSpeech } from '../../src/transcription/align.ts';
import { divideByReadings } from '../../src/transcription/divide-by-readings.ts';

// A sparse class written by the recogniser as one segment over four lines said far apart: a long line, a one-word
// "Okay." (half a second of speech, 25 s later), then two long lines. By text length the "Okay." goes to the line
// before it and its own half second takes the next line's first word.
const text =
  'Close fifth position and prepare your arms in first. Okay. Demi plié, grand plié, and stretch up tall. ' +
  'Tendu front, side and back, close fifth.';
const speech = [
  { start: 2, end: 7.5 },
  { start: 31, end: 31.6 },
  { start: 58, end: 61.4 },
  { start: 90, end: 92.8 },
];
const segment = { start: 0, end: 95, text };

describe('placing one segment over a sparse class by its groups read alone', () => {
  it('puts a one-word line on its own speech, as the recogniser read each group alone', () => {
    const readings = [
      { start: 2, end: 7.5, text: 'Close fifth position and prepare your arms in first.' },
      { start: 31, end: 31.6, text: 'Okay.' },
      // Read alone, a line's first word is often misheard; the rest of it still places the cut.
      { start: 58, end: 61.4, text: 'Demi-plie, grand plie, and stretch up tall.' },
      { start: 90, end: 92.8, text: 'Tendu front, side and back, close fifth.' },
    ];
    const placed = placeOnSpeech([segment], speech, readings);
    expect(placed.map((s) => [s.start, s.text])).toEqual([
      [2, 'Close fifth position and prepare your arms in first.'],
      [31, 'Okay.'],
      [58, 'Demi plié, grand plié, and stretch up tall.'],
      [90, 'Tendu front, side and back, close fifth.'],
    ]);
  });

  it('shares by text length, as before, where no group was read alone (a dense chunk)', () => {
    const placed = placeOnSpeech([segment], speech);
    expect(placed.map((s) => s.text).slice(0, 2)).toEqual([
      'Close fifth position and prepare your arms in first. Okay.',
      'Demi plié,',
    ]);
  });

  it('gives up when the readings share no word with the text', () => {
    expect(
      divideByReadings('One two. Three four.', [[{ start: 0, end: 1 }], [{ start: 5, end: 6 }]], ['zz', null]),
    ).toBe(null);
  });
});
