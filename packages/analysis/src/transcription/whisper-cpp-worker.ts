// Worker thread for whisper.cpp: `Whisper.full` is synchronous and would block the server's event loop.
import { parentPort, workerData } from 'node:worker_threads';
import { Whisper, WhisperFullParams, WhisperSamplingStrategy } from '@napi-rs/whisper';
import { betterDecode, decodeProblems } from './decode-guards.ts';

const { modelPath, language, threads, prompt, detect } = workerData as {
  modelPath: string;
  language: string;
  threads: number;
  prompt: string;
  /** Run whisper.cpp's language identification on the first chunk of at least MIN_DETECT_SAMPLES. */
  detect?: boolean;
};
const MIN_DETECT_SAMPLES = 16_000 * 3;
let detected: string | null = null;

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

/** One whisper.cpp decode of the samples; `prompt` empty for none. */
function decode(samples: Float32Array, opts: { prompt: string; temperature: number; maxTokens?: number }): string {
  const params = new WhisperFullParams(WhisperSamplingStrategy.Greedy);
  params.language = language;
  params.nThreads = threads;
  if (opts.prompt) params.initialPrompt = opts.prompt;
  params.temperature = opts.temperature;
  if (opts.maxTokens) params.maxTokens = opts.maxTokens;
  params.printProgress = false;
  params.printRealtime = false;
  params.printTimestamps = false;
  // Segment callbacks (onNewSegment) deadlock this binding when full() runs synchronously, so we take the
  // text of one breath group per call (whisper-cpp.ts) and the group's VAD times.
  return whisper!.full(params, samples);
}

parentPort!.on('message', (message: { id: number; samples: Float32Array; maxTokens?: number; speechSec?: number }) => {
  if (!whisper || loadError) {
    parentPort!.postMessage({
      id: message.id,
      error: loadError ?? 'whisper.cpp model not loaded',
      code: loadErrorCode,
    });
    return;
  }
  try {
    let detectedNow: string | undefined;
    if (detect && !detected && whisper.isMultilingual && message.samples.length >= MIN_DETECT_SAMPLES) {
      // detectLanguage makes full() stop after language identification; the id lands on the context's state.
      const probe = new WhisperFullParams(WhisperSamplingStrategy.Greedy);
      probe.language = 'auto';
      probe.detectLanguage = true;
      probe.nThreads = threads;
      probe.printProgress = false;
      probe.printRealtime = false;
      probe.printTimestamps = false;
      whisper.full(probe, message.samples);
      detected = Whisper.lang(whisper.fullLangId) ?? 'unknown';
      detectedNow = detected;
    }
    // whisper.cpp falls back to higher temperatures by itself on an unsure decode; our guards (decode-guards.ts)
    // add what it cannot see: words per second of VAD speech and prompt echo. A failing text is decoded again
    // without the prompt, hotter, and the one with fewer problems kept. An empty text is not retried: whisper.cpp
    // returns none only after its own fallbacks and its no-speech rule, and the gate judges unread speech.
    const judge = (text: string, withPrompt: boolean) => ({
      text,
      problems: decodeProblems({
        text,
        language: language === 'ko' ? 'ko' : 'en',
        speechSec: message.speechSec ?? 0,
        prompt: withPrompt ? prompt : undefined,
      }),
    });
    let best = judge(decode(message.samples, { prompt, temperature: 0, maxTokens: message.maxTokens }), true);
    if (best.problems.length > 0 && best.text.trim()) {
      const retry = judge(
        decode(message.samples, { prompt: '', temperature: 0.4, maxTokens: message.maxTokens }),
        false,
      );
      best = betterDecode(best, retry);
    }
    const text = best.text;
    parentPort!.postMessage({ id: message.id, text, ...(detectedNow ? { detected: detectedNow } : {}) });
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: `whisper.cpp failed: ${(error as Error).message}` });
  }
});
