/**
 * Close same-sex voices (28 Nov; who is speaking when the student sounds like the teacher): an instructor and a
 * student of the same sex at a pitch within a few semitones, as mp3, under music beds 6, 8 and 12 dB down, and as a
 * phone copy (`speaker-eval.ts --set close`, the development set, and `--set close-held`, held out: other voices,
 * pitches, speeds and questions, measured only).
 * One-voice classes in the same renderings must stay one voice.
 */
import { matClass } from './recordings.ts';
import { type Exchange, type VoicePair, withQuestions, yogaClass } from './speaker-fixtures.ts';
import type { ClassScript } from './synth.ts';

export const closeRenderings = ['mp3', 'music-6', 'music-8', 'music', 'phone'] as const;

/** The development pairs: the brief's two, and each with the student pitched nearer the instructor. */
export const closePairs: VoicePair[] = [
  {
    name: 'usm3-vs-gbm7',
    instructor: { voice: 'en-us+m3' },
    student: { voice: 'en+m7', rate: 170 },
    sameSex: true,
  },
  {
    name: 'usf2-vs-usf4',
    instructor: { voice: 'en-us+f2' },
    student: { voice: 'en-us+f4', rate: 175 },
    sameSex: true,
  },
  {
    name: 'usm3-vs-gbm7-p45',
    instructor: { voice: 'en-us+m3', pitch: 50 },
    student: { voice: 'en+m7', pitch: 45, rate: 160 },
    sameSex: true,
  },
  // Added after the first measurement, when the held-out set failed far more often than these three.
  {
    name: 'gbf1-vs-usf3',
    instructor: { voice: 'en+f1' },
    student: { voice: 'en-us+f3', pitch: 55, rate: 175 },
    sameSex: true,
  },
  {
    name: 'usm2-vs-usm4',
    instructor: { voice: 'en-us+m2' },
    student: { voice: 'en-us+m4', pitch: 48, rate: 180 },
    sameSex: true,
  },
  { name: 'usm8-vs-gbm4', instructor: { voice: 'en-us+m8' }, student: { voice: 'en+m4', rate: 170 }, sameSex: true },
];

/** Held out: other variants, pitches and speeds, never looked at while choosing a rule. */
export const closeHeldOutPairs: VoicePair[] = [
  {
    name: 'usm5-vs-gbm2',
    instructor: { voice: 'en-us+m5' },
    student: { voice: 'en+m2', pitch: 45, rate: 170 },
    sameSex: true,
  },
  {
    name: 'gbf3-vs-usf5',
    instructor: { voice: 'en+f3' },
    student: { voice: 'en-us+f5', pitch: 55, rate: 180 },
    sameSex: true,
  },
  {
    name: 'usm1-vs-usm6',
    instructor: { voice: 'en-us+m1', pitch: 45 },
    student: { voice: 'en-us+m6', pitch: 50, rate: 185 },
    sameSex: true,
  },
];

const closeMatExchanges: Exchange[] = [
  {
    after: 11,
    question: ['Umm, sorry, should I feel this in my lower back?'],
    answer: 'No, you should feel it in your belly, press your lower back into the mat',
  },
  {
    after: 25,
    question: ['Excuse me, which leg goes first?', 'The right or the left one?'],
    answer: 'Start with the right leg, then we switch',
  },
];

const heldOutMatExchanges: Exchange[] = [
  {
    after: 9,
    question: ['Uh, sorry, my neck feels tight here, is that okay?'],
    answer: 'Yes, let your head rest on the mat and breathe into it',
  },
  {
    after: 23,
    question: ['Do we keep our feet on the floor for this one?'],
    answer: 'Keep them down for now, we lift them next',
  },
];

const heldOutYogaExchanges: Exchange[] = [
  {
    after: 11,
    question: ['Sorry, should I bend my knees in this?', 'My hamstrings are really tight.'],
    answer: 'Bend them as much as you need, keep the spine long',
  },
  {
    after: 25,
    question: ['Can you repeat the last part please?'],
    answer: 'Lower halfway down, elbows close to the ribs',
  },
];

export function closeTwoVoiceScripts(pair: VoicePair): { name: string; script: ClassScript }[] {
  return [{ name: `close-mat-${pair.name}`, script: withQuestions(matClass, pair, closeMatExchanges) }];
}

export function closeHeldOutTwoVoiceScripts(pair: VoicePair): { name: string; script: ClassScript }[] {
  return [
    { name: `closeh-mat-${pair.name}`, script: withQuestions(matClass, pair, heldOutMatExchanges) },
    { name: `closeh-yoga-${pair.name}`, script: withQuestions(yogaClass, pair, heldOutYogaExchanges) },
  ];
}

/**
 * One voice with several cues raised in pitch and no (or little) louder, as a recorder's automatic gain keeps them:
 * as far from the voice's model as a close student's questions, and like each other.
 */
export function withRaisedCues(base: ClassScript, voice: string, at: number[], pitch: number, gainDb = 0): ClassScript {
  return {
    ...base,
    voice,
    items: base.items.map((item, i) =>
      at.includes(i) && 'say' in item ? { ...item, say: `${item.say}!`, pitch, gainDb } : item,
    ),
  };
}

/** One voice each, the instructors' voices of both sets, some with raised cues: must never be split. */
export function closeOneVoiceScripts(): { name: string; script: ClassScript }[] {
  return [
    { name: 'close-one-mat-usm3', script: { ...matClass, voice: 'en-us+m3' } },
    { name: 'close-one-yoga-usf2', script: { ...yogaClass, voice: 'en-us+f2' } },
    { name: 'close-one-mat-us-raised', script: withRaisedCues(matClass, 'en-us', [10, 20, 30], 80) },
    { name: 'close-one-yoga-gbf1-raised', script: withRaisedCues(yogaClass, 'en+f1', [6, 16, 28], 70) },
    // Held out from here.
    { name: 'close-one-yoga-gbf3', script: { ...yogaClass, voice: 'en+f3' } },
    { name: 'close-one-mat-usm1', script: { ...matClass, voice: 'en-us+m1', pitch: 45 } },
    { name: 'close-one-mat-usm5-raised', script: withRaisedCues(matClass, 'en-us+m5', [8, 22], 72, 2) },
    { name: 'close-one-yoga-usf5-raised', script: withRaisedCues(yogaClass, 'en-us+f5', [10, 24], 75) },
  ];
}
