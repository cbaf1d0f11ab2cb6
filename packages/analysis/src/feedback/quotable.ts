/**
 * Which lines of the transcript the report may quote. A line the recogniser was probably unsure of is never
 * quoted or rewritten: quoting "take three full rest here" back to an instructor who said "take three full breaths
 * here" costs the report its credibility. Transcripts carry no per-word confidence yet, so "unsure" is read from
 * the text: words in another script than the class language, recogniser annotations, a word looping, or — for a
 * line offered as a cue — no instruction to the body or breath that the cue rules recognise for this style.
 */
import type { AnalysisLanguage, Style } from '@cuecoach/contracts';
import { classifyUtterance, splitUtterances } from '../text/cues/index.ts';

interface QuoteContext {
  spoken: AnalysisLanguage;
  style?: Style;
}

const HANGUL = /[\uac00-\ud7a3]/;
const ANNOTATION = /[[\]♪]|\((?:[^)]*(?:music|laugh|applause|inaudible|웃음|음악|박수)[^)]*)\)/i;

/** Whether the recogniser's text reads as clean speech in the class language. */
export function quotable(text: string, c: QuoteContext): boolean {
  const tokens = text.split(/\s+/).filter((t) => /[\p{L}\p{N}]/u.test(t));
  if (tokens.length === 0 || ANNOTATION.test(text)) return false;
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
