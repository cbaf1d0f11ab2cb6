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
/**
 * Music turned on (or off) mid-class: the pauses' bed levels, sorted, step by this much or more, with at least
 * MIN_PART_REGIONS regions wholly on each side (a bed 8 dB under the voice over a quiet room steps 20 dB and more).
 */
const BED_STEP_DB = 10;
const MIN_PART_REGIONS = 6;
/**
 * …and the voice's loud frames stand at least this far over the louder part's bed: music about as loud as the voice
 * leaves too little of the voice to compare (a bed turned on 8 dB under the voice measured 10.4–10.7 dB).
 */
const PART_VOICE_OVER_BED_DB = 8;

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
  /** Over the other-voice line on the voice model alone but given back by the second check (find-speakers.ts). */
  contested?: boolean;
  /**
   * In a class with music turned on or off mid-class whose every piece was floored at the louder part's bed: 0 for
   * the quieter part, 1 for the louder, null for a region with the change in its pauses. Undefined otherwise.
   */
  part?: 0 | 1 | null;
  /**
   * In such a class, a piece of the quieter part also as recorded there: floored at that part's own bed where it lies
   * under one, otherwise not at all (find-speakers.ts judges the quieter part against itself as well).
   */
  ownFeatures?: VoiceFeatures;
}

/**
 * The speech regions cut into pieces with their voice features, and the level of what lies under each region in
 * the pauses on either side (up to PAUSE_SEC, MARGIN_SEC away from speech). Under a bed, the features are taken
 * again with every mel band floored at the class's bed (below).
 */
export async function speechPieces(pcm: PcmFile, regions: TimeRange[], signal?: AbortSignal): Promise<Piece[]> {
  // First what lies under each region and how loud the speech is, then the features (floored under a bed).
  const beds: number[][] = [];
  // The same, not clamped at the quiet level: how far under the voice the bed is (BED_WITHIN_DB) depends on it.
  const rawBeds: number[][] = [];
  const bedSpectra: (Float64Array | null)[] = [];
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
    rawBeds.push(bedLevelsDb(pauses, Number.NEGATIVE_INFINITY));
    bedSpectra.push(bedMelPower(pauses));
    levels.push(loudLevelDb(await pcm.read(region.start, region.end)));
  }
  // A region with no pause of its own long enough to measure (speech close on both sides) lies under what the
  // nearest measured pauses hold, those of the regions before and after it. Taken as lying under nothing in
  // particular, a region at the moment music as loud as the voice was turned on was judged against the quiet part's
  // model and taken as another voice (held-out `fresh5-mat-wmdCaleb-shout-late-0-at-45`: 4.9 s, 9 instructor words).
  // This holds in every class, not only one in two parts: it moves the class's median bed and the steady-bed check,
  // and the steady-bed sets were measured unchanged with it, fixture by fixture.
  // The unclamped beds are filled alike, so the under-a-bed check below weighs the same regions as before.
  fillFromNeighbours(beds);
  fillFromNeighbours(rawBeds);
  // Under a bed (music), the bands where the voice is weaker than the bed carry the music's spectrum, which moves
  // with the music and not with who speaks, and fills the bands where two close voices differ. Floored at the
  // class's usual bed, every voice's frames show the same flat floor there: what is left to compare is where the
  // voice rises out of the music.
  const level = median(levels);
  // Whether the voice is within BED_WITHIN_DB of its bed is measured on the beds as they are: clamped at the quiet
  // level (bedLevelsDb), a quiet recording (a phone's copy with its voice at −40 dBFS over a room at −67) read as
  // under a bed and had every frame floored at its near-silent pauses, which moved one voice's sentence ends to
  // misfit 5–6 (the same lines at 1–2 in the copy 20 dB louder) and the second check took them as a second voice.
  const rawBed = median(rawBeds.flat());
  const underBed = level !== null && rawBed !== null && level - rawBed < BED_WITHIN_DB && bedSpectra.some(Boolean);
  const floorAt = (spectra: (Float64Array | null)[]) => {
    const kept = spectra.filter((b): b is Float64Array => b !== null);
    return kept.length
      ? Float64Array.from({ length: kept[0]!.length }, (_, m) => median(kept.map((b) => b[m]!))!)
      : undefined;
  };
  // Music turned on mid-class: the class is in two parts, and the instructor's model would learn the quiet part's
  // spectrum, against which the louder part's is far whoever speaks. Every piece, of both parts, is floored at the
  // louder part's bed instead: the quiet part's frames then show the same flat floor where the music will dominate,
  // and the louder part's questions can be judged against the whole class's instructor like the rest.
  const parts = twoParts(beds, levels);
  const floor = parts
    ? floorAt(bedSpectra.filter((_, i) => parts.part[i] === 1))
    : underBed
      ? floorAt(bedSpectra)
      : undefined;
  // The quieter part as recorded there, for its own judgement: floored at its own bed if it lies under one.
  const quiet = parts ? regions.flatMap((_, i) => (parts.part[i] === 0 ? [i] : [])) : [];
  const quietLevel = median(quiet.map((i) => levels[i]!));
  const quietBed = median(quiet.flatMap((i) => rawBeds[i]!));
  const quietFloor =
    quietLevel !== null && quietBed !== null && quietLevel - quietBed < BED_WITHIN_DB
      ? floorAt(quiet.map((i) => bedSpectra[i]!))
      : undefined;
  const pieces: Piece[] = [];
  let group = -1;
  for (const [index, region] of regions.entries()) {
    if (index === 0 || region.start - regions[index - 1]!.end >= SAME_SPEAKER_GAP_SEC) group++;
    if (signal?.aborted) throw new AnalysisError('cancelled', 'The analysis was cancelled.');
    const inQuiet = parts !== null && floor !== undefined && parts.part[index] === 0;
    const own = inQuiet ? await cut(pcm, region, quietFloor) : [];
    for (const [k, piece] of (await cut(pcm, region, floor)).entries()) {
      const part = parts && floor ? { part: parts.part[index]! } : {};
      const ownFeatures = inQuiet ? { ownFeatures: own[k]!.features } : {};
      pieces.push({ ...piece, region: group, beds: beds[index]!, vector: null, other: false, ...part, ...ownFeatures });
    }
  }
  return pieces;
}

