/**
 * Test support: speaks a class with espeak-ng at test time — any voice, language and speed per line, fillers at
 * their own speed, an optional music bed — and writes it as a 16 kHz mono mp3 with its truth (every line with its
 * time and language, every filler). Used for what the committed fixtures do not cover: Korean and mixed speech
 * analysed as English, accents, fast speech, loud music.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeMusicBed } from '../../scripts/synth.ts';
import { assertVoiceAsNamed } from '../../scripts/voice-guard.ts';
import { ffmpegPath } from '../../src/media/binaries.ts';

export type SpokenItem =
  | { say: string; voice?: string; rate?: number }
  | { filler: string; rate?: number }
  | { gap: number };

export interface SpokenClass {
  /** espeak-ng voice of the lines without their own (en-us, en-gb, ko, de…). */
  voice: string;
  /** espeak-ng words per minute of the lines without their own. */
  rate?: number;
  /** espeak-ng rate of fillers: 70 stretches "uh" like a slow speaker, 110 is a fast speaker's short one. */
  fillerRate?: number;
  /** Music bed RMS relative to the speech, dB (−10 is loud). */
  musicDb?: number;
  /**
   * A phone's copy instead of an mp3: speech near −32 dBFS, the band a phone microphone keeps (200–3600 Hz), a
   * room noise floor, AAC in an m4a.
   */
  phone?: boolean;
  /** The phone copy's speech level, dBFS (default −32); its room noise stays 28 dB under the speech. */
  phoneDbfs?: number;
  items: SpokenItem[];
}

export interface SpokenTruth {
  durationSec: number;
  speechSec: number;
  lines: { text: string; voice: string; start: number; end: number }[];
  fillers: { text: string; start: number; end: number }[];
}

const SR = '16000';
// `-R`: repeatable. Without it sox dithers every render with fresh random noise, so one script gave different audio,
// and different recognised words, on every run (a test's figure moved between runs for no reason in the code).
const sox = (args: string[]) => execFileSync('sox', ['-R', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
const seconds = (file: string) => Number(execFileSync('soxi', ['-D', file], { encoding: 'utf8' }).trim());
const r3 = (x: number) => Math.round(x * 1000) / 1000;

function speak(voice: string, rate: number, text: string, out: string, dir: string): number {
  assertVoiceAsNamed(voice);
  const raw = join(dir, 'raw.wav');
  execFileSync('espeak-ng', ['-v', voice, '-s', String(rate), '-w', raw, text]);
  // Trimmed to the extent of its sound, so the designed silences are exact.
  sox([
    raw,
    '-r',
    SR,
    '-c',
    '1',
    '-b',
    '16',
    out,
    'silence',
    '1',
    '0.01',
    '-50d',
    'reverse',
    'silence',
    '1',
    '0.01',
    '-50d',
    'reverse',
  ]);
  return seconds(out);
}

/** Renders the class into a fresh temp folder; returns the mp3 and its truth. */
export function speakClass(name: string, script: SpokenClass): { file: string; truth: SpokenTruth } {
  const dir = mkdtempSync(join(tmpdir(), `cuecoach-${name}-`));
  const parts: string[] = [];
  const truth: SpokenTruth = { durationSec: 0, speechSec: 0, lines: [], fillers: [] };
  let t = 0;
  const lead = join(dir, 'lead.wav');
  sox(['-n', '-r', SR, '-c', '1', '-b', '16', lead, 'trim', '0', '1']);
  parts.push(lead);
  t += 1;
  script.items.forEach((item, i) => {
    const file = join(dir, `${i}.wav`);
    if ('gap' in item) {
      sox(['-n', '-r', SR, '-c', '1', '-b', '16', file, 'trim', '0', item.gap.toFixed(3)]);
      parts.push(file);
      t += item.gap;
      return;
    }
    const isFiller = 'filler' in item;
    const voice = isFiller ? script.voice : (item.voice ?? script.voice);
    const rate = item.rate ?? (isFiller ? (script.fillerRate ?? 70) : (script.rate ?? 165));
    const text = isFiller ? item.filler : item.say;
    const length = speak(voice, rate, text, file, dir);
    const span = { text, start: r3(t), end: r3(t + length) };
    if (isFiller) truth.fillers.push(span);
    else truth.lines.push({ ...span, voice });
    parts.push(file);
    t += length;
    truth.speechSec += length;
  });
  const tail = join(dir, 'tail.wav');
  sox(['-n', '-r', SR, '-c', '1', '-b', '16', tail, 'trim', '0', '1']);
  parts.push(tail);
  const speech = join(dir, 'speech.wav');
  sox([...parts, speech]);
  truth.durationSec = r3(seconds(speech));
  truth.speechSec = r3(truth.speechSec);
  const mixed =
    script.musicDb === undefined
      ? speech
      : makeMusicBed(
          speech,
          {
            ...truth,
            silenceRatio: 0,
            voice: script.voice,
            musicGainDb: script.musicDb,
            sentences: [],
            pauses: [],
            wordCount: 0,
          },
          script.musicDb,
          dir,
          name,
        );
  const file = script.phone ? phoneCopy(mixed, truth, dir, name, script.phoneDbfs ?? -32) : join(dir, `${name}.mp3`);
  if (!script.phone) {
    execFileSync(ffmpegPath(), ['-v', 'error', '-y', '-i', mixed, '-ac', '1', '-ar', SR, '-b:a', '48k', file]);
  }
  writeFileSync(join(dir, `${name}.truth.json`), JSON.stringify(truth, null, 2));
  return { file, truth };
}

function phoneCopy(wav: string, truth: SpokenTruth, dir: string, name: string, speechDbfs: number): string {
  const stats = execFileSync('sh', ['-c', 'sox "$1" -n stats 2>&1', 'sh', wav], { encoding: 'utf8' });
  const rmsDb = Number(stats.match(/RMS lev dB\s+(-?[\d.]+)/)?.[1] ?? -20);
  // The level of the speech itself, its silences left out.
  const speechDb = rmsDb - 10 * Math.log10(truth.speechSec / truth.durationSec);
  const quiet = join(dir, 'phone-quiet.wav');
  sox([wav, '-b', '32', '-e', 'floating-point', quiet, 'sinc', '200-3600', 'gain', (speechDbfs - speechDb).toFixed(2)]);
  const noise = join(dir, 'phone-noise.wav');
  // sox's full-scale pink noise sits about 13.5 dB RMS under its peak: −60 dBFS RMS.
  sox([
    '-n',
    '-r',
    SR,
    '-c',
    '1',
    noise,
    'synth',
    String(truth.durationSec),
    'pinknoise',
    'gain',
    (speechDbfs - 14.5).toFixed(2),
  ]);
  const mixed = join(dir, 'phone.wav');
  sox(['-m', '-v', '1', quiet, '-v', '1', noise, mixed]);
  const m4a = join(dir, `${name}.m4a`);
  execFileSync(ffmpegPath(), [
    '-v',
    'error',
    '-y',
    '-i',
    mixed,
    '-ar',
    '48000',
    '-ac',
    '1',
    '-c:a',
    'aac',
    '-b:a',
    '64k',
    m4a,
  ]);
  return m4a;
}

/** Seconds of the truth's speech in lines of the given voices. */
export function speechOfVoices(truth: SpokenTruth, voices: string[]): number {
  return truth.lines.filter((l) => voices.includes(l.voice)).reduce((sum, l) => sum + l.end - l.start, 0);
}
