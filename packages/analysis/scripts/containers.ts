/**
 * One class recording in the containers and conditions instructors upload it in: the original, a lossless wav,
 * a quiet phone recording (−18 dB, telephone band, 16 kHz mono AAC in m4a), a video (mp4 with an H.264 picture), a
 * copy with a music bed underneath, an 8 kHz telephone copy, that call saved into a 44.1 kHz m4a, a 16 kbps voice
 * memo, a recording started a minute early and stopped two minutes late, and the same class repeated to a given
 * length. The score-invariance test and
 * `npm run bench:score` analyse each and compare what the metrics and the overall score say.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ffmpegPath } from '../src/media/binaries.ts';

export type Variant = { name: string; file: string };

function ffmpeg(args: string[]): void {
  execFileSync(ffmpegPath(), ['-loglevel', 'error', '-y', ...args], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** The duration of a media file in seconds (ffmpeg prints it while reading the header). */
function durationOf(file: string): number {
  // ffmpeg exits non-zero without an output file; the header it printed is all that is needed.
  const text = String(spawnSync(ffmpegPath(), ['-hide_banner', '-i', file]).stderr);
  const m = text.match(/Duration: (\d+):(\d+):([\d.]+)/);
  if (!m) throw new Error(`no duration for ${file}`);
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}

/** Builds the variants of `source` into `dir` (kept when already there). `repeatToMin` 0 leaves the long copy out. */
export function containerVariants(source: string, dir: string, repeatToMin: number): Variant[] {
  const out = (name: string) => join(dir, name);
  const make = (name: string, args: string[]) => {
    if (!existsSync(out(name))) ffmpeg([...args, out(name)]);
    return { name, file: out(name) };
  };
  const variants: Variant[] = [
    { name: 'mp3 (original)', file: source },
    { ...make('class.wav', ['-i', source, '-ar', '44100', '-ac', '2']), name: 'wav 44.1 kHz stereo' },
    {
      ...make('phone.m4a', [
        '-i',
        source,
        '-af',
        'volume=-18dB,highpass=f=300,lowpass=f=3400',
        '-ar',
        '16000',
        '-ac',
        '1',
        '-c:a',
        'aac',
        '-b:a',
        '32k',
      ]),
      name: 'quiet phone m4a',
    },
    {
      ...make('class.mp4', [
        '-f',
        'lavfi',
        '-i',
        'color=c=gray:s=320x240:r=10',
        '-i',
        source,
        '-shortest',
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-c:a',
        'aac',
        '-b:a',
        '96k',
      ]),
      name: 'mp4 video',
    },
    {
      ...make('music.mp3', [
        '-i',
        source,
        '-f',
        'lavfi',
        '-i',
        'sine=frequency=220:sample_rate=44100,volume=0.3',
        '-f',
        'lavfi',
        '-i',
        'sine=frequency=330:sample_rate=44100,volume=0.2',
        '-filter_complex',
        // amix divides every input by 3: the voice is brought back to its level, the tones sit at −20 / −24 dB.
        '[0:a]volume=3[voice];[voice][1:a][2:a]amix=inputs=3:duration=first',
        '-b:a',
        '128k',
      ]),
      name: 'mp3 with music bed',
    },
    {
      // A telephone-quality copy: 8 kHz µ-law wav, nothing above 4 kHz (a call recorder, an old voice recorder).
      ...make('telephone.wav', ['-i', source, '-ar', '8000', '-ac', '1', '-c:a', 'pcm_mulaw']),
      name: 'telephone wav 8 kHz',
    },
    {
      // A phone started a minute before the class and stopped two minutes after it: the room's own quiet (pink
      // noise near −60 dBFS) on both sides of the same class.
      ...make('early-late.m4a', [
        '-f',
        'lavfi',
        '-i',
        'anoisesrc=color=pink:amplitude=0.002:duration=60:seed=1',
        '-i',
        source,
        '-f',
        'lavfi',
        '-i',
        'anoisesrc=color=pink:amplitude=0.002:duration=120:seed=2',
        '-filter_complex',
        '[0:a]aresample=44100,aformat=channel_layouts=mono[a];[1:a]aresample=44100,aformat=channel_layouts=mono[b];' +
          '[2:a]aresample=44100,aformat=channel_layouts=mono[c];[a][b][c]concat=n=3:v=0:a=1',
        '-c:a',
        'aac',
        '-b:a',
        '96k',
      ]),
      name: 'started early, stopped late (m4a)',
    },
    {
      // The same call saved by a call recorder into a 44.1 kHz m4a: telephone sound in a wideband container.
      ...make('call.m4a', ['-i', out('telephone.wav'), '-ar', '44100', '-ac', '1', '-c:a', 'aac', '-b:a', '64k']),
      name: 'call in a 44.1 kHz m4a',
    },
    {
      // A phone's voice recorder at its smallest setting: 16 kbps AAC, whose encoder keeps nothing above 4 kHz.
      ...make('memo.m4a', ['-i', source, '-ar', '16000', '-ac', '1', '-c:a', 'aac', '-b:a', '16k']),
      name: 'voice memo at 16 kbps',
    },
  ];
  if (repeatToMin > 0) {
    const name = `repeated-${repeatToMin}min.mp3`;
    if (!existsSync(out(name))) {
      const copies = Math.max(2, Math.round((repeatToMin * 60) / durationOf(source)));
      const list = out(`repeat-${copies}.txt`);
      writeFileSync(list, `${Array.from({ length: copies }, () => `file '${source}'`).join('\n')}\n`);
      ffmpeg(['-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', out(name)]);
    }
    variants.push({ name: `repeated to ${repeatToMin} min`, file: out(name) });
  }
  return variants;
}
