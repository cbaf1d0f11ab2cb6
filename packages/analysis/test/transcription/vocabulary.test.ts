import { countWordsFor, styleVocabulary, vocabularyFor } from '@cuecoach/contracts';
import { describe, expect, it } from 'vitest';
import { recognitionPrompt } from '../../src/transcription/prompt.ts';
import { snapToVocabulary } from '../../src/transcription/vocabulary.ts';

const yoga = vocabularyFor('vinyasa', 'en');
// Stands in for "a single token of Whisper's vocabulary" (the embedded engine's test).
const common = new Set(['strings', 'performer', 'marriage', 'easier', 'savannah']);
const known = (word: string) => common.has(word);

describe('style vocabulary in recognition', () => {
  it('lives with the style targets, per group and language, and counts are words for movement classes', () => {
    expect(vocabularyFor('ashtanga', 'en')).toBe(styleVocabulary.yoga.en);
    expect(vocabularyFor('reformer', 'ko')).toContain('리포머');
    expect(vocabularyFor(null, 'en')).toEqual([]);
    expect(countWordsFor('hiit', 'en')).toMatch(/^one, two/);
    expect(countWordsFor('business', 'en')).toBe('');
  });

  it('prompts with the disfluent example, the counts, then the vocabulary nearest the audio; without a style, terms of every group and hesitations last', () => {
    const prompt = recognitionPrompt('en', 'vinyasa');
    expect(prompt).toMatch(/^Umm, okay, so, uh/);
    expect(prompt).toContain('One, two, three');
    expect(prompt.endsWith('Sun salutation.')).toBe(true);
    expect(prompt).toContain('Chaturanga. Savasana.');
    expect(recognitionPrompt('ko', 'reformer')).toMatch(/^음, 어.*리포머/);
    // Without a style: counts and a few terms of every movement group, hesitations last (nearest the audio).
    const unstyled = recognitionPrompt('en', null);
    expect(unstyled).toMatch(/^One, two, three/);
    for (const term of ['Chaturanga.', 'Reformer.', 'Tendu.', 'Burpees.']) expect(unstyled).toContain(term);
    expect(unstyled.endsWith('relax your shoulders.')).toBe(true);
  });

  it('corrects near misses of rare terms and leaves known words and exact terms alone', () => {
    expect(snapToVocabulary('Lower through katuranga, then samasana.', yoga, known)).toBe(
      'Lower through chaturanga, then savasana.',
    );
    expect(snapToVocabulary('Flow through another Vidhasa and melasana.', yoga, known)).toBe(
      'Flow through another Vinyasa and balasana.',
    );
    // A word the recogniser knows is never turned into a term, however close.
    expect(snapToVocabulary('A savannah of strings.', yoga, known)).toBe('A savannah of strings.');
    expect(snapToVocabulary('Tie the strings.', vocabularyFor('reformer', 'en'), known)).toBe('Tie the strings.');
    // Far words and short words stay.
    expect(snapToVocabulary('Come to standing at the top of the mat.', yoga, known)).toBe(
      'Come to standing at the top of the mat.',
    );
    expect(snapToVocabulary('anything', [], known)).toBe('anything');
  });
});
