import { sameWordsKey } from './group-readings.ts';

// A segment that ends on words the decoder already wrote earlier in the chunk: where its score comes from.

/**
 * A tail copied from the text before it of at least this many words is the decoder's own text, not what it heard:
 * fewer are common words any two lines share ("to the", "your head").
 */
export const MIN_COPIED_WORDS = 3;
/** Fewer words of its own than this before the copy are too few to score the segment on. */
const MIN_OWN_WORDS = 3;

const wordsOf = (text: string) => sameWordsKey(text).split(' ').filter(Boolean);

/**
 * The words of a segment's tail copied from the segments before it, when there are enough (`MIN_COPIED_WORDS` or
 * more) with words of its own before them (`MIN_OWN_WORDS` or more); otherwise 0. A line said again whole, or with
 * a word changed, has no words of its own left to score anew.
 */
export function scoredCopyWords(text: string, earlier: string[]): number {
  const copied = copiedTailWords(text, earlier);
  return copied >= MIN_COPIED_WORDS && wordsOf(text).length - copied >= MIN_OWN_WORDS ? copied : 0;
}

/**
 * How many words at the end of `text` the decoder wrote before, in the same order and one after another, in
 * `earlier` (the segments before it, in order). The decoder copies its own text: a Korean line written in a segment
 * of its own as "Does you moon your glock if you moon their tools are yours." ends on the words it had written over
 * the Korean line before it ("… so your tools are yours."), and the copy is as sure as a line written again.
 */
export function copiedTailWords(text: string, earlier: string[]): number {
  const words = wordsOf(text);
  const before = ` ${wordsOf(earlier.join(' ')).join(' ')} `;
  for (let k = words.length; k > 0; k--) {
    if (before.includes(` ${words.slice(-k).join(' ')} `)) return k;
  }
  return 0;
}

/**
 * Where in a segment's tokens (`ids[from..to)`) its copied tail of `copied` words begins: the first token of the
 * tail, which opens a word. Null when the tokens do not split there (the text was trimmed after decoding).
 */
export function copiedTailStart(
  ids: ArrayLike<number>,
  from: number,
  to: number,
  copied: number,
  decode: (ids: number[]) => string,
): number | null {
  const tokens = Array.from(ids);
  for (let c = to - 1; c > from; c--) {
    const piece = decode(tokens.slice(c, to));
    const n = wordsOf(piece).length;
    if (n > copied) return null;
    if (n === copied && /^\s/.test(piece)) return c;
  }
  return null;
}

/**
 * The end of the tokens a segment's score is taken over (`scoreSegments` in local-worker.ts): all its own (`to`),
 * or, where it ends on a tail copied from the segments before it (`MIN_COPIED_WORDS` or more, with words of its own
 * before them), only those of its own words. A copy is as sure as the text it copies, so over a whole segment it
 * carries the score of the words the decoder made up before it: the Korean line above scored −0.49 a token, as sure
 * as English, on the strength of "tools are yours". A line written again whole keeps its score (the gate reads it
 * as a copy, `readsSurely` in language.ts).
 */
export function ownTokensEnd(
  text: string,
  earlier: string[],
  ids: ArrayLike<number>,
  span: { from: number; to: number },
  decode: (ids: number[]) => string,
): number {
  const copied = scoredCopyWords(text, earlier);
  if (copied === 0) return span.to;
  const start = copiedTailStart(ids, span.from, span.to, copied, decode);
  // The scoring decode cannot generate a single token (local-worker.ts, scoreSegments).
  return start !== null && start - span.from >= 2 ? start : span.to;
}

/**
 * A segment that ends on a copy is in doubt when its own words score under this, the bar sure text is held to
 * (`SURE_LOGPROB` in language.ts), not only under `DOUBTFUL_SEGMENT_LOGPROB`: the decoder leaned on its own text to
 * end the line and was not sure of what it heard before that. N4's Korean line above scores −0.61 a token on its own
 * words (−0.49 with the copy); its English lines in the same chunk −0.02 and −0.16.
 */
export const COPY_DOUBT_LOGPROB = -0.5;

/** Whether a segment scored on its own words before a copied tail (`ownWordsScored`) is in doubt. */
export const copyInDoubt = (segment: { avgLogprob?: number; ownWordsScored?: true }) =>
  segment.ownWordsScored === true && segment.avgLogprob != null && segment.avgLogprob < COPY_DOUBT_LOGPROB;
