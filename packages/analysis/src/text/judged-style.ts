/**
 * A recording uploaded without a style is judged as what it is. A presenter who skips the optional style field
 * must not be coached as a yoga class ("give 1.5 breath cues a minute", a slide line rewritten as "Exhale, fold
 * your torso forward"), nor scored against a class's cue rate. Speech that hardly ever instructs a body or a
 * breath is a talk, and is judged as a presentation: the presentation group's baseline targets (the business
 * style's, which overrides none of them), signposts counted as its cues, and the report's presentation advice.
 * Everything else without a style stays a "general class" (docs/report.md, "Class name").
 */
import type { AnalysisLanguage, Style } from '@cuecoach/contracts';
import type { ProcessedTranscript } from './process-transcript.ts';

/** The style a talk is judged as: the presentation baseline. */
export const TALK_STYLE: Style = 'business';

/**
 * Words (Korean: eojeol) the speaker must say before a recording can be told to be a talk: about a minute of speech.
 * A shorter one could be the quiet start of a class.
 */
const MIN_WORDS: Record<AnalysisLanguage, number> = { en: 150, ko: 100 };

/**
 * Instructions to the body or breath (cues of any kind but a bare transition, which a talk's signposts can read as)
 * per 100 words below which the speech is a talk. Measured on the labelled cue sets by style and the class scripts
 * of the tests (60 classes, every style group, both languages): 6.3–22.6 in classes; 0–1.9 in English talks
 * (business, academic, a teacher-training anatomy lecture), 1.3 in a Korean business talk. Korean counts eojeol,
 * fewer words for the same speech, so its line is higher.
 */
const MAX_BODY_CUES_PER_100_WORDS: Record<AnalysisLanguage, number> = { en: 2, ko: 3 };

/** Body or breath instructions per 100 words of this transcript. */
export function bodyCuesPer100Words(transcript: ProcessedTranscript): number {
  const body = transcript.cues.filter((c) => c.kinds.some((k) => k !== 'transition')).length;
  return transcript.words.length ? (100 * body) / transcript.words.length : 0;
}

/**
 * The style a recording without one is judged as, from the instructor's own speech: a talk is judged as a
 * presentation, anything else is left without a style (null). `termsPointToGroup` is whether the recogniser's
 * style guess found a movement group's vocabulary in what it heard; then it is a class whatever its cue rate.
 */
export function judgedStyle(transcript: ProcessedTranscript, termsPointToGroup: boolean): Style | null {
  if (termsPointToGroup) return null;
  const language = transcript.language;
  if (transcript.words.length < MIN_WORDS[language]) return null;
  return bodyCuesPer100Words(transcript) < MAX_BODY_CUES_PER_100_WORDS[language] ? TALK_STYLE : null;
}
