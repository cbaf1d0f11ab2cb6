import { describe, expect, it } from 'vitest';
import type { AnalysisError } from '../../src/errors.ts';
import { assertReadableLanguage } from '../../src/transcription/language.ts';
import type { RawSegment } from '../../src/transcription/types.ts';

const speech = [
  { start: 1, end: 5 },
  { start: 7, end: 12 },
];

const gate = (segments: RawSegment[], language: 'en' | 'ko', engine: 'local' | 'whisper-cpp', narrowband: boolean) => {
  try {
    assertReadableLanguage({ segments, speech, language, engine, model: 'm', narrowband });
    return null;
  } catch (error) {
    return error as AnalysisError;
  }
};

describe('a language refusal on narrowband sound', () => {
  it('on narrowband sound names both causes: the other language, or speech too poor to make out', () => {
    // A fast English class on an 8 kHz phone line came back as one "(speaking in foreign language)" segment, as a
    // Korean class on the same line does: the refusal stands, but it does not call the class Korean outright.
    for (const segments of [[{ start: 1, end: 12, text: '(speaking in foreign language)' }], []]) {
      const error = gate(segments, 'en', 'local', true);
      expect(error?.code).toBe('language_mismatch');
      expect(error?.details).toMatchObject({ language: 'en', narrowband: true });
      expect(error?.message).toMatch(/^이 녹음은 영어로 알아들을 수 없습니다\..*음질이 낮아/);
      expect(error?.message).toMatch(/either in Korean \(or another language\), or its sound is too poor to make out/);
      expect(error?.message).not.toMatch(/sounds Korean/);
    }
    const korean = gate([{ start: 1, end: 12, text: 'Hello everyone.' }], 'ko', 'whisper-cpp', true);
    expect(korean?.details).toMatchObject({ language: 'ko', narrowband: true });
    expect(korean?.message).toMatch(/could not be made out as Korean: it is either in English/);
    // On full-band sound the refusal says what it heard, with no hint.
    expect(
      gate([{ start: 1, end: 12, text: '(speaking in foreign language)' }], 'en', 'local', false)?.details,
    ).not.toHaveProperty('narrowband');
  });
});
