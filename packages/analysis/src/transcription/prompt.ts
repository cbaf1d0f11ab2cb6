import { type AnalysisLanguage, countWordsFor, type Style, vocabularyFor } from '@cuecoach/contracts';
import { disfluentPrompt } from './types.ts';

/**
 * The previous-text prompt every engine gets: a disfluent example (Whisper keeps "um", "uh", 음, 어 when the
 * text before the audio has them) followed by the class's vocabulary (Whisper spells pose and apparatus names
 * the way the prompt does) and, for movement classes, counts written as words. Whisper reads at most the last
 * 223 prompt tokens, so the vocabulary comes first and the disfluent example last, where it is never cut.
 */
export function recognitionPrompt(language: AnalysisLanguage, style?: Style | null): string {
  const vocabulary = vocabularyFor(style, language);
  const counts = countWordsFor(style, language);
  const parts: string[] = [];
  // One term per sentence: measured on the fixtures, tiny.en copies the spelling of terms written this way more
  // often than from a comma-separated list (8 of 12 yoga terms before correction, against 6).
  parts.push(disfluentPrompt[language]);
  if (counts) parts.push(`${capitalise(counts)}.`);
  if (vocabulary.length) parts.push(vocabulary.map((term) => `${capitalise(term)}.`).join(' '));
  return parts.join(' ');
}

const capitalise = (term: string) => term.charAt(0).toUpperCase() + term.slice(1);
