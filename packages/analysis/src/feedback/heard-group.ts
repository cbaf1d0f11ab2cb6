/**
 * A class uploaded without a style was coached as yoga: a kettlebell class was told its biggest opportunity was to
 * "anchor your cues to the breath", with a sample of "Inhale, reach both arms up … Exhale, fold forward from your
 * hips". The report now coaches such a class as the movement group its instructor's own words name, by the rule the
 * recogniser guesses its prompt with (two distinct terms of the group, two more than any other; style-guess.ts),
 * and keeps calling it a "general class": the targets and the score stay those of a class without a style.
 */
import type { AnalysisLanguage, StyleGroup, TranscriptSegment } from '@cuecoach/contracts';
import { guessStyleGroup } from '../transcription/style-guess.ts';

/** The movement group the instructor's lines name, or null (a class that names none, or names several). */
export function heardGroup(segments: TranscriptSegment[], language: AnalysisLanguage): StyleGroup | null {
  const text = segments
    .filter((s) => s.speaker !== 'other')
    .map((s) => s.text)
    .join(' ');
  return guessStyleGroup(text, language);
}
