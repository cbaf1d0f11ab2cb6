// Worker thread for the local engine: one native onnxruntime session using `threads` cores inside each call.
// A thread of its own because onnxruntime-node's run() holds the calling thread for the whole call (~0.5 s per
// 30 s chunk), which would stall the API in the same process.
import { parentPort, workerData } from 'node:worker_threads';
import ort from 'onnxruntime-node';
import { PcmFile, SAMPLE_RATE } from '../media/decode.ts';
import { overlapSec as overlap, type TimeRange } from '../time-range.ts';
import { createBpeDecoder } from './bpe.ts';
import { cleanText, writesWords } from './clean-text.ts';
import { copyInDoubt, ownTokensEnd } from './copied-tail.ts';
import { betterDecode, type DecodeProblem, decodeProblems } from './decode-guards.ts';
import { groupAudio } from './group-audio.ts';
import { prepareLocalModel } from './local-model.ts';
import { readPlacementGroups } from './placement-readings.ts';
import { repeatedLead, withoutLeadingTokens } from './resume-overlap.ts';
import { DOUBTFUL_SEGMENT_LOGPROB } from './segment-reading.ts';
import { parseTimestamped, type TimedText } from './timestamps.ts';
import type { GroupReading } from './types.ts';
import { snapToVocabulary } from './vocabulary.ts';

const { modelPath, threads, cacheDir } = workerData as { modelPath: string; threads: number; cacheDir?: string };

const options: ort.InferenceSession.SessionOptions = {
  intraOpNumThreads: threads,
  interOpNumThreads: 1,
  executionMode: 'sequential',
  graphOptimizationLevel: 'all',
  logSeverityLevel: 3,
  // No preplanned block for every intermediate tensor: the beam search's loops change shapes from call to call,
  // and the plan only adds to the arena's peak (12 MB less at the same speed on the 30-minute benchmark's chunks).
  enableMemPattern: false,
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

const MAX_LENGTH = 448;
// Whisper reads at most half its 448-token context as previous text.
const MAX_PROMPT_TOKENS = 223;
// Passes over one chunk: the first, then resumes where the recogniser stopped early (see below).
const MAX_PASSES = 3;
const MIN_NEW_TOKENS = 4;
// Beams of the last retry: wider than greedy, still ~2× a greedy call on 2 cores.
const FALLBACK_BEAMS = 3;

const i32 = (v: number) => new ort.Tensor('int32', Int32Array.from([v]), [1]);
const f32 = (v: number) => new ort.Tensor('float32', Float32Array.from([v]), [1]);

interface Job {
  id: number;
  /** The chunk's audio, or where to read it: stretches of the decoded PCM file joined end to end. */
  samples?: Float32Array;
  audio?: { path: string; sampleCount: number; pieces: TimeRange[] };
  prompt?: string;
  /** The style's terms, to correct near misses of (vocabulary.ts). */
  vocabulary?: string[];
  /** Seconds of VAD speech in the chunk, for the word-rate guard. */
  speechSec?: number;
  /** The chunk's breath groups, seconds of the chunk's audio (readAlone). */
  groups?: TimeRange[];
  /** A sparse chunk's groups of speech, to be read alone when one segment lies over several (placement-readings.ts). */
  placeGroups?: TimeRange[];
}

/** One pass of a decode: where in the chunk it started and the sequence it produced (prompt included). */
interface Pass {
  offsetSec: number;
  ids: Int32Array;
}

interface Decode {
  /** Each segment with the pass it came from (its `tokens` index that pass's sequence). */
  segments: (TimedText & { pass: number })[];
  passes: Pass[];
  /** Average log-probability per generated token over all passes (from BeamSearch's sequence scores). */
  avgLogprob: number | null;
}

type Ready = Awaited<typeof ready>;

/**
 * Whisper's own suppression at the start of a text: no control tokens (in particular not <|notimestamps|> nor
 * <|nocaptions|>, which would end the text before it starts).
 */
function startMask(bpe: Ready['bpe']): Int32Array {
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
    const id = bpe.special(name);
    if (id >= 0) mask[id] = 0;
  }
  return mask;
}

/**
 * The inputs of one WhisperBeamSearch call: the chunk decode and the segment scores use the same graph, differing
 * only in the decoder's input, its length limits and the beams. Length penalty 1 throughout: the sequence score is
 * then the generated tokens' summed log-probability over the sequence's length, which both callers scale back.
 */
