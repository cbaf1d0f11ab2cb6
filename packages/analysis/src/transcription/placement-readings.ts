import { type AudioChunk, fileTimeToChunkTime } from '../segmentation/chunks.ts';
import { overlapSec as overlap, type TimeRange } from '../time-range.ts';
import { splitIntoGroups } from './align.ts';
import type { PlacementReading } from './divide-by-readings.ts';
import { groupAudio } from './group-audio.ts';

/**
 * A chunk with a silence this long between two stretches of speech is sparse: lines said far apart, which tiny.en
 * with a prompt often writes as one segment. Longer than any pause of a class that talks throughout (the 30-minute
 * benchmark's longest is 14.7 s), so such a class never pays for the readings below.
 */
export const SPARSE_PAUSE_SEC = 20;
/** At most this many groups of a chunk are read alone: one recogniser call each. */
const MAX_READINGS = 12;
/** A group read alone is given at least this much audio (silence after it): the decoder reads nothing under 1 s. */
const MIN_AUDIO_SEC = 2;

/**
 * The groups `placeOnSpeech` will share a segment's words among (speech split at pauses ≥ 1.5 s), in the chunk's
 * audio, when the chunk is sparse; none otherwise.
 */
export function placementGroups(chunk: AudioChunk): TimeRange[] {
  const sparse = chunk.speech.some((r, i) => i > 0 && r.start - chunk.speech[i - 1]!.end >= SPARSE_PAUSE_SEC);
  if (!sparse) return [];
  return splitIntoGroups(chunk.speech).map((group) => ({
    start: fileTimeToChunkTime(chunk, group[0]!.start),
    end: fileTimeToChunkTime(chunk, group.at(-1)!.end),
  }));
}

/**
 * Each group of a sparse chunk that shares a decoded segment with another group, decoded on its own audio (short
 * ones too: a one-word line is what text length cannot place). Times in the chunk's audio; a group whose decode
 * fails is left out.
 */
export async function readPlacementGroups(
  samplesAll: Float32Array,
  segments: TimeRange[],
  groups: TimeRange[],
  decodeText: (samples: Float32Array) => Promise<string>,
): Promise<PlacementReading[]> {
  const shared = groups.filter((group) =>
    segments.some((s) => overlap(group, s) > 0 && groups.some((g) => g !== group && overlap(g, s) > 0)),
  );
  const out: PlacementReading[] = [];
  for (const group of shared.slice(0, MAX_READINGS)) {
    const text = await decodeText(groupAudio(samplesAll, group, MIN_AUDIO_SEC)).catch(() => null);
    if (text?.trim()) out.push({ start: group.start, end: group.end, text: text.trim() });
  }
  return out;
}
