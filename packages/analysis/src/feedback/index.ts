export {
  type FeedbackConfig,
  type FeedbackMode,
  feedbackConfigFromEnv,
  feedbackModes,
  type LlmConfig,
} from './config.ts';
export { type GenerateOptions, generateFeedback } from './generate.ts';
export { LOCAL_RULES_VERSION, localReport } from './local-report.ts';
export type { FeedbackInput, FeedbackResult } from './types.ts';