function beamSearchFeeds(opts: {
  samples: Float32Array;
  decoderInput: Int32Array;
  maxLength: number;
  minLength: number;
  numBeams: number;
  mask: Int32Array;
}): ort.InferenceSession.FeedsType {
  const { samples, decoderInput, mask } = opts;
  return {
    audio_pcm: new ort.Tensor('float32', samples, [1, samples.length]),
    max_length: i32(opts.maxLength),
    min_length: i32(opts.minLength),
    num_beams: i32(opts.numBeams),
    num_return_sequences: i32(1),
    length_penalty: f32(1),
    repetition_penalty: f32(1),
    vocab_mask: new ort.Tensor('int32', mask, [mask.length]),
    decoder_input_ids: new ort.Tensor('int32', decoderInput, [1, decoderInput.length]),
    logits_processor: i32(1),
  };
}

/**
 * One decode of a chunk: the first pass, then, like Whisper's own long-form loop, passes resuming where the
 * recogniser stopped early (after announcing a new segment, or its last segment ending over 2 s before the audio).
 */
async function decodeChunk(
  { session, bpe }: Ready,
  samplesAll: Float32Array,
  prompt: string | undefined,
  numBeams: number,
): Promise<Decode> {
  const special = (name: string) => bpe.special(name);
  const promptIds = prompt ? bpe.encode(` ${prompt.trim()}`).slice(-MAX_PROMPT_TOKENS) : [];
  const decoderInput = Int32Array.from([
    ...(promptIds.length ? [special('<|startofprev|>'), ...promptIds] : []),
    special('<|startoftranscript|>'),
  ]);
  const mask = startMask(bpe);
  const eot = special('<|endoftext|>');

  const segments: Decode['segments'] = [];
  const passes: Pass[] = [];
  let logprobSum = 0;
  let generated = 0;
  let offset = 0;
  const total = samplesAll.length / SAMPLE_RATE;
  for (let pass = 0; pass < MAX_PASSES && total - offset > 1; pass++) {
    const samples = samplesAll.subarray(Math.round(offset * SAMPLE_RATE));
    const out = await session.run(
      beamSearchFeeds({
        samples,
        decoderInput,
        maxLength: MAX_LENGTH,
        // Whisper suppresses <|endoftext|> at the start of a text (its SuppressBlank rule); onnxruntime does not,
        // and with timestamps on, tiny.en sometimes ends a whole chunk of speech at once. The chunk holds speech
        // (VAD), so require a timestamp and a few tokens after the prompt.
        minLength: decoderInput.length + MIN_NEW_TOKENS,
        numBeams,
        mask,
      }),
    );
    const ids = (out.sequences as ort.Tensor).data as Int32Array;
    passes.push({ offsetSec: offset, ids });
    // The sequence score is the generated tokens' summed log-probability over the whole sequence's length
    // (length penalty 1), prompt included; scaled back to a per-generated-token average as Whisper reports it.
    const end = ids.indexOf(eot, decoderInput.length);
    const length = end < 0 ? ids.length : end + 1;
    const score = (out.sequences_scores as ort.Tensor | undefined)?.data[0];
    if (typeof score === 'number' && length > decoderInput.length) {
      logprobSum += score * length;
      generated += length - decoderInput.length;
    }
    const audioSec = samples.length / SAMPLE_RATE;
    const decoded = parseTimestamped(ids, bpe, audioSec);
    if (pass > 0) {
      // A first pass whose timestamps ran behind its words makes this pass read again what it already wrote.
      const said = repeatedLead(segments.map((s) => s.text).join(' '), decoded.segments.map((s) => s.text).join(' '));
      decoded.segments = withoutLeadingTokens(decoded.segments, said);
    }
    for (const s of decoded.segments) {
      segments.push({ ...s, start: offset + s.start, end: offset + Math.min(s.end, audioSec), pass });
    }
    const lastEnd = decoded.segments.at(-1)?.end ?? 0;
    const resumeAt = decoded.resumeAt ?? (audioSec - lastEnd > 2 ? lastEnd : null);
    if (resumeAt === null || resumeAt < 1) break;
    offset += resumeAt;
  }
  return { segments, passes, avgLogprob: generated > 0 ? logprobSum / generated : null };
}

