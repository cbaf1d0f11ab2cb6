import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { AnalysisError } from '../errors.ts';
import type { AudioChunk } from '../segmentation/chunks.ts';
import { breathGroups, SEGMENT_BREAK_SEC } from './align.ts';
import { defaultWorkerCount } from './cores.ts';
import { cleanText } from './local.ts';
import { recognitionPrompt } from './prompt.ts';
import type { RawSegment, TranscribeRequest, Transcriber } from './types.ts';
import { runOnWorkers } from './worker-pool.ts';

/**
 * Multilingual engine (Korean) through whisper.cpp (@napi-rs/whisper) and a ggml model file. One worker thread
 * running whisper.cpp with all cores, since whisper.cpp parallelises inside a call itself.
 *
 * This binding returns only text (its segment callback deadlocks a synchronous full()), so each group of speech
 * with no pause of 1.5 s or more inside (align.ts, at most 15 s) is transcribed on its own and its text takes the
 * group's VAD-measured times. That costs one encoder pass per group instead of one per 30 s chunk.
 */
export function createWhisperCppTranscriber(opts: { modelPath: string; threads?: number }): Transcriber {
  return {
    engine: 'whisper-cpp',
    model: basename(opts.modelPath),
    async transcribe(request: TranscribeRequest): Promise<RawSegment[]> {
      await checkModelFile(opts.modelPath);
      const groups = request.chunks.flatMap(groupsOfChunk);
      const total = groups.length;
      let done = 0;
      const replies = await runOnWorkers({
        script: new URL('./whisper-cpp-worker.ts', import.meta.url),
        workerData: {
          modelPath: opts.modelPath,
          language: request.language,
          threads: opts.threads ?? defaultWorkerCount(),
          prompt: recognitionPrompt(request.language, request.style),
          detect: Boolean(request.onLanguageDetected),
        },
        size: 1,
        signal: request.signal,
        jobs: groups.map((group, id) => ({
          id,
          load: async () => ({
            samples: await request.pcm.readPieces(group.pieces),
            maxTokens: Math.ceil((group.end - group.start) * TOKENS_PER_SEC) + 16,
            speechSec: group.speechSec,
          }),
        })),
        onDone: (reply) => {
          const detected = (reply as { detected?: string }).detected;
          if (detected) request.onLanguageDetected?.(detected);
          request.onChunkDone?.(++done, total);
        },
        failure: (message, code) => new AnalysisError(code ?? 'transcriber_failed', message, { engine: 'whisper-cpp' }),
      });
      return groups
        .map((group, id) => ({ start: group.start, end: group.end, text: cleanText(replies.get(id)?.text ?? '') }))
        .filter((segment) => segment.text.length > 0);
    },
  };
}

/** A chunk's breath groups, each with the chunk's padded audio around its own speech. */
export function groupsOfChunk(
  chunk: AudioChunk,
): { start: number; end: number; speechSec: number; pieces: AudioChunk['pieces'] }[] {
  return breathGroups(chunk.speech, SEGMENT_BREAK_SEC).map((speech) => {
    const start = speech[0]!.start;
    const end = speech.at(-1)!.end;
    const pieces = chunk.pieces
      .filter((p) => p.end > start && p.start < end)
      .map((p) => ({ start: Math.max(p.start, start - PAD_SEC), end: Math.min(p.end, end + PAD_SEC) }))
      .filter((p) => p.end > p.start);
    return { start, end, speechSec: speech.reduce((sum, r) => sum + (r.end - r.start), 0), pieces };
  });
}

// Ceiling on the text of one group: fast Korean speech is ~9 Whisper tokens a second. A model that loops (a
// known Whisper failure on music) stops there instead of decoding to its 224-token limit on every group.
const TOKENS_PER_SEC = 12;

// Audio kept around a breath group so its first and last syllables are heard (VAD edges are a frame or two off).
const PAD_SEC = 0.3;

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
