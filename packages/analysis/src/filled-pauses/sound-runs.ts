/**
 * Sounds as runs of loud frames, shared by the standalone tests (detect.ts) and the tests for hesitations squeezed
 * between words or said straight after a line (squeezed-hesitations.ts): which frames are loud, which runs stand
 * alone, and judging a run as it is or with a loud bed taken out.
 */
import type { TimeRange } from '../vad/speech-regions.ts';
import { withoutBed } from './bed-removal.ts';
import { FEATURE_HOP_SEC, type FrameFeatures } from './features.ts';
import { heldParts } from './hesitation.ts';
import { loudBedBefore } from './loud-bed.ts';

export const MAX_SOUND_SEC = 2.5;
/** Quiet needed on both sides: a hesitation stands alone, a drawn-out last syllable follows a stop closure. */
export const ISOLATION_SEC = 0.15;
/**
 * Under this much quiet after the words before it, a sound follows them closely: a phrase's last syllable, or a
 * hesitation said straight after a line (see `endsPhrase` in detect.ts and squeezed-hesitations.ts).
 */
export const PHRASE_FINAL_AFTER_WORDS_SEC = 0.3;

/**
 * `test` on the run's frames as they are, or, if it stands less than LOUD_BED_DB over the quiet before it (a bed as
 * loud as the voice, or nearly), on its frames with that bed's spectrum taken out (bed-removal.ts), its own level
 * then the background (0). Under such a bed the bed's chords take the autocorrelation and move the spectral shape,
 * so passing on its frames as they are counts only when the sound also holds a part of its own with the bed out
 * (measured: stressed opening words "Lower", "Roll" under a bed 1 dB down held none, hesitations under such beds
 * 0.08–0.8 s); otherwise it is judged on the cleaned frames alone, where the tests that need no held part (a steady
 * voice, one gliding syllable) can still pass it.
 */
export function judged(
  frames: FrameFeatures[],
  loud: boolean[],
  r: IsolatedRun,
  background: number,
  test: (sound: FrameFeatures[], background: number) => boolean,
): boolean {
  const sound = frames.slice(r.first, r.last);
  const bed = loudBedBefore(frames, loud, r.first);
  if (bed.length === 0) return test(sound, background);
  const clean = withoutBed(sound, bed);
  // Under such a bed a sound's frames as they are can be steady for the bed's sake (its chord held under a word
  // whose consonants and weak syllables sink into it): passing as it is counts only if the voice still holds a
  // sound of its own once the bed is out; if not, the cleaned frames decide.
  if (test(sound, background) && heldParts(clean).spanSec > 0) return true;
  return test(clean, 0);
}

/**
 * Frames of sounds: a sound starts above `threshold` and lasts while it stays above `sustain` (hysteresis), so a
 * hesitation fading out over a music bed (a falling "음…") is measured whole, not cut at its first quieter frame.
 */
export function loudFrames(frames: FrameFeatures[], threshold: number, sustain: number): boolean[] {
  const loud = frames.map((f) => f.rms >= threshold);
  for (let i = 1; i < frames.length; i++) if (!loud[i] && loud[i - 1] && frames[i]!.rms >= sustain) loud[i] = true;
  for (let i = frames.length - 2; i >= 0; i--) if (!loud[i] && loud[i + 1] && frames[i]!.rms >= sustain) loud[i] = true;
  // A single frame dipping under both inside a sound does not end it either.
  for (let i = 1; i + 1 < frames.length; i++) if (!loud[i] && loud[i - 1] && loud[i + 1]) loud[i] = true;
  return loud;
}

export interface IsolatedRun {
  first: number;
  last: number;
  seconds: number;
  quietBeforeSec: number;
  quietAfterSec: number;
  range: TimeRange;
}

/** Runs of loud frames with quiet on both sides, up to MAX_SOUND_SEC long. */
export function isolatedRuns(loud: boolean[], isolationSec = ISOLATION_SEC): IsolatedRun[] {
  const isolation = Math.round(isolationSec / FEATURE_HOP_SEC);
  const runs: IsolatedRun[] = [];
  let first = -1;
  for (let i = 0; i <= loud.length; i++) {
    const isLoud = i < loud.length && loud[i];
    if (isLoud && first < 0) first = i;
    if (!isLoud && first >= 0) {
      const seconds = (i - first) * FEATURE_HOP_SEC;
      const quietBefore = first >= isolation && loud.slice(first - isolation, first).every((x) => !x);
      const quietAfter = i + isolation <= loud.length && loud.slice(i, i + isolation).every((x) => !x);
      if (quietBefore && quietAfter && seconds <= MAX_SOUND_SEC) {
        let after = i;
        while (after < loud.length && !loud[after]) after++;
        let before = first;
        while (before > 0 && !loud[before - 1]) before--;
        runs.push({
          first,
          last: i,
          seconds,
          // Quiet to the edge of the frames read counts as long: nothing is known to be said there.
          quietBeforeSec: before === 0 ? Number.POSITIVE_INFINITY : (first - before) * FEATURE_HOP_SEC,
          quietAfterSec: (after - i) * FEATURE_HOP_SEC,
          range: { start: first * FEATURE_HOP_SEC, end: i * FEATURE_HOP_SEC },
        });
      }
      first = -1;
    }
  }
  return runs;
}
