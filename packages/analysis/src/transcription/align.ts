import type { TimeRange } from '../vad/speech-regions.ts';
import { cutCosts } from './cut-cost.ts';
import { divideByReadings, type PlacementReading, readingsOfGroups } from './divide-by-readings.ts';
import type { RawSegment } from './types.ts';

/** A pause this long ends a segment whatever the recogniser says (a segment never spans a pause ≥ 1.5 s). */
export const SEGMENT_BREAK_SEC = 1.5;
/** VAD measures in 32 ms frames, so a pause edge can land one frame late: a designed 1.5 s pause reads 1.47 s. */
const FRAME_TOLERANCE_SEC = 0.033;
/**
 * Speech this close after the previous segment's end continues it (below the 0.3 s that counts as a pause). When a
 * segment's first stretch of speech is that close and a long pause follows it, the recogniser started the segment
 * a few words early: those words are the previous segment's end (a tiny.en boundary can be off by a second).
 */
const CONTINUES_SEC = 0.3;
const MAX_CARRIED_BACK_SEC = 2;
/** Longest segment; longer ones are cut at their longest inner pause. */
export const MAX_SEGMENT_SEC = 15;

/**
 * Puts recogniser segments (already in seconds of the file, from the recogniser's own timestamps) on the voice
 * activity VAD measured: each segment's ends are pulled in to the speech it covers (Whisper's timestamps are
 * coarse — tiny.en rounds to whole seconds — while VAD places a pause edge within a frame or two), and a segment
 * that spans a pause of SEGMENT_BREAK_SEC or more, or runs longer than MAX_SEGMENT_SEC, is split at its pauses
 * with its words shared out by speaking time. Segments stay in order and never overlap.
 */
export function placeOnSpeech(
  segments: RawSegment[],
  speech: TimeRange[],
  readings: PlacementReading[] = [],
): RawSegment[] {
  const out: RawSegment[] = [];
  for (const segment of segments) {
    const text = segment.text.trim();
    if (!text) continue;
    // Pieces of a segment keep the recogniser's confidence in the whole of it.
    const own = {
      ...(segment.avgLogprob != null ? { avgLogprob: segment.avgLogprob } : {}),
      ...(segment.alone ? { alone: segment.alone } : {}),
    };
    const floor = out.at(-1)?.end ?? 0;
    const covered = speech
      .filter((r) => r.end > segment.start && r.start < segment.end && r.end > floor)
      .map((r) => ({ start: Math.max(r.start, segment.start, floor), end: Math.min(r.end, segment.end) }))
      .filter((r) => r.end - r.start > 0.05);
    if (covered.length === 0) {
      // No voice under it (VAD missed a soft word, or the recogniser's times are off): keep its own times.
      const start = Math.max(segment.start, floor);
      out.push({ start: round3(start), end: round3(Math.max(start, segment.end)), text, ...own });
      continue;
    }
    const groups = splitIntoGroups(covered);
    const prev = out.at(-1);
    const lead = groups[0]!;
    if (
      prev &&
      groups.length > 1 &&
      lead[0]!.start - prev.end < CONTINUES_SEC &&
      lead.at(-1)!.end - lead[0]!.start <= MAX_CARRIED_BACK_SEC
    ) {
      prev.end = round3(lead.at(-1)!.end);
      groups.shift();
    }
    // Groups read alone (a sparse chunk, local-worker.ts) place the words by what each group says; else by length.
    const texts =
      (readings.length > 0 && groups.length > 1
        ? divideByReadings(text, groups, readingsOfGroups(groups, readings))
        : null) ?? divideText(text, groups);
    groups.forEach((group, g) => {
      if (texts[g]) out.push(...spreadSentences(texts[g]!, group).map((piece) => ({ ...rounded(piece), ...own })));
    });
  }
  return out.filter((s) => s.text.length > 0);
}

const rounded = (s: RawSegment): RawSegment => ({ start: round3(s.start), end: round3(s.end), text: s.text });

/**
 * Shares a segment's text among groups of speech separated by long pauses. Each cut goes where the share of
 * text before it best matches the share of speaking time before the pause, preferring sentence ends, then
 * clause ends (commas), then any word boundary: one dynamic-programming pass over the word boundaries.
 */
