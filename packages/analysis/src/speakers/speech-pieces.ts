import { AnalysisError } from '../errors.ts';
import type { PcmFile } from '../media/decode.ts';
import type { TimeRange } from '../vad/speech-regions.ts';
import { bedLevelsDb, bedMelPower, loudLevelDb, type VoiceFeatures, voiceFeatures } from './voice-features.ts';

/** What lies under the voice is estimated from up to this much of the pauses on either side of a region… */
const PAUSE_SEC = 3;
/** …kept this far from the speech (a VAD region's edges can miss a word's faint onset or tail). */
const MARGIN_SEC = 0.15;
/**
 * Speech regions closer than this are one person's and judged together: people take turns with a pause between
 * them, while one speaker's sentence can be cut in two by a short dip (a 1.4 s half of "Keep going for eight more,
 * nice and steady" fitted the instructor's model at misfit 10 alone, its other half at −1.5, 0.1 s apart).
 */
const SAME_SPEAKER_GAP_SEC = 0.25;
/** Speech is judged in pieces of at most this length (a question is a few seconds). */
const PIECE_SEC = 2;
/**
 * A class whose pauses hold something within this of its speech's level (median loud-frame level against median
 * pause level) is recorded under a bed: music 8–16 dB under the voice measured 10–19 dB here, a phone's room
 * (−55 dBFS under speech at −36) 21–23 dB, a clean recording 40 and more.
 */
const BED_WITHIN_DB = 20;

export interface Piece extends TimeRange {
  /**
   * Index of the speech region the piece was cut from, regions less than SAME_SPEAKER_GAP_SEC apart counting as
   * one: each is judged whole.
   */
  region: number;
  features: VoiceFeatures;
  /** Level of what lies under the piece's region in the pause before and after it, dB (`bedLevelsDb`). */
  beds: number[];
  vector: number[] | null;
  other: boolean;
}

/**
 * The speech regions cut into pieces with their voice features, and the level of what lies under each region in
 * the pauses on either side (up to PAUSE_SEC, MARGIN_SEC away from speech). Under a bed, the features are taken
 * again with every mel band floored at the class's bed (below).
 */
export async function speechPieces(pcm: PcmFile, regions: TimeRange[], signal?: AbortSignal): Promise<Piece[]> {
  // First what lies under each region and how loud the speech is, then the features (floored under a bed).
  const beds: number[][] = [];
  const bedSpectra: Float64Array[] = [];
  const levels: number[] = [];
  for (const [index, region] of regions.entries()) {
    if (signal?.aborted) throw new AnalysisError('cancelled', 'The analysis was cancelled.');
    const before = Math.max(regions[index - 1]?.end ?? 0, region.start - PAUSE_SEC) + MARGIN_SEC;
    const after = Math.min(regions[index + 1]?.start ?? pcm.durationSec, region.end + PAUSE_SEC) - MARGIN_SEC;
    const pauses = [
      before < region.start - MARGIN_SEC ? await pcm.read(before, region.start - MARGIN_SEC) : new Float32Array(0),
      after > region.end + MARGIN_SEC ? await pcm.read(region.end + MARGIN_SEC, after) : new Float32Array(0),
    ];
    beds.push(bedLevelsDb(pauses));
    const bedSpectrum = bedMelPower(pauses);
    if (bedSpectrum) bedSpectra.push(bedSpectrum);
    levels.push(loudLevelDb(await pcm.read(region.start, region.end)));
  }
  // Under a bed (music), the bands where the voice is weaker than the bed carry the music's spectrum, which moves
  // with the music and not with who speaks, and fills the bands where two close voices differ. Floored at the
  // class's usual bed, every voice's frames show the same flat floor there: what is left to compare is where the
  // voice rises out of the music.
  const level = median(levels);
  const bed = median(beds.flat());
  const underBed = level !== null && bed !== null && level - bed < BED_WITHIN_DB && bedSpectra.length > 0;
  const floor = underBed
    ? Float64Array.from({ length: bedSpectra[0]!.length }, (_, m) => median(bedSpectra.map((b) => b[m]!))!)
    : undefined;
  const pieces: Piece[] = [];
  let group = -1;
  for (const [index, region] of regions.entries()) {
    if (index === 0 || region.start - regions[index - 1]!.end >= SAME_SPEAKER_GAP_SEC) group++;
    if (signal?.aborted) throw new AnalysisError('cancelled', 'The analysis was cancelled.');
    for (const piece of await cut(pcm, region, floor)) {
      pieces.push({ ...piece, region: group, beds: beds[index]!, vector: null, other: false });
    }
  }
  return pieces;
}

/** A region cut into pieces of about PIECE_SEC, each with its voice features. */
async function cut(
  pcm: PcmFile,
  region: TimeRange,
  floor?: Float64Array,
): Promise<{ start: number; end: number; features: VoiceFeatures }[]> {
  const count = Math.max(1, Math.round((region.end - region.start) / PIECE_SEC));
  const step = (region.end - region.start) / count;
  const samples = await pcm.read(region.start, region.end);
  return Array.from({ length: count }, (_, i) => ({
    start: region.start + i * step,
    end: region.start + (i + 1) * step,
    features: voiceFeatures(
      samples.subarray(Math.floor(i * step * 16_000), Math.floor((i + 1) * step * 16_000)),
      floor,
    ),
  }));
}

function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
