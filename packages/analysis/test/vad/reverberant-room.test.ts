import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeRoomCopy, matClass } from '../../scripts/recordings.ts';
import { renderScript } from '../../scripts/synth.ts';
import { segmentGapAgreement } from '../../scripts/truth-checks.ts';
import { speechOfFile } from '../helpers/speech-of-file.ts';

// A studio with hard floors and mirrors, recorded with a good microphone: no noise floor hides the echo that rings
// on after each sentence. Before the ends were held to the region's own level, the echo carried every region end
// 0.4–0.5 s into the pause after it (reverb 40: 5 of 18 pauses found, reverb 50: none). Two voices, spoken here.
const tmp = mkdtempSync(join(tmpdir(), 'cuecoach-room-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const cases = [
  { voice: 'en-us', reverb: 40 },
  { voice: 'en+f2', reverb: 50 },
];

describe('a reverberant room', () => {
  it.each(cases)(
    '$voice at reverb $reverb: the pauses are where the voice stops, not where the echo does',
    async ({ voice, reverb }) => {
      const name = `${voice}-${reverb}`.replace(/\W/g, '_');
      const mat = renderScript({ ...matClass, voice }, tmp, name);
      const file = makeRoomCopy(mat.wavPath, mat.truth, tmp, `${name}-room`, reverb);
      const pcmPath = join(tmp, `${name}.f32`);
      const { pcm, regions } = await speechOfFile(file, pcmPath);
      const gaps = segmentGapAgreement(regions, mat.truth, 0.5);
      // Over the whole file on both sides: this is the detector's silence, not the class's metric.
      const silence = 1 - regions.reduce((sum, r) => sum + r.end - r.start, 0) / pcm.durationSec;
      const truthSilence = 1 - mat.truth.speechSec / mat.truth.durationSec;
      console.info(
        `${voice} reverb ${reverb}: pauses ${gaps.agreed}/${gaps.pauses}, silence ${silence.toFixed(3)} vs ${truthSilence.toFixed(3)}`,
      );
      expect(gaps.agreed / gaps.pauses).toBeGreaterThanOrEqual(0.9);
      expect(Math.abs(silence - truthSilence)).toBeLessThanOrEqual(0.03);
    },
    120_000,
  );
});
