import { describe, expect, it } from 'vitest';
import { classTimeOf, kindsFrom, type Line } from '../helpers/class-time-of.ts';

// The held-out restorative class on an 8 kHz telephone line: "Supported child pose, chest on the bolster, turn the
// head to one side, we stay here three minutes" was heard "Get on the bones to turn the eggs to one side.", no cue
// and no hold word, and its 3-minute hold read as 180 s of dead air (74 advanced; 100 master in its other copies).
const restorative = (first: string): Line[] => [
  { start: 1.5, end: 5, text: 'Get along to your bones to unclose your eyes.' },
  { start: 8, end: 10.1, text: 'Support in child pose.' },
  { start: 10.4, end: 17, text: first },
  { start: 197.1, end: 199.3, text: 'Wake tight, bring me this. Turn the eggs the other way.' },
  { start: 349.2, end: 354.7, text: 'Slowly come out and lie back on the bones to the bottom. Get the feet.' },
  { start: 474.7, end: 478.6, text: 'Gently roll to the side and come up when you are ready.' },
];

describe('a long quiet in a still style after words heard as nothing to do', () => {
  it('is the class holding where the teacher left it, not dead air', () => {
    const ct = classTimeOf(restorative('Get on the bones to turn the eggs to one side.'), 'restorative');
    expect(kindsFrom(ct, 17)).toEqual(['hold']);
    expect(ct.seconds.dead_air).toBe(0);
    expect(ct.seconds.hold).toBeCloseTo(450, 0);
  });

  it('is still dead air after an aside, and in a style where the class moves', () => {
    const aside = classTimeOf(restorative('Hang on, let me find the music.'), 'restorative');
    expect(kindsFrom(aside, 17)).toEqual(['dead_air']);
    // Yoga that flows has no such reading: the same misheard line leaves its silence to the words and the rhythm.
    const flow = classTimeOf(restorative('Get on the bones to turn the eggs to one side.'), 'vinyasa');
    expect(kindsFrom(flow, 17)).toContain('dead_air');
  });
});
