import type { LexiconTerm } from '@cuecoach/contracts';
import { describe, expect, it } from 'vitest';
import { compileLexicon, findHits } from '../../src/text/match.ts';
import { processTranscript } from '../../src/text/process-transcript.ts';

const term = (overrides: Partial<LexiconTerm> & Pick<LexiconTerm, 'term'>): LexiconTerm => ({
  locale: 'en',
  category: 'filler',
  isRegex: false,
  weight: 5,
  active: true,
  ...overrides,
});
const hits = (text: string, lexicon: LexiconTerm[], style?: LexiconTerm['style']) =>
  findHits(text, compileLexicon(lexicon, { language: 'en', style })).map((h) => `${h.term}@${h.start}-${h.end}`);

describe('lexicon matching', () => {
  it('matches case-insensitively on whole words, with multi-word phrases and * endings', () => {
    const lexicon = [term({ term: 'you know' }), term({ term: 'inhal*', category: 'breath' })];
    expect(hits('You know, INHALING deeply; inhalation; unknown', lexicon)).toEqual([
      'you know@0-8',
      'inhal*@10-18',
      'inhal*@27-37',
    ]);
  });

  it('runs regex terms and counts them under their display term', () => {
    const lexicon = [
      term({
        term: 'count-in',
        category: 'command',
        cueCategory: 'transition',
        isRegex: true,
        pattern: '\\b(?:5|five)[ ,]+(?:6|six)\\b',
      }),
    ];
    const result = processTranscript([{ start: 0, end: 2, text: 'Ready? Five, six, go' }], { language: 'en', lexicon });
    expect(result.cueHits.map(({ term, start, end, cueCategory }) => ({ term, start, end, cueCategory }))).toEqual([
      { term: 'count-in', start: 7, end: 16, cueCategory: 'transition' },
    ]);
  });

  it('skips inactive terms and other locales', () => {
    const lexicon = [term({ term: 'um', active: false }), term({ term: 'basically', locale: 'ko' })];
    expect(hits('um basically', lexicon)).toEqual([]);
  });

  it('uses weight 0 as a guard that blocks its own category only', () => {
    const lexicon = [
      term({ term: 'like' }),
      term({ term: 'like this', weight: 0 }),
      term({ term: 'this', category: 'directional' }),
    ];
    expect(hits('like this, like', lexicon)).toEqual(['this@5-9', 'like@11-15']);
  });

  it('resolves overlaps by length, then weight', () => {
    const lexicon = [
      term({ term: 'step', category: 'command', cueCategory: 'transition' }),
      term({ term: 'step back', category: 'command', cueCategory: 'transition' }),
      term({ term: 'back', category: 'directional', weight: 9 }),
    ];
    expect(hits('step back', lexicon)).toEqual(['step back@0-9']);
    const sameSpan = [term({ term: 'right', category: 'directional', weight: 5 }), term({ term: 'right', weight: 6 })];
    const [hit] = findHits('right', compileLexicon(sameSpan, { language: 'en' }));
    expect(hit?.kind).toBe('filler');
  });

  it('applies style- and group-scoped terms only to matching analyses', () => {
    const lexicon = [
      term({ term: 'spring', category: 'command', cueCategory: 'transition', group: 'pilates' }),
      term({ term: 'plié', category: 'command', style: 'ballet' }),
    ];
    expect(hits('spring plié', lexicon)).toEqual([]);
    expect(hits('spring plié', lexicon, 'reformer')).toEqual(['spring@0-6']);
    expect(hits('spring plié', lexicon, 'ballet')).toEqual(['plié@7-11']);
  });

  it('reports an invalid regex and keeps matching the other terms', () => {
    const lexicon = [term({ term: 'broken', isRegex: true, pattern: '(unclosed' }), term({ term: 'um' })];
    const result = processTranscript([{ start: 0, end: 1, text: 'um' }], { language: 'en', lexicon });
    expect(result.lexiconWarnings).toEqual([expect.stringContaining('broken')]);
    expect(result.fillerHits).toHaveLength(1);
  });

  it('survives a regex that can match empty text', () => {
    const lexicon = [term({ term: 'empty', isRegex: true, pattern: 'x*' })];
    expect(hits('abc x', lexicon)).toEqual(['empty@4-5']);
  });

  it('maps spec categories to metrics cue categories (command defaults to alignment)', () => {
    const lexicon = [
      term({ term: 'engage', category: 'command' }),
      term({ term: 'switch', category: 'command', cueCategory: 'transition' }),
      term({ term: 'exhale', category: 'breath' }),
      term({ term: 'left', category: 'directional' }),
    ];
    const result = processTranscript([{ start: 0, end: 1, text: 'engage switch exhale left' }], {
      language: 'en',
      lexicon,
    });
    expect(result.cueHits.map((c) => c.cueCategory)).toEqual(['alignment', 'transition', 'breathing', 'directional']);
  });

  it('drops empty segments and orders segments by time', () => {
    const result = processTranscript(
      [
        { start: 5, end: 6, text: ' second ' },
        { start: 3, end: 4, text: '   ' },
        { start: 0, end: 1, text: 'first' },
      ],
      { language: 'en', lexicon: [] },
    );
    expect(result.segments.map((s) => s.text)).toEqual(['first', 'second']);
    expect(result.words.map((w) => w.segmentIndex)).toEqual([0, 1]);
  });
});
