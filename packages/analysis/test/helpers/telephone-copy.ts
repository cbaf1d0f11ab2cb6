import { execFileSync } from 'node:child_process';
import { ffmpegPath } from '../../src/media/binaries.ts';

/**
 * An 8 kHz µ-law copy of `source` at `out`, as a call recorder saves a class: nothing above 4 kHz. `seconds` keeps
 * only the start (a shorter copy for tests that run the whole pipeline).
 */
export function telephoneCopy(source: string, out: string, seconds?: number): string {
  const length = seconds === undefined ? [] : ['-t', String(seconds)];
  execFileSync(ffmpegPath(), [
    '-loglevel',
    'error',
    '-y',
    '-i',
    source,
    ...length,
    '-ar',
    '8000',
    '-ac',
    '1',
    '-c:a',
    'pcm_mulaw',
    out,
  ]);
  return out;
}