export function divideText(text: string, groups: TimeRange[][]): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const k = groups.length;
  if (k <= 1 || words.length < k) return [words.join(' '), ...Array<string>(Math.max(0, k - 1)).fill('')];
  const W = words.length;
  const cutCost = cutCosts(words, groups);
  // best[g][b]: least cost with the g-th cut (0-based) at boundary b; every group gets at least one word.
  const best: number[][] = [];
  const from: number[][] = [];
  for (let g = 0; g < k - 1; g++) {
    const row = new Array<number>(W + 1).fill(Number.POSITIVE_INFINITY);
    const back = new Array<number>(W + 1).fill(-1);
    for (let b = 0; b <= W; b++) {
      const cost = cutCost(g, b);
      if (g === 0) row[b] = cost;
      else {
        for (let p = 0; p < b; p++) {
          const total = best[g - 1]![p]! + cost;
          if (total < row[b]!) {
            row[b] = total;
            back[b] = p;
          }
        }
      }
    }
    best.push(row);
    from.push(back);
  }
  const last = best[k - 2]!;
  let b = last.indexOf(Math.min(...last));
  const cuts: number[] = [];
  for (let g = k - 2; g >= 0; g--) {
    cuts.unshift(b);
    b = from[g]![b]!;
  }
  const bounds = [0, ...cuts, W];
  return groups.map((_, g) => words.slice(bounds[g], bounds[g + 1]).join(' '));
}

/**
 * Spreads a text over the speech regions it was spoken in, sentence by sentence: a sentence is placed by where its
 * middle character falls in the text, taken as proportional to speaking time. Sentences that land in the same
 * region are joined, and every region belongs to exactly one piece, so pieces never overlap and follow the speech.
 * Used inside one recogniser segment (a few seconds to one chunk), whose own times bound any misplacement.
 */
export function spreadSentences(text: string, speech: TimeRange[]): RawSegment[] {
  const clean = text.trim();
  if (!clean || speech.length === 0) return [];
  const sentences = clean.split(/(?<=[.!?…。])\s+/).filter(Boolean);
  const lengths = speech.map((r) => Math.max(0, r.end - r.start));
  const totalSpeech = lengths.reduce((a, b) => a + b, 0);
  const boundaries: number[] = [];
  let acc = 0;
  for (const length of lengths) {
    acc += length;
    boundaries.push(totalSpeech > 0 ? acc / totalSpeech : 1);
  }
  const regionAt = (fraction: number) => {
    const index = boundaries.findIndex((b) => fraction <= b + 1e-9);
    return index < 0 ? speech.length - 1 : index;
  };

  // Each sentence belongs to the region under its middle character; regions with no sentence of their own go to
  // the next sentence (a long sentence spoken over several breaths), the tail ones to the last.
  const groups: { text: string; region: number }[] = [];
  let cursor = 0;
  for (const sentence of sentences) {
    const startChar = clean.indexOf(sentence, cursor);
    cursor = startChar + sentence.length;
    const region = regionAt((startChar + sentence.length / 2) / clean.length);
    const previous = groups.at(-1);
    if (previous && region <= previous.region) previous.text = `${previous.text} ${sentence}`;
    else groups.push({ text: sentence, region });
  }
  const lastGroup = groups.at(-1);
  if (lastGroup) lastGroup.region = speech.length - 1;
  return groups.map((g, i) => ({
    start: speech[i === 0 ? 0 : groups[i - 1]!.region + 1]!.start,
    end: speech[g.region]!.end,
    text: g.text,
  }));
}

/** Runs of speech with no pause ≥ SEGMENT_BREAK_SEC inside, each at most MAX_SEGMENT_SEC (cut at its longest pause). */
export function splitIntoGroups(regions: TimeRange[]): TimeRange[][] {
  const groups: TimeRange[][] = [];
  for (const r of regions) {
    const current = groups.at(-1);
    if (current && r.start - current.at(-1)!.end < SEGMENT_BREAK_SEC - FRAME_TOLERANCE_SEC) current.push(r);
    else groups.push([r]);
  }
  return groups.flatMap(limitLength);
}

function limitLength(group: TimeRange[]): TimeRange[][] {
  if (group.at(-1)!.end - group[0]!.start <= MAX_SEGMENT_SEC || group.length < 2) return [group];
  let cut = 1;
  for (let i = 1; i < group.length; i++) {
    if (group[i]!.start - group[i - 1]!.end > group[cut]!.start - group[cut - 1]!.end) cut = i;
  }
  return [...limitLength(group.slice(0, cut)), ...limitLength(group.slice(cut))];
}

/**
 * Breath groups for recognisers that return no times: speech regions joined across pauses shorter than
 * `joinBelowSec`, each group at most MAX_SEGMENT_SEC unless a single region is longer. Transcribing each group on
 * its own makes its text's times the group's times, which VAD measured, instead of a guess.
 */
export function breathGroups(speech: TimeRange[], joinBelowSec = 0.8): TimeRange[][] {
  const groups: TimeRange[][] = [];
  for (const r of speech) {
    const current = groups.at(-1);
    if (current && r.start - current.at(-1)!.end < joinBelowSec && r.end - current[0]!.start <= MAX_SEGMENT_SEC) {
      current.push(r);
    } else groups.push([r]);
  }
  return groups;
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}
