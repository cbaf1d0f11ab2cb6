/** Feedback states. `regenerated` = completed after at least one successful regeneration. */
export const feedbackStates = ['none', 'generating', 'completed', 'failed', 'regenerated'] as const;
export type FeedbackState = (typeof feedbackStates)[number];
