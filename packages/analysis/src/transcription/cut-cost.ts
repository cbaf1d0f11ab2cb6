import type { TimeRange } from '../vad/speech-regions.ts';

// Cost of cutting a text at a word boundary that is not the end of a sentence or a clause: a misplaced cut
// must beat a sentence end by this much of the text's length before it is chosen.
const CUT_PENALTY = { sentence: 0, clause: 0.04, word: 0.12 } as const;

/**
 * The cost of the g-th cut (0-based, between group g and g+1) at word boundary b (after word b-1) when a segment's
 * words are shared among groups of speech: how far the share of text before it is from the share of speaking time
 * before the pause, plus a penalty for a cut that is not a sentence end (then a clause end, then any word).
 */
export function cutCosts(words: string[], groups: TimeRange[][]): (g: number, b: number) => number {
  const speech = groups.map((g) => g.reduce((sum, r) => sum + (r.end - r.start), 0));
  const totalSpeech = speech.reduce((a, b) => a + b, 0);
  const timeShare: number[] = [];
  let acc = 0;
  for (let g = 0; g < groups.length - 1; g++) {
    acc += speech[g]!;
    timeShare.push(acc / totalSpeech);
  }
  const totalChars = words.reduce((sum, w) => sum + w.length + 1, 0);
  // Boundary b sits after word b-1 (b = 1..W-1); b = 0 or W leaves a group without words.
  const charShare: number[] = [0];
  acc = 0;
  for (const w of words) {
    acc += w.length + 1;
    charShare.push(acc / totalChars);
  }
  const W = words.length;
  const penalty = (b: number) => {
    if (b <= 0 || b >= W) return 1;
    const before = words[b - 1]!;
    if (/[.!?…。]["')\]]*$/.test(before)) return CUT_PENALTY.sentence;
    if (/[,;:]["')\]]*$/.test(before)) return CUT_PENALTY.clause;
    return CUT_PENALTY.word;
  };
  return (g, b) => Math.abs(charShare[b]! - timeShare[g]!) + penalty(b);
}
