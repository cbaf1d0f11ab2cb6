/**
 * Held-out classes written on 29 Nov in voices, styles and beds no earlier sweep class used, measured once on the
 * code of that day before anything was changed for them: what a new instructor's upload would get.
 */
import { beat, dead, hold, type SweepClass, say, work } from './sweep-class-kit.ts';

/** A spin-style cardio class: long intervals called over a loud beat (10 dB under the voice), a fast US voice. */
export const cardioBenjamin: SweepClass = {
  name: 'cardio-benjamin',
  set: 'held',
  style: 'cardio',
  voice: 'en-us+benjamin',
  rate: 185,
  music: { kind: 'beat', gainDb: -10 },
  lines: [
    say('Alright team, clip in, find your rhythm, we start easy.'),
    beat(2),
    say('Add a quarter turn of resistance and climb for thirty seconds.'),
    work(30),
    say('Sprint now, fast legs, stay in the saddle, go go go.'),
    work(20),
    say('Recover, light legs, sip some water.'),
    work(25),
    say('Out of the saddle, run up the hill with me, push.'),
    work(30),
    say('Sit back down, last sprint, everything you have got.'),
    work(20),
    say('And ease off, great ride, stretch those legs.'),
  ],
};

/** A slow hatha class with held poses, a Welsh-English voice, soft chords 20 dB under it. */
export const hathaGbcwmd: SweepClass = {
  name: 'hatha-gbcwmd',
  set: 'held',
  style: 'hatha',
  voice: 'en-gb-x-gbcwmd+m4',
  rate: 140,
  music: { kind: 'chords', gainDb: -20 },
  lines: [
    say('Welcome, stand at the top of your mat with your feet hip width apart.'),
    beat(3),
    say('Step the left foot back into warrior one and hold for five breaths.'),
    hold(30),
    say('Open the hips into warrior two, gaze over the front fingers.'),
    hold(30),
    say('Straighten the front leg for triangle, reach forward and tip down.'),
    hold(25),
    say('Step forward and change sides, right foot back, warrior one.'),
    hold(30),
    say('Come down onto your back and rest in savasana.'),
    hold(40),
    say('Slowly roll to the side and come up to sit. Thank you.'),
  ],
};

/** A barre class with a real stop: the teacher sorts out the speaker for 45 s mid-class (dead air), beat 14 dB down. */
export const barreCaleb: SweepClass = {
  name: 'barre-caleb',
  set: 'held',
  style: 'ballet',
  voice: 'en-gb-x-rp+caleb',
  rate: 160,
  music: { kind: 'beat', gainDb: -14 },
  lines: [
    say('Good morning, take the barre with your left hand, first position.'),
    beat(2),
    say('Demi plie, and stretch, two more, arms in second.'),
    work(18),
    say('Tendu to the front, close, to the side, close, eight times.'),
    work(20),
    say('Hang on, the speaker has dropped out, give me a moment to fix it.'),
    dead(45),
    say('Sorry about that. Rise onto demi pointe and balance, arms in fifth.'),
    work(15),
    say('Turn to face the other way and repeat from plie.'),
    work(22),
    say('Lovely work today, reverence and we are done.'),
  ],
};

/** A fast functional circuit, a New York voice at 200 wpm, no music, short stations. */
export const functionalNorbert: SweepClass = {
  name: 'functional-norbert',
  set: 'held',
  style: 'functional',
  voice: 'en-us-nyc+norbert',
  rate: 200,
  lines: [
    say('Okay folks, four stations, forty seconds each, let us move.'),
    beat(2),
    say('Station one, goblet squats, chest up, sit back into the heels.'),
    work(40),
    say('Station two, farmer carry, walk tall, shoulders down.'),
    work(40),
    say('Station three, push ups, knees down is fine, full range.'),
    work(40),
    say('Station four, plank and hold it, tight core, breathe.'),
    hold(40),
    say('Done, shake it out and grab some water.'),
  ],
};

export const freshClasses = [cardioBenjamin, hathaGbcwmd, barreCaleb, functionalNorbert];
