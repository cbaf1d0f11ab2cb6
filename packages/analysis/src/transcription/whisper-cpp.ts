import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { AnalysisError } from '../errors.ts';
import { type AudioChunk, chunkTimeToFileTime } from '../segmentation/chunks.ts';
import { placeOnSpeech } from './align.ts';
import { defaultWorkerCount } from './cores.ts';
import { cleanText } from './local.ts';
import { recognitionPrompt } from './prompt.ts';
import { transcribeGuessingStyle } from './style-guess.ts';
import type { RawSegment, TranscribeRequest, Transcriber } from './types.ts';
import type { WindowSegment } from './whisper-cpp-segments.ts';
import { openWorkerPool, type WorkerPool } from './worker-pool.ts';

/**
 * Multilingual engine (Korean) through whisper.cpp (@napi-rs/whisper) and a ggml model file. One worker thread
 * running whisper.cpp with all cores, since whisper.cpp parallelises inside a call itself.
 *
 * One call per recogniser chunk: the chunks are cut at VAD pauses and hold at most 30 s of padded speech
 * (segmentation/chunks.ts), which is one window of Whisper's encoder. whisper.cpp's segment times (in the
 * window's audio) are mapped back to the recording through the chunk's pieces and tightened on its VAD speech
 * (align.ts), as for the embedded English engine.
 */
export function createWhisperCppTranscriber(opts: { modelPath: string; threads?: number }): WhisperCppTranscriber {
  const transcriber: WhisperCppTranscriber = {
    engine: 'whisper-cpp',
    model: basename(opts.modelPath),
    lastRun: null,
    async transcribe(request: TranscribeRequest): Promise<RawSegment[]> {
      await checkModelFile(opts.modelPath);
      const run: WhisperCppRun = { windows: 0, encoderPasses: 0, audioSec: 0 };
      transcriber.lastRun = run;
      const pool = openWorkerPool<WhisperCppJob>({
        script: new URL('./whisper-cpp-worker.ts', import.meta.url),
        workerData: {
          modelPath: opts.modelPath,
          language: request.language,
          threads: opts.threads ?? defaultWorkerCount(),
          detect: Boolean(request.onLanguageDetected),
        },
        size: 1,
        signal: request.signal,
        failure: (message, code) => new AnalysisError(code ?? 'transcriber_failed', message, { engine: 'whisper-cpp' }),
      });
      try {
        return await transcribeGuessingStyle(request, (stage) => decodeWindows(pool, stage, run));
      } finally {
        await pool.close();
      }
    },
  };
  return transcriber;
}

interface WhisperCppJob {
  samples: Float32Array;
  prompt: string;
  maxTokens: number;
  speechSec: number;
}

/** The request's chunks, one whisper.cpp call each on the pool, prompted for the request's style (or none). */
async function decodeWindows(
  pool: WorkerPool<WhisperCppJob>,
  request: TranscribeRequest,
  run: WhisperCppRun,
): Promise<RawSegment[]> {
  const total = request.chunks.length;
  let done = 0;
  const prompt = recognitionPrompt(request.language, request.style);
  run.windows += total;
  const replies = await pool.run(
    request.chunks.map((chunk) => ({
      id: chunk.index,
      load: async () => {
        const windowSec = windowLength(chunk);
        run.audioSec += windowSec;
        return {
          samples: await request.pcm.readPieces(chunk.pieces),
          prompt,
          maxTokens: Math.ceil(windowSec * TOKENS_PER_SEC) + 16,
          speechSec: chunk.speech.reduce((sum, r) => sum + (r.end - r.start), 0),
        };
      },
    })),
    (reply) => {
      const { detected, encoderPasses } = reply as { detected?: string; encoderPasses?: number };
      run.encoderPasses += encoderPasses ?? 0;
      if (detected) request.onLanguageDetected?.(detected);
      request.onChunkDone?.(++done, total);
    },
  );
  return request.chunks.flatMap((chunk) => {
    const segments = (replies.get(chunk.index)?.segments ?? []) as WindowSegment[];
    return placeOnSpeech(segmentsInFile(chunk, segments), chunk.speech);
  });
}

/** What the last `transcribe` of a whisper.cpp transcriber cost (for `npm run bench:whisper-cpp`). */
export interface WhisperCppRun {
  /** Recogniser windows (chunks), one whisper.cpp call each; a few twice when a style was guessed (style-guess.ts). */
  windows: number;
  /**
   * Encoder passes whisper.cpp ran: one per window, plus one for language identification, plus any window
   * decoded again by the guards or whose tail whisper.cpp re-encoded after an early last timestamp.
   */
  encoderPasses: number;
  /** Seconds of audio sent to the recogniser (the windows' lengths). */
  audioSec: number;
}

export interface WhisperCppTranscriber extends Transcriber {
  lastRun: WhisperCppRun | null;
}

/** Seconds of audio in a chunk's window: its pieces joined end to end. */
export function windowLength(chunk: AudioChunk): number {
  return chunk.pieces.reduce((sum, p) => sum + (p.end - p.start), 0);
}

/** A window's segments on the recording's timeline, cleaned of non-speech tags; empty ones dropped. */
export function segmentsInFile(chunk: AudioChunk, segments: readonly WindowSegment[]): RawSegment[] {
  return segments
    .map((s) => ({
      start: chunkTimeToFileTime(chunk, s.start),
      end: chunkTimeToFileTime(chunk, s.end),
      text: cleanText(s.text),
    }))
    .filter((s) => s.text.length > 0);
}

// Ceiling on the tokens of one segment: fast Korean speech is ~9 Whisper tokens a second. A model that loops (a
// known Whisper failure on music) stops there instead of decoding to its 224-token limit.
const TOKENS_PER_SEC = 12;

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
