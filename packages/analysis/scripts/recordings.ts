/**
 * Recordings as people make them, built from a synthesised class (synth.ts) with its truth: a second voice in the
 * room, a quiet phone copy (AAC, speech near −30 dBFS, a shouted sentence clipped flat, handling bumps, a noise
 * floor), the same class in every accepted container, and a video whose still picture runs on after the audio.
 * Used by the speaker and recording tests; everything is generated into a temp dir at test time.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ffmpegPath } from '../src/media/binaries.ts';
import type { ClassScript, Truth } from './synth.ts';

// `-R`: repeatable. Without it sox dithers every render with fresh random noise, so one script gave different audio,
// and different recognised words, on every run (a test's figure moved between runs for no reason in the code).
const sox = (args: string[]) => execFileSync('sox', ['-R', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
const ffmpeg = (args: string[]) =>
  execFileSync(ffmpegPath(), ['-y', '-v', 'error', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });

/** A mat class with pauses from a breath (0.5 s) to a long hold (6 s). */
export const matClass: ClassScript = {
  voice: 'en-us',
  lead: 1.5,
  tail: 1.5,
  items: [
    { say: 'Welcome to mat pilates, please lie down on your back' },
    { gap: 1.2 },
    { say: 'Bend your knees and place your feet flat on the mat' },
    { gap: 2.4 },
    { say: 'Take a deep breath in through your nose' },
    { gap: 0.8 },
    { say: 'And breathe out through your mouth as you relax your ribs' },
    { gap: 3.0 },
    { say: 'Now lift your head and shoulders for the hundred' },
    { gap: 1.0 },
    { say: 'Pump your arms by your sides and keep breathing' },
    { gap: 5.5 },
    { say: 'Lower your head down and hug your knees into your chest' },
    { gap: 1.5 },
    { say: 'Extend your right leg long and pull the left knee in' },
    { gap: 2.0 },
    { say: 'Switch legs, keep your shoulders away from your ears' },
    { gap: 0.9 },
    { say: 'Keep going for eight more, nice and steady' },
    { gap: 4.0 },
    { say: 'Roll onto your side and stack your hips' },
    { gap: 1.3 },
    { say: 'Lift the top leg to hip height and kick it forward twice' },
    { gap: 2.8 },
    { say: 'Sweep it back and lengthen through your heel' },
    { gap: 1.1 },
    { say: 'Now come up to sitting with your legs long in front of you' },
    { gap: 6.0 },
    { say: 'Reach forward over your legs for the spine stretch' },
    { gap: 1.6 },
    { say: 'Roll back up one bone at a time' },
    { gap: 2.2 },
    { say: 'Cross your ankles and come onto your knees' },
    { gap: 1.0 },
    { say: 'Take one more breath in, and let it all go' },
    { gap: 3.4 },
    { say: 'Thank you for joining me today, well done everyone' },
  ],
};

export const STUDENT_VOICE = 'en-us+f3';

/**
 * The mat class with a student asking two questions (another espeak-ng voice, a woman's, faster) and the
 * instructor answering.
 */
export const twoVoiceClass: ClassScript = {
  ...matClass,
  items: [
    ...matClass.items.slice(0, 12),
    { gap: 1.0 },
    { say: 'Umm, sorry, should I feel this in my lower back?', voice: STUDENT_VOICE },
    { gap: 0.9 },
    { say: 'No, you should feel it in your belly, press your lower back into the mat' },
    { gap: 2.0 },
    ...matClass.items.slice(12, 26),
    { gap: 1.2 },
    { say: 'Excuse me, which leg goes first, the right or the left one?', voice: STUDENT_VOICE },
    { gap: 0.8 },
    { say: 'Start with the right leg, then we switch' },
    { gap: 1.5 },
    ...matClass.items.slice(26),
  ],
};

function rmsDb(file: string, extra: string[] = []): number {
  const err = execFileSync('sh', ['-c', 'sox "$@" -n stats 2>&1', 'sh', file, ...extra], { encoding: 'utf8' });
  return Number(err.match(/RMS lev dB\s+(-?[\d.]+)/)?.[1] ?? -20);
}

export interface PhoneCopyOptions {
  /** Level of the speech itself (not counting its silences), dBFS RMS. */
  speechDbfs: number;
  /** Index in truth.sentences of the sentence shouted into the phone (clipped flat). */
  shoutedSentence: number;
  /** How many pauses of 2 s or more get a handling bump (a thump in the middle of the silence). */
  bumps: number;
  /** Pink-noise floor, dBFS RMS (a quiet room on a phone: about −62; a fan or air conditioning: −50). */
  noiseDbfs?: number;
  /** Room reverberance 0–100 (sox reverb), none by default. */
  reverb?: number;
}

/**
 * A phone's copy of a class: quiet speech, one sentence shouted hard enough to clip, a low room noise floor and
 * a few handling bumps in the silences, as 48 kHz AAC in an m4a. The truth is unchanged: clipping keeps the
 * shouted sentence speech, and bumps are not speech.
 */
