import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { asDetectorHears, detectFilledPauses } from '../../src/filled-pauses/detect.ts';
import { withoutUnsupportedFillers } from '../../src/filled-pauses/written-support.ts';
import { ffmpegPath } from '../../src/media/binaries.ts';
import { decodeToPcmFile, openPcmFile } from '../../src/media/decode.ts';
import { measureLevels } from '../../src/media/levels.ts';
import { fluentClasses } from '../helpers/filler-scenarios.ts';
import { speechOfFile } from '../helpers/speech-of-file.ts';
import { speakClass } from '../helpers/spoken-class.ts';

// A written "um" is counted only over a sound that could be one. Whether it is must not depend on how loud the
// copy is: read as recorded (floors at fixed levels), this fluent phone class kept 1 of 12 invented "Um"s at 0 dB
// and none at −20 dB. The check reads the recording as the acoustic detector does, at the gain that puts its floors
// under this recording's own voice and noise.
const ffmpeg = (args: string[]) => execFileSync(ffmpegPath(), ['-loglevel', 'error', '-y', ...args]);

describe('written fillers over a fluent phone class at −20 dB, as recorded and at +6 dB', () => {
  it('keeps or drops the same invented fillers in every copy', async () => {
    const { file, truth } = speakClass('written-gain-phone', fluentClasses['fluent-phone']!);
    const dir = mkdtempSync(join(tmpdir(), 'cuecoach-written-gain-'));
    const { regions } = await speechOfFile(file, join(dir, 'as-recorded.f32'));
    // The recogniser writing "Um," before every line the speaker said fluently (a prompt-led invention).
    const written = truth.lines.map((l) => ({ start: l.start - 0.5, end: l.end, text: `Um, ${l.text}` }));
    const kept: Record<string, number> = {};
    for (const gainDb of [-20, 0, 6]) {
      const copy = join(dir, `gain${gainDb}.wav`);
      ffmpeg(['-i', file, '-af', `volume=${gainDb}dB`, '-c:a', 'pcm_f32le', copy]);
      await decodeToPcmFile(copy, join(dir, `gain${gainDb}.f32`));
      const pcm = await openPcmFile(join(dir, `gain${gainDb}.f32`));
      const levels = await measureLevels(pcm);
      const heard = asDetectorHears(pcm, levels);
      const { removed } = await withoutUnsupportedFillers(written, {
        filledPauses: await detectFilledPauses(pcm, regions, { levels }),
        language: 'en',
        read: (from, to) => heard.read(from, to),
      });
      kept[`${gainDb} dB`] = written.length - removed;
    }
    expect(kept['-20 dB'], JSON.stringify(kept)).toBe(kept['0 dB']);
    expect(kept['6 dB'], JSON.stringify(kept)).toBe(kept['0 dB']);
    // And most invented fillers are dropped: a fluent class is not made hesitant by its transcript.
    expect(kept['0 dB'], JSON.stringify(kept)).toBeLessThanOrEqual(1);
  }, 180_000);
});
