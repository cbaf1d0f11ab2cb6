import { AnalysisError } from '../errors.ts';
import type { PcmFile } from '../media/decode.ts';
import type { TimeRange } from '../vad/speech-regions.ts';
import { CEPSTRA, type VoiceFeatures, voiceFeatures } from './voice-features.ts';

export type SpeakerRole = 'instructor' | 'other';

export interface SpeakerTurn extends TimeRange {
  speaker: SpeakerRole;
}

/** Speech is judged in pieces of at most this length (a question is a few seconds). */
const PIECE_SEC = 2;
/** A piece with fewer voiced frames than this (0.4 s) says too little about the voice; it takes its neighbours'. */
const MIN_FRAMES = 20;
/** Below this many judged pieces (about 20 s of speech) there is no instructor model to compare with. */
const MIN_PIECES = 10;
/** Pitch weighs like this many cepstral coefficients: it is the one feature a microphone cannot change. */
const PITCH_WEIGHT = 3;
/**
 * A piece this far from the instructor's voice (root mean square of its robust z-scores) is someone else's.
 * One person's two-second pieces stay under ~2.2 (their own variation); a voice of the other sex sits at 8 and more.
 */
const OTHER_DISTANCE = 3;
/** …and a pitch at least 3 semitones away from the instructor's (a quarter of an octave, log2 Hz). */
const OTHER_PITCH_OCTAVES = 0.25;
/** Another voice must speak at least this long in one go to count (a cough or a laugh is not a turn). */
const MIN_TURN_SEC = 1;
/** A short piece this close to a judged one is the same person going on (an "Umm," before the question). */
const SAME_BREATH_SEC = 0.3;
/** Other-voice pieces this close together, with no instructor speech between, are one turn. */
const TURN_GAP_SEC = 2;

interface Piece extends TimeRange {
  features: VoiceFeatures;
  vector: number[] | null;
  other: boolean;
}

/**
 * Who speaks when. The instructor is the voice that speaks most: its model is the robust centre of every
 * piece of speech; pieces far from it, in timbre (mean mel-cepstrum) or pitch, are another person's (a student's
 * question, a second teacher). Returns the speech regions cut into turns, in time order. Docs: docs/analysis.md
 * "Who is speaking".
 */
export async function findSpeakers(
  pcm: PcmFile,
  regions: TimeRange[],
  opts: { signal?: AbortSignal } = {},
): Promise<SpeakerTurn[]> {
  const pieces: Piece[] = [];
  for (const region of regions) {
    if (opts.signal?.aborted) throw new AnalysisError('cancelled', 'The analysis was cancelled.');
    const count = Math.max(1, Math.round((region.end - region.start) / PIECE_SEC));
    const step = (region.end - region.start) / count;
    const samples = await pcm.read(region.start, region.end);
    for (let i = 0; i < count; i++) {
      const from = Math.floor(i * step * 16_000);
      const to = Math.floor((i + 1) * step * 16_000);
      const features = voiceFeatures(samples.subarray(from, to));
      pieces.push({
        start: region.start + i * step,
        end: region.start + (i + 1) * step,
        features,
        vector: null,
        other: false,
      });
    }
  }
  labelOthers(pieces);
  return turns(pieces);
}

