// Worker thread for speech detection over a whole recording: reads the decoded PCM file itself, scores every 32 ms
// frame with Silero (a block of frames per native call, silero-sequence.ts) and posts each window's probabilities and
// loudness. A thread of its own because onnxruntime-node's run() holds the calling thread for the whole call.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import ort from 'onnxruntime-node';
import { PcmFile } from '../media/decode.ts';
import { sileroModelPath, VAD_FRAME_SAMPLES } from './silero.ts';
import { sileroSequenceModel } from './silero-sequence.ts';

export interface SileroWorkerData {
  pcmPath: string;
  sampleCount: number;
  /** Linear gain the detector hears the recording with (speech-regions.ts gainDb). */
  gain: number;
  /** Frames per window read and scored at once (and per progress message). */
  windowFrames: number;
  /** Score with Silero's 8 kHz mode (speech-regions.ts VadOptions.narrowband). */
  narrowband: boolean;
}

export type SileroWorkerMessage =
  | { type: 'window'; probabilities: Float32Array; energies: Float64Array }
  | { type: 'done' }
  | { type: 'error'; message: string };

const { pcmPath, sampleCount, gain, windowFrames, narrowband } = workerData as SileroWorkerData;
/** Samples of one 32 ms frame as the model hears it: at 8 kHz, half. */
const MODEL_FRAME = narrowband ? VAD_FRAME_SAMPLES / 2 : VAD_FRAME_SAMPLES;
let stopped = false;
parentPort!.on('message', (message: { type: 'stop' }) => {
  if (message.type === 'stop') stopped = true;
});

/**
 * The frame the detector hears, written into `out`: louder by `gain`, but a frame the gain would push past full
 * scale is raised only to full scale (a shout stays a shout, it is not clipped further). `out` is zeroed, so a short
 * last frame is padded with silence. Returns the RMS of what the detector hears.
 */
function prepareFrame(frame: Float32Array, out: Float32Array): number {
  let g = 1;
  if (gain !== 1) {
    let peak = 0;
    for (let k = 0; k < frame.length; k++) peak = Math.max(peak, Math.abs(frame[k] ?? 0));
    g = peak * gain > 1 ? Math.max(1, 1 / peak) : gain;
  }
  let sum = 0;
  for (let k = 0; k < frame.length; k++) {
    out[k] = g === 1 ? (frame[k] ?? 0) : (frame[k] ?? 0) * g;
    sum += (out[k] ?? 0) ** 2;
  }
  return Math.sqrt(sum / VAD_FRAME_SAMPLES);
}

async function run(): Promise<void> {
  const session = await ort.InferenceSession.create(sileroSequenceModel(readFileSync(sileroModelPath)), {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    executionMode: 'sequential',
  });
  try {
    const sr = new ort.Tensor('int64', BigInt64Array.from([narrowband ? 8000n : 16000n]));
    let h: ort.Tensor = new ort.Tensor('float32', new Float32Array(2 * 64), [2, 1, 64]);
    let c: ort.Tensor = new ort.Tensor('float32', new Float32Array(2 * 64), [2, 1, 64]);
    const pcm = new PcmFile(pcmPath, sampleCount);
    // One block for every window: each call is done with it before the next window is read.
    const blockBuffer = new Float32Array(windowFrames * VAD_FRAME_SAMPLES);
    for await (const window of pcm.windows(VAD_FRAME_SAMPLES * windowFrames)) {
      if (stopped) return;
      const frames = Math.ceil(window.length / VAD_FRAME_SAMPLES);
      const block = blockBuffer.subarray(0, frames * VAD_FRAME_SAMPLES).fill(0);
      const energies = new Float64Array(frames);
      for (let i = 0; i < frames; i++) {
        const at = i * VAD_FRAME_SAMPLES;
        energies[i] = prepareFrame(
          window.subarray(at, at + VAD_FRAME_SAMPLES),
          block.subarray(at, at + VAD_FRAME_SAMPLES),
        );
      }
      // 8 kHz: every pair of samples averaged, in place (the recording holds nothing above 4 kHz to alias).
      if (narrowband)
        for (let k = 0; k < frames * MODEL_FRAME; k++) block[k] = ((block[2 * k] ?? 0) + (block[2 * k + 1] ?? 0)) / 2;
      const out = await session.run({
        input: new ort.Tensor('float32', block.subarray(0, frames * MODEL_FRAME), [frames, MODEL_FRAME]),
        sr,
        h,
        c,
      });
      h = out.hn as ort.Tensor;
      c = out.cn as ort.Tensor;
      const probabilities = Float32Array.from((out.output as ort.Tensor).data as Float32Array);
      const message: SileroWorkerMessage = { type: 'window', probabilities, energies };
      parentPort!.postMessage(message, [probabilities.buffer, energies.buffer]);
    }
  } finally {
    await session.release();
  }
}

run().then(
  () => parentPort!.postMessage({ type: 'done' } satisfies SileroWorkerMessage),
  (error: unknown) =>
    parentPort!.postMessage({ type: 'error', message: (error as Error).message } satisfies SileroWorkerMessage),
);
