import { describe, expect, it } from 'vitest';
import { pageLanguage } from './web-app.ts';

describe('the language a prerendered page is sent in', () => {
  it('follows the reader saved choice first', () => {
    expect(pageLanguage('a=1; cuecoach-language=en', 'ko-KR')).toBe('en');
    expect(pageLanguage('cuecoach-language=ko', 'en-US,en;q=0.9')).toBe('ko');
  });

  it('else the browser languages by preference', () => {
    expect(pageLanguage(undefined, 'en-US,en;q=0.9,ko;q=0.8')).toBe('en');
    expect(pageLanguage(undefined, 'fr-FR,ko;q=0.9,en;q=0.5')).toBe('ko');
    expect(pageLanguage(undefined, 'de,en;q=0.3')).toBe('en');
  });

  it('else Korean, the default', () => {
    expect(pageLanguage(undefined, undefined)).toBe('ko');
    expect(pageLanguage('cuecoach-language=fr', 'fr,de')).toBe('ko');
  });
});