/**
 * The two parts of a class with music turned on or off mid-class: the regions wholly on the quieter (0) or louder
 * (1) side of a step of BED_STEP_DB in the sorted bed levels of the pauses, null for those with the change in their
 * pauses; or null when the class has no such step, when a part has too few regions, or when the louder part's bed
 * is about as loud as the voice.
 */
/** Each region with no bed measured takes the nearest measured ones before and after it (see speechPieces). */
function fillFromNeighbours(beds: number[][]): void {
  const measured = beds.map((b) => b.slice());
  for (const [index, own] of measured.entries()) {
    if (own.length) continue;
    const before = measured.slice(0, index).findLast((b) => b.length);
    const after = measured.slice(index + 1).find((b) => b.length);
    beds[index] = [...(before?.slice(-1) ?? []), ...(after?.slice(0, 1) ?? [])];
  }
}

function twoParts(beds: number[][], levels: number[]): { part: (0 | 1 | null)[] } | null {
  const sorted = beds.flat().sort((a, b) => a - b);
  let step = -1;
  for (let i = 1; i < sorted.length; i++) {
    if (
      sorted[i]! - sorted[i - 1]! >= BED_STEP_DB &&
      (step < 0 || sorted[i]! - sorted[i - 1]! > sorted[step]! - sorted[step - 1]!)
    )
      step = i;
  }
  if (step < 0) return null;
  const line = (sorted[step]! + sorted[step - 1]!) / 2;
  const part = beds.map((b) =>
    !b.length ? null : b.every((x) => x < line) ? 0 : b.every((x) => x >= line) ? 1 : null,
  );
  const louder = part.flatMap((p, i) => (p === 1 ? [i] : []));
  if (louder.length < MIN_PART_REGIONS || part.filter((p) => p === 0).length < MIN_PART_REGIONS) return null;
  const voice = median(louder.map((i) => levels[i]!))!;
  const bed = median(louder.flatMap((i) => beds[i]!))!;
  return voice - bed >= PART_VOICE_OVER_BED_DB && voice - bed < BED_WITHIN_DB ? { part } : null;
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
