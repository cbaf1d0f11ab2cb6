/**
 * Held-out classes written late on 29 Nov in voices, speeds, styles and bed levels no earlier sweep class used
 * (a Lancashire-English base voice, two variants never used, 155/210/120 wpm, beds at -24, -12 and -26 dB), measured
 * once on the code of that day before anything was changed for them: what a new instructor's upload would get.
 */
import { beat, dead, hold, type SweepClass, say, work } from './sweep-class-kit.ts';

/** A reformer class in a female northern-English voice, sets of 30–40 s and one hold, a soft piano-like bed far under. */
export const reformerGbclan: SweepClass = {
  name: 'reformer-gbclan',
  set: 'held',
  style: 'reformer',
  voice: 'en-gb-x-gbclan+anika',
  rate: 155,
  music: { kind: 'chords', gainDb: -24 },
  lines: [
    say('Hello lovely people, lie back on the carriage, one red spring and one blue.'),
    beat(2),
    say('Feet in the straps, frog position, press the legs long and draw them back in, ten of those.'),
    work(35),
    say('Now circles, down, around and together, five one way.'),
    work(30),
    say('Reverse the circles, keep the pelvis still on the carriage.'),
    work(30),
    say('Take the feet out, knees to tabletop, and hold the hundred position, breathing in for five, out for five.'),
    hold(40),
    say('Rest the feet down and roll to your side.'),
    beat(3),
    say('Side lying, top leg in the strap, lift and lower, eight times.'),
    work(30),
    say('Well done, come up to sitting, that is us for today.'),
  ],
};

/**
 * A kids' dance class: very short cues and counts over a loud beat 12 dB under the voice, at 210 wpm, and a real stop
 * (a shoe comes off, 40 s of nothing said while the beat plays on).
 */
export const kidsDanceSteph: SweepClass = {
  name: 'kids-dance-steph',
  set: 'held',
  style: 'jazz',
  voice: 'en-us+steph',
  rate: 210,
  music: { kind: 'beat', gainDb: -12 },
  lines: [
    say('Hi dancers! Spots please!'),
    beat(1.5),
    say('Jazz hands! Five, six, seven, eight!'),
    work(12),
    say('Step, touch! Again!'),
    work(10),
    say('Spin! Freeze! Good!'),
    work(8),
    say('Kick ball change, five, six, seven, eight!'),
    work(14),
    say('Oops, Mia, your shoe came off, wait a sec everybody.'),
    dead(40),
    say('Okay! From the top! Five, six, seven, eight!'),
    work(16),
    say('Slide left! Slide right! Shimmy!'),
    work(12),
    say('Big finish, arms up, and pose!'),
    hold(6),
    say('Amazing! High fives, see you next week!'),
  ],
};

/** A restorative class: holds of two to three minutes, very sparse talking, soft chords 26 dB down, 120 wpm. */
export const restorativeAunty: SweepClass = {
  name: 'restorative-aunty',
  set: 'held',
  style: 'restorative',
  voice: 'en-gb-x-gbcwmd+aunty',
  rate: 120,
  music: { kind: 'chords', gainDb: -26 },
  lines: [
    say('Settle onto your bolster and close your eyes.'),
    beat(3),
    say('Supported child pose, chest on the bolster, turn the head to one side. We stay here three minutes.'),
    hold(180),
    say('Turn the head the other way.'),
    hold(150),
    say('Slowly come out, and lie back over the bolster for a supported fish.'),
    hold(120),
    say('Gently roll to the side and come up when you are ready. Namaste.'),
  ],
};

export const fresh2Classes = [reformerGbclan, kidsDanceSteph, restorativeAunty];