/**
 * Each segment's own average log-probability per text token, for an unsure chunk (`UNSURE_CHUNK_LOGPROB`).
 * WhisperBeamSearch reports one score per sequence, the sum of its generated tokens' log-probabilities; its per-step
 * `scores` output is steps × vocabulary (46 MB a call) and pushed the 30-minute benchmark over its memory target.
 * So each segment is decoded again from the sequence that led up to it, given as the decoder's input, for exactly
 * as many tokens as its text: greedy decoding writes the same tokens again, and the sequence score is theirs alone
 * (after a beam-search retry, greedy may pick other tokens: the score is then of what it would have written). One
 * call per segment, only on unsure chunks: 12 segments add about a third to a minute-long class's decoding.
 */
/** A pass with less audio than this (0.1 s) has nothing to score a segment on. */
const MIN_SCORED_SAMPLES = SAMPLE_RATE / 10;

async function scoreSegments({ session, bpe }: Ready, samplesAll: Float32Array, decode: Decode): Promise<void> {
  const mask = startMask(bpe);
  for (const [i, segment] of decode.segments.entries()) {
    const pass = decode.passes[segment.pass];
    const span = segment.tokens;
    // A segment that cannot be scored keeps no score (the gate then reads its words alone). WhisperBeamSearch
    // cannot generate exactly one token: it then runs its decoder subgraph with no inputs and fails
    // ("feeds.size() == feed_mlvalue_idxs.size()", printed to the worker's stderr), so a one-token segment ("Okay",
    // "Um") is not asked for.
    if (!pass || !span || span.to - span.from < 2) continue;
    const samples = samplesAll.subarray(Math.round(pass.offsetSec * SAMPLE_RATE));
    const lead = pass.ids.slice(0, span.from);
    if (samples.length < MIN_SCORED_SAMPLES || lead.length === 0) continue;
    // A tail copied from the segments before it is scored out (copied-tail.ts): its words say nothing of the sound.
    const earlier = decode.segments.slice(0, i).map((s) => s.text);
    const to = ownTokensEnd(segment.text, earlier, pass.ids, span, (ids) => bpe.decode(ids));
    // Any other refusal must not fail the whole analysis either.
    const out = await session
      .run(beamSearchFeeds({ samples, decoderInput: lead, maxLength: to, minLength: to, numBeams: 1, mask }))
      .catch(() => null);
    if (!out) continue;
    const score = (out.sequences_scores as ort.Tensor | undefined)?.data[0];
    // Length penalty 1: the score is the sum over the sequence's length (`to`, no end token within it).
    if (typeof score !== 'number') continue;
    segment.avgLogprob = (score * to) / (to - span.from);
    if (to !== span.to) segment.ownWordsScored = true;
  }
}

/**
 * Decodes with the prompt first; a decode that fails a guard (decode-guards.ts: a loop, an unsure decode, prompt
 * echo, far too few or too many words for the speech) is decoded again without the prompt, then without the
 * prompt by beam search (onnxruntime's WhisperBeamSearch has no sampling, so Whisper's "higher temperature"
 * retry becomes a wider search), and the best decode is kept.
 */
async function guardedDecode(
  ready: Ready,
  job: Job & { samples: Float32Array },
): Promise<Decode & { problems: DecodeProblem[]; attempts: number }> {
  const attempts: { prompt?: string; beams: number }[] = [
    { prompt: job.prompt, beams: 1 },
    { prompt: undefined, beams: 1 },
    { prompt: undefined, beams: FALLBACK_BEAMS },
  ];
  let best: (Decode & { problems: DecodeProblem[] }) | null = null;
  let tried = 0;
  for (const attempt of attempts) {
    if (tried > 0 && !attempt.prompt && !job.prompt && attempt.beams === 1) continue; // same as the first
    tried++;
    const decode = await decodeChunk(ready, job.samples, attempt.prompt, attempt.beams);
    const problems = decodeProblems({
      text: decode.segments.map((s) => s.text).join(' '),
      language: 'en',
      speechSec: job.speechSec ?? 0,
      avgLogprob: decode.avgLogprob,
      prompt: attempt.prompt,
    });
    const candidate = { ...decode, problems };
    best = best ? betterDecode(best, candidate) : candidate;
    if (problems.length === 0) break;
  }
  return { ...best!, attempts: tried };
}

