import type { AnalysisLanguage, LexiconTerm } from '@cuecoach/contracts';
import { englishLexicon } from './english.ts';
import { koreanLexicon } from './korean.ts';

export { WORD_AFTER, WORD_BEFORE } from './term-builders.ts';

/**
 * The shipped lexicon for a language, or both when no language is given (terms carry their locale, and
 * matching only uses the analysis language's terms). Returns fresh copies so callers may edit them.
 */
export function defaultLexicon(language?: AnalysisLanguage): LexiconTerm[] {
  const terms =
    language === 'ko' ? koreanLexicon : language === 'en' ? englishLexicon : [...koreanLexicon, ...englishLexicon];
  return terms.map((term) => ({ ...term }));
}

/** The `fillers` key under which acoustically detected filled pauses (um/uh the recogniser dropped) are counted. */
export const ACOUSTIC_FILLER_TERM: Record<AnalysisLanguage, string> = { en: '(filled pause)', ko: '(음/어)' };
