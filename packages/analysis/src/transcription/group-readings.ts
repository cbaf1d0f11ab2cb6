import type { AnalysisLanguage } from '@cuecoach/contracts';
import { overlapSec as overlap, type TimeRange } from '../time-range.ts';
import { compressionRatio, MAX_COMPRESSION_RATIO } from './decode-guards.ts';
import { isKnownHallucination } from './hallucinations.ts';
import { hasForeignMarker, MIN_ALONE_LOGPROB, notLanguageShare, withoutForeignMarkers } from './segment-reading.ts';
import type { GroupReading, RawSegment } from './types.ts';

// Measures the language gate (language.ts) and the invented-text filter (invented-text.ts) both take of what was
// written: kept apart from both so neither imports the other's module for them.

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
 * evidence either way (music under a line of either language comes back "[Music]"); but when `byScore`, a reading
 * that is only a loop, or only non-speech scored under `MIN_ALONE_LOGPROB`, is a decode that failed on the line and
 * counts whole (below).
 */
export function readAloneShare(group: GroupReading, language: AnalysisLanguage, byScore: boolean): number | null {
  let weight = 0;
  let notLanguage = 0;
  let looped = false;
  let heardNothingUnsurely = false;
  for (const s of group.segments) {
    const text = s.text.trim();
    if (hasForeignMarker(text) && !withoutForeignMarkers(text)) {
      weight += text.length;
      notLanguage += text.length;
      continue;
    }
    const words = withoutForeignMarkers(text).replace(nonSpeech, ' ').replace(/\s+/g, ' ').trim();
    if (!/[\p{L}\p{N}]/u.test(words)) {
      const unsureOfIt = s.avgLogprob != null && s.avgLogprob < MIN_ALONE_LOGPROB;
      if (byScore && text !== '' && unsureOfIt) heardNothingUnsurely = true;
      continue;
    }
    // A reading that loops is the decoder's, not the speaker's: a line of either language read alone can come back
    // as one word over and over ("Loy, loy, loy, …" for a Scottish ballet line), and by its length it outweighed
    // every other reading of its group.
    if (words.length >= 40 && compressionRatio(words) > MAX_COMPRESSION_RATIO) {
      if (byScore) looped = true;
      continue;
    }
    const low = byScore && s.avgLogprob != null && s.avgLogprob < MIN_ALONE_LOGPROB;
    weight += words.length;
    notLanguage +=
      words.length * (low ? 1 : notLanguageShare({ start: group.start, end: group.end, text: words }, language));
  }
  // A group whose reading alone is nothing but a loop is a decode that failed on the whole line (Whisper's own
  // fallback rejects such a decode by its compression). Where the readings' scores count (byScore), a failed
  // decode says what a low score says: the recogniser could not read the line. An alternating class's Korean lines
  // read alone came back as "I'm your boy, I'm your boy, …" and "I'm a little bit more than a little bit more …"
  // while its English lines read alone as written. Where a piece of the group did read, the loop is left out as
  // before. The same for a group read alone as nothing but non-speech the decoder was unsure of: over 4.6 s of VAD
  // speech under a segment in doubt, a Korean line of an alternating class came back as "[Music]" at −1.81 a token.
  // The decoder could read no word and was not sure it heard music either. Sure non-speech still says nothing.
  if (weight === 0 && (looped || heardNothingUnsurely)) return 1;
  return weight > 0 ? notLanguage / weight : null;
}

/** A reading alone scored this well or better a token, or not scored at all (its decode was sure), is read surely. */
const SURE_ALONE_LOGPROB = -0.5;
/** At least this share of the longer of two readings in the same order, word for word: they wrote the same line. */
const SAME_LINE_SHARE = 0.7;
/** A reading alone shorter than this is not looked for in the segments around its group (readsAsWritten). */
const MIN_SHIFTED_WORDS = 6;
/** A segment's middle this close outside a group still lies over it (VAD edges and timestamps are a frame or two off). */
const GROUP_EDGE_SEC = 0.3;

const lineWords = (text: string) =>
  withoutForeignMarkers(text)
    .replace(nonSpeech, ' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** Words two readings have in the same order (longest common subsequence). */
function wordsInOrder(a: string[], b: string[]): number {
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      row[j] = a[i - 1] === b[j - 1] ? previous[j - 1]! + 1 : Math.max(previous[j]!, row[j - 1]!);
    }
    previous = row;
  }
  return previous[b.length]!;
}

/**
 * Whether a breath group read alone came back surely as words of the language, and as the words written in context
 * over it: every piece of its reading scored at `SURE_ALONE_LOGPROB` or better (or from a sure decode, unscored), no
 * marker, and the same words in the same order as the segments whose middle lies in the group, for seven words in
 * ten of the longer reading. Two readings of the same audio, one with the text before it and one without, that agree
 * and are sure: the recogniser reads this voice and band. Where the decoder in context wrote next to nothing over the
 * group, the reading alone is the only reading there is, and a sure one of a whole line counts too (below).
 */
export function readsAsWritten(group: GroupReading, segments: RawSegment[], language: AnalysisLanguage): boolean {
  const pieces = group.segments.filter((p) => lineWords(p.text).length > 0);
  if (pieces.length === 0 || group.segments.some((p) => hasForeignMarker(p.text))) return false;
  if (pieces.some((p) => p.avgLogprob != null && p.avgLogprob < SURE_ALONE_LOGPROB)) return false;
  if (readAloneShare(group, language, false) !== 0) return false;
  const alone = pieces.flatMap((p) => lineWords(p.text));
  const written = segments
    .filter(
      (s) =>
        (s.start + s.end) / 2 >= group.start - GROUP_EDGE_SEC && (s.start + s.end) / 2 <= group.end + GROUP_EDGE_SEC,
    )
    .flatMap((s) => lineWords(s.text));
  if (written.length > 0 && wordsInOrder(alone, written) / Math.max(alone.length, written.length) >= SAME_LINE_SHARE) {
    return true;
  }
  // The decoder in context can drop a line: an alternating class's English line ("Stand at the top of your mat with
  // your feet hip width apart") was written in context as "And," and read alone surely as the line (−0.47 a token).
  // Nothing in context contradicts such a reading, so a sure one of a whole line (`MIN_SHIFTED_WORDS` or more, twice
  // as many words as were written over its group, not a loop, and not a line Whisper invents on silence) counts as
  // written. A reading alone can be a sure decode of a loop ("No, I'm not going to play. Loy, loy, loy, …").
  const invented =
    pieces.every((p) => isKnownHallucination(p.text)) ||
    pieces.some((p) => p.text.length >= 40 && compressionRatio(p.text) > MAX_COMPRESSION_RATIO);
  if (alone.length >= MIN_SHIFTED_WORDS && written.length * 2 < alone.length && !invented) return true;
  // The decoder's segment times can drift by a line within a chunk: an alternating class's English line read alone
  // as written ("Open your chest and let your shoulders relax.", −0.11 a token) sat in context at the end of the
  // segment before its group, and the segment over the group held the Korean line after it. So the line also
  // counts as written when the segments around the group, one group's length either side, hold its words in order
  // (seven in ten of the reading alone, a reading of at least `MIN_SHIFTED_WORDS`: a few common words are found in
  // any stretch of text).
  if (alone.length < MIN_SHIFTED_WORDS) return false;
  const reach = group.end - group.start;
  const around = segments
    .filter((s) => s.end > group.start - reach && s.start < group.end + reach)
    .flatMap((s) => lineWords(s.text));
  return wordsInOrder(alone, around) / alone.length >= SAME_LINE_SHARE;
}
