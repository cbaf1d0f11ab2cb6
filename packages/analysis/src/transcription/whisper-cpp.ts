import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { AnalysisError } from '../errors.ts';
import { alignTextToSpeech } from './align.ts';
import { defaultWorkerCount } from './config.ts';
import { cleanText } from './local.ts';
import { disfluentPrompt, type RawSegment, type TranscribeRequest, type Transcriber } from './types.ts';
import { runOnWorkers } from './worker-pool.ts';

/**
 * Multilingual engine (Korean) through whisper.cpp (@napi-rs/whisper) and a ggml model file. One worker thread
 * running whisper.cpp with all cores, since whisper.cpp parallelises inside a call itself.
 */
export function createWhisperCppTranscriber(opts: { modelPath: string; threads?: number }): Transcriber {
  return {
    engine: 'whisper-cpp',
    model: basename(opts.modelPath),
    async transcribe(request: TranscribeRequest): Promise<RawSegment[]> {
      await checkModelFile(opts.modelPath);
      const total = request.chunks.length;
      let done = 0;
      const replies = await runOnWorkers({
        script: new URL('./whisper-cpp-worker.ts', import.meta.url),
        workerData: {
          modelPath: opts.modelPath,
          language: request.language,
          threads: opts.threads ?? defaultWorkerCount(),
          prompt: disfluentPrompt[request.language],
          detect: Boolean(request.onLanguageDetected),
        },
        size: 1,
        signal: request.signal,
        jobs: request.chunks.map((chunk) => ({
          id: chunk.index,
          load: async () => ({ samples: await request.pcm.readPieces(chunk.pieces) }),
        })),
        onDone: (reply) => {
          const detected = (reply as { detected?: string }).detected;
          if (detected) request.onLanguageDetected?.(detected);
          request.onChunkDone?.(++done, total);
        },
        failure: (message, code) => new AnalysisError(code ?? 'transcriber_failed', message, { engine: 'whisper-cpp' }),
      });
      return request.chunks.flatMap((chunk) =>
        alignTextToSpeech(cleanText(replies.get(chunk.index)?.text ?? ''), chunk.speech),
      );
    },
  };
}

/**
 * whisper.cpp crashes the whole process (SIGSEGV) when a worker thread fails to load a non-model file, so the
 * file is checked for the ggml magic ("ggml", stored little-endian as "lmgg") before any thread touches it.
 */
async function checkModelFile(modelPath: string): Promise<void> {
  let head: Buffer;
  try {
    const handle = await open(modelPath, 'r');
    try {
      head = Buffer.alloc(4);
      await handle.read(head, 0, 4, 0);
    } finally {
      await handle.close();
    }
  } catch {
    throw new AnalysisError(
      'transcriber_failed',
      `WHISPER_MODEL_PATH points at ${modelPath}, which does not exist. Run \`npm run models:download -- base\`.`,
      { engine: 'whisper-cpp' },
    );
  }
  if (head.toString('latin1') !== 'lmgg') {
    throw new AnalysisError(
      'transcriber_failed',
      `Could not load the whisper.cpp model at ${modelPath}: it is not a ggml model file. Run \`npm run models:download -- base\`.`,
      { engine: 'whisper-cpp' },
    );
  }
}
