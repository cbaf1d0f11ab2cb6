import type { TimeRange } from '../vad/speech-regions.ts';
import type { RawSegment } from './types.ts';

/**
 * Spreads a chunk's text over the speech regions it came from, sentence by sentence, for engines that return
 * one text per chunk (local, whisper-cpp). A sentence is placed by where its middle character falls in the
 * chunk's text, taken as proportional to speaking time. Sentences that land in the same region are joined, and
 * every region belongs to exactly one segment, so segments never overlap and follow the speech — the transcript can seek to the right breath group, and per-minute pace does not smear words
 * over silent holds.
 */
export function alignTextToSpeech(text: string, speech: TimeRange[]): RawSegment[] {
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
