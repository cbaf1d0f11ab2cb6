import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { AnalysisError } from '../errors.ts';
import { alignTextToSpeech } from './align.ts';
import { defaultWorkerCount } from './config.ts';
import type { RawSegment, TranscribeRequest, Transcriber } from './types.ts';
import { runOnWorkers } from './worker-pool.ts';

const require = createRequire(import.meta.url);
/** The int8 English Whisper model (with beam search and audio/BPE ops baked in) shipped by speech-transcriber. */
export const localModelPath = join(
  dirname(require.resolve('speech-transcriber')),
  'model',
  'whisper_cpu_int8_0_model.onnx',
);

/**
 * The embedded engine: no download, no network, English only. The model returns text per call (no timestamps),
 * so a chunk's text is spread over its speech regions by sentence (align.ts); pauses come from VAD anyway.
 */
export function createLocalTranscriber(opts: { workers?: number } = {}): Transcriber {
  return {
    engine: 'local',
    model: 'speech-transcriber/whisper_cpu_int8_0 (onnxruntime-web 1.16)',
    async transcribe(request: TranscribeRequest): Promise<RawSegment[]> {
      const total = request.chunks.length;
      let done = 0;
      const replies = await runOnWorkers({
        script: new URL('./local-worker.ts', import.meta.url),
        workerData: { modelPath: localModelPath },
        size: opts.workers ?? defaultWorkerCount(),
        signal: request.signal,
        jobs: request.chunks.map((chunk) => ({
          id: chunk.index,
          load: async () => ({ samples: await request.pcm.readPieces(chunk.pieces) }),
        })),
        onDone: () => request.onChunkDone?.(++done, total),
        failure: (message) => new AnalysisError('transcriber_failed', message, { engine: 'local' }),
      });
      return request.chunks.flatMap((chunk) =>
        alignTextToSpeech(cleanText(replies.get(chunk.index)?.text ?? ''), chunk.speech),
      );
    },
  };
}

/** Whisper marks non-speech as "[Music]", "(music)", "♪"; those are not words the instructor said. */
export function cleanText(text: string): string {
  return text
    .replace(/\[[^\]]*\]|\((?:music|applause|laughter|silence|inaudible|upbeat music|soft music)[^)]*\)|♪+/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
