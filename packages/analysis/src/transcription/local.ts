import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { AnalysisError } from '../errors.ts';
import { type AudioChunk, chunkTimeToFileTime, fileTimeToChunkTime } from '../segmentation/chunks.ts';
import type { TimeRange } from '../vad/speech-regions.ts';
import { breathGroups, placeOnSpeech } from './align.ts';
import { cleanText } from './clean-text.ts';
import { defaultWorkerCount } from './cores.ts';
import { placementGroups } from './placement-readings.ts';
import { recognitionPrompt, recognitionVocabulary } from './prompt.ts';
import { transcribeGuessingStyle } from './style-guess.ts';
import type { TimedText } from './timestamps.ts';
import type { GroupReading, RawSegment, TranscribeRequest, Transcriber } from './types.ts';
import { openWorkerPool, type WorkerPool, type WorkerReply } from './worker-pool.ts';

const require = createRequire(import.meta.url);
/**
 * The int8 English Whisper model shipped by speech-transcriber: log-mel front end, beam search and a BPE decoder
 * in one graph. We run it on native onnxruntime (onnx-surgery.ts explains the one node we take off).
 */
export const localModelPath = join(
  dirname(require.resolve('speech-transcriber')),
  'model',
  'whisper_cpu_int8_0_model.onnx',
);

/**
 * The embedded engine: no download, no network, English only. The graph is edited (local-model.ts) so the
 * decoder gets a previous-text prompt (disfluencies, the style's vocabulary) and emits Whisper's timestamp
 * tokens; segment times come from those, mapped back to the file and tightened on VAD speech (align.ts).
 *
 * One worker thread with one session using every core inside each call is the default: native onnxruntime
 * parallelises a call well, and one session (≈ 200 MB) keeps the analysis under its memory target on any core
 * count. More workers (LOCAL_TRANSCRIBER_WORKERS) trade memory for a little throughput.
 */
export function createLocalTranscriber(opts: { workers?: number } = {}): Transcriber {
  return {
    engine: 'local',
    model: 'speech-transcriber/whisper_cpu_int8_0 (onnxruntime-node)',
    async transcribe(request: TranscribeRequest): Promise<RawSegment[]> {
      const workers = Math.max(1, opts.workers ?? 1);
      const pool = openWorkerPool<LocalJob>({
        script: new URL('./local-worker.ts', import.meta.url),
        workerData: { modelPath: localModelPath, threads: Math.max(1, Math.floor(defaultWorkerCount() / workers)) },
        size: workers,
        signal: request.signal,
        failure: (message) => new AnalysisError('transcriber_failed', message, { engine: 'local' }),
      });
      try {
        return await transcribeGuessingStyle(request, (stage) => decodeChunks(pool, stage));
      } finally {
        await pool.close();
      }
    },
  };
}

interface LocalJob {
  /** Where the worker reads the chunk's audio: it reads it itself, into the same buffer every time. */
  audio: { path: string; sampleCount: number; pieces: { start: number; end: number }[] };
  prompt: string;
  vocabulary: string[];
  speechSec: number;
  groups: TimeRange[];
  placeGroups: TimeRange[];
}

/** The request's chunks decoded on the pool with the prompt and vocabulary of the request's style (or none). */
async function decodeChunks(pool: WorkerPool<LocalJob>, request: TranscribeRequest): Promise<RawSegment[]> {
  const total = request.chunks.length;
  let done = 0;
  const prompt = recognitionPrompt(request.language, request.style);
  const vocabulary = [...recognitionVocabulary(request.language, request.style)];
  const replies = await pool.run(
    request.chunks.map((chunk) => ({
      id: chunk.index,
      load: async () => ({
        audio: { path: request.pcm.path, sampleCount: request.pcm.sampleCount, pieces: chunk.pieces },
        prompt,
        vocabulary,
        speechSec: chunk.speech.reduce((sum, r) => sum + (r.end - r.start), 0),
        groups: groupsInChunkTime(chunk),
        placeGroups: placementGroups(chunk),
      }),
    })),
    () => request.onChunkDone?.(++done, total),
  );
  return segmentsOfReplies(request.chunks, (chunk) => replies.get(chunk.index));
}

