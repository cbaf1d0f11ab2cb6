/**
 * Hesitations under a bed as loud as the voice, or nearly (0–4 dB under it): heard with the bed taken out
 * (bed-removal.ts). There a hesitation stands 3–7 dB over the bed, so its level-based extent is its vowel alone
 * (0.08–0.2 s of a 0.4–0.56 s "um": the nasal and the fade sink into the bed) and the bed's chords take the
 * autocorrelation. Both are measured again on the sound with the bed's spectrum, taken just before it, subtracted.
 */
import type { TimeRange } from '../vad/speech-regions.ts';
import { withoutBed } from './bed-removal.ts';
import { FEATURE_HOP_SEC, type FrameFeatures } from './features.ts';

/** The bed is measured on up to this many quiet frames before a sound (0.3 s)… */
const BED_FRAMES = 15;
/** …and at least this many (0.15 s: the quiet a standalone hesitation has before it). */
const MIN_BED_FRAMES = 7;
/**
 * A sound whose peak stands less than this over the bed before it is judged with the bed taken out. A voice over
 * a bed 10 dB down or softer stands clear of it and is judged as it is (and the work is not done: a frame's
 * transform and its inverse cost as much as its pitch search).
 */
export const LOUD_BED_DB = 12;

/**
 * The quiet frames just before the sound starting at frame `first` (the frame right before its onset left out, it
 * may hold the onset), if the sound stands less than LOUD_BED_DB over them; otherwise none.
 */
export function loudBedBefore(frames: FrameFeatures[], loud: boolean[], first: number): FrameFeatures[] {
  const bed: FrameFeatures[] = [];
  for (let i = first - 2; i >= 0 && bed.length < BED_FRAMES && !loud[i]; i--) bed.push(frames[i]!);
  if (bed.length < MIN_BED_FRAMES) return [];
  const bedRms = Math.sqrt(bed.reduce((sum, f) => sum + f.rms ** 2, 0) / bed.length);
  let peak = 0;
  for (let i = first; i < frames.length && loud[i]; i++) peak = Math.max(peak, frames[i]!.rms);
  return 20 * Math.log10(peak / (bedRms + 1e-12)) < LOUD_BED_DB ? bed : [];
}

/**
 * With the bed taken out, a sound lasts while its own level stays within this of the bed's level (and on its pitch
 * track, periodic): measured under a bed as loud as the voice, an "um"'s vowel stands 0–7 dB over the bed's level
 * and its nasal 8–11 dB under it, the bed's own frames 15–17 dB under after subtraction.
 */
const EXTENT_DB = -12;
/** Periodicity a frame of the sound keeps with the bed taken out (the voice's frames: 0.6–1). */
const MIN_CLARITY = 0.5;
/** Largest pitch change per frame along the sound's track (as the other tests). */
const MAX_PITCH_STEP = 0.08;
/** A sound examined here is 0.24 s (the held-sound test's minimum) to 1 s long (the squeezed test's maximum)… */
const MIN_SEC = 0.24;
const MAX_SEC = 1;
/** …its end measured with at least this many frames of the bed after it… */
const QUIET_AFTER = 3;
/** …and the speaker goes on within this after it, as in the squeezed test (a held word ends a phrase). */
const GOES_ON_SEC = 0.4;
/** From a sound's end to the end of the window in which the speaker going on is looked for. */
export const GOES_ON_WINDOW_SEC = QUIET_AFTER * FEATURE_HOP_SEC + GOES_ON_SEC;

/**
 * Sounds starting after the quiet a standalone hesitation has (MIN_BED_FRAMES) under a loud bed, their extent
 * measured on their own level with the bed taken out (down to EXTENT_DB of the bed's level), that `judge` (given the
 * bed-removed frames) takes for a hesitation and after which the speaker goes on. `taken`: finds already made.
 */
export function hesitationsOverLoudBed(
  frames: FrameFeatures[],
  loud: boolean[],
  taken: TimeRange[],
  judge: (sound: FrameFeatures[]) => boolean,
): TimeRange[] {
  const found: TimeRange[] = [];
  const maxFrames = Math.round(MAX_SEC / FEATURE_HOP_SEC);
  for (let first = 1; first < frames.length; first++) {
    if (!loud[first] || loud[first - 1]) continue;
    const start = first * FEATURE_HOP_SEC;
    if (taken.some((b) => b.start <= start + 1e-9 && b.end > start)) continue;
    const bed = loudBedBefore(frames, loud, first);
    if (bed.length === 0) continue;
    const bedRms = Math.sqrt(bed.reduce((sum, f) => sum + f.rms ** 2, 0) / bed.length);
    const floor = bedRms * 10 ** (EXTENT_DB / 20);
    const clean = withoutBed(frames.slice(first, first + maxFrames + QUIET_AFTER), bed);
    const end = extent(clean, floor);
    if (end * FEATURE_HOP_SEC < MIN_SEC - 1e-9 || end > maxFrames) continue;
    if (clean.length - end < QUIET_AFTER) continue;
    // The speaker goes on: a sound starts again within GOES_ON_SEC of its end (a held word ends a phrase).
    const after = first + end + QUIET_AFTER;
    const goesOn = loud.slice(after, after + Math.round(GOES_ON_SEC / FEATURE_HOP_SEC)).some(Boolean);
    if (!goesOn || !judge(clean.slice(0, end))) continue;
    found.push({ start, end: (first + end) * FEATURE_HOP_SEC });
    first += end;
  }
  return found;
}

/**
 * Frames from the start that belong to the sound: its own level over `floor`, periodic, on one pitch track (an
 * octave jump folded, one frame off it bridged). The bed may change under the sound (a new chord, a pluck: its
 * own pitch then takes the frames), which the level alone would count as the sound going on.
 */
function extent(clean: FrameFeatures[], floor: number): number {
  const folded = (f: FrameFeatures, pitch: number) =>
    f.rms >= floor && f.clarity >= MIN_CLARITY
      ? [f.pitchHz, f.pitchHz * 2, f.pitchHz / 2].find((p) => Math.abs(p - pitch) / pitch <= MAX_PITCH_STEP)
      : undefined;
  let first = 0;
  while (first < Math.min(clean.length, 3) && !(clean[first]!.rms >= floor && clean[first]!.clarity >= MIN_CLARITY))
    first++;
  if (first >= Math.min(clean.length, 3)) return 0;
  let pitch = clean[first]!.pitchHz;
  let end = first + 1;
  for (let i = first + 1; i < clean.length; i++) {
    const here = folded(clean[i]!, pitch);
    const next = here === undefined && i + 1 < clean.length ? folded(clean[i + 1]!, pitch) : undefined;
    if (here === undefined && next === undefined) break;
    if (next !== undefined) i++;
    pitch = here ?? next!;
    end = i + 1;
  }
  return end;
}
