import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { detectFilledPauses, withoutTranscribedFillers } from '../src/filled-pauses/detect.ts';
import { decodeToPcmFile, openPcmFile } from '../src/media/decode.ts';
import { detectSpeechRegions, type TimeRange } from '../src/vad/speech-regions.ts';
import { fixture, readTruth } from './helpers/fixtures.ts';

const tmp = mkdtempSync(join(tmpdir(), 'cuecoach-fp-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function detect(file: string): Promise<TimeRange[]> {
  const out = join(tmp, `${Math.random().toString(36).slice(2)}.f32`);
  await decodeToPcmFile(file, out);
  const pcm = await openPcmFile(out);
  return detectFilledPauses(pcm, await detectSpeechRegions(pcm));
}

const overlaps = (a: TimeRange, b: TimeRange) => a.start < b.end && a.end > b.start;

describe('acoustic filled-pause detection', () => {
  it.each([
    ['en-fillers', 'uh/um'],
    ['ko-class', '음/어'],
    ['en-yoga', 'um/uh/umm/uhh'],
    ['en-pilates', 'uh/um/uhh/umm'],
    ['ko-yoga', '음/어'],
  ])('finds the hesitations of %s (%s) under a music bed, and reports recall', async (name) => {
    const truth = readTruth(name);
    const found = await detect(fixture(`${name}.mp3`));
    const hits = truth.fillers.filter((f) => found.some((p) => overlaps(p, f))).length;
    const falseAlarms = found.filter((p) => !truth.fillers.some((f) => overlaps(p, f)));
    const recall = hits / truth.fillers.length;
    console.info(
      `filled-pause recall on ${name}: ${hits}/${truth.fillers.length} (${falseAlarms.length} false alarms)`,
    );
    expect(recall).toBeGreaterThanOrEqual(0.9);
    expect(falseAlarms).toEqual([]);
  });

  it('raises no false alarm on fluent speech: the class script and real LibriVox reading', {
    timeout: 120_000,
  }, async () => {
    expect(await detect(fixture('en-class.mp3'))).toEqual([]);
    for (const id of ['0870', '0920']) {
      expect(await detect(fixture(`librivox/sense_and_sensibility_01_austen_64kb-${id}.wav`))).toEqual([]);
    }
  });

  it('does not count a hesitation twice when the recogniser wrote it down', () => {
    const pauses = [
      { start: 1, end: 1.5 },
      { start: 4, end: 4.6 },
      { start: 9, end: 9.5 },
    ];
    const segments = [
      { start: 0.5, end: 6, text: 'Um, lift your chest. Uh and lengthen.' },
      { start: 8, end: 12, text: 'Relax your jaw.' },
    ];
    expect(withoutTranscribedFillers(pauses, segments, 'en')).toEqual([{ start: 9, end: 9.5 }]);
    expect(withoutTranscribedFillers(pauses, [{ start: 0, end: 12, text: '음, 어깨를 내리세요' }], 'ko')).toHaveLength(
      2,
    );
  });
});
