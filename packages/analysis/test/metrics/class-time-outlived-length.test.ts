import { describe, expect, it } from 'vitest';
import { kindsFrom as at, classTimeOf, type Line } from '../helpers/class-time-of.ts';

const classTime = (lines: Line[], style: 'functional' | 'vinyasa' = 'functional') => classTimeOf(lines, style);

// A held-out functional circuit (espeak-ng en-us-nyc+f2, 190 wpm) read from its own mp3: "forty seconds each" was
// heard "four seconds each", said 6 s before "Station one, goblet squats, …", so the first 40 s station was read as a
// 4 s interval and 30 s of dead air; the three other stations were working time. The truth: four taught stations.
const circuit = (plan: string): Line[] => [
  { start: 1.5, end: 5.3, text: plan },
  { start: 7.3, end: 11.1, text: 'Station one, goblet squats, chest up, sit back into the heels.' },
  { start: 51.2, end: 54.3, text: 'Station two, farmer carry, walk tall, shoulders down.' },
  { start: 94.4, end: 97.7, text: 'Station three, push-ups, knees down is fine, full range.' },
  { start: 137.8, end: 141, text: 'Station four, plank and hold it, tight core, breathe.' },
  { start: 181, end: 183.2, text: 'Done, shake it out, and grab some water.' },
];

describe('a length said before a later instruction', () => {
  it('does not outlive the instruction after it: the misheard plan leaves the first station working time', () => {
    const misheard = classTime(circuit('Okay, folks, four stations, four seconds each, let us move.'));
    expect(at(misheard, 11.1)).toEqual(['working']);
    expect(misheard.seconds.dead_air).toBe(0);
    // As said, the same.
    expect(classTime(circuit('Okay, folks, four stations, forty seconds each, let us move.')).seconds.dead_air).toBe(0);
  });

  it('still sizes the silence when nothing is instructed after it, or when it explains the silence', () => {
    // A hold and praise after it: the hold's length, then dead air.
    const praised = classTime([
      { start: 0, end: 3, text: 'Hold this plank for thirty seconds.' },
      { start: 4.5, end: 6, text: 'Beautiful.' },
      { start: 86, end: 89, text: 'And rest.' },
    ]);
    expect(at(praised, 6)).toEqual(['hold', 'dead_air']);
    // A cue after the hold that the hold's length covers: still the hold.
    const covered = classTime([
      { start: 0, end: 3, text: 'Hold this plank for thirty seconds.' },
      { start: 4.5, end: 6.5, text: 'Squeeze the glutes.' },
      { start: 40, end: 43, text: 'And rest.' },
    ]);
    expect(at(covered, 6.5)).toEqual(['hold']);
  });
});
