// Worker thread for the local engine: one onnxruntime-web session (single-threaded wasm) per worker.
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import ort from 'onnxruntime-web';

const { modelPath } = workerData as { modelPath: string };
// ORT-web's threaded wasm spawns blob: workers, which Node cannot run; parallelism comes from our worker threads.
ort.env.wasm.numThreads = 1;

const sessionReady = (async () => {
  const model = await readFile(modelPath);
  return ort.InferenceSession.create(model, { executionProviders: ['wasm'], logSeverityLevel: 3 });
})();

const i32 = (v: number) => new ort.Tensor('int32', Int32Array.from([v]), [1]);
const f32 = (v: number) => new ort.Tensor('float32', Float32Array.from([v]), [1]);

parentPort!.on('message', async (message: { id: number; samples: Float32Array }) => {
  try {
    const session = await sessionReady;
    const out = await session.run({
      audio_pcm: new ort.Tensor('float32', message.samples, [1, message.samples.length]),
      max_length: i32(448),
      min_length: i32(1),
      num_beams: i32(1),
      num_return_sequences: i32(1),
      length_penalty: f32(1),
      // Above 1 stops the decoder looping on a phrase (a known Whisper failure on music); mild so repeats stay.
      repetition_penalty: f32(1),
    });
    const text = String((out.str as { data: string[] }).data[0] ?? '');
    parentPort!.postMessage({ id: message.id, text });
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: `local recogniser failed: ${(error as Error).message}` });
  }
});
