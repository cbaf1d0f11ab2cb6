import type { AnalysisLanguage } from '@cuecoach/contracts';
import { compressionRatio, isPromptEcho, MAX_COMPRESSION_RATIO } from './decode-guards.ts';
import { englishLetterCount, englishWordCount } from './english-words.ts';
import { isKnownHallucination } from './hallucinations.ts';
import type { RawSegment } from './types.ts';

/**
 * How the recogniser's text for one segment reads: words of the language, or a finding — a foreign-language
 * marker, a loop, prompt echo, made-up words. The language gate (language.ts) sums these over the speech; the
 * style guess (style-guess.ts) takes its evidence from segments that read.
 */

/**
 * What Whisper writes instead of words when it hears a language it will not transcribe: the English-only models
 * answer "(speaking in foreign language)" (and variants; "(singing in foreign language)" for Korean over a quiet
 * bed) for a whole chunk of Korean speech. It is a finding,
 * not something the instructor said, so it never reaches the transcript.
 */
const foreignMarker =
  /[([]\s*(?:(?:speaking|speaks|singing|sings)\s+(?:in\s+)?(?:a\s+)?(?:foreign|korean|non-english)(?:\s+language)?|foreign\s+language|in\s+korean|korean|speaks?\s+korean)\s*[)\]]/gi;

export function hasForeignMarker(text: string): boolean {
  foreignMarker.lastIndex = 0;
  return foreignMarker.test(text);
}

export function withoutForeignMarkers(text: string): string {
  return text.replace(foreignMarker, ' ').replace(/\s+/g, ' ').trim();
}

/** Below this share of English words, a segment analysed as English is not English (accents and misheard terms stay well above). */
const MIN_ENGLISH_WORD_SHARE = 0.5;
/** An unsure decode (log-probability under Whisper's threshold after every retry) needs fewer unknown words to count. */
const MIN_ENGLISH_WORD_SHARE_WHEN_UNSURE = 0.75;

/** Every sentence of the text is a line Whisper is known to invent (hallucinations.ts). */
const wholeKnownHallucination = (text: string) => {
  const sentences = text.split(/(?<=[.!?…])\s+/).filter(Boolean);
  return sentences.length > 0 && sentences.every(isKnownHallucination);
};

export type SegmentReading = 'read' | 'invented' | 'unsure' | 'foreign';

/**
 * How a segment reads, from the recogniser's own evidence: `invented` when its text loops (compresses too well) or
 * only echoes the prompt — text with no speech under it, in any language; `unsure` when the chunk it came from
 * still looped or echoed the prompt after every retry (decode-guards.ts), though this segment alone does not show
 * it; and, analysed as English, `foreign` when too few of its words are English words (the English-only engine
 * writes Korean speech as made-up Latin words: "kan-bo-nke-ho"), fewer still needed when the decode was unsure.
 */
export function readSegment(segment: RawSegment, language: AnalysisLanguage, prompt?: string): SegmentReading {
  const text = withoutForeignMarkers(segment.text);
  if (text.length >= 40 && compressionRatio(text) > MAX_COMPRESSION_RATIO) return 'invented';
  if (prompt && isPromptEcho(text, prompt)) return 'invented';
  const problems = segment.quality?.problems ?? [];
  // A line Whisper invents from its training subtitles ("If you like this video, please subscribe to my channel…"),
  // written by a decode that kept a problem after every retry, is not a reading of the speech under it: the
  // recogniser wrote it over the last Korean line of an alternating class (chunk at −1.12 a token). English read
  // well passes its first decode, so a teacher who really says it keeps it (and hallucinations.ts keeps such a
  // line over clear speech).
  if (problems.length > 0 && wholeKnownHallucination(text)) return 'invented';
  if (language === 'en') {
    const { known, total } = englishWordCount(text);
    const minShare = problems.includes('unsure') ? MIN_ENGLISH_WORD_SHARE_WHEN_UNSURE : MIN_ENGLISH_WORD_SHARE;
    if (total >= 3 && known / total < minShare) return 'foreign';
    // A chunk whose text compresses well may be a teacher repeating a sequence (a sun salutation three times, the
    // same count every set): a segment that does not loop itself and is plain English on the strict share is
    // read, whatever its chunk did. Short lines and prompt echoes keep the chunk's doubt.
    const ownWords = total >= 3 && known / total >= MIN_ENGLISH_WORD_SHARE_WHEN_UNSURE;
    if (ownWords && problems.includes('loop') && !problems.includes('prompt_echo')) return 'read';
  }
  return problems.includes('loop') || problems.includes('prompt_echo') ? 'unsure' : 'read';
}

