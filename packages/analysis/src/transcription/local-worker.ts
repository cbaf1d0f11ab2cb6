// Worker thread for the local engine: one native onnxruntime session using `threads` cores inside each call.
// A thread of its own because onnxruntime-node's run() holds the calling thread for the whole call (~0.5 s per
// 30 s chunk), which would stall the API in the same process.
import { parentPort, workerData } from 'node:worker_threads';
import ort from 'onnxruntime-node';
import { createBpeDecoder } from './bpe.ts';
import { prepareLocalModel } from './local-model.ts';
import { parseTimestamped, type TimedText } from './timestamps.ts';
import { snapToVocabulary } from './vocabulary.ts';

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

const SAMPLE_RATE = 16_000;
const MAX_LENGTH = 448;
// Whisper reads at most half its 448-token context as previous text.
const MAX_PROMPT_TOKENS = 223;
// Passes over one chunk: the first, then resumes where the recogniser stopped early (see below).
const MAX_PASSES = 3;
const MIN_NEW_TOKENS = 4;

const i32 = (v: number) => new ort.Tensor('int32', Int32Array.from([v]), [1]);
const f32 = (v: number) => new ort.Tensor('float32', Float32Array.from([v]), [1]);

interface Job {
  id: number;
  samples: Float32Array;
  prompt?: string;
  /** The style's terms, to correct near misses of (vocabulary.ts). */
  vocabulary?: string[];
}

parentPort!.on('message', async (message: Job) => {
  try {
    const { session, bpe } = await ready;
    const special = (name: string) => bpe.special(name);
    const promptIds = message.prompt ? bpe.encode(` ${message.prompt.trim()}`).slice(-MAX_PROMPT_TOKENS) : [];
    const decoderInput = Int32Array.from([
      ...(promptIds.length ? [special('<|startofprev|>'), ...promptIds] : []),
      special('<|startoftranscript|>'),
    ]);
    // Whisper's own suppression at the start of a text: no control tokens (in particular not <|notimestamps|> nor
    // <|nocaptions|>, which would end the text before it starts).
    const mask = new Int32Array(bpe.vocabularySize).fill(1);
    for (const name of [
      '<|startoftranscript|>',
      '<|translate|>',
      '<|transcribe|>',
      '<|startoflm|>',
      '<|startofprev|>',
      '<|nocaptions|>',
      '<|notimestamps|>',
    ]) {
      const id = special(name);
      if (id >= 0) mask[id] = 0;
    }

    const segments: TimedText[] = [];
    let offset = 0;
    const total = message.samples.length / SAMPLE_RATE;
    for (let pass = 0; pass < MAX_PASSES && total - offset > 1; pass++) {
      const samples = message.samples.subarray(Math.round(offset * SAMPLE_RATE));
      const out = await session.run({
        audio_pcm: new ort.Tensor('float32', samples, [1, samples.length]),
        max_length: i32(MAX_LENGTH),
        // Whisper suppresses <|endoftext|> at the start of a text (its SuppressBlank rule); onnxruntime does not,
        // and with timestamps on, tiny.en sometimes ends a whole chunk of speech at once. The chunk holds speech
        // (VAD), so require a timestamp and a few tokens after the prompt.
        min_length: i32(decoderInput.length + MIN_NEW_TOKENS),
        num_beams: i32(1),
        num_return_sequences: i32(1),
        length_penalty: f32(1),
        repetition_penalty: f32(1),
        vocab_mask: new ort.Tensor('int32', mask, [mask.length]),
        decoder_input_ids: new ort.Tensor('int32', decoderInput, [1, decoderInput.length]),
        logits_processor: i32(1),
      });
      const audioSec = samples.length / SAMPLE_RATE;
      const decoded = parseTimestamped((out.sequences as ort.Tensor).data as Int32Array, bpe, audioSec);
      for (const s of decoded.segments) {
        segments.push({ start: offset + s.start, end: offset + Math.min(s.end, audioSec), text: s.text });
      }
      // Whisper sometimes stops after announcing a new segment, or closes its last one well before the audio
      // ends (a tail it did not get to). Like Whisper's own long-form loop, decode again from that point.
      const lastEnd = decoded.segments.at(-1)?.end ?? 0;
      const resumeAt = decoded.resumeAt ?? (audioSec - lastEnd > 2 ? lastEnd : null);
      if (resumeAt === null || resumeAt < 1) break;
      offset += resumeAt;
    }
    // A word Whisper writes as one token of its vocabulary is one it knows; near misses of rare terms are not.
    const isKnownWord = (word: string) => bpe.encode(` ${word}`).length === 1;
    const vocabulary = message.vocabulary ?? [];
    for (const s of segments) s.text = snapToVocabulary(s.text, vocabulary, isKnownWord);
    parentPort!.postMessage({ id: message.id, segments });
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: `local recogniser failed: ${(error as Error).message}` });
  }
});
