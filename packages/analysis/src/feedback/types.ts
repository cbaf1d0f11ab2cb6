import type {
  AnalysisLanguage,
  CoachingReport,
  FeedbackGenerator,
  Metrics,
  Purpose,
  Scenario,
  Style,
  TranscriptSegment,
} from '@cuecoach/contracts';

export interface FeedbackInput {
  metrics: Metrics;
  segments: TranscriptSegment[];
  /** The language the class was taught in (the transcript's). */
  language: AnalysisLanguage;
  /**
   * The language the report is written in (the reader's); default: the class language. Quotes of the instructor
   * and the rewritten lines they would say stay in the class language.
   */
  reportLanguage?: AnalysisLanguage;
  style?: Style;
  scenario?: Scenario;
  purpose?: Purpose;
}

export interface FeedbackResult {
  report: CoachingReport;
  generator: FeedbackGenerator;
  /** LLM model name, or the local rule-set version. */
  model?: string;
  /** Set when the LLM was asked but the local generator wrote the report: why. */
  fallbackReason?: string;
}
