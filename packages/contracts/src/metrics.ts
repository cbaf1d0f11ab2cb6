import { z } from 'zod/mini';
import { speechEngineIds } from './speech-engines.ts';

/**
 * The analysis engine's output. Field names are the public JSON names used by the API, the CLI and the web.
 * Times are seconds of the original file.
 */
export const cueCategories = ['breathing', 'alignment', 'transition', 'directional'] as const;
export type CueCategory = (typeof cueCategories)[number];
/**
 * Every kind of cue the analysis counts: the four coaching categories above (style targets rank them, charts draw
 * them) plus safety cues ("don't lock your knees", "come out if it pinches") and count/timing cues ("hold for five
 * breaths", "on the next exhale"). A cue is one cueing utterance; it may belong to several kinds (docs/metrics.md).
 */
export const cueKinds = [...cueCategories, 'safety', 'timing'] as const;
export type CueKind = (typeof cueKinds)[number];

export const pauseBuckets = z.object({
  short: z.int().check(z.nonnegative()), // < 1 s
  medium: z.int().check(z.nonnegative()), // 1–3 s
  long: z.int().check(z.nonnegative()), // 3–5 s
  excessive: z.int().check(z.nonnegative()), // ≥ 5 s
});
export type PauseBuckets = z.infer<typeof pauseBuckets>;

export const paceTimelinePoint = z.object({
  minute: z.int().check(z.nonnegative()),
  wpm: z.number().check(z.nonnegative()),
});

export const metrics = z.object({
  durationSec: z.number().check(z.nonnegative()),
  speechSec: z.number().check(z.nonnegative()),
  wpm: z.number().check(z.nonnegative()),
  articulationWpm: z.number().check(z.nonnegative()),
  syllablesPerMinute: z.optional(z.number().check(z.nonnegative())),
  silenceRatio: z.number().check(z.minimum(0), z.maximum(1)),
  avgPauseSec: z.number().check(z.nonnegative()),
  maxPauseSec: z.number().check(z.nonnegative()),
  pauseBuckets,
  fillerCount: z.int().check(z.nonnegative()),
  /** Fillers found acoustically (filled pauses the recogniser dropped); included in fillerCount. */
  filledPauseCount: z._default(z.int().check(z.nonnegative()), 0),
  fillersPer100: z.number().check(z.nonnegative()),
  fillers: z.record(z.string(), z.int().check(z.nonnegative())),
  cuesPerMinute: z.number().check(z.nonnegative()),
  cueCounts: z.object({
    breathing: z.int().check(z.nonnegative()),
    alignment: z.int().check(z.nonnegative()),
    transition: z.int().check(z.nonnegative()),
    directional: z.int().check(z.nonnegative()),
    /** Added with utterance-level cue counting; older stored metrics have none. */
    safety: z._default(z.int().check(z.nonnegative()), 0),
    timing: z._default(z.int().check(z.nonnegative()), 0),
  }),
  totalWords: z.int().check(z.nonnegative()),
  uniqueWords: z.int().check(z.nonnegative()),
  clarity: z.number().check(z.minimum(0), z.maximum(100)),
  flow: z.number().check(z.minimum(0), z.maximum(100)),
  consistency: z.number().check(z.minimum(0), z.maximum(100)),
  paceTimeline: z.array(paceTimelinePoint),
});
export type Metrics = z.infer<typeof metrics>;

/** A lexicon hit inside a segment's text: character offsets into `text`, so the UI can highlight it. */
export const textMark = z.object({
  term: z.string(),
  start: z.int().check(z.nonnegative()),
  end: z.int().check(z.nonnegative()),
});
export const cueMark = z.extend(textMark, { category: z.enum(cueCategories) });

export const transcriptSegment = z.object({
  start: z.number().check(z.nonnegative()),
  end: z.number().check(z.nonnegative()),
  text: z.string(),
  fillers: z.array(textMark),
  cues: z.array(cueMark),
});
export type TranscriptSegment = z.infer<typeof transcriptSegment>;

export const audioProfile = z.object({
  source: z.enum(['audio', 'video']),
  container: z.string(),
  codec: z.string(),
  sampleRate: z.int().check(z.positive()),
  channels: z.int().check(z.positive()),
  bitDepth: z.nullable(z.int().check(z.positive())),
  durationSec: z.number().check(z.nonnegative()),
});
export type AudioProfile = z.infer<typeof audioProfile>;

export const engineInfo = z.object({
  transcriber: z.enum(speechEngineIds),
  model: z.string(),
  language: z.enum(['ko', 'en']),
  version: z.string(),
});
export type EngineInfo = z.infer<typeof engineInfo>;

export const dataStats = z.object({
  segmentCount: z.int().check(z.nonnegative()),
  wordCount: z.int().check(z.nonnegative()),
  cueCount: z.int().check(z.nonnegative()),
  /** Pauses of 3 s or more: pauseBuckets.long + pauseBuckets.excessive (the pause chart's numbers). */
  longPauseCount: z.int().check(z.nonnegative()),
  /** Pauses at or past the style's dead-air threshold (StyleTargets.deadAirSec). Absent on older analyses. */
  deadAirCount: z.optional(z.int().check(z.nonnegative())),
});
export type DataStats = z.infer<typeof dataStats>;

export const processingSteps = [
  'demux',
  'profile',
  'normalize',
  'audio_analysis',
  'vad',
  'segmentation',
  // Only when a Korean analysis first fetches its speech model (issue 11); percent is the download's.
  'model_download',
  'transcription',
  'text_processing',
  'metrics_calculation',
  'generating_feedback',
] as const;
export type ProcessingStep = (typeof processingSteps)[number];
