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
  language: AnalysisLanguage;
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
