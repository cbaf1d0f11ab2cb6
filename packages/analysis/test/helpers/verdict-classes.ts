/**
 * Fresh generated classes for the verdicts (contracts judged-metrics.ts), in the labelled form of
 * generated-classes.ts: classes whose students work or rest in silence after instructions (their teaching must not
 * be judged slow, silent or sparse in cues), one whose silences are dead air (still marked down), and a 45-second
 * clip (too short to judge). `heldOut` ones were written after the rule was set and never tuned against.
 */
import type { GeneratedClass, Line } from './generated-classes.ts';

const say = (text: string): Line => ({ say: text, cues: [] });
const beat = (gap: number): Line => ({ gap, purpose: 'speaking' });
const work = (gap: number): Line => ({ gap, purpose: 'working' });
const hold = (gap: number): Line => ({ gap, purpose: 'hold' });
const dead = (gap: number): Line => ({ gap, purpose: 'dead_air' });

/** A 3.5-minute mat class: every exercise set up in a few cue-dense lines, then about 25 s of students' work. */
export const matWorking: GeneratedClass = {
  name: 'mat-working',
  language: 'en',
  style: 'mat',
  voice: 'en-us',
  lines: [
    say('Lie on your back, knees bent, feet flat on the mat.'),
    beat(1),
    say('Inhale to prepare, exhale and curl your head and shoulders up.'),
    beat(1),
    say('Begin the hundred, pump your arms, breathe in for five and out for five.'),
    work(26),
    say('Lower down and hug your knees into your chest.'),
    beat(1),
    say('Roll up next, reach your arms to the ceiling, exhale and peel up one vertebra at a time.'),
    work(24),
    say('Roll onto your right side, stack your hips and rest your head on your arm.'),
    beat(1),
    say('Kick the top leg forward twice and sweep it back, keep your waist long.'),
    work(25),
    say('Switch sides, lift the top leg and circle it five times each way.'),
    work(25),
    say('Come up to sitting, legs wide, flex your feet and reach forward as you exhale.'),
    beat(1),
    say('Inhale to roll back up, stacking your spine.'),
  ],
};

/** A kettlebell class: 62 s of announced sets and 60 s of announced rests in about three minutes. */
export const kettlebellSets: GeneratedClass = {
  name: 'kettlebell-sets',
  language: 'en',
  style: 'strength',
  voice: 'en-us+m3',
  lines: [
    say('Kettlebell on the floor between your feet, hinge at the hips and grab the handle.'),
    beat(1),
    say('Hike it back, snap your hips forward and let the bell float to chest height.'),
    beat(0.8),
    say('Twenty seconds of swings, go!'),
    work(20),
    say('And rest for twenty seconds.'),
    hold(20),
    say('Goblet squats next, hold the bell at your chest, elbows in, sit your hips down.'),
    beat(0.8),
    say('Twenty seconds, go!'),
    work(21),
    say('Rest for twenty seconds, shake out your arms.'),
    hold(20),
    say('Last set, single arm rows, flat back, pull the bell to your hip.'),
    beat(0.8),
    say('Twenty seconds, go!'),
    work(21),
    say('Rest twenty seconds, then we finish.'),
    hold(20),
    say('Great work, put the bells down.'),
  ],
};

/** Held out: a functional class in another voice, with a 40-second plank and announced rests. */
export const functionalHeldOut: GeneratedClass = {
  name: 'functional-held-out',
  language: 'en',
  style: 'functional',
  voice: 'en+f3',
  lines: [
    say('Welcome back, grab a mat and come down to your forearms.'),
    beat(1),
    say('Elbows under shoulders, squeeze your glutes and brace your belly.'),
    beat(1),
    say('Hold your plank for forty seconds, starting now.'),
    hold(40),
    say('Drop your knees and rest for thirty seconds.'),
    hold(30),
    say('Stand up for lunges, step your right foot back, lower your back knee and drive up through your front heel.'),
    beat(1),
    say('Alternate legs for thirty seconds, go!'),
    work(30),
    say('Rest for twenty seconds.'),
    hold(20),
    say('Finish with squat jumps, land softly and keep your knees over your toes.'),
    beat(1),
    say('Twenty seconds, go!'),
    work(20),
    say('Done, walk it off and breathe.'),
  ],
};

/** Held out: the same kind of class whose long silences follow no instruction at all: dead air. */
export const matDeadAirHeldOut: GeneratedClass = {
  name: 'mat-dead-air-held-out',
  language: 'en',
  style: 'mat',
  voice: 'en-us+f2',
  lines: [
    say('Lie on your back, knees bent, feet flat on the mat.'),
    beat(1),
    say('Inhale to prepare, exhale and curl your head and shoulders up.'),
    beat(1),
    say('Okay, good, thank you.'),
    dead(70),
    say('Roll onto your right side and rest your head on your arm.'),
    beat(1),
    say('Right, so, that is nice.'),
    dead(70),
    say('Come up to sitting, legs wide, and reach forward as you exhale.'),
  ],
};

/** A 45-second pilates clip (about 70 words): too short to judge. */
export const shortClip: GeneratedClass = {
  name: 'short-clip',
  language: 'en',
  style: 'mat',
  voice: 'en-us',
  lines: [
    say('Lie on your back with your knees bent and your feet flat on the mat.'),
    beat(1),
    say('Inhale to prepare, exhale and curl your head and shoulders up.'),
    beat(1),
    say('Begin the hundred, pump your arms, breathe in for five and out for five.'),
    work(12),
    say('Lower your head down, hug your knees into your chest and breathe out.'),
    beat(1),
    say('Extend your right leg to the ceiling, keep your hips square and draw five small circles.'),
    work(8),
    say('Switch legs and circle the other way.'),
  ],
};

export const verdictDev = [matWorking, kettlebellSets];
export const verdictHeldOut = [functionalHeldOut, matDeadAirHeldOut];
