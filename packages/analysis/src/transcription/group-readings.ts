import type { AnalysisLanguage } from '@cuecoach/contracts';
import type { TimeRange } from '../vad/speech-regions.ts';
import { compressionRatio, MAX_COMPRESSION_RATIO } from './decode-guards.ts';
import { hasForeignMarker, MIN_ALONE_LOGPROB, notLanguageShare, withoutForeignMarkers } from './segment-reading.ts';
import type { GroupReading } from './types.ts';

// Measures the language gate (language.ts) and the invented-text filter (invented-text.ts) both take of what was
// written: kept apart from both so neither imports the other's module for them.

const overlap = (a: TimeRange, b: TimeRange) => Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));

/** Seconds of `speech` inside `range`. */
export const speechWithin = (range: TimeRange, speech: TimeRange[]) =>
  speech.reduce((sum, r) => sum + overlap(range, r), 0);

/** A segment's words, lower case, without punctuation: two segments with the same key wrote the same line. */
export const sameWordsKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** What Whisper writes for sound that is not speech ("[Music]", "(upbeat music)", "♪"): no evidence of a language. */
export const nonSpeech = /\[[^\]]*\]|\([^)]*\)|♪+/g;

/**
 * The share of a breath group read alone (`RawSegment.alone`) that is not in the language, 0–1, weighted by the
 * length of what was written: a foreign marker all of it, other text by `notLanguageShare`, and, when `byScore`,
 * text scored under `MIN_ALONE_LOGPROB` all of it. Null when nothing but non-speech or a loop was written: no
 * evidence either way (music under a line of either language comes back "[Music]").
 */
export function readAloneShare(group: GroupReading, language: AnalysisLanguage, byScore: boolean): number | null {
  let weight = 0;
  let notLanguage = 0;
  for (const s of group.segments) {
    const text = s.text.trim();
    if (hasForeignMarker(text) && !withoutForeignMarkers(text)) {
      weight += text.length;
      notLanguage += text.length;
      continue;
    }
    const words = withoutForeignMarkers(text).replace(nonSpeech, ' ').replace(/\s+/g, ' ').trim();
    if (!/[\p{L}\p{N}]/u.test(words)) continue;
    // A reading that loops is the decoder's, not the speaker's: a line of either language read alone can come back
    // as one word over and over ("Loy, loy, loy, …" for a Scottish ballet line), and by its length it outweighed
    // every other reading of its group.
    if (words.length >= 40 && compressionRatio(words) > MAX_COMPRESSION_RATIO) continue;
    const low = byScore && s.avgLogprob != null && s.avgLogprob < MIN_ALONE_LOGPROB;
    weight += words.length;
    notLanguage +=
      words.length * (low ? 1 : notLanguageShare({ start: group.start, end: group.end, text: words }, language));
  }
  return weight > 0 ? notLanguage / weight : null;
}
