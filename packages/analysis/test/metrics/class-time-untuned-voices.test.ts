import { describe, expect, it } from 'vitest';
import { classTimeOf, type Line } from '../helpers/class-time-of.ts';

const classTime = (lines: Line[]) => classTimeOf(lines, 'contemporary');

// A contemporary class rendered in a voice and speed nobody tuned for (espeak-ng en-gb-x-gbcwmd+f2, 195 wpm), as its
// mp3 was heard: four phrases of 16–18 s, then "Dance it through on your own with the music." heard as "Dance it from
// your own wing the music." and the 24 s the class danced it read as dead air (score 86; its telephone copy, which
// kept "on your own", scored 100). The truth: 90 s of dancing and no dead air.
const contemporary = (last: string): Line[] => [
  { start: 1.54, end: 4.1, text: 'Come to the floor and lie on your neck. Arms wide.' },
  { start: 5.57, end: 8.74, text: 'Roll to the side and spiral up to seating. Let the head follow.' },
  { start: 24.8, end: 27.68, text: 'Swing the arms flow and rise to standing on the next breath.' },
  { start: 43.74, end: 46.27, text: 'Fall to the lift, recover and fall to the right.' },
  { start: 64.22, end: 67.23, text: 'Reach long flow the fingertips and release into a contraction.' },
  { start: 83.26, end: 84.99, text: last },
  { start: 108.99, end: 110.56, text: 'Beautiful. Take a moment.' },
];

describe('the class told to dance the phrase', () => {
  it('dances it: the silence after "dance it…" is working time however the rest of the line was heard', () => {
    const misheard = classTime(contemporary('Dance it from your own wing the music.'));
    expect(misheard.seconds.dead_air).toBe(0);
    expect(misheard.stretches.find((s) => s.start === 84.99)?.kind).toBe('working');
    expect(classTime(contemporary('Now perform the whole combination.')).seconds.dead_air).toBe(0);
    expect(classTime(contemporary('Dance it through on your own with the music.')).seconds.dead_air).toBe(0);
  });

  it('is only the instruction to dance it: a line about dancing explains no silence', () => {
    expect(classTime(contemporary('Dance fitness is so much fun.')).seconds.dead_air).toBeGreaterThan(20);
    expect(classTime(contemporary('I love to dance it out myself.')).seconds.dead_air).toBeGreaterThan(20);
  });
});

// A hip-hop class with a real stop (espeak-ng en-029+f3, 200 wpm, its mp3): "Add a bounce in your knees and keep it
// moving." heard without a cue, then an aside (40 s) and "Sorry about that, where was I?" (40 s). Read as 95 s of dead
// air: the 15 s the class kept moving, and the second stop as 15 s waiting for an answer and 25 s of dead air. The
// truth: 80 s of dead air, the two stops, and the class working after each instruction.
const hiphop: Line[] = [
  { start: 1.5, end: 4.1, text: "Welcome in, everyone. Let's start with the warm-up." },
  { start: 5.4, end: 8.0, text: 'Step toch side to side, clap on two and four.' },
  { start: 23.0, end: 25.1, text: 'And announcing your knees and keep it moving.' },
  { start: 40.1, end: 43.2, text: 'Four, hang on, and need to talk to the front-case cannot be sound.' },
  { start: 83.2, end: 85.2, text: 'Sorry about that, where was I?' },
  { start: 125.2, end: 127.2, text: "Oh, yes. But it's all how it comes to." },
  { start: 142.2, end: 143.5, text: "Don't jump in, Riemanni." },
];
const hiphopTime = (lines: Line[]) => classTimeOf(lines, 'hiphop');

describe('a class told to keep moving, and an instructor asking themselves where they were', () => {
  it('keeps moving after "keep it moving", and waits for no answer to "where was I?"', () => {
    const ct = hiphopTime(hiphop);
    expect(ct.stretches.find((s) => s.start === 25.1)?.kind).toBe('working');
    expect(ct.stretches.filter((s) => s.start >= 85.2 && s.end <= 125.2).map((s) => s.kind)).toEqual(['dead_air']);
    expect(ct.seconds.question).toBe(0);
    expect(ct.seconds.dead_air).toBe(80);
    // The line that told the class to keep moving was an instruction, whatever cue the recogniser left in it.
    expect(ct.unheardCueCount).toBeGreaterThanOrEqual(1);
  });

  it('still waits after a question put to the class', () => {
    const asked = hiphop.map((l) => (l.start === 83.2 ? { ...l, text: 'Sorry about that, who needs water?' } : l));
    expect(hiphopTime(asked).seconds.question).toBe(15);
  });
});

// A children's jazz class (espeak-ng en-gb-x-gbclan+f4, 190 wpm, its mp3): "Oops, Mia, your shoe came off, wait a sec
// everybody." heard with "everybody" as "Relevé", a ballet step, so the 40 s stop was read as working time and the
// class scored 100; its telephone copy read 40 s of dead air and 68. The truth: 40 s of dead air.
const kids: Line[] = [
  { start: 1.54, end: 3.39, text: 'High lunge. Hot sleeves.' },
  { start: 4.8, end: 5.57, text: 'Just hands.' },
  { start: 5.86, end: 7.87, text: 'Five six seven eight.' },
  { start: 19.94, end: 20.86, text: 'Step touch.' },
  { start: 21.02, end: 21.57, text: 'Again.' },
  { start: 31.65, end: 32.06, text: 'Spin.' },
  { start: 32.26, end: 32.7, text: 'Freeze.' },
  { start: 32.96, end: 33.25, text: 'Good.' },
  { start: 41.31, end: 44.54, text: 'Keep all changed. Five, six, seven, eight.' },
  { start: 58.53, end: 62.02, text: 'Oops. Meé. Yochu came off. Wait a second. Relevé.' },
  { start: 101.92, end: 103.52, text: 'Okay, from the top.' },
  { start: 103.65, end: 105.73, text: 'Five six seven eight.' },
  { start: 121.7, end: 122.3, text: 'Slide left.' },
  { start: 122.62, end: 123.36, text: 'Slide right.' },
  { start: 123.65, end: 124.1, text: 'Give it,' },
  { start: 136.06, end: 138.21, text: 'we finish our mop and pause,' },
  { start: 144.13, end: 146.85, text: 'amazing high fives, see you next week!' },
];

describe('an instructor who asks the class to wait a second', () => {
  it('stops the class: the long silence after it is dead air whatever cue was heard in it', () => {
    const ct = classTimeOf(kids, 'jazz');
    expect(ct.stretches.find((s) => s.start === 62.02)?.kind).toBe('dead_air');
    expect(ct.seconds.dead_air).toBeCloseTo(39.9, 1);
  });
});
