/**
 * A chunk is decoded again from where the recogniser stopped early (local-worker.ts): after its last timestamp,
 * when that lies well before the end of the audio. Sometimes the timestamps ran behind the words — one segment
 * "0:00 → 0:10" holding all 26 s of the chunk's speech — and the resumed pass then says again what was already
 * written ("Next, we go into the derby. … Grab your kettlebell for swings." twice: a HIIT class lost a fifth of its
 * WER to it). These are the words at the start of the resumed text that repeat the end of the text before it.
 */

const normalise = (token: string) => token.toLowerCase().replace(/[^\p{L}\p{N}']/gu, '');

/** At least this many words, in order, repeated before a lead counts as said again (not a cue said twice). */
const MIN_REPEATED_WORDS = 4;
/** Share of the earlier text's words in the repetition that the resumed text says again. */
const MIN_MATCHED_SHARE = 0.6;
/** How far from the end of the earlier text the repetition may stop (a half-written last word, a filler). */
const END_SLACK = 3;
/** How far into the resumed text the repetition may start. */
const START_SLACK = 2;

/**
 * How many whitespace-separated tokens at the start of `resumed` repeat the end of `before`: a local word alignment
 * (match +2, substitution, insertion or deletion −1, as misheard words differ between two decodes of the same
 * audio) that starts near the beginning of `resumed`, ends near the end of `before`, and matches at least four
 * words and 60 % of the earlier words it spans. 0 when there is none.
 */
export function repeatedLead(before: string, resumed: string): number {
  const p = before.split(/\s+/).map(normalise).filter(Boolean);
  const tokens = resumed.split(/\s+/).filter(Boolean);
  const n = tokens.map(normalise);
  if (p.length < MIN_REPEATED_WORDS || n.length === 0) return 0;
  // Score, first token in `resumed`, first word in `before` and words matched, per row of `before`.
  type Cell = { score: number; start: number; from: number; matches: number };
  const empty = (j: number, i: number): Cell => ({ score: 0, start: j, from: i, matches: 0 });
  let previous: Cell[] = Array.from({ length: n.length + 1 }, (_, j) => empty(j, 0));
  let best = { end: 0, score: 0 };
  for (let i = 1; i <= p.length; i++) {
    const current: Cell[] = [empty(0, i)];
    for (let j = 1; j <= n.length; j++) {
      let cell = empty(j, i);
      const diagonal = previous[j - 1]!;
      if (n[j - 1] === '') {
        // Punctuation alone between words: carried along at no cost.
        cell = { ...current[j - 1]! };
      } else {
        const same = p[i - 1] === n[j - 1];
        const options: Cell[] = [
          { ...diagonal, score: diagonal.score + (same ? 2 : -1), matches: diagonal.matches + (same ? 1 : 0) },
          { ...previous[j]!, score: previous[j]!.score - 1 },
          { ...current[j - 1]!, score: current[j - 1]!.score - 1 },
        ];
        for (const option of options) if (option.score > cell.score) cell = option;
      }
      current.push(cell);
      if (
        p.length - i < END_SLACK &&
        cell.start <= START_SLACK &&
        cell.matches >= MIN_REPEATED_WORDS &&
        cell.matches >= MIN_MATCHED_SHARE * (i - cell.from) &&
        cell.score > best.score
      ) {
        best = { end: j, score: cell.score };
      }
    }
    previous = current;
  }
  return best.end;
}

/** The segments without their first `count` whitespace-separated tokens; segments left empty are dropped. */
export function withoutLeadingTokens<S extends { text: string }>(segments: S[], count: number): S[] {
  let left = count;
  const out: S[] = [];
  for (const segment of segments) {
    const tokens = segment.text.split(/\s+/).filter(Boolean);
    const cut = Math.min(left, tokens.length);
    left -= cut;
    if (cut < tokens.length) out.push({ ...segment, text: tokens.slice(cut).join(' ') });
  }
  return out;
}
