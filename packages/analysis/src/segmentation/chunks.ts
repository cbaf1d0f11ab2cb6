import type { TimeRange } from '../vad/speech-regions.ts';

export interface AudioChunk {
  index: number;
  /** Extent of the chunk in the original file (first piece start to last piece end). */
  start: number;
  end: number;
  /** The speech regions (from VAD) this chunk holds, each whole or, for very long regions, a slice. */
  speech: TimeRange[];
  /**
   * The audio actually sent to the recogniser, joined end to end: each speech region with a little padding.
   * Long silences between regions are left out, so a 30 s recogniser window is filled with speech (Whisper's
   * encoder costs the same for 30 s whatever it holds); pauses are measured by VAD, not by the recogniser.
   */
  pieces: TimeRange[];
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
 * Groups speech regions into recogniser chunks holding at most `maxChunkSec` of audio, cutting only in
 * silence. Chunks never overlap and together cover every speech region, so no word is dropped or heard twice at
 * a boundary (fixed 30 s windows would cut words in half). A region with no silence for longer than a chunk is
 * split at the least speech-like frame in its last third, the closest thing to a breath.
 */
export function buildChunks(regions: TimeRange[], durationSec: number, opts: ChunkOptions = {}): AudioChunk[] {
  const maxSec = opts.maxChunkSec ?? 30;
  const pad = opts.padSec ?? 0.6;
  const slices = regions.flatMap((r) => splitLongRegion(r, maxSec - 2 * pad, opts));
  // Each slice padded, the padding never reaching past the middle of the silence shared with a neighbour.
  const padded = slices.map((s, i) => {
    const prev = slices[i - 1];
    const next = slices[i + 1];
    return {
      speech: s,
      start: Math.max(0, s.start - pad, prev ? (prev.end + s.start) / 2 : 0),
      end: Math.min(durationSec, s.end + pad, next ? (s.end + next.start) / 2 : durationSec),
    };
  });

  const groups: (typeof padded)[] = [];
  let current: typeof padded = [];
  let length = 0;
  for (const piece of padded) {
    const pieceSec = piece.end - piece.start;
    if (current.length && length + pieceSec > maxSec) {
      groups.push(current);
      current = [];
      length = 0;
    }
    current.push(piece);
    length += pieceSec;
  }
  if (current.length) groups.push(current);

  return groups.map((group, index) => {
    const pieces: TimeRange[] = [];
    for (const p of group) {
      const last = pieces.at(-1);
      // Slices of one long region (or regions whose padding meets) join into one piece.
      if (last && p.start <= last.end + 1e-6) last.end = round3(p.end);
      else pieces.push({ start: round3(p.start), end: round3(p.end) });
    }
    return {
      index,
      start: pieces[0]!.start,
      end: pieces.at(-1)!.end,
      speech: group.map((p) => p.speech),
      pieces,
    };
  });
}

/** Maps a time inside the joined chunk audio back to seconds of the original file. */
export function chunkTimeToFileTime(chunk: AudioChunk, t: number): number {
  let offset = 0;
  for (const piece of chunk.pieces) {
    const length = piece.end - piece.start;
    if (t <= offset + length) return round3(piece.start + Math.max(0, t - offset));
    offset += length;
  }
  return chunk.end;
}

/** Maps a time of the original file inside one of the chunk's pieces to its time in the joined chunk audio. */
export function fileTimeToChunkTime(chunk: AudioChunk, t: number): number {
  let offset = 0;
  for (const piece of chunk.pieces) {
    if (t < piece.start) return round3(offset);
    if (t <= piece.end) return round3(offset + t - piece.start);
    offset += piece.end - piece.start;
  }
  return round3(offset);
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
