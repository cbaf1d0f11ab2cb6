import { lexiconPatternError, lexiconTerm } from '@cuecoach/contracts';
import { describe, expect, it } from 'vitest';
import { defaultLexicon } from '../../src/lexicon/index.ts';
import { processTranscript } from '../../src/text/process-transcript.ts';

describe('default lexicons', () => {
  it.each(['ko', 'en'] as const)('%s: every term is a valid lexicon term with a compiling pattern', (language) => {
    const terms = defaultLexicon(language);
    expect(terms.length).toBeGreaterThan(100);
    for (const term of terms) {
      expect(lexiconTerm.parse(term)).toMatchObject({ locale: language, term: term.term });
      expect(lexiconPatternError(term)).toBeNull();
    }
    const result = processTranscript([{ start: 0, end: 1, text: 'x' }], { language });
    expect(result.lexiconWarnings).toEqual([]);
  });

  // The server lets an admin term replace a built-in one with the same locale, category and term, so that key
  // must identify exactly one built-in term.
  it.each(['ko', 'en'] as const)('%s: has no two terms with the same category and term', (language) => {
    const keys = defaultLexicon(language).map((t) => `${t.category}|${t.term.toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('covers every cue category and the fillers named in the issue, in both languages', () => {
    for (const language of ['ko', 'en'] as const) {
      const result = processTranscript([], { language });
      expect(result.fillerHits).toEqual([]);
      const counted = defaultLexicon(language).filter((t) => t.weight > 0);
      const categories = new Set(counted.map((t) => t.cueCategory ?? t.category));
      expect([...categories].sort()).toEqual(['alignment', 'breath', 'directional', 'filler', 'transition']);
    }
    const en = defaultLexicon('en').map((t) => t.term);
    for (const filler of ['um', 'uh', 'like', 'you know', 'basically', 'actually', 'so', 'kind of', 'sort of', 'right'])
      expect(en).toContain(filler);
    const ko = defaultLexicon('ko').map((t) => t.term);
    for (const filler of ['음', '어', '그', '저', '이제', '약간', '뭐', '그러니까', '막', '좀', '그냥', '아'])
      expect(ko).toContain(filler);
  });

  it('returns copies, so editing the result does not change the shipped lexicon', () => {
    const first = defaultLexicon('en');
    first[0]!.active = false;
    expect(defaultLexicon('en')[0]!.active).toBe(true);
  });

  it('uses the shipped lexicon when none is given, and guards literal uses of cue words', () => {
    const result = processTranscript(
      [{ start: 0, end: 4, text: "That's right. Hold on, right now for the rest of the class rest your hands." }],
      { language: 'en' },
    );
    expect(result.segments[0]!.fillers).toEqual([]);
    expect(result.cueHits.map((c) => c.term)).toEqual(['rest']);
  });
});
