#!/usr/bin/env node
/**
 * `node packages/analysis/scripts/speaker-real-voices.ts [--gain DB,…] [--only NAME]`: the speaker separation on real
 * human voices, not espeak-ng's. A LibriVox reader (five clips twice over, the second round 6 dB quieter, as in
 * `librivoxReader`) is the instructor; two of the real English recordings of pocketsphinx-testdata (other people,
 * other microphones) are put in as a participant speaking twice, once after the reader's second clip and once after
 * the second round's third, at the given gain from −9 dBFS peak. Prints, per pair, where the other voice truly
 * speaks and what the analysis found: another voice's turns and contested turns (decided later by the line's words).
 * Without the recogniser: decode, levels, VAD, findSpeakers. Docs: docs/analysis.md "Real voices".
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ffmpegPath } from '../src/media/binaries.ts';
import { LIBRIVOX_DIR, speakerTurnsOf } from './speaker-fixtures.ts';

const DATA = '/usr/share/pocketsphinx/test/data';
const { values } = parseArgs({ options: { gain: { type: 'string' }, only: { type: 'string' } } });
const gains = (values.gain ?? '0,-6').split(',').map(Number);

/** sox input arguments for each participant recording (raw ones are 16 kHz, 16-bit, mono). */
const raw = (file: string) => ['-t', 'raw', '-r', '16000', '-e', 'signed', '-b', '16', '-c', '1', join(DATA, file)];
const participants: { name: string; input: string[] }[] = [
  { name: 'goforward', input: raw('goforward.raw') },
  { name: 'numbers', input: raw('numbers.raw') },
  { name: 'something', input: raw('something.raw') },
  { name: 'cards', input: [join(DATA, 'cards/005.wav')] },
  { name: 'tidigits', input: raw('tidigits/dhd.2934z.raw') },
];
const clipIds = ['0870', '0880', '0890', '0920', '0930'];
if (!existsSync(join(DATA, 'goforward.raw')) || !existsSync(LIBRIVOX_DIR)) {
  console.error('pocketsphinx-testdata is not installed (apt-get install pocketsphinx-testdata)');
  process.exit(1);
}

// Repeatable dither (-R): the verdicts here move with the last bit of the samples (measured), so every run must hear the same.
const sox = (args: string[]) => execFileSync('sox', ['-R', ...args]);
const seconds = (file: string) => Number(execFileSync('soxi', ['-D', file]).toString());
const span = (start: number, end: number) => `${start.toFixed(1)}–${end.toFixed(1)}`;
const dir = mkdtempSync(join(tmpdir(), 'real-voices-'));
try {
  const gap = join(dir, 'gap.wav');
  sox(['-n', '-r', '16000', '-c', '1', '-b', '16', gap, 'trim', '0', '1.3']);
  let found = 0;
  let contested = 0;
  let missed = 0;
  for (const gain of gains) {
    for (const first of participants) {
      for (const second of participants) {
        if (first === second || (values.only && first.name !== values.only)) continue;
        const parts = [gap];
        const truth: [number, number][] = [];
        let t = seconds(gap);
        for (const round of [0, 1]) {
          for (const [i, id] of clipIds.entries()) {
            const clip = join(dir, `reader-${round}-${i}.wav`);
            const source = join(LIBRIVOX_DIR, `sense_and_sensibility_01_austen_64kb-${id}.wav`);
            sox([source, '-r', '16000', '-c', '1', '-b', '16', clip, ...(round ? ['gain', '-6'] : [])]);
            parts.push(clip, gap);
            t += seconds(clip) + seconds(gap);
            const who = round === 0 && i === 1 ? first : round === 1 && i === 2 ? second : null;
            if (!who) continue;
            const turn = join(dir, `${who.name}.wav`);
            sox([...who.input, '-r', '16000', '-c', '1', '-b', '16', turn, 'norm', '-9', 'gain', String(gain)]);
            parts.push(turn, gap);
            truth.push([t, t + seconds(turn)]);
            t += seconds(turn) + seconds(gap);
          }
        }
        const joined = join(dir, 'class.wav');
        sox([...parts, joined]);
        const mp3 = join(dir, 'class.mp3');
        execFileSync(ffmpegPath(), ['-y', '-v', 'error', '-i', joined, '-c:a', 'libmp3lame', '-b:a', '64k', mp3]);
        const turns = await speakerTurnsOf(mp3, dir);
        const over = (kind: (x: (typeof turns)[number]) => boolean, [s, e]: [number, number]) =>
          turns.some((x) => kind(x) && Math.min(x.end, e) - Math.max(x.start, s) > 0.5 * (e - s));
        const verdicts = truth.map((range) =>
          over((x) => x.speaker === 'other', range)
            ? 'found'
            : over((x) => x.contested === true, range)
              ? 'contested'
              : 'missed',
        );
        found += verdicts.filter((v) => v === 'found').length;
        contested += verdicts.filter((v) => v === 'contested').length;
        missed += verdicts.filter((v) => v === 'missed').length;
        const falseTurns = turns.filter(
          (x) => (x.speaker === 'other' || x.contested) && !truth.some(([s, e]) => x.start < e && x.end > s),
        );
        console.log(
          `${`${first.name}+${second.name}`.padEnd(20)} gain ${String(gain).padStart(3)}: ${truth
            .map(([s, e], k) => `${span(s, e)} ${verdicts[k]}`)
            .join(', ')}; reader's speech taken ${falseTurns.map((x) => span(x.start, x.end)).join(', ') || 'none'}`,
        );
      }
    }
  }
  console.log(`participant turns found ${found}, contested ${contested}, missed ${missed}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
