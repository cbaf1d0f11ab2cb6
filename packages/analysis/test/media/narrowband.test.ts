import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ffmpegPath } from '../../src/media/binaries.ts';
import { decodeToPcmFile, openPcmFile } from '../../src/media/decode.ts';
import { isNarrowband, measureLevels } from '../../src/media/levels.ts';
import { fixture } from '../helpers/fixtures.ts';

// Whether a recording carries anything above 4 kHz is read from its sound, not from its container's sample rate:
// the speech detector hears telephone-band audio in its 8 kHz mode, and a call saved into a 44.1 kHz m4a, or a
// voice memo whose encoder dropped the upper band, must be heard like the 8 kHz wav of the same call. Before, both
// were heard in the 16 kHz mode and measured 50–56 % silence against the class's 39 % (score-invariance.test.ts).
const dir = mkdtempSync(join(tmpdir(), 'cuecoach-narrowband-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function copy(name: string, args: string[], source = fixture('en-class.mp3')): string {
  const out = join(dir, name);
  execFileSync(ffmpegPath(), ['-loglevel', 'error', '-y', '-i', source, ...args, out]);
  return out;
}

async function levelsOf(file: string) {
  const pcm = join(dir, `${file.split('/').pop()}.f32`);
  await decodeToPcmFile(file, pcm, {});
  return measureLevels(await openPcmFile(pcm));
}

describe('narrowband recordings, whatever the container', () => {
  it('hears the upper band of recordings made whole: the mp3, a 44.1 kHz wav, a quiet phone m4a, a 32 kbps mp3', async () => {
    const wide = [
      fixture('en-class.mp3'),
      copy('class.wav', ['-ar', '44100', '-ac', '2']),
      // A phone's own filter (300–3400 Hz, gentle slopes) leaves its fricatives above 4 kHz (about −42 dB; heard in
      // either mode it measures the same: silence 39.3 % and 38.9 %).
      copy('phone.m4a', [
        '-af',
        'volume=-18dB,highpass=f=300,lowpass=f=3400',
        '-ar',
        '16000',
        '-c:a',
        'aac',
        '-b:a',
        '32k',
      ]),
      copy('small.mp3', ['-ar', '22050', '-b:a', '32k']),
    ];
    for (const file of wide) {
      const levels = await levelsOf(file);
      expect(levels.upperBandDb, file).toBeGreaterThan(-44);
      expect(isNarrowband(levels), file).toBe(false);
    }
  }, 60_000);

  it('finds nothing above 4 kHz in an 8 kHz call, the same call in a 44.1 kHz m4a, and a 16 kbps voice memo', async () => {
    const call = copy('call.wav', ['-ar', '8000', '-ac', '1', '-c:a', 'pcm_mulaw']);
    const narrow = [
      call,
      copy('call.m4a', ['-ar', '44100', '-c:a', 'aac', '-b:a', '64k'], call),
      copy('memo.m4a', ['-ar', '16000', '-ac', '1', '-c:a', 'aac', '-b:a', '16k']),
    ];
    for (const file of narrow) {
      const levels = await levelsOf(file);
      expect(levels.upperBandDb, file).toBeLessThan(-48);
      expect(isNarrowband(levels), file).toBe(true);
    }
  }, 60_000);

  it('does not call a silent recording narrowband', async () => {
    const silent = join(dir, 'silent.wav');
    execFileSync(ffmpegPath(), [
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'anullsrc=r=16000:cl=mono',
      '-t',
      '3',
      silent,
    ]);
    expect(isNarrowband(await levelsOf(silent))).toBe(false);
  });
});
