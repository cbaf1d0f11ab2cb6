// Worker thread for whisper.cpp: `Whisper.full` is synchronous and would block the server's event loop.
import { parentPort, workerData } from 'node:worker_threads';
import { type Segment, Whisper, WhisperFullParams, WhisperSamplingStrategy } from '@napi-rs/whisper';
import { betterDecode, decodeProblems } from './decode-guards.ts';
import { collectSegments, type WindowSegment } from './whisper-cpp-segments.ts';

const { modelPath, language, threads, detect } = workerData as {
  modelPath: string;
  language: string;
  threads: number;
  /** Run whisper.cpp's language identification on the first window of at least MIN_DETECT_SAMPLES. */
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

interface Decode {
  text: string;
  segments: WindowSegment[];
  /** Times whisper.cpp ran its encoder in this call (its own long-form loop may re-encode a window's tail). */
  encoderPasses: number;
}

/**
 * One whisper.cpp decode of a window with its segment times; `prompt` empty for none.
 *
 * The binding calls `onNewSegment` through a non-blocking thread-safe function: while `full()` runs on this
 * thread the calls queue up, and they are delivered once the thread's event loop turns again. So the segments
 * are collected after `full()` returns (collectSegments), never waited for inside it.
 */
async function decode(
  samples: Float32Array,
  opts: { prompt: string; temperature: number; maxTokens?: number },
): Promise<Decode> {
  const params = new WhisperFullParams(WhisperSamplingStrategy.Greedy);
  params.language = language;
  params.nThreads = threads;
  if (opts.prompt) params.initialPrompt = opts.prompt;
  params.temperature = opts.temperature;
  if (opts.maxTokens) params.maxTokens = opts.maxTokens;
  params.printProgress = false;
  params.printRealtime = false;
  params.printTimestamps = false;
  const delivered: Segment[] = [];
  let encoderPasses = 0;
  params.onNewSegment = (segment) => delivered.push(segment);
  params.onEncoderBegin = () => {
    encoderPasses++;
  };
  const text = whisper!.full(params, samples);
  const segments = await collectSegments(text, delivered, samples.length / 16_000);
  // The encoder-begin calls are queued like the segments; collectSegments has let the loop turn, so they are in.
  return { text, segments, encoderPasses: Math.max(encoderPasses, 1) };
}

parentPort!.on(
  'message',
  async (message: { id: number; samples: Float32Array; prompt?: string; maxTokens?: number; speechSec?: number }) => {
    // The prompt comes with each window: without a style, it changes once a style is guessed (style-guess.ts).
    const prompt = message.prompt ?? '';
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
      let encoderPasses = 0;
      if (detect && !detected && whisper.isMultilingual && message.samples.length >= MIN_DETECT_SAMPLES) {
        // detectLanguage makes full() stop after language identification; the id lands on the context's state.
        // It encodes the window once more (whisper.cpp's identification runs the encoder itself).
        const probe = new WhisperFullParams(WhisperSamplingStrategy.Greedy);
        probe.language = 'auto';
        probe.detectLanguage = true;
        probe.nThreads = threads;
        probe.printProgress = false;
        probe.printRealtime = false;
        probe.printTimestamps = false;
        whisper.full(probe, message.samples);
        encoderPasses++;
        detected = Whisper.lang(whisper.fullLangId) ?? 'unknown';
        detectedNow = detected;
      }
      // whisper.cpp falls back to higher temperatures by itself on an unsure decode; our guards (decode-guards.ts)
      // add what it cannot see: words per second of VAD speech and prompt echo. A failing text is decoded again
      // without the prompt, hotter, and the one with fewer problems kept. An empty text is not retried:
      // whisper.cpp returns none only after its own fallbacks and its no-speech rule, and the gate judges unread
      // speech.
      const judge = (result: Decode, withPrompt: boolean) => ({
        ...result,
        problems: decodeProblems({
          text: result.text,
          language: language === 'ko' ? 'ko' : 'en',
          speechSec: message.speechSec ?? 0,
          prompt: withPrompt ? prompt : undefined,
        }),
      });
      const first = judge(
        await decode(message.samples, { prompt, temperature: 0, maxTokens: message.maxTokens }),
        true,
      );
      encoderPasses += first.encoderPasses;
      let best = first;
      if (first.problems.length > 0 && first.text.trim()) {
        const retry = judge(
          await decode(message.samples, { prompt: '', temperature: 0.4, maxTokens: message.maxTokens }),
          false,
        );
        encoderPasses += retry.encoderPasses;
        best = betterDecode(first, retry);
      }
      parentPort!.postMessage({
        id: message.id,
        text: best.text,
        segments: best.segments,
        encoderPasses,
        ...(detectedNow ? { detected: detectedNow } : {}),
      });
    } catch (error) {
      parentPort!.postMessage({ id: message.id, error: `whisper.cpp failed: ${(error as Error).message}` });
    }
  },
);
