import { describe, expect, it } from 'vitest';
import type { AnalysisError } from '../src/errors.ts';
import {
  assertReadableLanguage,
  hangulShare,
  judgeLanguage,
  withoutForeignMarkers,
} from '../src/transcription/language.ts';

const speech = [
  { start: 1, end: 5 },
  { start: 7, end: 12 },
];

describe('language identification from what the recogniser wrote', () => {
  it('calls a Korean class read by the English-only model Korean', () => {
    // What the embedded English model really writes for ko-class.mp3.
    const verdict = judgeLanguage([{ start: 1, end: 12, text: '(speaking in foreign language)' }], speech, 'en');
    expect(verdict).toMatchObject({ detected: 'ko', speechSec: 9 });
  });

  it('leaves an English class with one foreign phrase alone', () => {
    const verdict = judgeLanguage(
      [
        { start: 1, end: 5, text: 'Breathe in and lift your arms.' },
        { start: 7, end: 9, text: '[Speaking Korean]' },
        { start: 9, end: 12, text: 'Now fold forward slowly.' },
      ],
      speech,
      'en',
    );
    expect(verdict).toBeNull();
  });

  it('notices the other script: Hangul under English, English under Korean', () => {
    expect(judgeLanguage([{ start: 1, end: 12, text: '숨을 깊게 들이마시고 내쉬세요.' }], speech, 'en')).toMatchObject({
      detected: 'ko',
    });
    expect(
      judgeLanguage([{ start: 1, end: 12, text: 'Inhale deeply and exhale slowly.' }], speech, 'ko'),
    ).toMatchObject({ detected: 'en' });
    expect(judgeLanguage([{ start: 1, end: 12, text: '플랭크 자세로 코어를 잡아 주세요.' }], speech, 'ko')).toBeNull();
  });

  it("takes whisper.cpp's own language identification when it names the other product language", () => {
    const segments = [{ start: 1, end: 12, text: '숨을 들이마시고' }];
    expect(judgeLanguage(segments, speech, 'ko', 'en')).toMatchObject({ detected: 'en' });
    // A detection outside ko/en (an unsure model) is not acted on: the text decides.
    expect(judgeLanguage(segments, speech, 'ko', 'nl')).toBeNull();
  });

  it('says nothing on under 3 s of speech', () => {
    expect(
      judgeLanguage([{ start: 1, end: 2, text: '(foreign language)' }], [{ start: 1, end: 2.5 }], 'en'),
    ).toBeNull();
  });

  it('strips the markers from the transcript and measures scripts', () => {
    expect(withoutForeignMarkers('Okay. (speaking in foreign language) Good job.')).toBe('Okay. Good job.');
    expect(hangulShare('abc 가나다')).toBe(0.5);
    expect(hangulShare('...')).toBe(0);
  });
});

describe('the language gate', () => {
  const gate = (
    segments: { start: number; end: number; text: string }[],
    language: 'en' | 'ko' = 'en',
    engine: 'local' | 'whisper-cpp' = 'local',
  ) => {
    try {
      assertReadableLanguage({ segments, speech, language, engine, model: 'm' });
      return null;
    } catch (error) {
      return error as AnalysisError;
    }
  };

  it('fails a mismatch with the bilingual message and how to enable Korean', () => {
    const error = gate([{ start: 1, end: 12, text: '(speaking in foreign language)' }]);
    expect(error?.code).toBe('language_mismatch');
    expect(error?.message).toMatch(/^이 녹음은 한국어\(또는 영어가 아닌 언어\)로 들립니다\./);
    expect(error?.message).toMatch(/This recording sounds Korean/);
    expect(error?.message).toMatch(/npm run models:download -- base/);
    expect(error?.details).toMatchObject({ language: 'en', detected: 'ko', engine: 'local' });
  });

  it('fails speech that yields no word at all instead of completing a 0-word report', () => {
    const error = gate([], 'ko', 'whisper-cpp');
    expect(error?.code).toBe('speech_unrecognized');
    expect(error?.details).toMatchObject({ speechSec: 9 });
  });

  it('calls speech the English-only engine leaves (almost) unread another language', () => {
    // A Korean class through the embedded English engine: nothing, or one stray word over 9 s of speech.
    for (const segments of [[], [{ start: 1, end: 2, text: 'you' }]]) {
      const error = gate(segments);
      expect(error?.code).toBe('language_mismatch');
      expect(error?.message).toContain('This recording sounds Korean (or another language that is not English)');
    }
  });

  it('passes a readable class, and a silent one (nothing to read is not a failure)', () => {
    expect(gate([{ start: 1, end: 12, text: 'Breathe in.' }])).toBeNull();
    assertReadableLanguage({ segments: [], speech: [], language: 'en', engine: 'local', model: 'm' });
  });
});
