import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeToPcmFile, openPcmFile, type PcmFile } from '../../src/media/decode.ts';
import { loadSilero, VAD_FRAME_SAMPLES } from '../../src/vad/silero.ts';
import { detectSpeechRegions, regionsFromProbabilities } from '../../src/vad/speech-regions.ts';
import { fixture } from '../helpers/fixtures.ts';

const work = mkdtempSync(join(tmpdir(), 'cuecoach-silero-frames-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function decoded(name: string): Promise<PcmFile> {
  const path = join(work, `${name}.f32`);
  await decodeToPcmFile(fixture(name), path);
  return openPcmFile(path);
}

/** The reference: one model call per 32 ms frame, the frame raised by the gain but never past full scale. */
async function framePerCall(pcm: PcmFile, gainDb: number): Promise<number[]> {
  const model = await loadSilero();
  const gain = 10 ** (gainDb / 20);
  const samples = await pcm.read(0, pcm.durationSec);
  const out: number[] = [];
  try {
    for (let at = 0; at < samples.length; at += VAD_FRAME_SAMPLES) {
      const frame = new Float32Array(VAD_FRAME_SAMPLES);
      frame.set(samples.subarray(at, at + VAD_FRAME_SAMPLES));
      const peak = frame.reduce((m, s) => Math.max(m, Math.abs(s)), 0);
      const g = peak * gain > 1 ? Math.max(1, 1 / peak) : gain;
      out.push(await model.process(g === 1 ? frame : frame.map((s) => s * g)));
    }
  } finally {
    await model.release();
  }
  return out;
}

describe('speech detection over many frames per call', () => {
  // A whole class scored in blocks must hear what frame-by-frame scoring hears: every frame's probability within
  // float rounding of one call per frame (onnxruntime sums a block in another order), so the same pauses, in
  // English, in Korean and on a quiet recording raised by the gain.
  it.each([
    ['en-yoga.mp3', 0],
    ['ko-class.mp3', 0],
    ['en-pilates.mp3', 24],
  ])('gives every frame of %s (gain %d dB) the probability of one call per frame', async (name, gainDb) => {
    const pcm = await decoded(name);
    let blocks: number[] = [];
    const regions = await detectSpeechRegions(pcm, {
      gainDb,
      onProbabilities: (p) => {
        blocks = p;
      },
    });
    expect(regions.length).toBeGreaterThan(3);
    expect(blocks).toHaveLength(Math.ceil(pcm.sampleCount / VAD_FRAME_SAMPLES));
    const reference = await framePerCall(pcm, gainDb);
    const apart = Math.max(...blocks.map((p, i) => Math.abs(p - (reference[i] ?? Number.NaN))));
    expect(apart).toBeLessThan(1e-5);
    const frameSec = VAD_FRAME_SAMPLES / 16_000;
    expect(regionsFromProbabilities(blocks, frameSec, pcm.durationSec)).toEqual(
      regionsFromProbabilities(reference, frameSec, pcm.durationSec),
    );
  });

  it('stops when the analysis is cancelled', async () => {
    const pcm = await decoded('en-class.mp3');
    const controller = new AbortController();
    controller.abort();
    await expect(detectSpeechRegions(pcm, { signal: controller.signal })).rejects.toMatchObject({ code: 'cancelled' });
  });
});
