import { describe, expect, it } from 'vitest';
import { kindsFrom as at, classTimeOf as classTime, type Line } from '../helpers/class-time-of.ts';

// A reformer class (espeak-ng en-029+f3, 175 wpm) on an 8 kHz telephone line: "Lower the heels under the bar and
// lift" was heard "Lower the peel on the bar and lift", a sentence with no cue counted in it, and the 25 s set after
// it was dead air, where the mp3 of the same class read it as working time. The truth: a 25 s set. Its other sets
// were misheard too, so only the first (30 s) was explained by a cue: too few for the class's rhythm to step in.
const reformer = (second: string): Line[] => [
  { start: 1.5, end: 4.7, text: 'Line on the carriage, turn on the phone, hit on the bar.' },
  { start: 6.3, end: 10.3, text: 'Footwork, peel on the bar, press out and bend in, bend time.' },
  { start: 40.3, end: 43.8, text: second },
  { start: 68.8, end: 71.6, text: 'Sorry, give me a second, this spring install can get in.' },
  { start: 121.6, end: 125.2, text: 'And in the straps, and the feeling, press onto the fist.' },
  { start: 155.3, end: 158.6, text: 'Longly bring the feet down and seat up.' },
];

describe('a sentence that opens with an instruction but has no cue counted', () => {
  it('explains a silence as long as the sets its cues explained: the misheard set is working time', () => {
    const heard = classTime(reformer('Lower the peel on the bar and lift, keep the carriage steady.'), 'reformer');
    expect(at(heard, 43.8)).toEqual(['working']);
    // The stop after the apology is still dead air; the line counts as an instruction the counter missed.
    expect(at(heard, 71.6)).toEqual(['dead_air']);
    // The 30 s after "…press onto the fist." (no instruction heard) is the class's third set of about one length
    // (30, 25, 30 s): working time and an unheard cue too (class-time-repeated-sets.test.ts).
    expect(at(heard, 125.2)).toEqual(['working']);
    expect(heard.unheardCueCount).toBe(2);
  });

  it('does not explain a silence longer than the class works, nor chat that opens like an instruction', () => {
    // A pilates mat class's question to the room, misheard "So, begin to watch the march last night.", and 45 s
    // of nothing after it, where the cues explained 25 s and 20 s: dead air.
    const chat = classTime(
      [
        { start: 1.5, end: 3.4, text: 'Lie on your back with your knees bent.' },
        { start: 4.4, end: 7.1, text: 'Begin the hundred, pump your arms and breathe.' },
        { start: 32.2, end: 34.7, text: 'So, begin to watch the march last night.' },
        { start: 79.7, end: 82.2, text: 'Right, anyway, that was quite something.' },
        { start: 122.2, end: 124, text: 'Roll up, reach for your toes.' },
        { start: 143.9, end: 145.2, text: 'Okay, thanks.' },
      ],
      'mat',
    );
    expect(at(chat, 34.7)).toEqual(['dead_air']);
    expect(chat.seconds.dead_air).toBeCloseTo(85, 0);
    // With no set explained by its cues, an uncued line explains nothing: the class has no length to go by.
    const alone = classTime(
      [
        { start: 0, end: 3, text: 'Keep the carriage steady.' },
        { start: 30, end: 33, text: 'Okay.' },
      ],
      'reformer',
    );
    expect(at(alone, 3)).toEqual(['dead_air']);
  });
});