/**
 * The worker's replies as segments of the file: text cleaned (foreign markers kept for the gate), times mapped back
 * to the file and tightened on the VAD speech, each with its chunk's decode quality, and readings of breath groups
 * that no segment of their chunk carries given to the nearest segment of the file.
 */
export function segmentsOfReplies(
  chunks: AudioChunk[],
  replyOf: (
    chunk: AudioChunk,
  ) => Pick<WorkerReply, 'segments' | 'quality' | 'unwritten' | 'placing'> | null | undefined,
): RawSegment[] {
  const inFileTime = (chunk: AudioChunk, g: GroupReading): GroupReading => ({
    ...g,
    start: chunkTimeToFileTime(chunk, g.start),
    end: chunkTimeToFileTime(chunk, g.end),
  });
  const unwritten: GroupReading[] = [];
  const segments = chunks.flatMap((chunk) => {
    const reply = replyOf(chunk);
    const timed = (reply?.segments ?? []) as TimedText[];
    unwritten.push(...(reply?.unwritten ?? []).map((g) => inFileTime(chunk, g)));
    const inFile = timed.map((s) => ({
      start: chunkTimeToFileTime(chunk, s.start),
      end: chunkTimeToFileTime(chunk, s.end),
      text: cleanText(s.text, { keepForeignMarkers: true }),
      ...(s.avgLogprob != null ? { avgLogprob: s.avgLogprob } : {}),
      ...(s.ownWordsScored ? { ownWordsScored: true as const } : {}),
      ...(s.alone ? { alone: s.alone.map((g) => inFileTime(chunk, g)) } : {}),
    }));
    const quality = reply?.quality;
    const placing = (reply?.placing ?? []).map((r) => ({
      ...r,
      start: chunkTimeToFileTime(chunk, r.start),
      end: chunkTimeToFileTime(chunk, r.end),
    }));
    return placeOnSpeech(inFile, chunk.speech, placing).map((s) => (quality ? { ...s, quality } : s));
  });
  return withUnwrittenReadings(segments, unwritten);
}

/**
 * Readings of breath groups in a chunk the decoder wrote nothing in that stays (no segment, or only "[Music]"):
 * they travel with the segment of the file nearest to them. The gate counts a group under no segment by its own
 * time, wherever it travels (language.ts, `unwrittenNotLanguage`); under a segment it does not lie in, it adds
 * nothing there.
 */
function withUnwrittenReadings(segments: RawSegment[], unwritten: GroupReading[]): RawSegment[] {
  if (unwritten.length === 0 || segments.length === 0) return segments;
  const out = [...segments];
  for (const group of unwritten) {
    const gap = (s: RawSegment) => Math.max(s.start - group.end, group.start - s.end, 0);
    let best = 0;
    out.forEach((s, i) => {
      if (gap(s) < gap(out[best]!)) best = i;
    });
    out[best] = { ...out[best]!, alone: [...(out[best]!.alone ?? []), group] };
  }
  return out;
}

/**
 * The chunk's breath groups (speech with no pause of BREATH_GROUP_PAUSE_SEC inside), found on the file's own times
 * (the chunk's audio leaves long silences out) and given in the chunk's audio: the worker reads a group on its
 * own when the decoder laid one segment over several (local-worker.ts, readAlone).
 */
function groupsInChunkTime(chunk: AudioChunk): TimeRange[] {
  return breathGroups(chunk.speech, BREATH_GROUP_PAUSE_SEC).map((group) => ({
    start: fileTimeToChunkTime(chunk, group[0]!.start),
    end: fileTimeToChunkTime(chunk, group.at(-1)!.end),
  }));
}

/**
 * A pause this long ends a breath group: a speaker going from one language to the other takes a breath, and
 * within a line the pauses (commas, a breath mid-sentence) are shorter.
 */
const BREATH_GROUP_PAUSE_SEC = 0.8;

export { cleanText } from './clean-text.ts';
