/**
 * Classes with a second voice, and classes with one voice that must not be split, with their truth: who says
 * each sentence and when. Two instructor scripts (a mat class, a yoga flow), students asking questions of one to
 * three sentences in espeak-ng voices of the same sex as the instructor (other accents, other vocal-tract variants,
 * other pitch and speed) or of the other sex; each as an mp3, under a music bed, and as a quiet phone copy (AAC).
 * The one-voice classes: plain, under a loud music bed, with a shouted cue (higher pitch, louder), as a phone copy,
 * and real LibriVox speech. Used by the speaker tests and by `scripts/speaker-eval.ts`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ffmpegPath } from '../src/media/binaries.ts';
import { findSpeakers, type SpeakerTurn } from '../src/speakers/find-speakers.ts';
import { speechOfFile } from '../test/helpers/speech-of-file.ts';
import { encodeAs, makePhoneCopy, matClass } from './recordings.ts';
import { type ClassScript, makeMusicBed, renderScript, type ScriptItem, type Truth } from './synth.ts';

const sox = (args: string[]) => execFileSync('sox', ['-R', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });

/** A yoga flow in a second instructor script, so nothing is fitted to one class's words. */
export const yogaClass: ClassScript = {
  voice: 'en-us',
  lead: 1.2,
  tail: 1.5,
  items: [
    { say: 'Good evening everyone and find a comfortable seat on your mat' },
    { gap: 1.5 },
    { say: 'Close your eyes and take a deep breath in through your nose' },
    { gap: 2.2 },
    { say: 'Exhale slowly and let your shoulders drop away from your ears' },
    { gap: 1.0 },
    { say: 'Come to all fours with your wrists under your shoulders' },
    { gap: 3.1 },
    { say: 'Inhale as you drop your belly and lift your gaze' },
    { gap: 0.9 },
    { say: 'Exhale and round your spine like a cat' },
    { gap: 4.5 },
    { say: 'Tuck your toes and lift your hips into downward facing dog' },
    { gap: 1.4 },
    { say: 'Pedal your feet and let your head hang heavy' },
    { gap: 2.6 },
    { say: 'Step your right foot forward between your hands' },
    { gap: 1.1 },
    { say: 'Spin your back heel down and rise up into warrior two' },
    { gap: 3.0 },
    { say: 'Reach long through your fingertips and soften your face' },
    { gap: 1.3 },
    { say: 'Bend your front knee so it stacks over your ankle' },
    { gap: 5.0 },
    { say: 'Straighten the front leg and tilt into triangle pose' },
    { gap: 1.7 },
    { say: 'Keep breathing and notice where you feel the stretch' },
    { gap: 2.4 },
    { say: 'Windmill your hands down and step back to plank' },
    { gap: 1.0 },
    { say: 'Lower halfway down keeping your elbows close to your ribs' },
    { gap: 3.6 },
    { say: 'Inhale into upward facing dog and open your chest' },
    { gap: 1.2 },
    { say: 'Walk your feet to your hands and hang in a forward fold' },
    { gap: 2.0 },
    { say: 'Slowly roll up to standing one bone at a time' },
    { gap: 1.6 },
    { say: 'Thank you all for practicing with me today' },
  ],
};

export interface Exchange {
  /** Index in the base script's items after which the question comes. */
  after: number;
  /** The student's question: one to three sentences, said in one breath group each. */
  question: string[];
  /** The instructor's answer. */
  answer: string;
}

