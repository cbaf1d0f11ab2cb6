import { readFileSync } from 'node:fs';
import { styleVocabulary } from '@cuecoach/contracts';
import wordListPath from 'word-list';

let known: Set<string> | null = null;

/** The npm `word-list` (274 000 English words) plus every style's English terms (asanas, apparatus, moves). */
function englishWords(): Set<string> {
  if (known) return known;
  const words = new Set(readFileSync(wordListPath, 'utf8').split('\n'));
  for (const group of Object.values(styleVocabulary)) {
    for (const term of group.en) for (const word of term.toLowerCase().split(/[\s-]+/)) words.add(word);
  }
  known = words;
  return words;
}

const contraction = /(?:'s|'re|'ll|'ve|'d|'m|n't|s')$/;

function isEnglishWord(word: string, words: Set<string>): boolean {
  if (words.has(word)) return true;
  const base = word.replace(contraction, '');
  return base !== word && (words.has(base) || base === 'i' || base === 'ca' || base === 'wo');
}

/**
 * How much of a text is English words: `{ known, total }` over its words (numbers are not counted). A hyphenated
 * word counts as English only when every part is ("warm-up"), so "kan-bo-nke-ho" — Korean speech written out by
 * the English-only engine — is one unknown word, not two known syllables and two unknown ones.
 */
export function englishWordCount(text: string): { known: number; total: number } {
  return countEnglish(text, () => 1);
}

/**
 * The same count weighted by letters: "Su-mul-nas-wignon-soch-funchy-up-mo-su-yachu. Exhale and fold forward."
 * is four English words of five, but under a third of its letters are English.
 */
export function englishLetterCount(text: string): { known: number; total: number } {
  return countEnglish(text, (word) => word.replace(/[^\p{L}]/gu, '').length);
}

function countEnglish(text: string, weight: (word: string) => number): { known: number; total: number } {
  const words = englishWords();
  let knownCount = 0;
  let total = 0;
  for (const raw of text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/[\s,.;:!?"()[\]…]+/)) {
    const word = raw.replace(/^[-']+|[-']+$/g, '');
    if (!/[a-z]/.test(word)) continue;
    const w = weight(word);
    total += w;
    if (word.split('-').every((part) => /^\d+$/.test(part) || isEnglishWord(part, words))) knownCount += w;
  }
  return { known: knownCount, total };
}
