import type { TimeRange } from '../vad/speech-regions.ts';

export interface AudioChunk {
  index: number;
  /** Audio sent to the recogniser, in seconds of the original file. */
  start: number;
  end: number;
  /** The speech regions (from VAD) this chunk holds, each whole or, for very long regions, a slice. */
  speech: TimeRange[];
}

export interface ChunkOptions {
  maxChunkSec?: number;
  /** Audio kept around speech so a first/last syllable VAD scored late or early is still heard. */
  padSec?: number;
  /** Per-frame VAD probabilities, used to cut a region longer than a chunk at its quietest point. */
  frameProbabilities?: ArrayLike<number>;
  frameSec?: number;
}

/**
 * Groups speech regions into recogniser chunks of at most `maxChunkSec`, cutting only in silence. Chunks never
 * overlap and together cover every speech region, so no word is dropped or heard twice at a boundary (fixed
 * 30 s windows would cut words in half). A region with no silence for longer than a chunk is split at the
 * least speech-like frame in its last third, the closest thing to a breath.
 */
export function buildChunks(regions: TimeRange[], durationSec: number, opts: ChunkOptions = {}): AudioChunk[] {
  const maxSec = opts.maxChunkSec ?? 30;
  const pad = opts.padSec ?? 0.6;
  const pieces = regions.flatMap((r) => splitLongRegion(r, maxSec - 2 * pad, opts));
  const groups: TimeRange[][] = [];
  let current: TimeRange[] = [];
  for (const piece of pieces) {
    const first = current[0];
    if (first && piece.end - first.start + 2 * pad > maxSec) {
      groups.push(current);
      current = [];
    }
    current.push(piece);
  }
  if (current.length) groups.push(current);

  return groups.map((speech, index) => {
    const first = speech[0]!;
    const last = speech[speech.length - 1]!;
    const prevEnd = groups[index - 1]?.at(-1)?.end ?? 0;
    const nextStart = groups[index + 1]?.[0]?.start ?? durationSec;
    // Padding never reaches past the middle of the silence shared with the neighbour chunk.
    const start = Math.max(first.start - pad, (prevEnd + first.start) / 2, 0);
    const end = Math.min(last.end + pad, (last.end + nextStart) / 2, durationSec);
    return { index, start: round3(start), end: round3(end), speech };
  });
}

function splitLongRegion(region: TimeRange, maxSec: number, opts: ChunkOptions): TimeRange[] {
  const out: TimeRange[] = [];
  let start = region.start;
  while (region.end - start > maxSec) {
    const cut = quietestPoint(start + (maxSec * 2) / 3, start + maxSec, opts);
    out.push({ start, end: cut });
    start = cut;
  }
  out.push({ start, end: region.end });
  return out;
}

function quietestPoint(from: number, to: number, opts: ChunkOptions): number {
  const probs = opts.frameProbabilities;
  const frameSec = opts.frameSec;
  if (!probs || !frameSec) return to;
  let best = to;
  let bestP = Number.POSITIVE_INFINITY;
  for (let i = Math.ceil(from / frameSec); i < Math.floor(to / frameSec) && i < probs.length; i++) {
    const p = probs[i] ?? 1;
    if (p < bestP) {
      bestP = p;
      best = i * frameSec;
    }
  }
  return best;
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}
