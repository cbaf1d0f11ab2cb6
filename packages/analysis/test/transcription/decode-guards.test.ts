import { describe, expect, it } from 'vitest';
import { betterDecode, compressionRatio, decodeProblems, isPromptEcho } from '../../src/transcription/decode-guards.ts';
import { recognitionPrompt } from '../../src/transcription/prompt.ts';

const cue =
  'Step your right foot back and lower your knee to the mat, then open your chest and let your shoulders relax.';

describe('guards against invented and lost text', () => {
  it('calls a looping decode a loop and a varied one not', () => {
    const loop = Array.from({ length: 12 }, () => 'kan-bo-nke-ho').join(' ');
    expect(compressionRatio(loop)).toBeGreaterThan(2.4);
    expect(decodeProblems({ text: loop, language: 'en', speechSec: 20 })).toContain('loop');
    expect(compressionRatio(cue)).toBeLessThan(2);
    expect(decodeProblems({ text: cue, language: 'en', speechSec: 8 })).toEqual([]);
  });

  it('flags a dropped block: one word for half a minute of speech', () => {
    expect(decodeProblems({ text: '(inhale)', language: 'en', speechSec: 25 })).toContain('too_few_words');
    // Too short a chunk to judge a rate on.
    expect(decodeProblems({ text: 'Hold.', language: 'en', speechSec: 3 })).toEqual([]);
  });

  it('flags an unsure decode by its average log-probability (Whisper: under −1)', () => {
    expect(decodeProblems({ text: cue, language: 'en', speechSec: 8, avgLogprob: -1.4 })).toContain('unsure');
    expect(decodeProblems({ text: cue, language: 'en', speechSec: 8, avgLogprob: -0.4 })).toEqual([]);
  });

  it('recognises text that only repeats the prompt', () => {
    const prompt = recognitionPrompt('en', 'vinyasa');
    expect(isPromptEcho('Ujjayi. Savasana. Ujjayi savasana. Vinyasa, chaturanga, namaste.', prompt)).toBe(true);
    // A class naming its poses among its own words is not an echo.
    expect(
      isPromptEcho('Lower through chaturanga and press up into downward dog, then rest in savasana.', prompt),
    ).toBe(false);
  });

  it('keeps the decode with fewer problems, then the surer one', () => {
    const a = { problems: ['loop' as const], avgLogprob: -0.2, text: 'a' };
    const b = { problems: [], avgLogprob: -0.9, text: 'b' };
    expect(betterDecode(a, b).text).toBe('b');
    const c = { problems: [], avgLogprob: -0.3, text: 'c' };
    expect(betterDecode(b, c).text).toBe('c');
  });

  it('reads Korean by eojeol per second', () => {
    const korean = '숨을 깊게 들이마시면서 두 팔을 머리 위로 올립니다';
    expect(decodeProblems({ text: korean, language: 'ko', speechSec: 4 })).toEqual([]);
    expect(decodeProblems({ text: '네', language: 'ko', speechSec: 20 })).toContain('too_few_words');
  });
});
