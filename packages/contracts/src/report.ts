import { z } from 'zod/mini';
import { analysisLanguageSchema, dashboardLevels } from './enums.ts';
import { feedbackStates } from './feedback-states.ts';
import type { Metrics } from './metrics.ts';

/**
 * The coaching report: produced by packages/analysis/src/feedback/, stored by the server as JSON,
 * rendered by the web's AI-feedback tab. Every text is in the report's `language` (the reader's language, by default
 * the analysis language); quotes of the instructor (`before`, quoted cues) stay as spoken.
 *
 * `coachingReportContent` is the part a generator writes (the LLM gets it as its JSON schema, so every field is
 * required and nullable instead of optional: OpenAI's strict structured output demands that). `coachingReport`
 * adds the provenance the engine fills in itself.
 */

/** Feedback states (defined next to the session schemas; re-exposed here as a zod enum for the server). */
export const feedbackStateSchema = z.enum(feedbackStates);

/** What a focus area is about. The local generator always sets one of the specific keys; an LLM may say 'other'. */
export const weaknessKeys = [
  'pace_fast',
  'pace_slow',
  'pace_uneven',
  'fillers',
  'few_breath_cues',
  'sparse_cues',
  'cue_overload',
  'vague_cues',
  'dead_air',
  'too_little_space',
  'other',
] as const;
export type WeaknessKey = (typeof weaknessKeys)[number];

/**
 * Metrics a next-session target can be measured on: names of `Metrics` fields, with a dot for nested counts.
 * The dashboard/compare view checks a target against the next session with `readTargetMetric`.
 */
export const targetMetricKeys = [
  'wpm',
  'articulationWpm',
  'silenceRatio',
  'avgPauseSec',
  'maxPauseSec',
  'fillersPer100',
  'cuesPerMinute',
  'clarity',
  'flow',
  'consistency',
  'pauseBuckets.excessive',
  'cueCounts.breathing',
  'cueCounts.alignment',
  'cueCounts.transition',
  'cueCounts.directional',
] as const;
export type TargetMetricKey = (typeof targetMetricKeys)[number];

export const targetComparators = ['at_most', 'at_least'] as const;
export type TargetComparator = (typeof targetComparators)[number];

/** The report's rating level reuses the dashboard's level vocabulary, so the web has one set of labels. */
export const ratingLevels = dashboardLevels;
export type RatingLevel = (typeof ratingLevels)[number];

export const focusArea = z.object({
  key: z.enum(weaknessKeys),
  title: z.string().check(z.minLength(1)),
  whyImportant: z.string().check(z.minLength(1)),
  improvementTip: z.string().check(z.minLength(1)),
  expectedBenefit: z.string().check(z.minLength(1)),
});
export type FocusArea = z.infer<typeof focusArea>;

export const drill = z.object({
  name: z.string().check(z.minLength(1)),
  steps: z.array(z.string().check(z.minLength(1))).check(z.minLength(1), z.maxLength(8)),
  scriptSample: z.string().check(z.minLength(1)),
  whyImportant: z.string().check(z.minLength(1)),
  successCriteria: z.string().check(z.minLength(1)),
  practiceMinutes: z.int().check(z.minimum(1), z.maximum(60)),
});
export type Drill = z.infer<typeof drill>;

export const classLocation = z.object({
  /** Seconds from the start of the recording. */
  seconds: z.number().check(z.minimum(0)),
  /** Human form of `seconds`, m:ss or h:mm:ss. */
  display: z.string().check(z.minLength(1)),
});
export type ClassLocation = z.infer<typeof classLocation>;

export const classEdit = z.object({
  location: classLocation,
  /** The instructor's own words at that moment, verbatim from the transcript. */
  before: z.string().check(z.minLength(1)),
  after: z.string().check(z.minLength(1)),
  whyChange: z.string().check(z.minLength(1)),
});
export type ClassEdit = z.infer<typeof classEdit>;

