// Worker thread for whisper.cpp: `Whisper.full` is synchronous and would block the server's event loop.
import { parentPort, workerData } from 'node:worker_threads';
import { Whisper, WhisperFullParams, WhisperSamplingStrategy } from '@napi-rs/whisper';

const { modelPath, language, threads, prompt } = workerData as {
  modelPath: string;
  language: string;
  threads: number;
  prompt: string;
};

let whisper: Whisper | null = null;
let loadError: string | null = null;
let loadErrorCode: 'language_unsupported' | 'transcriber_failed' = 'transcriber_failed';
try {
  whisper = new Whisper(modelPath);
  if (language !== 'en' && !whisper.isMultilingual) {
    loadError = `The whisper.cpp model at ${modelPath} is English-only; Korean needs a multilingual model (e.g. ggml-base.bin).`;
    loadErrorCode = 'language_unsupported';
  }
} catch (error) {
  loadError = `Could not load the whisper.cpp model at ${modelPath}: ${(error as Error).message}`;
}

parentPort!.on('message', (message: { id: number; samples: Float32Array; maxTokens?: number }) => {
  if (!whisper || loadError) {
    parentPort!.postMessage({
      id: message.id,
      error: loadError ?? 'whisper.cpp model not loaded',
      code: loadErrorCode,
    });
    return;
  }
  try {
    const params = new WhisperFullParams(WhisperSamplingStrategy.Greedy);
    params.language = language;
    params.nThreads = threads;
    params.initialPrompt = prompt;
    if (message.maxTokens) params.maxTokens = message.maxTokens;
    params.printProgress = false;
    params.printRealtime = false;
    params.printTimestamps = false;
    // Segment callbacks (onNewSegment) deadlock this binding when full() runs synchronously, so we take the
    // text of one breath group per call (whisper-cpp.ts) and the group's VAD times.
    const text = whisper.full(params, message.samples);
    parentPort!.postMessage({ id: message.id, text });
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: `whisper.cpp failed: ${(error as Error).message}` });
  }
});