/**
 * Whether a segment, analysed as English, loops on words that are not English: its text compresses too well and
 * under half its letters are in English words ("Om nam kasayor kasayor kasayor …", "nun yor kah
 * nun yor kah …"). The decoder loops on what it hears; looping on made-up words it heard something it could only
 * write as made-up words. An English class's loops measured are of its own words ("Vinyasa. Vinyasa. …", a line
 * said three times).
 */
export function loopsOnMadeUpWords(segment: RawSegment, language: AnalysisLanguage): boolean {
  if (language !== 'en') return false;
  const text = withoutForeignMarkers(segment.text);
  if (text.length < 40 || compressionRatio(text) <= MAX_COMPRESSION_RATIO) return false;
  const { known, total } = englishLetterCount(text);
  return total >= MIN_LETTERS && known / total < MIN_ENGLISH_WORD_SHARE;
}

/**
 * Below this average log-probability of its own text tokens (scored on unsure chunks, local-worker.ts) a segment is
 * not the language read: Korean the English-only engine wrote as fluent English words ("So, will necessary young
 * search from the army of people so your choice is your.") scored −0.95 to −1.39 in one voice pair, where the
 * letters found nothing; English lines −0.02 to −0.73 beside them, and at most −0.46 in the English classes.
 */
export const MIN_SEGMENT_LOGPROB = -0.9;

/**
 * Below this a breath group decoded on its own audio (local-worker.ts, readAlone) is not the language read, when the
 * segment over it scored under `DOUBTFUL_SEGMENT_LOGPROB` (language.ts). Korean lines alone scored −1.03 to −1.94
 * where they came back as English words; English lines alone mostly −0.1 to −0.6, but −1.06 under a music bed and
 * −2.01 in a Scottish voice, each under a segment scored −0.37 to −0.41 in context.
 */
export const MIN_ALONE_LOGPROB = -1;
/**
 * A segment scored under this in context is in doubt: English segments in the English classes score at most
 * −0.46, segments laid over an English and a Korean line −0.6 to −0.89. At −0.5 a held-out English dance class (a
 * Caribbean man at 195 words a minute over a synthetic chord bed) was refused as Korean: Whisper laid one segment
 * over five of its lines at −0.58, and its breath groups read alone scored −1.1 to −1.9. At −0.7 it is analysed and
 * every alternating class from 55 % Korean up is still refused (the 63 % pair D measures 54 % instead of 58 %).
 */
export const DOUBTFUL_SEGMENT_LOGPROB = -0.7;

/** At least this share of a segment's letters in English words: English, whatever name or term it misheard. */
const CLEAR_ENGLISH_LETTERS = 0.8;
/** Segments with fewer letters say too little to be judged by their letters. */
const MIN_LETTERS = 8;

/**
 * The share of a segment's speech that is not in the analysis language, 0–1: all of it when the segment does not
 * read (`readSegment`) or holds no word at all or, analysed as English, when its own tokens scored under
 * `MIN_SEGMENT_LOGPROB` or under half its letters are English words; none when four fifths of its letters are; in between, the share of letters
 * that are not (a segment holding an English line and the Korean line after it).
 */
export function notLanguageShare(segment: RawSegment, language: AnalysisLanguage, prompt?: string): number {
  if (readSegment(segment, language, prompt) !== 'read') return 1;
  // Brackets and dots alone over speech ("(", ")" all through a minute of Korean): nothing of it was read.
  if (!/[\p{L}\p{N}]/u.test(withoutForeignMarkers(segment.text))) return 1;
  if (language !== 'en') return 0;
  if (segment.avgLogprob != null && segment.avgLogprob < MIN_SEGMENT_LOGPROB) return 1;
  const { known, total } = englishLetterCount(withoutForeignMarkers(segment.text));
  if (total < MIN_LETTERS) return 0;
  const share = known / total;
  if (share >= CLEAR_ENGLISH_LETTERS) return 0;
  if (share < MIN_ENGLISH_WORD_SHARE) return 1;
  return 1 - share;
}

/**
 * Words a second the slowest cueing still says (a slow, deliberate English cue runs about 1.2): the text of a
 * segment accounts for at most its words at this rate of the speech under it.
 */
const SLOWEST_ENGLISH_RATE = 1.2;

/**
 * The share of the speech under a segment that its English words do not account for. The English-only engine can
 * hear Korean as nothing and lay the English lines around it over the whole stretch: "Good morning everyone and
 * welcome" over 12 s of speech, most of it Korean.
 */
export function unreadShare(text: string, speechSec: number): number {
  if (speechSec <= 0) return 0;
  const words = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(0, speechSec - words / SLOWEST_ENGLISH_RATE) / speechSec;
}
