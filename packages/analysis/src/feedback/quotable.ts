/**
 * Which lines of the transcript the report may quote. A line the recogniser was probably unsure of is never
 * quoted or rewritten: quoting "take three full rest here" back to an instructor who said "take three full breaths
 * here", or rewriting "In fail, reach your arms up" (a misheard "Inhale") into "In fail, inhale, reach…", costs the
 * report its credibility. "Unsure" is the recogniser's own confidence where the engine reports one (the decode's
 * average token probability, below the level at which the decode guards retry a chunk), and is read from the text
 * everywhere: words that are not English in an English class (the language gate's word list), a breath word split
 * into two ("in fail", "ex hale"), words in another script than the class language, recogniser annotations, a word
 * looping, or — for a line offered as a cue — no instruction to the body or breath that the cue rules recognise.
 */
import { type AnalysisLanguage, type Style, styleGroups, styles } from '@cuecoach/contracts';
import { classifyUtterance, splitUtterances } from '../text/cues/index.ts';
import { MIN_AVG_LOGPROB } from '../transcription/decode-guards.ts';
import { englishWordCount } from '../transcription/english-words.ts';
import { isUnreadText } from '../transcription/unread-text.ts';

interface QuoteContext {
  spoken: AnalysisLanguage;
  style?: Style;
}

/** A line's confidence below this is one the decode guards would have called unsure. */
export const MIN_QUOTE_CONFIDENCE = Math.exp(MIN_AVG_LOGPROB);

const HANGUL = /[\uac00-\ud7a3]/;
const ANNOTATION = /[[\]♪]|\((?:[^)]*(?:music|laugh|applause|inaudible|웃음|음악|박수)[^)]*)\)/i;
/** Hesitation sounds: not words, but not a sign the recogniser misheard either. */
const HESITATION = /\b(?:u+m+|u+h+|e+r+m*|h+m+|a+h+|m+h?m+|uh-huh)\b/gi;
/** "Inhale" / "exhale" heard as two words: the line's breath cue is a recognition mistake. */
const SPLIT_BREATH = /\b(?:in|ex)[\s-]+(?:fail|hail|hale|hell|sail|sale|tail|tale|pale|nail|whale|shell|heal|hill)\b/i;

/** The app's own style names ("pilates", "hiit") are words of this trade, whatever the word list says. */
const STYLE_NAMES = new Set<string>([...styleGroups, ...styles]);

/**
 * A lower-case word of three or more letters that no English word list knows (style names and terms are known):
 * most likely a misheard one. Capitalised words (a student's name, a studio, a brand), short words and words with
 * digits ("30s") are not judged.
 */
function unknownWord(text: string): string | undefined {
  return text
    .replace(/[’‘]/g, "'")
    .split(/[\s,.;:!?"()[\]…]+/)
    .map((w) => w.replace(/^[-']+|[-']+$/g, ''))
    .find((w) => /^[a-z][a-z'-]{2,}$/.test(w) && !STYLE_NAMES.has(w) && englishWordCount(w).known === 0);
}

/** Whether the recogniser's words in a line are ones it was sure of (confidence, where the engine gives one). */
export function recognisedSurely(segment: { confidence?: number } | undefined): boolean {
  return segment?.confidence === undefined || segment.confidence >= MIN_QUOTE_CONFIDENCE;
}

/** Whether the recogniser's text reads as clean speech in the class language. */
export function quotable(text: string, c: QuoteContext): boolean {
  const tokens = text.split(/\s+/).filter((t) => /[\p{L}\p{N}]/u.test(t));
  // A tag cut in two ("(speaking in foreign") or a line the recogniser invents is not the instructor's words.
  if (tokens.length === 0 || ANNOTATION.test(text) || isUnreadText(text)) return false;
  if (c.spoken === 'en' && HANGUL.test(text)) return false;
  if (c.spoken === 'ko') {
    const latin = tokens.filter((t) => /[a-z]{2,}/i.test(t) && !HANGUL.test(t)).length;
    if (latin > 1 || latin / tokens.length > 0.15) return false;
  }
  const folded = tokens.map((t) => t.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''));
  for (let i = 2; i < folded.length; i++) {
    if (folded[i] && folded[i] === folded[i - 1] && folded[i] === folded[i - 2]) return false; // "the the the"
  }
  if (folded.length >= 8 && new Set(folded).size / folded.length < 0.4) return false; // a recogniser loop
  if (c.spoken === 'en') {
    if (SPLIT_BREATH.test(text)) return false;
    if (unknownWord(text.replace(HESITATION, ' '))) return false;
  }
  return true;
}

/** Whether the line holds a cue the rules recognise for this style (an instruction to the body or breath). */
export function isCueLine(text: string, c: QuoteContext): boolean {
  return splitUtterances(text, c.spoken).some(
    (span) =>
      classifyUtterance(text.slice(span.start, span.end), { language: c.spoken, style: c.style ?? null }).kinds.length >
      0,
  );
}
