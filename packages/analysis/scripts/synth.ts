/**
 * Synthesises instructor speech with known truth from espeak-ng + sox (used by make-fixtures.ts and the
 * benchmark). Every sentence is trimmed to the extent of its sound, so the silences between them are exactly
 * the designed ones and the truth file is exact to a few milliseconds.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { assertVoiceAsNamed } from './voice-guard.ts';

/**
 * `voice` on a sentence makes it another person's (a student's question): truth marks it with that speaker.
 * `pitch` (espeak-ng -p, 0–99) and `gainDb` change how a sentence is said, not who says it (a shouted cue).
 */
export type ScriptItem =
  | { say: string; voice?: string; pitch?: number; rate?: number; gainDb?: number }
  | { filler: string }
  | { gap: number };

export interface ClassScript {
  voice: string;
  lead: number;
  tail: number;
  /** Music bed level relative to the speech, as RMS dB (−16 means 16 dB quieter than the voice). */
  music?: { gainDb: number };
  items: ScriptItem[];
  /** espeak-ng words per minute for sentences. */
  rate?: number;
  /** espeak-ng pitch (-p, 0–99; its default is 50) of the script's voice. */
  pitch?: number;
}

export interface Truth {
  voice: string;
  durationSec: number;
  speechSec: number;
  /** Share of the class (first voice to last) in which nobody speaks, as `metrics.silenceRatio` measures it. */
  silenceRatio: number;
  musicGainDb: number | null;
  /** `speaker` is set on sentences another voice says; the rest are the instructor's. */
  sentences: { text: string; start: number; end: number; speaker?: string }[];
  fillers: { text: string; start: number; end: number }[];
  /** Silences between speech items (sentences and filled pauses). */
  pauses: { start: number; end: number }[];
  /** Words the instructor (the script's voice) says. */
  wordCount: number;
}

export interface Fixture {
  wavPath: string;
  durationSec: number;
  truth: Truth;
}

const SR = '16000';
// `-R`: repeatable. Without it sox dithers every render with fresh random noise, so one script gave different audio,
// and different recognised words, on every run (a test's figure moved between runs for no reason in the code).
const sox = (args: string[]) => execFileSync('sox', ['-R', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
const duration = (file: string) => Number(execFileSync('soxi', ['-D', file], { encoding: 'utf8' }).trim());
const r3 = (x: number) => Math.round(x * 1000) / 1000;

const rendered = new Map<string, { file: string; seconds: number }>();

interface Manner {
  rate: number;
  pitch?: number | undefined;
  gainDb?: number | undefined;
}

function speak(
  voice: string,
  text: string,
  manner: Manner,
  out: string,
  dir: string,
): { file: string; seconds: number } {
  const { rate, pitch, gainDb } = manner;
  const key = `${voice}|${rate}|${pitch ?? ''}|${gainDb ?? ''}|${text}`;
  const cached = rendered.get(key);
  if (cached) return cached;
  assertVoiceAsNamed(voice);
  const raw = join(dir, 'espeak-raw.wav');
  const pitchArgs = pitch === undefined ? [] : ['-p', String(pitch)];
  execFileSync('espeak-ng', ['-v', voice, '-s', String(rate), ...pitchArgs, '-w', raw, text]);
  // Trim leading and trailing silence so the item's extent is its sound.
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
    ...(gainDb === undefined ? [] : ['gain', String(gainDb)]),
  ]);
  const result = { file: out, seconds: duration(out) };
  rendered.set(key, result);
  return result;
}

function silence(seconds: number, out: string): string {
  sox(['-n', '-r', SR, '-c', '1', '-b', '16', out, 'trim', '0', seconds.toFixed(3)]);
  return out;
}

