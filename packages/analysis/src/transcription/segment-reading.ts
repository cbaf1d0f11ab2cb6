import type { AnalysisLanguage } from '@cuecoach/contracts';
import { compressionRatio, isPromptEcho, MAX_COMPRESSION_RATIO } from './decode-guards.ts';
import { englishWordCount } from './english-words.ts';
import type { RawSegment } from './types.ts';

/**
 * How the recogniser's text for one segment reads: words of the language, or a finding — a foreign-language
 * marker, a loop, prompt echo, made-up words. The language gate (language.ts) sums these over the speech; the
 * style guess (style-guess.ts) takes its evidence from segments that read.
 */

/**
 * What Whisper writes instead of words when it hears a language it will not transcribe: the English-only models
 * answer "(speaking in foreign language)" (and variants) for a whole chunk of Korean speech. It is a finding,
 * not something the instructor said, so it never reaches the transcript.
 */
const foreignMarker =
  /[([]\s*(?:speaking\s+(?:in\s+)?(?:a\s+)?(?:foreign|korean|non-english)(?:\s+language)?|foreign\s+language|in\s+korean|korean|speaks?\s+korean)\s*[)\]]/gi;

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
