/** Test support: the language gate's verdict on recorded segments, as the pipeline takes it (refusal and share). */
import type { AnalysisError } from '../../src/errors.ts';
import { assertReadableLanguage, gateVerdict } from '../../src/transcription/language.ts';
import { recognitionPrompt } from '../../src/transcription/prompt.ts';
import type { RawSegment } from '../../src/transcription/types.ts';
import type { TimeRange } from '../../src/vad/speech-regions.ts';

const prompt = recognitionPrompt('en', null);

/** An English class's segments judged by the gate: the refusal it throws (or null) and the share not English. */
export function judgeEnglish(
  segments: RawSegment[],
  speech: TimeRange[],
): { error: AnalysisError | null; share: number } {
  let error: AnalysisError | null = null;
  try {
    assertReadableLanguage({ segments, speech, language: 'en', engine: 'local', model: 'm', prompt });
  } catch (e) {
    error = e as AnalysisError;
  }
  return { error, share: gateVerdict({ segments, speech, language: 'en', prompt }).share };
}