export function renderScript(script: ClassScript, dir: string, name: string): Fixture {
  // Every voice is checked before any audio is written, so a misnamed voice fails the render, not a later test.
  assertVoiceAsNamed(script.voice);
  for (const item of script.items) if ('say' in item && item.voice) assertVoiceAsNamed(item.voice);
  const parts: string[] = [];
  const truth: Truth = {
    voice: script.voice,
    durationSec: 0,
    speechSec: 0,
    silenceRatio: 0,
    musicGainDb: script.music?.gainDb ?? null,
    sentences: [],
    fillers: [],
    pauses: [],
    wordCount: 0,
  };
  let t = 0;
  let lastSpeechEnd: number | null = null;
  const add = (file: string, seconds: number) => {
    parts.push(file);
    t += seconds;
  };
  const lead = join(dir, `${name}-lead.wav`);
  silence(script.lead, lead);
  add(lead, script.lead);
  script.items.forEach((item, i) => {
    const file = join(dir, `${name}-${i}.wav`);
    if ('gap' in item) {
      silence(item.gap, file);
      add(file, item.gap);
      return;
    }
    const isFiller = 'filler' in item;
    const text = isFiller ? item.filler : item.say;
    // Filled pauses are one drawn-out syllable: a very slow rate stretches it like a real "uhhh".
    const other = 'say' in item && item.voice && item.voice !== script.voice ? item.voice : undefined;
    const voice = other ?? script.voice;
    const said = 'say' in item ? item : undefined;
    const manner: Manner = isFiller
      ? { rate: 70, pitch: script.pitch }
      : {
          rate: said?.rate ?? script.rate ?? 165,
          pitch: said?.pitch ?? (other ? undefined : script.pitch),
          gainDb: said?.gainDb,
        };
    const { file: spoken, seconds } = speak(voice, text, manner, file, dir);
    const start = t;
    add(spoken, seconds);
    if (lastSpeechEnd !== null) truth.pauses.push({ start: r3(lastSpeechEnd), end: r3(start) });
    lastSpeechEnd = t;
    truth.speechSec += seconds;
    const span = { text, start: r3(start), end: r3(t) };
    if (isFiller) truth.fillers.push(span);
    else truth.sentences.push(other ? { ...span, speaker: other } : span);
    if (!isFiller && !other) truth.wordCount += text.split(/\s+/).filter(Boolean).length;
  });
  const tail = join(dir, `${name}-tail.wav`);
  silence(script.tail, tail);
  add(tail, script.tail);
  const wavPath = join(dir, `${name}.wav`);
  sox([...parts, wavPath]);
  truth.durationSec = r3(duration(wavPath));
  truth.speechSec = r3(truth.speechSec);
  // Over the class, first voice to last, as the metrics measure it (docs/metrics.md, "The class's time base").
  const spoken = [...truth.sentences, ...truth.fillers];
  const classSec = spoken.length
    ? Math.max(...spoken.map((s) => s.end)) - Math.min(...spoken.map((s) => s.start))
    : truth.durationSec;
  truth.silenceRatio = r3(1 - truth.speechSec / classSec);
  return { wavPath, durationSec: truth.durationSec, truth };
}

function rmsDb(file: string): number {
  // sox prints its stats on stderr.
  const err = execFileSync('sh', ['-c', 'sox "$1" -n stats 2>&1', 'sh', file], { encoding: 'utf8' });
  const match = err.match(/RMS lev dB\s+(-?[\d.]+)/);
  return match ? Number(match[1]) : -20;
}

const chords = [
  [261.63, 329.63, 392.0], // C
  [220.0, 261.63, 329.63], // Am
  [174.61, 220.0, 261.63], // F
  [196.0, 246.94, 293.66], // G
];

/**
 * A soft music bed (sustained chords plus a plucked arpeggio, like a class playlist) mixed under the speech at
 * `gainDb` relative to the speech's RMS level. Returns the mixed file.
 */
export function makeMusicBed(speechWav: string, truth: Truth, gainDb: number, dir: string, name: string): string {
  const seconds = truth.durationSec;
  // One loop of the four chords (8 s), repeated to the length of the speech.
  const bars: string[] = [];
  for (let i = 0; i < chords.length; i++) {
    const [a = 0, b = 0, c = 0] = chords[i]!;
    const pad = join(dir, `${name}-pad-${i}.wav`);
    // synth gives each of its three sines a channel of its own: three channels in, mixed down to one out. The
    // output was once three channels too (the mono mix copied to each), which made the whole mix three-channel
    // with the voice in the first only, so a mono decode put the bed about 6 dB closer to the voice than labelled.
    sox(
      [
        '-r',
        SR,
        '-c',
        '3',
        '-n',
        '-r',
        SR,
        '-c',
        '1',
        pad,
        'synth',
        '2',
        'sine',
        String(a),
        'sine',
        String(b),
        'sine',
        String(c),
      ].concat(['remix', '-', 'fade', 't', '0.1', '2', '0.1']),
    );
    const pluck = join(dir, `${name}-pluck-${i}.wav`);
    sox(
      [
        '-n',
        '-r',
        SR,
        '-c',
        '1',
        pluck,
        'synth',
        '0.5',
        'pluck',
        String(a * 2),
        'synth',
        '0.5',
        'pluck',
        String(b * 2),
      ].concat(['repeat', '3']),
    );
    const bar = join(dir, `${name}-bar-${i}.wav`);
    sox(['-m', pad, '-v', '0.6', pluck, bar, 'trim', '0', '2']);
    bars.push(bar);
  }
  const loop = join(dir, `${name}-loop.wav`);
  sox([...bars, loop]);
  const music = join(dir, `${name}-music.wav`);
  sox([loop, music, 'repeat', String(Math.ceil(seconds / 8)), 'trim', '0', seconds.toFixed(3)]);
  // Level the music against the speech alone (the speech file's RMS includes its silences; the music has none).
  const speechRms = rmsDb(speechWav) - 10 * Math.log10(truth.speechSec / truth.durationSec);
  const musicRms = rmsDb(music);
  const leveled = join(dir, `${name}-music-leveled.wav`);
  sox([music, leveled, 'gain', (speechRms + gainDb - musicRms).toFixed(2)]);
  const mixed = join(dir, `${name}-mixed.wav`);
  sox(['-m', speechWav, leveled, mixed]);
  return mixed;
}
