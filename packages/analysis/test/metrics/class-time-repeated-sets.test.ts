import { describe, expect, it } from 'vitest';
import { classTimeOf, type Line } from '../helpers/class-time-of.ts';

// A held-out functional circuit (espeak-ng en-gb-scotland+m1, 200 wpm) on an 8 kHz telephone line: every station
// call was misheard ("Station 2, armakar, wok-tol, shul-dong-dong-dong."), so no cue was counted and no silence was
// explained by words; its four 40 s stations were 160 s of dead air, score 43, where the mp3 scored 100 with none.
const circuit: Line[] = [
  { start: 1.5, end: 4.9, text: '4.4 stations, 4.5-second reach, left of room.' },
  { start: 6.9, end: 8.8, text: 'Station 1, oblisk, whats?' },
  { start: 8.8, end: 10.4, text: 'Kessar, Satsar, ken-tumadil.' },
  { start: 50.4, end: 53.2, text: 'Station 2, armakar, wok-tol, shul-dong-dong-dong.' },
  { start: 93.3, end: 96.2, text: 'Station 3, gushar, knee-dong-and-tong, full range.' },
  { start: 136.3, end: 139.0, text: 'Station 4, kan-pul, the Type-kor, breeze.' },
  { start: 179.0, end: 181.0, text: 'Nung, shake-a-tong, ram-tong, water.' },
];

/** A class of words nothing explains, with silences of the given lengths between its lines. */
function garbled(gaps: number[], texts: (i: number) => string = (i) => `Armakar, wok-tol, shul-dong ${i}.`): Line[] {
  const lines: Line[] = [];
  let t = 1;
  for (let i = 0; i <= gaps.length; i++) {
    lines.push({ start: t, end: t + 3, text: texts(i) });
    t += 3 + (gaps[i] ?? 0);
  }
  return lines;
}

describe('silences of one length that repeat through a class', () => {
  it('are its planned sets, though no word before them was heard as a cue', () => {
    const ct = classTimeOf(circuit, 'functional');
    expect(ct.seconds.dead_air).toBe(0);
    expect(ct.seconds.working).toBeCloseTo(160.2, 0);
  });

  it('need three of about one length: two stops of one length, or one stop among sets, stay dead air', () => {
    // Two 40 s stops between 15 s phrases (a dance class that lost its music twice), words misheard throughout.
    expect(classTimeOf(garbled([15, 15, 40, 40, 15]), 'hiphop').deadAirCount).toBeGreaterThanOrEqual(2);
    // A 45 s stop in a circuit of 30 s sets: the sets repeat, the stop does not.
    const stop = classTimeOf(garbled([30, 30, 45, 30]), 'functional');
    expect(stop.deadAirCount).toBe(1);
    expect(stop.longestDeadAirSec).toBe(45);
  });

  it('are a pattern of the class, not three stops of one length among many', () => {
    // Ten stops of 10-75 s, three of them 10-12 s: no pattern a listener hears, all dead air.
    const stops = classTimeOf(garbled([10, 16, 11, 21, 27, 12, 35, 45, 58, 75]), 'functional');
    expect(stops.deadAirCount).toBe(10);
  });

  it('are not sets when the words before one say the class stopped', () => {
    const aside = classTimeOf(
      garbled([40, 40, 40, 40], (i) => (i === 1 ? 'Sorry, hang on, the speaker is out.' : `Armakar, wok-tol ${i}.`)),
      'functional',
    );
    expect(aside.deadAirCount).toBe(1);
    expect(aside.longestDeadAirSec).toBe(40);
  });
});
