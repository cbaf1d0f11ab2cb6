import { editDistance } from '../text/edit-distance.ts';
import { overlapSec as overlap, type TimeRange } from '../time-range.ts';
import { cutCosts } from './cut-cost.ts';

/**
 * A group of speech decoded again on its own audio to place a segment's words (the embedded engine does this on a
 * sparse chunk, placement-readings.ts): its time, seconds of the file, and what the recogniser wrote for it alone.
 */
export interface PlacementReading {
  start: number;
  end: number;
  text: string;
}

const normalised = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);

/**
 * How much a word of the segment and a word of a reading alone are the same word: its weight when they are, within
 * one letter in three for longer words (a line read alone is heard a little differently, "demi"/"demie"), else 0.
 * Short words weigh less, so a stray "a" or "and" in a misheard reading pulls a cut less than a line's own word.
 */
function sameWord(a: string, b: string): number {
  const weight = Math.min(1, Math.max(a.length, b.length) / 4);
  if (a === b) return weight;
  if (Math.min(a.length, b.length) < 4) return 0;
  return editDistance(a, b) <= Math.floor(Math.max(a.length, b.length) / 3) ? weight : 0;
}

/** Weighted words `words[from..to)` share in order with `reading`, for every `to` (longest common subsequence). */
function matchesFrom(words: string[], from: number, reading: string[]): number[] {
  const out = new Array<number>(words.length + 1).fill(0);
  let previous = new Array<number>(reading.length + 1).fill(0);
  for (let i = from; i < words.length; i++) {
    const row = new Array<number>(reading.length + 1).fill(0);
    for (let j = 1; j <= reading.length; j++) {
      row[j] = Math.max(previous[j]!, row[j - 1]!, previous[j - 1]! + sameWord(words[i]!, reading[j - 1]!));
    }
    previous = row;
    out[i + 1] = row[reading.length]!;
  }
  return out;
}

/**
 * Shares a segment's text among groups of speech as `divideText` does, but with what the recogniser wrote for each
 * group alone: each cut goes where the words before and after it are most the words read in the groups either side
 * (a word in common weighs 1), the text-share and sentence-end costs of `divideText` deciding between cuts the
 * readings agree on equally. Text length alone cannot tell a one-word line ("Okay.") from the first word of the next
 * line; the line read alone can. Null when no group's reading shares a word with the text: nothing to place by.
 */
export function divideByReadings(text: string, groups: TimeRange[][], readings: (string | null)[]): string[] | null {
  const words = text.split(/\s+/).filter(Boolean);
  const k = groups.length;
  const W = words.length;
  if (k <= 1 || W < k) return null;
  const plain = words.map((w) => normalised(w).join(''));
  const heard = readings.map((r) => (r ? normalised(r) : []));
  const cost = cutCosts(words, groups);
  // score[g][s][e]: weighted words of words[s..e) in common with group g's reading.
  const score = heard.map((reading) =>
    Array.from({ length: W + 1 }, (_, s) => (s < W ? matchesFrom(plain, s, reading) : [])),
  );
  const total = score.reduce((sum, byStart) => sum + (byStart[0]?.[W] ?? 0), 0);
  if (total === 0) return null;
  // best[g][e]: most matches less cut costs with groups 0..g holding words[0..e); every group holds a word.
  const best: number[][] = [];
  const from: number[][] = [];
  for (let g = 0; g < k; g++) {
    const row = new Array<number>(W + 1).fill(Number.NEGATIVE_INFINITY);
    const back = new Array<number>(W + 1).fill(-1);
    for (let e = g + 1; e <= W - (k - 1 - g); e++) {
      if (g === 0) {
        row[e] = score[0]![0]![e]!;
        continue;
      }
      for (let s = g; s < e; s++) {
        const value = best[g - 1]![s]! - cost(g - 1, s) + score[g]![s]![e]!;
        if (value > row[e]!) {
          row[e] = value;
          back[e] = s;
        }
      }
    }
    best.push(row);
    from.push(back);
  }
  const bounds = [W];
  let e = W;
  for (let g = k - 1; g > 0; g--) {
    e = from[g]![e]!;
    bounds.unshift(e);
  }
  bounds.unshift(0);
  return groups.map((_, g) => words.slice(bounds[g], bounds[g + 1]).join(' '));
}

/** The reading of each group: the one lying most over the group's time (readings are of the same groups, by time). */
export function readingsOfGroups(groups: TimeRange[][], readings: PlacementReading[]): (string | null)[] {
  return groups.map((group) => {
    const span = { start: group[0]!.start, end: group.at(-1)!.end };
    let found: PlacementReading | null = null;
    for (const r of readings) {
      if (overlap(span, r) > (found ? overlap(span, found) : 0)) found = r;
    }
    return found?.text ?? null;
  });
}
