import { describe, expect, it } from 'vitest';
import { countSyllables, maskAnnotations, tokenize } from '../../src/text/tokenize.ts';

describe('tokenize', () => {
  it('splits Korean into eojeol and drops punctuation', () => {
    const text = '자, 숨을 들이마시고… 어깨를 내려 주세요!';
    expect(tokenize(text).map((t) => t.text)).toEqual(['자', '숨을', '들이마시고', '어깨를', '내려', '주세요']);
  });

  it('keeps English contractions and hyphenated words whole, with offsets into the text', () => {
    const text = "Don't lock your knees; stand hip-width apart.";
    const tokens = tokenize(text);
    expect(tokens.map((t) => t.text)).toEqual(["Don't", 'lock', 'your', 'knees', 'stand', 'hip-width', 'apart']);
    for (const token of tokens) expect(text.slice(token.start, token.end)).toBe(token.text);
  });

  it('returns nothing for punctuation-only text', () => {
    expect(tokenize(' ... , ?! ')).toEqual([]);
  });
});

describe('countSyllables', () => {
  it('counts each Hangul syllable once and ignores spaces and punctuation', () => {
    expect(countSyllables('숨을 들이마시고, 내쉬세요.')).toBe(2 + 5 + 4);
  });

  it('estimates Latin words and digits inside a Korean transcript', () => {
    // 요가 (2) + flow (1 vowel group) + 3번 (1 digit + 1 Hangul) + 반복 (2)
    expect(countSyllables('요가 flow 3번 반복')).toBe(2 + 1 + 2 + 2);
  });
});

describe('maskAnnotations', () => {
  it('blanks recogniser annotations without moving the other words', () => {
    const text = '[Music] Inhale (laughs) now ♪ la la ♪ exhale';
    const masked = maskAnnotations(text);
    expect(masked).toHaveLength(text.length);
    expect(tokenize(masked).map((t) => [t.text, text.slice(t.start, t.end)])).toEqual([
      ['Inhale', 'Inhale'],
      ['now', 'now'],
      ['exhale', 'exhale'],
    ]);
  });
});
