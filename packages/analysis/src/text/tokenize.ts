import type { AnalysisLanguage } from '@cuecoach/contracts';

/** A word of a transcript with character offsets (UTF-16 code units, i.e. JavaScript string indices). */
export type TextToken = { text: string; start: number; end: number };

/**
 * One pattern serves both languages: an English word ("don't", "hip-width") or a Korean eojeol (the
 * space-separated unit, e.g. "어깨를") is a run of letters, marks and digits, optionally joined by an apostrophe or
 * hyphen. Punctuation is never part of a token, so "숨을," and "inhale." count as the words 숨을 and inhale.
 */
const TOKEN = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;

export function tokenize(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index ?? 0;
    tokens.push({ text: match[0], start, end: start + match[0].length });
  }
  return tokens;
}

/**
 * Recognisers mark non-speech in brackets ("[Music]", "(laughs)", "(박수)", "♪ … ♪"). Those are not words and must
 * not match the lexicon ("[음악]" is not the filler 음), so they are blanked with spaces of the same length: the
 * offsets of everything else stay valid for the segment's original text.
 */
const ANNOTATION = /\[[^\]]{0,60}\]|\([^)]{0,60}\)|♪[^♪]{0,200}♪|[♪♫]/gu;

export function maskAnnotations(text: string): string {
  return text.replace(ANNOTATION, (match) => ' '.repeat(match.length));
}

/** Case- and apostrophe-folded form used for unique-word counting. */
export function normalizeToken(token: string): string {
  return token.normalize('NFC').toLowerCase().replace(/’/g, "'");
}

const HANGUL_SYLLABLE = /[\uAC00-\uD7A3]/gu;
const LATIN_VOWEL_GROUP = /[aeiouy]+/gi;

/**
 * Syllables as spoken, for Korean pace. Each precomposed Hangul character is one syllable. Latin words inside a
 * Korean transcript (요가 "flow") are estimated by vowel groups (at least one); each digit counts as one syllable,
 * a rough reading of Sino-Korean numbers (3 → 삼). Other scripts are ignored.
 */
export function countSyllables(text: string): number {
  let count = (text.match(HANGUL_SYLLABLE) ?? []).length;
  for (const token of tokenize(text)) {
    const latin = token.text.replace(/[^A-Za-z]/g, '');
    if (latin) count += Math.max(1, (latin.match(LATIN_VOWEL_GROUP) ?? []).length);
    count += (token.text.match(/\p{Nd}/gu) ?? []).length;
  }
  return count;
}

export function containsHangul(text: string): boolean {
  return /[\uAC00-\uD7A3\u1100-\u11FF\u3130-\u318F]/u.test(text);
}

/** Words are counted the same way in both languages; the language only decides whether syllables are counted. */
export function countsSyllables(language: AnalysisLanguage): boolean {
  return language === 'ko';
}
