import {
  type AnalysisLanguage,
  countWordsFor,
  type Style,
  styleGroups,
  styleVocabulary,
  vocabularyFor,
} from '@cuecoach/contracts';
import { disfluentPrompt } from './types.ts';

/** Terms of each movement group in the prompt of a class with no style: the first (most used) of each list. */
const TERMS_PER_GROUP_WITHOUT_STYLE = 11;

/**
 * The terms the recogniser is primed with and corrects near misses to. A class with a style gets its group's
 * vocabulary. A class with none gets a few terms of every movement group and the counts: CueCoach's classes are
 * movement classes, and a prompt of hesitations alone primes Whisper for hesitations — tiny.en then wrote
 * "(inhale)" for 25 s of cues, or dropped whole blocks, where the same audio with terms in the prompt came out word
 * for word.
 */
export function recognitionVocabulary(language: AnalysisLanguage, style?: Style | null): readonly string[] {
  if (style) return vocabularyFor(style, language);
  return styleGroups
    .filter((group) => group !== 'presentation')
    .flatMap((group) => styleVocabulary[group][language].slice(0, TERMS_PER_GROUP_WITHOUT_STYLE));
}

/**
 * The previous-text prompt every engine gets: a disfluent example (Whisper keeps "um", "uh", 음, 어 when the
 * text before the audio has them), then, for movement classes, counts written as words, then the class's
 * vocabulary (Whisper spells pose and apparatus names the way the prompt does), last because Whisper attends
 * most to the text nearest the audio. Without a style, the disfluent example goes last instead.
 */
export function recognitionPrompt(language: AnalysisLanguage, style?: Style | null): string {
  const vocabulary = recognitionVocabulary(language, style);
  const counts = style ? countWordsFor(style, language) : countWordsFor('hatha', language);
  const parts: string[] = [];
  // One term per sentence: measured on the fixtures, tiny.en copies the spelling of terms written this way more
  // often than from a comma-separated list (8 of 12 yoga terms before correction, against 6).
  if (counts) parts.push(`${capitalise(counts)}.`);
  if (vocabulary.length) parts.push(vocabulary.map((term) => `${capitalise(term)}.`).join(' '));
  // Without a style the terms are a guess and the hesitations are not: the disfluent example goes last, nearest
  // the audio (with the long mixed vocabulary last, tiny.en wrote none of a fast talker's ten um/uh).
  if (style) parts.unshift(disfluentPrompt[language]);
  else parts.push(disfluentPrompt[language]);
  return parts.join(' ');
}

const capitalise = (term: string) => term.charAt(0).toUpperCase() + term.slice(1);