export const cueRewrite = z.object({
  /** Seconds from the start of the recording where `before` was said (null only in reports made before it existed). */
  startSec: z._default(z.nullable(z.number().check(z.minimum(0))), null),
  before: z.string().check(z.minLength(1)),
  after: z.string().check(z.minLength(1)),
  rationale: z.string().check(z.minLength(1)),
});
export type CueRewrite = z.infer<typeof cueRewrite>;

export const nextSessionTarget = z.object({
  actionPlan: z.string().check(z.minLength(1)),
  whyImportant: z.string().check(z.minLength(1)),
  metric: z.enum(targetMetricKeys),
  comparator: z.enum(targetComparators),
  target: z.number(),
  /** This session's value of `metric`, so the web can show "from → to". */
  current: z.number(),
});
export type NextSessionTarget = z.infer<typeof nextSessionTarget>;

export const orientation = z.object({
  primaryFocus: z.string().check(z.minLength(1)),
  toneGuidance: z.string().check(z.minLength(1)),
  balancingDrills: z.array(z.string().check(z.minLength(1))).check(z.maxLength(4)),
});
export type Orientation = z.infer<typeof orientation>;

export const coachingReportContent = z.object({
  summary: z.string().check(z.minLength(1)),
  /** Null for a class too short to judge (contracts judged-metrics.ts, `minimumJudgedSec`): figures, no score. */
  overallRating: z.object({
    score: z.nullable(z.int().check(z.minimum(0), z.maximum(100))),
    level: z.nullable(z.enum(ratingLevels)),
  }),
  focusAreas: z.array(focusArea).check(z.minLength(1), z.maxLength(5)),
  drills: z.array(drill).check(z.minLength(1), z.maxLength(5)),
  classEdits: z.array(classEdit).check(z.maxLength(8)),
  cueRewrites: z.array(cueRewrite).check(z.maxLength(8)),
  nextSessionTargets: z.array(nextSessionTarget).check(z.minLength(1), z.maxLength(5)),
  orientation,
  cautions: z.array(z.string().check(z.minLength(1))).check(z.maxLength(6)),
  strengths: z.array(z.string().check(z.minLength(1))).check(z.maxLength(6)),
});
export type CoachingReportContent = z.infer<typeof coachingReportContent>;

export const feedbackGenerators = ['local', 'llm'] as const;
export type FeedbackGenerator = (typeof feedbackGenerators)[number];

export const coachingReport = z.extend(coachingReportContent, {
  language: analysisLanguageSchema,
  generator: z.enum(feedbackGenerators),
  /** LLM model name, or the local rule set's version (e.g. "cuecoach-rules-1"). */
  model: z.nullable(z.string()),
  /** Why the LLM's answer was not used (the local generator produced this report instead); null otherwise. */
  fallbackReason: z.nullable(z.string()),
  /**
   * Set when a report was regenerated by the rules engine: it is deterministic, so the new report matches the old
   * one; the note says so and points at the LLM setting for a fresh take. Written in the report's language.
   */
  regenerationNote: z._default(z.nullable(z.string()), null),
  createdAt: z.string(),
});
export type CoachingReport = z.infer<typeof coachingReport>;

/** The value of a target metric in a session's metrics. */
export function readTargetMetric(metrics: Metrics, key: TargetMetricKey): number {
  switch (key) {
    case 'pauseBuckets.excessive':
      return metrics.pauseBuckets.excessive;
    case 'cueCounts.breathing':
      return metrics.cueCounts.breathing;
    case 'cueCounts.alignment':
      return metrics.cueCounts.alignment;
    case 'cueCounts.transition':
      return metrics.cueCounts.transition;
    case 'cueCounts.directional':
      return metrics.cueCounts.directional;
    default:
      return metrics[key];
  }
}

/** Whether a later session met a target. */
export function targetMet(target: Pick<NextSessionTarget, 'metric' | 'comparator' | 'target'>, metrics: Metrics) {
  const value = readTargetMetric(metrics, target.metric);
  return target.comparator === 'at_most' ? value <= target.target : value >= target.target;
}
