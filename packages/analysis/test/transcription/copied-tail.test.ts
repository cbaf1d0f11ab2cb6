import { describe, expect, it } from 'vitest';
import { copiedTailWords, copyInDoubt, ownTokensEnd, scoredCopyWords } from '../../src/transcription/copied-tail.ts';

// A Korean line of an alternating class (N4: en-gb-x-gbclan+f2 and ko+f4), written in a segment of its own at
// −0.49 a token, as sure as English: it ends on the words the decoder wrote over the Korean line before it.
const before = [
  "It's still unfold forward, letting your head hand heavy.",
  'So moon as we yawns off from the armpil so your tools are yours.',
  'Step your right foot hack and lower your knee to the mat.',
];
const line = 'Does you moon your glock if you moon their tools are yours.';

// Tokens as Whisper's byte-level BPE writes them: a word opens with its space, punctuation is a token of its own.
const tokens = [
  ' Does',
  ' you',
  ' moon',
  ' your',
  ' gl',
  'ock',
  ' if',
  ' you',
  ' moon',
  ' their',
  ' tools',
  ' are',
  ' yours',
  '.',
];
const ids = tokens.map((_, i) => i + 100);
const lead = 7; // tokens of the sequence before the segment's text
const sequence = [...Array.from({ length: lead }, (_, i) => i), ...ids];
const decode = (part: number[]) => part.map((id) => tokens[id - 100] ?? '').join('');
const span = { from: lead, to: lead + tokens.length };

describe('a segment that ends on words the decoder wrote before it', () => {
  it('finds the copied tail, in order and one word after another', () => {
    expect(copiedTailWords(line, before)).toBe(3);
    expect(copiedTailWords('Now lower your knee to the mat.', before)).toBe(6);
    // The same words in another order are no copy: only the last word was written before.
    expect(copiedTailWords('Yours are the tools.', before)).toBe(1);
  });

  it('scores only the words of its own: the tokens before the copied tail', () => {
    // " tools are yours." begins at the 11th token of the text.
    expect(ownTokensEnd(line, before, sequence, span, decode)).toBe(lead + 10);
  });

  it('keeps the whole segment where the copy is short, whole, or the segment has nothing of its own', () => {
    // Two words are any two lines' ("your knee").
    expect(ownTokensEnd('Bend your knee.', before, sequence, span, decode)).toBe(span.to);
    // A line written again whole is a copy the gate already reads as one (language.ts, readsSurely).
    expect(ownTokensEnd(before[1]!, before, sequence, span, decode)).toBe(span.to);
    // Nothing written before.
    expect(ownTokensEnd(line, [], sequence, span, decode)).toBe(span.to);
  });
});

describe('a segment in doubt because it ends on a copy', () => {
  it('is in doubt when its own words, scored without the copy, are not sure, and only then', () => {
    expect(copyInDoubt({ avgLogprob: -0.61, ownWordsScored: true })).toBe(true);
    expect(copyInDoubt({ avgLogprob: -0.45, ownWordsScored: true })).toBe(false);
    // Not scored on its own words (no copy): the doubt line of any segment holds (−0.7, segment-reading.ts).
    expect(copyInDoubt({ avgLogprob: -0.61 })).toBe(false);
  });

  it('needs words of its own to score: a line said again with a word changed is not scored anew', () => {
    expect(scoredCopyWords(line, before)).toBe(3);
    expect(scoredCopyWords('Now lower your knee to the mat.', before)).toBe(0);
    expect(scoredCopyWords(before[1]!, before)).toBe(0);
  });
});