const matExchanges: Exchange[] = [
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

const yogaExchanges: Exchange[] = [
  {
    after: 7,
    question: ['Sorry, I have a question.', 'My wrists hurt in this one.', 'Can I come down onto my forearms instead?'],
    answer: 'Yes of course, forearms are fine, keep your shoulders over your elbows',
  },
  {
    after: 27,
    question: ['How long do we hold this pose?'],
    answer: 'Five slow breaths, then we move on',
  },
];

/** Who says what: the instructor's voice and manner, and the student's. */
export interface VoicePair {
  name: string;
  instructor: { voice: string; pitch?: number; rate?: number };
  student: { voice: string; pitch?: number; rate?: number };
  /** Same sex, so pitch alone does not tell them apart. */
  sameSex: boolean;
}

/**
 * The pairs the separation was developed on. `f1-vs-gb-f4`'s student (and the held-out `gb-f2-vs-us-f1`'s
 * instructor) were written `en-gb+f4`/`en-gb+f2` until 27 Nov (20 UTC), which espeak-ng renders as plain `en-gb`, a
 * man: figures before then are of a woman and a man. `en+f4`/`en+f2` are the British women meant.
 */
export const developmentPairs: VoicePair[] = [
  { name: 'us-vs-f3', instructor: { voice: 'en-us' }, student: { voice: 'en-us+f3', rate: 185 }, sameSex: false },
  { name: 'us-vs-rp-m3', instructor: { voice: 'en-us' }, student: { voice: 'en-gb-x-rp+m3' }, sameSex: true },
  {
    name: 'us-m2-vs-us-m7',
    instructor: { voice: 'en-us+m2' },
    student: { voice: 'en-us+m7', rate: 180 },
    sameSex: true,
  },
  { name: 'f1-vs-gb-f4', instructor: { voice: 'en-us+f1' }, student: { voice: 'en+f4' }, sameSex: true },
];

/** Pairs never looked at while choosing the method or its thresholds: the check that it holds on other voices. */
export const heldOutPairs: VoicePair[] = [
  {
    name: 'gb-vs-scot-m1',
    instructor: { voice: 'en-gb' },
    student: { voice: 'en-gb-scotland+m1', rate: 175 },
    sameSex: true,
  },
  {
    name: 'us-m4-vs-029-m6',
    instructor: { voice: 'en-us+m4', pitch: 45 },
    student: { voice: 'en-029+m6', pitch: 60, rate: 150 },
    sameSex: true,
  },
  {
    name: 'gb-f2-vs-us-f1',
    instructor: { voice: 'en+f2' },
    student: { voice: 'en-us+f1', rate: 190 },
    sameSex: true,
  },
  {
    name: 'us-vs-us-low',
    instructor: { voice: 'en-us', pitch: 55 },
    student: { voice: 'en-us+m1', pitch: 30, rate: 150 },
    sameSex: true,
  },
  // Added with the contrast rule (session 11); also measured while the leave-out scoring was chosen.
  {
    name: 'clan-vs-wmd-m8',
    instructor: { voice: 'en-gb-x-gbclan' },
    student: { voice: 'en-gb-x-gbcwmd+m8', rate: 170 },
    sameSex: true,
  },
  {
    name: 'us-f5-vs-rp-f2',
    instructor: { voice: 'en-us+f5' },
    student: { voice: 'en-gb-x-rp+f2', rate: 180 },
    sameSex: true,
  },
  // Added after the leave-out scoring was chosen, measured once before and once after it.
  {
    name: 'clan-f4-vs-scot-f5',
    instructor: { voice: 'en-gb-x-gbclan+f4' },
    student: { voice: 'en-gb-scotland+f5', rate: 170 },
    sameSex: true,
  },
];

/** A base script with the student's questions and the instructor's answers put in. */
export function withQuestions(base: ClassScript, pair: VoicePair, exchanges: Exchange[]): ClassScript {
  const items: ScriptItem[] = [];
  const student = pair.student;
  base.items.forEach((item, i) => {
    items.push(item);
    const exchange = exchanges.find((e) => e.after === i);
    if (!exchange) return;
    items.push({ gap: 1.0 });
    exchange.question.forEach((sentence, k) => {
      if (k > 0) items.push({ gap: 0.4 });
      items.push({ say: sentence, voice: student.voice, pitch: student.pitch ?? 50, rate: student.rate ?? 165 });
    });
    items.push({ gap: 0.9 }, { say: exchange.answer }, { gap: 1.5 });
  });
  return {
    ...base,
    voice: pair.instructor.voice,
    ...(pair.instructor.pitch === undefined ? {} : { pitch: pair.instructor.pitch }),
    ...(pair.instructor.rate === undefined ? {} : { rate: pair.instructor.rate }),
    items,
  };
}

/**
 * One voice only, with a cue shouted at the class (higher, and louder unless `gainDb` 0 stands for a recorder's
 * automatic gain): it must stay one voice.
 */
export function withShoutedCue(
  base: ClassScript,
  voice: string,
  at: number,
  shout: { pitch: number; gainDb: number } = { pitch: 80, gainDb: 9 },
): ClassScript {
  const items = base.items.map((item, i) =>
    i === at && 'say' in item ? { ...item, say: `${item.say}!`, ...shout } : item,
  );
  return { ...base, voice, items };
}

/**
 * `music`: a music bed 12 dB under the voice; `music-8`, `music-16`: 8 and 16 dB under;
 * `late-music`: a music bed 8 dB under the voice that starts halfway through (someone turns the playlist on);
 * `late-loud-music`: the same at the voice's own level (the playlist turned up); `late-<dB>-at-<%>`: other levels and times.
 */
export type Rendering =
  | 'mp3'
  | 'music'
  | 'music-8'
  | 'music-16'
  | `music-${number}`
  | 'phone'
  | 'late-music'
  | 'late-loud-music'
  | LateMusicAt;
/** `late-<dB under the voice>-at-<per cent of the class>`: a bed turned on at another time and level. */
export type LateMusicAt = `late-${number}-at-${number}`;

export interface SpeakerFixture {
  name: string;
  file: string;
  truth: Truth;
  /** Seconds of other voices (truth). */
  otherSec: number;
  /** Other voices' turns: consecutive sentences of another voice with no instructor speech between. */
  otherTurns: { start: number; end: number }[];
}

/** The other voices' turns in a truth: their sentences, joined when nothing of the instructor's lies between. */
export function truthOtherTurns(truth: Truth): { start: number; end: number }[] {
  const turns: { start: number; end: number }[] = [];
  let open = false;
  for (const s of truth.sentences) {
    if (!s.speaker) {
      open = false;
      continue;
    }
    const last = turns.at(-1);
    if (open && last) last.end = s.end;
    else turns.push({ start: s.start, end: s.end });
    open = true;
  }
  return turns;
}

/** Renders a script as it was recorded: mp3, under a music bed 12 dB below the voice, or a quiet phone copy. */
export function renderAs(script: ClassScript, how: Rendering, dir: string, name: string): SpeakerFixture {
  const fixture = renderScript(script, dir, name);
  const { truth } = fixture;
  let file: string;
  if (how === 'mp3') file = encodeAs(fixture.wavPath, 'mp3', dir, name);
  else if (how === 'music' || /^music-\d+$/.test(how)) {
    const mixed = makeMusicBed(fixture.wavPath, truth, how === 'music' ? -12 : -Number(how.slice(6)), dir, name);
    file = encodeAs(mixed, 'mp3', dir, `${name}-music`);
  } else if (how === 'late-music' || how === 'late-loud-music' || how.startsWith('late-')) {
    const at = /^late-(\d+)-at-(\d+)$/.exec(how);
    const gainDb = at ? -Number(at[1]) : how === 'late-music' ? -8 : 0;
    const withMusic = makeMusicBed(fixture.wavPath, truth, gainDb, dir, `${name}-${how}`);
    const from = ((truth.durationSec * (at ? Number(at[2]) : 50)) / 100).toFixed(3);
    const first = join(dir, `${name}-first.wav`);
    const second = join(dir, `${name}-second.wav`);
    const format = ['-r', '16000', '-c', '1', '-b', '16'];
    sox([fixture.wavPath, ...format, first, 'trim', '0', from]);
    // sox's mix halves each input: twice as loud puts the voice back at the level of the part before.
    sox([withMusic, ...format, second, 'trim', from, 'vol', '2']);
    const joined = join(dir, `${name}-${how}-joined.wav`);
    sox([first, second, joined]);
    file = encodeAs(joined, 'mp3', dir, `${name}-${how}`);
  } else {
    // The shouted sentence of the phone copy is always one of the instructor's.
    const shouted = truth.sentences.findIndex((s, i) => i >= 6 && !s.speaker);
    file = makePhoneCopy(fixture.wavPath, truth, dir, `${name}-phone`, {
      speechDbfs: -36,
      noiseDbfs: -55,
      shoutedSentence: shouted,
      bumps: 3,
    });
  }
  const otherTurns = truthOtherTurns(truth);
  const otherSec = truth.sentences.filter((s) => s.speaker).reduce((sum, s) => sum + s.end - s.start, 0);
  return { name: `${name}-${how}`, file, truth, otherSec, otherTurns };
}

/** The two-voice classes for a pair: both scripts. */
export function twoVoiceScripts(pair: VoicePair): { name: string; script: ClassScript }[] {
  return [
    { name: `mat-${pair.name}`, script: withQuestions(matClass, pair, matExchanges) },
    { name: `yoga-${pair.name}`, script: withQuestions(yogaClass, pair, yogaExchanges) },
  ];
}

/**
 * Two classes in one (the first script, a pause, then the second), so that music turned on halfway leaves about a
 * minute of speech on each side: as much as the two-minute classes the speaker method was chosen on.
 */
export function longClass(first: ClassScript, second: ClassScript): ClassScript {
  return { ...first, items: [...first.items, { gap: 2.5 }, ...second.items] };
}

/** A pair's long class: the mat class with its questions, then the yoga class with its own. */
export function longTwoVoiceScript(pair: VoicePair): { name: string; script: ClassScript } {
  return {
    name: `long-${pair.name}`,
    script: longClass(withQuestions(matClass, pair, matExchanges), withQuestions(yogaClass, pair, yogaExchanges)),
  };
}

/** One-voice classes: (name, script) for several voices, each with a shouted cue. */
export function oneVoiceScripts(): { name: string; script: ClassScript }[] {
  return [
    { name: 'mat-us', script: { ...matClass } },
    { name: 'mat-us-shout', script: withShoutedCue(matClass, 'en-us', 20) },
    { name: 'yoga-gb-m3-shout', script: withShoutedCue(yogaClass, 'en-gb-x-rp+m3', 24) },
    { name: 'yoga-f2-shout', script: withShoutedCue(yogaClass, 'en-us+f2', 10) },
    { name: 'mat-scot-m6', script: { ...matClass, voice: 'en-gb-scotland+m6', rate: 150, pitch: 40 } },
  ];
}

export const LIBRIVOX_DIR = '/usr/share/pocketsphinx/test/data/librivox';

/**
 * Real speech of one reader: the five LibriVox clips twice over with pauses between, the second time quieter (about 60 s, enough for the
 * speaker model), as mp3. Null when the clips are not installed.
 */
export function librivoxReader(dir: string, clipsDir = LIBRIVOX_DIR): string | null {
  const ids = ['0870', '0880', '0890', '0920', '0930'];
  const clips = ids.map((id) => join(clipsDir, `sense_and_sensibility_01_austen_64kb-${id}.wav`));
  if (!clips.every((c) => existsSync(c))) return null;
  const gap = join(dir, 'librivox-gap.wav');
  sox(['-n', '-r', '16000', '-c', '1', '-b', '16', gap, 'trim', '0', '1.3']);
  const parts: string[] = [gap];
  for (const round of [0, 1]) {
    for (const [i, clip] of clips.entries()) {
      const resampled = join(dir, `librivox-${round}-${i}.wav`);
      // The second round 6 dB quieter: the same reader further from the microphone.
      sox([clip, '-r', '16000', '-c', '1', '-b', '16', resampled, ...(round ? ['gain', '-6'] : [])]);
      parts.push(resampled, gap);
    }
  }
  const joined = join(dir, 'librivox-reader.wav');
  sox([...parts, joined]);
  const out = join(dir, 'librivox-reader.mp3');
  execFileSync(ffmpegPath(), ['-y', '-v', 'error', '-i', joined, '-c:a', 'libmp3lame', '-b:a', '64k', out]);
  return out;
}

/** The speaker turns the analysis finds in a recording (decode, levels, VAD, findSpeakers), without recognition. */
export async function speakerTurnsOf(file: string, dir: string): Promise<SpeakerTurn[]> {
  const pcmPath = join(dir, `${basename(file)}.f32`);
  const { pcm, regions } = await speechOfFile(file, pcmPath);
  return findSpeakers(pcm, regions);
}