/** Marks the pieces that are not the instructor's voice. Exported for unit tests through findSpeakers only. */
function labelOthers(pieces: Piece[]): void {
  const judged = pieces.filter((p) => p.features.frames >= MIN_FRAMES);
  if (judged.length < MIN_PIECES) return;
  const pitches = judged.flatMap((p) => (p.features.pitch === null ? [] : [p.features.pitch]));
  const typicalPitch = median(pitches) ?? 0;
  for (const p of judged) {
    p.vector = [...p.features.cepstrum, p.features.pitch ?? typicalPitch];
  }
  // The instructor's model: the median piece and the spread of their own pieces, re-estimated without the
  // pieces that are clearly someone else's (a student's questions would otherwise widen it).
  let members = judged;
  let centre: number[] = [];
  let scale: number[] = [];
  for (let round = 0; round < 3; round++) {
    centre = Array.from({ length: CEPSTRA + 1 }, (_, d) => median(members.map((p) => p.vector![d]!)) ?? 0);
    scale = Array.from({ length: CEPSTRA + 1 }, (_, d) => {
      const mad = median(members.map((p) => Math.abs(p.vector![d]! - centre[d]!))) ?? 0;
      return Math.max(1.4826 * mad, d === CEPSTRA ? 0.04 : 0.05);
    });
    const kept = judged.filter((p) => distance(p.vector!, centre, scale) < OTHER_DISTANCE);
    if (kept.length === members.length || kept.length < judged.length / 2) break;
    members = kept;
  }
  const instructorPitch = centre[CEPSTRA]!;
  for (const p of judged) {
    // Another person also sounds higher or lower: a change of timbre alone is as likely a music bed starting
    // under the instructor, a turn away from the microphone or a shout.
    const pitch = p.features.pitch;
    p.other =
      distance(p.vector!, centre, scale) >= OTHER_DISTANCE &&
      pitch !== null &&
      Math.abs(pitch - instructorPitch) >= OTHER_PITCH_OCTAVES;
  }
  // Short pieces take the voice of the nearest judged piece of the same stretch of speech.
  for (const p of pieces) {
    if (p.vector) continue;
    const nearest = judged.reduce<Piece | null>((best, q) => {
      const gap = Math.max(q.start - p.end, p.start - q.end, 0);
      const bestGap = best ? Math.max(best.start - p.end, p.start - best.end, 0) : Number.POSITIVE_INFINITY;
      return gap < bestGap ? q : best;
    }, null);
    p.other =
      nearest !== null && Math.max(nearest.start - p.end, p.start - nearest.end, 0) < SAME_BREATH_SEC && nearest.other;
  }
}

function distance(vector: number[], centre: number[], scale: number[]): number {
  let sum = 0;
  let weights = 0;
  for (let d = 0; d < vector.length; d++) {
    const w = d === CEPSTRA ? PITCH_WEIGHT : 1;
    sum += w * ((vector[d]! - centre[d]!) / scale[d]!) ** 2;
    weights += w;
  }
  return Math.sqrt(sum / weights);
}

/** Consecutive pieces of one voice joined into turns; another voice's turns shorter than a second are dropped. */
function turns(pieces: Piece[]): SpeakerTurn[] {
  pieces.sort((a, b) => a.start - b.start);
  // A run of another voice: consecutive other pieces, allowing short gaps between them.
  const runs: TimeRange[] = [];
  for (const p of pieces) {
    if (!p.other) continue;
    const last = runs.at(-1);
    const between = last ? pieces.some((q) => !q.other && q.start >= last.end - 1e-6 && q.end <= p.start + 1e-6) : true;
    if (last && !between && p.start - last.end <= TURN_GAP_SEC) last.end = p.end;
    else runs.push({ start: p.start, end: p.end });
  }
  const isOther = (p: Piece) =>
    p.other && runs.some((r) => r.end - r.start >= MIN_TURN_SEC && p.start >= r.start - 1e-6 && p.end <= r.end + 1e-6);
  // Instructor turns are their stretches of speech; another voice's turn runs over its short breaths, so a
  // question with a comma in it is one turn.
  const out: SpeakerTurn[] = [];
  for (const p of pieces) {
    const speaker: SpeakerRole = isOther(p) ? 'other' : 'instructor';
    const last = out.at(-1);
    const joins = speaker === 'other' ? TURN_GAP_SEC : 1e-3;
    if (last && last.speaker === speaker && p.start - last.end < joins) last.end = round3(p.end);
    else out.push({ start: round3(p.start), end: round3(p.end), speaker });
  }
  return out;
}

function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}
