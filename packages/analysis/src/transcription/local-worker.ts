// Worker thread for the local engine: one native onnxruntime session using `threads` cores inside each call.
// A thread of its own because onnxruntime-node's run() holds the calling thread for the whole call (~0.5 s per
// 30 s chunk), which would stall the API in the same process.
import { parentPort, workerData } from 'node:worker_threads';
import ort from 'onnxruntime-node';
import { createBpeDecoder } from './bpe.ts';
import { prepareLocalModel } from './local-model.ts';

const { modelPath, threads, cacheDir } = workerData as { modelPath: string; threads: number; cacheDir?: string };

const options: ort.InferenceSession.SessionOptions = {
  intraOpNumThreads: threads,
  interOpNumThreads: 1,
  executionMode: 'sequential',
  graphOptimizationLevel: 'all',
  logSeverityLevel: 3,
};

async function load() {
  const { model, vocabulary, discard } = await prepareLocalModel(modelPath, cacheDir);
  try {
    // Two calls because create() is overloaded on path vs bytes and accepts neither for the union.
    const session =
      typeof model === 'string'
        ? await ort.InferenceSession.create(model, options)
        : await ort.InferenceSession.create(model, options);
    return { session, bpe: createBpeDecoder(vocabulary), discard };
  } catch (error) {
    await discard();
    throw error;
  }
}

// A damaged cache file (disk trouble, a foreign file under the same name) is thrown away and the model cut again,
// rather than failing every analysis until someone clears the temp directory.
const ready = load().catch(() => load());

const i32 = (v: number) => new ort.Tensor('int32', Int32Array.from([v]), [1]);
const f32 = (v: number) => new ort.Tensor('float32', Float32Array.from([v]), [1]);

parentPort!.on('message', async (message: { id: number; samples: Float32Array }) => {
  try {
    const { session, bpe } = await ready;
    const out = await session.run({
      audio_pcm: new ort.Tensor('float32', message.samples, [1, message.samples.length]),
      max_length: i32(448),
      min_length: i32(1),
      num_beams: i32(1),
      num_return_sequences: i32(1),
      length_penalty: f32(1),
      repetition_penalty: f32(1),
    });
    // sequences: [batch 1, return sequences 1, max_length], padded with end-of-text (a special id, skipped).
    const text = bpe.decode((out.sequences as ort.Tensor).data as Int32Array);
    parentPort!.postMessage({ id: message.id, text });
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: `local recogniser failed: ${(error as Error).message}` });
  }
});
