import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectFilledPauses } from '../../src/filled-pauses/detect.ts';
import { ffmpegPath } from '../../src/media/binaries.ts';
import { decodeToPcmFile, openPcmFile } from '../../src/media/decode.ts';
import type { TimeRange } from '../../src/vad/speech-regions.ts';
import { fillerClasses } from '../helpers/filler-scenarios.ts';
import { speechOfFile } from '../helpers/speech-of-file.ts';
import { speakClass } from '../helpers/spoken-class.ts';

// The same recording at another gain is the same class: an instructor's phone recording 20 dB quieter or 6 dB louder
// must show the same hesitations. With floors at fixed levels (dBFS) the 6 dB louder copy of this phone class (voice
// −29 dBFS, the phone's room noise 26 dB under it) lost 3 of its 23: the room noise rose over the floor under which a
// frame has no pitch searched. The floors now follow the recording's own voice and noise floor.
const ffmpeg = (args: string[]) => execFileSync(ffmpegPath(), ['-loglevel', 'error', '-y', ...args]);
const overlaps = (a: TimeRange, b: TimeRange) => a.start < b.end && a.end > b.start;

describe('a phone class read at −20 dB, as recorded and at +6 dB', () => {
  it('finds the same hesitations in every copy', async () => {
    const { file, truth } = speakClass('gain-invariance-phone', fillerClasses['phone-after']!);
    const dir = mkdtempSync(join(tmpdir(), 'cuecoach-gain-'));
    const { regions } = await speechOfFile(file, join(dir, 'as-recorded.f32'));
    const heard: Record<string, number> = {};
    for (const gainDb of [-20, 0, 6]) {
      const copy = join(dir, `gain${gainDb}.wav`);
      // A float wav: a gain copy that clips would be another recording, not the same one louder.
      ffmpeg(['-i', file, '-af', `volume=${gainDb}dB`, '-c:a', 'pcm_f32le', copy]);
      await decodeToPcmFile(copy, join(dir, `gain${gainDb}.f32`));
      const found = await detectFilledPauses(await openPcmFile(join(dir, `gain${gainDb}.f32`)), regions);
      heard[`${gainDb} dB`] = truth.fillers.filter((f) => found.some((p) => overlaps(p, f))).length;
      heard[`${gainDb} dB false`] = found.filter((p) => !truth.fillers.some((f) => overlaps(p, f))).length;
    }
    expect(heard['6 dB'], JSON.stringify(heard)).toBe(heard['0 dB']);
    expect(heard['-20 dB'], JSON.stringify(heard)).toBe(heard['0 dB']);
    expect(heard['6 dB false'], JSON.stringify(heard)).toBe(heard['0 dB false']);
    expect(heard['0 dB'], JSON.stringify(heard)).toBeGreaterThanOrEqual(truth.fillers.length - 1);
  }, 180_000);
});
