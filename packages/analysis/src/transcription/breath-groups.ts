import type { AudioChunk } from '../segmentation/chunks.ts';
import { breathGroups, SEGMENT_BREAK_SEC } from './align.ts';

/**
 * A chunk's breath groups, each with the chunk's padded audio around its own speech: what an engine that returns
 * text without times (an OpenAI-compatible server without `verbose_json` segments) transcribes one at a time, so
 * its text takes the group's VAD-measured times.
 */
export function groupsOfChunk(
  chunk: AudioChunk,
): { start: number; end: number; speechSec: number; pieces: AudioChunk['pieces'] }[] {
  return breathGroups(chunk.speech, SEGMENT_BREAK_SEC).map((speech) => {
    const start = speech[0]!.start;
    const end = speech.at(-1)!.end;
    const pieces = chunk.pieces
      .filter((p) => p.end > start && p.start < end)
      .map((p) => ({ start: Math.max(p.start, start - PAD_SEC), end: Math.min(p.end, end + PAD_SEC) }))
      .filter((p) => p.end > p.start);
    return { start, end, speechSec: speech.reduce((sum, r) => sum + (r.end - r.start), 0), pieces };
  });
}

// Audio kept around a breath group so its first and last syllables are heard (VAD edges are a frame or two off).
const PAD_SEC = 0.3;