/**
 * A chunk decoded with an average log-probability under this has each segment scored (scoreSegments): English
 * read well averages −0.22 to −0.35 a chunk on the 30-minute benchmark (none scored there, so it costs nothing),
 * English under a loud bed or in an accent −0.4 to −0.97, chunks holding Korean written as English −0.68 to −1.3.
 */
const UNSURE_CHUNK_LOGPROB = -0.4;

function unsure(decode: Decode): boolean {
  return decode.avgLogprob != null && decode.avgLogprob < UNSURE_CHUNK_LOGPROB;
}

/**
 * A chunk that still loops or echoes the prompt after every retry: its text says nothing of what was said, however
 * sure the decoder was of it. Korean under a quiet bed came back as "Umm, yon-ha sous-ho." over and over at −0.21 a
 * token, one saying of it laid over each Korean line (and over the English "Good job"); each segment is too short
 * to loop by itself and its words are in the English list. Every breath group of such a chunk is read alone
 * (readAlone), whoever's segment lies over it. English read well never gets here (no chunk of the fixtures or the
 * 30-minute benchmark fails its first decode); a class that really repeats its lines does, and its lines read
 * alone read as the lines.
 */
function stillLoops(decode: Decode & { problems: DecodeProblem[] }): boolean {
  return decode.problems.includes('loop') || decode.problems.includes('prompt_echo');
}

/** Less speech than this in a group says too little alone (a "Nice", a count) to be read on its own. */
const MIN_GROUP_SEC = 1;
/** A segment counts as laid over a group when this much of the group's time lies under it. */
const MIN_GROUP_OVERLAP_SEC = 0.5;

/**
 * On an unsure chunk, each breath group that does not have a segment of its own (one segment laid over it and
 * another group, or two segments over it), whose own segment holds no word (a foreign marker, "[Music]", nothing),
 * or whose own segment the decoder scored in doubt (under `DOUBTFUL_SEGMENT_LOGPROB`, or, ending on a copy of the
 * chunk's earlier text, its own words under the bar of sure text: `copyInDoubt`) is decoded again on its own audio,
 * without the prompt, and scored like any unsure decode. The decoder writes one segment over an English line and a
 * Korean line, lays the English line over both (the Korean heard as nothing, in a segment 13 s long), cuts a
 * Korean line in two halves that each score like English, writes over a Korean line only "[speaking in foreign
 * language]" or "[Music]", or gives a Korean line a segment of its own in English-looking words ("So moon as we
 * yawns off from the armpil so your tools are yours.", −0.86 a token); its scores and words are then of both lines,
 * of half a line, of none, or of a line it guessed. A Korean line alone comes back as a foreign marker, made-up
 * words or fluent nonsense scored low, an English line alone as the line. A line in a segment of its own that the
 * decoder was not in doubt of is not read again: read alone, English lines in hard sound come back as made-up words
 * as often as Korean ones (a HIIT class in a Caribbean voice as a phone copy: 3.6 → 12.7 % not English when every
 * such line was read, 6.2 % with only those in doubt). On a chunk that still loops after every retry (`every`, see
 * stillLoops) every group is read, its own segment or not. One or two calls a group, on unsure or looping chunks
 * only; a group that cannot be decoded is left out (no reading, no evidence).
 *
 * A reading travels on the segments over its group that stay in the transcript (cleanText leaves "[Music]" out),
 * else on the nearest such segment of the chunk; a chunk with none returns it as `unwritten` and local.ts hands it
 * to the nearest segment of the file.
 */
