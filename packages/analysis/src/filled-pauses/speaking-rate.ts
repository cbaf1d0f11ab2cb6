/**
 * How long a speaker's syllables last, from the speech itself: a slow speaker's stressed word is as long as a fast
 * speaker's hesitation, so a test that takes a sound's length for a sign of hesitation must measure it against the
 * speaker's own syllables (squeezed-hesitations.ts).
 */
import type { PcmFile } from '../media/decode.ts';
import type { TimeRange } from '../vad/speech-regions.ts';
import { FEATURE_HOP_SEC, type FrameFeatures, frameFeatures } from './features.ts';

/** Speech regions this long or longer are read: a shorter one is a word or a hesitation, not running speech. */
const MIN_REGION_SEC = 1;
/** A syllable's level rises and falls at least this far (dB, over 60 ms) around its peak. */
const PROMINENCE_DB = 4;
/** …and its peak is within this of the loud tenth of the speech's frames (not a breath or the bed). */
const BELOW_LOUD_DB = 25;
/** Fewer syllables than this say nothing reliable of a speaker's pace. */
const MIN_SYLLABLES = 20;

/** Syllable nuclei (peaks of the level, each standing PROMINENCE_DB over the dips on both sides) in the frames. */
export function syllablePeaks(frames: FrameFeatures[]): number {
  const db = frames.map((f) => 20 * Math.log10(f.rms + 1e-9));
  const smooth = db.map((_, i) => {
    const near = db.slice(Math.max(0, i - 1), i + 2);
    return near.reduce((s, x) => s + x, 0) / near.length;
  });
  const loud = [...smooth].sort((a, b) => b - a)[Math.floor(smooth.length * 0.1)] ?? 0;
  let peaks = 0;
  let dip = Number.POSITIVE_INFINITY;
  let peak: number | null = null;
  for (const v of smooth) {
    if (peak === null) {
      dip = Math.min(dip, v);
      if (v - dip >= PROMINENCE_DB && v > loud - BELOW_LOUD_DB) peak = v;
    } else if (v > peak) peak = v;
    else if (peak - v >= PROMINENCE_DB) {
      peaks++;
      peak = null;
      dip = v;
    }
  }
  return peaks + (peak === null ? 0 : 1);
}

/**
 * Mean seconds of speech per syllable over the recording's longer speech regions; 0 when there is too little speech
 * to tell. Measured on espeak-ng classes: 0.23–0.31 s for fast and usual voices, 0.3–0.37 s for some usual voices
 * under a bed, 0.39–0.43 s for a slow hatha voice (105 wpm), the same on its mp3 and a phone copy 27 dB down.
 */
export async function secondsPerSyllable(
  pcm: Pick<PcmFile, 'read'>,
  speechRegions: TimeRange[],
  signal?: AbortSignal,
): Promise<number> {
  let peaks = 0;
  let seconds = 0;
  for (const region of speechRegions) {
    if (region.end - region.start < MIN_REGION_SEC) continue;
    if (signal?.aborted) break;
    for (let start = region.start; start < region.end; start += 60) {
      const frames = frameFeatures(await pcm.read(start, Math.min(region.end, start + 60)));
      peaks += syllablePeaks(frames);
      seconds += frames.length * FEATURE_HOP_SEC;
    }
  }
  return peaks >= MIN_SYLLABLES ? seconds / peaks : 0;
}
