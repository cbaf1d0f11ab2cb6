import { editDistance } from '../text/edit-distance.ts';

/**
 * Spelling the class's own terms the way the instructor does. The prompt (prompt.ts) biases Whisper towards the
 * style's vocabulary, but the small embedded model still writes near misses for words it has rarely seen
 * ("katuranga", "samasana", "vidasa"). A heard word is replaced by a vocabulary term when it is close in spelling
 * (at most one edit per three letters of the term) and it is not itself a word the recogniser knows well —
 * `isKnownWord` (for the embedded engine: the word is a single token of Whisper's vocabulary, like "strings" or
 * "performer", which must never become "springs" or "reformer"). Ties between two terms leave the word alone.
 */
export function snapToVocabulary(
  text: string,
  terms: readonly string[],
  isKnownWord: (word: string) => boolean,
): string {
  const single = terms.filter((t) => /^\p{L}{6,}$/u.test(t)).map((t) => t.toLowerCase());
  if (single.length === 0) return text;
  const exact = new Set(single);
  return text.replace(/\p{L}+/gu, (word) => {
    const lower = word.toLowerCase();
    if (lower.length < 5 || exact.has(lower) || isKnownWord(lower)) return word;
    let best: string | null = null;
    let bestDistance = Number.POSITIVE_INFINITY;
    let tie = false;
    for (const term of single) {
      const limit = Math.floor(term.length / 3);
      if (Math.abs(term.length - lower.length) > limit) continue;
      const d = editDistance(lower, term);
      if (d > limit) continue;
      if (d < bestDistance) {
        best = term;
        bestDistance = d;
        tie = false;
      } else if (d === bestDistance) tie = true;
    }
    if (!best || tie) return word;
    return word[0] === word[0]!.toUpperCase() ? best[0]!.toUpperCase() + best.slice(1) : best;
  });
}