export function makePhoneCopy(wav: string, truth: Truth, dir: string, name: string, opts: PhoneCopyOptions): string {
  const speechRms = rmsDb(wav) - 10 * Math.log10(truth.speechSec / truth.durationSec);
  const quiet = join(dir, `${name}-quiet.wav`);
  sox([wav, '-b', '32', '-e', 'floating-point', quiet, 'gain', (opts.speechDbfs - speechRms).toFixed(2)]);
  // The shout: 34 dB louder than the rest, clipped at full scale by the 16-bit output.
  const shout = truth.sentences[opts.shoutedSentence]!;
  const before = join(dir, `${name}-a.wav`);
  const loud = join(dir, `${name}-b.wav`);
  const after = join(dir, `${name}-c.wav`);
  sox([quiet, before, 'trim', '0', String(shout.start)]);
  sox([quiet, '-b', '16', '-e', 'signed-integer', loud, 'trim', String(shout.start), `=${shout.end}`, 'gain', '34']);
  sox([quiet, after, 'trim', String(shout.end)]);
  const spliced = join(dir, `${name}-spliced.wav`);
  sox([before, loud, after, '-b', '32', '-e', 'floating-point', spliced]);
  if (opts.reverb) {
    const wet = join(dir, `${name}-room.wav`);
    sox([spliced, wet, 'reverb', String(opts.reverb), 'trim', '0', String(truth.durationSec)]);
    sox([wet, spliced]);
  }
  // A phone's noise floor: pink noise (about −62 dBFS RMS, some 30 dB under the speech) and a little mains hum.
  const noise = join(dir, `${name}-noise.wav`);
  // sox's full-scale pink noise sits about 13.5 dB RMS under its peak.
  const noiseGain = ((opts.noiseDbfs ?? -62) + 13.5).toFixed(1);
  sox(['-n', '-r', '16000', '-c', '1', noise, 'synth', String(truth.durationSec), 'pinknoise', 'gain', noiseGain]);
  const hum = join(dir, `${name}-hum.wav`);
  sox(['-n', '-r', '16000', '-c', '1', hum, 'synth', String(truth.durationSec), 'sine', '50', 'gain', '-70']);
  let mixed = join(dir, `${name}-phone.wav`);
  // -v 1 on every input: sox -m otherwise divides each by the number of inputs.
  sox(['-m', '-v', '1', spliced, '-v', '1', noise, '-v', '1', hum, mixed]);
  // Handling bumps: a 120 ms low thump in the middle of some long pauses.
  const long = truth.pauses.filter((p) => p.end - p.start >= 2).slice(0, opts.bumps);
  if (long.length) {
    const thump = join(dir, `${name}-thump.wav`);
    sox(['-n', '-r', '16000', '-c', '1', thump, 'synth', '0.12', 'sine', '70-40', 'fade', 'q', '0.005', '0.12', '0.1']);
    sox([thump, `${thump}.loud.wav`, 'gain', '-8']);
    const withBumps = join(dir, `${name}-bumped.wav`);
    const delays = long.map((p) => ((p.start + p.end) / 2).toFixed(3));
    const inputs = delays.flatMap((d, i) => {
      const placed = join(dir, `${name}-thump-${i}.wav`);
      sox([`${thump}.loud.wav`, placed, 'pad', d, '0']);
      return [placed];
    });
    sox([
      '-m',
      '-v',
      '1',
      mixed,
      ...inputs.flatMap((f) => ['-v', '1', f]),
      withBumps,
      'trim',
      '0',
      String(truth.durationSec),
    ]);
    mixed = withBumps;
  }
  const m4a = join(dir, `${name}.m4a`);
  ffmpeg(['-i', mixed, '-ar', '48000', '-ac', '1', '-c:a', 'aac', '-b:a', '96k', m4a]);
  return m4a;
}

/**
 * The class recorded with a good microphone in a hard-floored studio: no noise floor to speak of, but the room's
 * echo (sox reverb 0–100; 40 decays about 55 dB a second) rings on after every sentence. As mp3; truth unchanged.
 */
export function makeRoomCopy(wav: string, truth: Truth, dir: string, name: string, reverb: number): string {
  const wet = join(dir, `${name}-room.wav`);
  sox([wav, wet, 'reverb', String(reverb), 'trim', '0', String(truth.durationSec)]);
  return encodeAs(wet, 'mp3', dir, name);
}

/** The same recording in another container: mp3, wav, m4a (AAC), or mp4 (AAC with a still picture). */
export function encodeAs(wav: string, format: 'mp3' | 'wav' | 'm4a' | 'mp4', dir: string, name: string): string {
  const out = join(dir, `${name}.${format}`);
  if (format === 'mp3') ffmpeg(['-i', wav, '-c:a', 'libmp3lame', '-b:a', '64k', out]);
  else if (format === 'wav') ffmpeg(['-i', wav, '-ar', '44100', '-c:a', 'pcm_s16le', out]);
  else if (format === 'm4a') ffmpeg(['-i', wav, '-c:a', 'aac', '-b:a', '96k', out]);
  else return stillPictureVideo(wav, 0, dir, name);
  return out;
}

/**
 * An mp4 of a still picture with the recording as its sound, the picture running `extraSec` past the end of the
 * complete audio (a phone or screen recorder that kept filming after the sound stopped).
 */
export function stillPictureVideo(audio: string, extraSec: number, dir: string, name: string): string {
  const out = join(dir, `${name}.mp4`);
  const seconds = Number(execFileSync('soxi', ['-D', audio], { encoding: 'utf8' }).trim());
  ffmpeg(
    ['-f', 'lavfi', '-i', `color=c=0x335577:s=320x240:r=5:d=${(seconds + extraSec).toFixed(2)}`, '-i', audio].concat([
      '-map',
      '0:v',
      '-map',
      '1:a',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-c:a',
      'aac',
      '-b:a',
      '96k',
      out,
    ]),
  );
  return out;
}
