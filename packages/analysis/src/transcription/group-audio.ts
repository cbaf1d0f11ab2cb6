import { SAMPLE_RATE } from '../media/decode.ts';
import type { TimeRange } from '../time-range.ts';

/** Audio kept around a breath group read alone, so its first and last syllables are heard (VAD edges are a frame or two off). */
export const GROUP_PAD_SEC = 0.2;

/**
 * A breath group's own audio, cut from its chunk's samples (times in the chunk's audio) with `GROUP_PAD_SEC` either
 * side: the one cut for every group the recogniser reads alone, whether for the language gate or for placing a
 * sparse chunk's lines. With `minSec`, a shorter cut is given silence after it up to that length (a copy; otherwise
 * a view of the chunk's samples).
 */
export function groupAudio(samples: Float32Array, group: TimeRange, minSec = 0): Float32Array {
  const audioSec = samples.length / SAMPLE_RATE;
  const from = Math.round(Math.max(0, group.start - GROUP_PAD_SEC) * SAMPLE_RATE);
  const to = Math.round(Math.min(audioSec, group.end + GROUP_PAD_SEC) * SAMPLE_RATE);
  const own = samples.subarray(from, to);
  const least = Math.round(minSec * SAMPLE_RATE);
  if (own.length >= least) return own;
  const padded = new Float32Array(least);
  padded.set(own);
  return padded;
}