async function readAlone(
  ready: Ready,
  samplesAll: Float32Array,
  decode: Decode,
  groups: TimeRange[],
  every: boolean,
): Promise<GroupReading[]> {
  const over = (g: TimeRange, s: TimeRange) => overlap(g, s) >= Math.min(MIN_GROUP_OVERLAP_SEC, g.end - g.start);
  const staying = decode.segments.filter((s) => cleanText(s.text, { keepForeignMarkers: true }) !== '');
  const unwritten: GroupReading[] = [];
  for (const group of groups) {
    if (group.end - group.start < MIN_GROUP_SEC) continue;
    const segments = decode.segments.filter((s) => over(group, s));
    const shared = segments.some((s) => groups.some((g) => g !== group && over(g, s)));
    const itsOwn = segments.length === 1 && !shared ? segments[0]! : null;
    // A line the decoder gave a segment of its own and was not in doubt of needs no second reading; one that ends on
    // a copy of its own earlier text is in doubt unless its own words are sure (copied-tail.ts).
    const doubtful =
      itsOwn?.avgLogprob != null && (itsOwn.avgLogprob < DOUBTFUL_SEGMENT_LOGPROB || copyInDoubt(itsOwn));
    if (itsOwn && !every && writesWords(itsOwn.text) && !doubtful) continue;
    const samples = groupAudio(samplesAll, group);
    const reading: GroupReading | null = await decodeChunk(ready, samples, undefined, 1)
      .then(async (alone) => {
        if (unsure(alone)) await scoreSegments(ready, samples, alone);
        return {
          start: group.start,
          end: group.end,
          segments: alone.segments.map(({ text, avgLogprob }) => ({
            text,
            ...(avgLogprob != null ? { avgLogprob } : {}),
          })),
        };
      })
      .catch(() => null);
    if (!reading) continue;
    // A group with no segment over it that stays (a Korean line heard as nothing) travels with the nearest one; the
    // gate counts it by its own time (language.ts).
    const own = segments.filter((s) => staying.includes(s));
    const carriers = own.length > 0 ? own : nearest(staying, group);
    if (carriers.length === 0) unwritten.push(reading);
    for (const segment of carriers) segment.alone = [...(segment.alone ?? []), reading];
  }
  return unwritten;
}

function nearest<T extends TimeRange>(segments: T[], range: TimeRange): T[] {
  const gap = (s: TimeRange) => Math.max(s.start - range.end, range.start - s.end, 0);
  const best = segments.reduce<T | null>((a, s) => (a === null || gap(s) < gap(a) ? s : a), null);
  return best ? [best] : [];
}

/**
 * Chunks are read into this buffer, kept from one chunk to the next: a fresh 2 MB array per chunk would be garbage
 * the thread keeps as memory until a collection, tens of MB on top of the recogniser's own.
 */
let chunkAudio: Float32Array = new Float32Array(31 * SAMPLE_RATE);

async function samplesOf(job: Job): Promise<Float32Array> {
  if (job.samples) return job.samples;
  if (!job.audio) throw new Error('no audio in the job');
  const pcm = new PcmFile(job.audio.path, job.audio.sampleCount);
  const samples = await pcm.readPieces(job.audio.pieces, chunkAudio);
  if (samples.buffer !== chunkAudio.buffer) chunkAudio = samples;
  return samples;
}

parentPort!.on('message', async (message: Job) => {
  try {
    const loaded = await ready;
    const samples = await samplesOf(message);
    const decode = await guardedDecode(loaded, { ...message, samples });
    if (unsure(decode)) await scoreSegments(loaded, samples, decode);
    const unwritten =
      unsure(decode) || stillLoops(decode)
        ? await readAlone(loaded, samples, decode, message.groups ?? [], stillLoops(decode))
        : [];
    const placing = message.placeGroups?.length
      ? await readPlacementGroups(samples, decode.segments, message.placeGroups, async (audio) =>
          (await decodeChunk(loaded, audio, undefined, 1)).segments.map((s) => s.text).join(' '),
        )
      : [];
    // A word Whisper writes as one token of its vocabulary is one it knows; near misses of rare terms are not.
    const isKnownWord = (word: string) => loaded.bpe.encode(` ${word}`).length === 1;
    const vocabulary = message.vocabulary ?? [];
    for (const s of decode.segments) s.text = snapToVocabulary(s.text, vocabulary, isKnownWord);
    parentPort!.postMessage({
      id: message.id,
      segments: decode.segments.map(
        ({ start, end, text, avgLogprob, ownWordsScored, alone }): TimedText => ({
          start,
          end,
          text,
          ...(avgLogprob != null ? { avgLogprob } : {}),
          ...(ownWordsScored ? { ownWordsScored } : {}),
          ...(alone ? { alone } : {}),
        }),
      ),
      quality: { avgLogprob: decode.avgLogprob, problems: decode.problems, attempts: decode.attempts },
      ...(unwritten.length > 0 ? { unwritten } : {}),
      ...(placing.length > 0 ? { placing } : {}),
    });
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: `local recogniser failed: ${(error as Error).message}` });
  }
});
