import { z } from 'zod';

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
  short: z.number().int().nonnegative(), // < 1 s
  medium: z.number().int().nonnegative(), // 1–3 s
  long: z.number().int().nonnegative(), // 3–5 s
  excessive: z.number().int().nonnegative(), // ≥ 5 s
});
export type PauseBuckets = z.infer<typeof pauseBuckets>;

export const paceTimelinePoint = z.object({
  minute: z.number().int().nonnegative(),
  wpm: z.number().nonnegative(),
});

export const metrics = z.object({
  durationSec: z.number().nonnegative(),
  speechSec: z.number().nonnegative(),
  wpm: z.number().nonnegative(),
  articulationWpm: z.number().nonnegative(),
  syllablesPerMinute: z.number().nonnegative().optional(),
  silenceRatio: z.number().min(0).max(1),
  avgPauseSec: z.number().nonnegative(),
  maxPauseSec: z.number().nonnegative(),
  pauseBuckets,
  fillerCount: z.number().int().nonnegative(),
  /** Fillers found acoustically (filled pauses the recogniser dropped); included in fillerCount. */
  filledPauseCount: z.number().int().nonnegative().default(0),
  fillersPer100: z.number().nonnegative(),
  fillers: z.record(z.string(), z.number().int().nonnegative()),
  cuesPerMinute: z.number().nonnegative(),
  cueCounts: z.object({
    breathing: z.number().int().nonnegative(),
    alignment: z.number().int().nonnegative(),
    transition: z.number().int().nonnegative(),
    directional: z.number().int().nonnegative(),
    /** Added with utterance-level cue counting; older stored metrics have none. */
    safety: z.number().int().nonnegative().default(0),
    timing: z.number().int().nonnegative().default(0),
  }),
  totalWords: z.number().int().nonnegative(),
  uniqueWords: z.number().int().nonnegative(),
  clarity: z.number().min(0).max(100),
  flow: z.number().min(0).max(100),
  consistency: z.number().min(0).max(100),
  paceTimeline: z.array(paceTimelinePoint),
});
export type Metrics = z.infer<typeof metrics>;

/** A lexicon hit inside a segment's text: character offsets into `text`, so the UI can highlight it. */
export const textMark = z.object({
  term: z.string(),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
});
export const cueMark = textMark.extend({ category: z.enum(cueCategories) });

export const transcriptSegment = z.object({
  start: z.number().nonnegative(),
  end: z.number().nonnegative(),
  text: z.string(),
  fillers: z.array(textMark),
  cues: z.array(cueMark),
});
export type TranscriptSegment = z.infer<typeof transcriptSegment>;

export const audioProfile = z.object({
  source: z.enum(['audio', 'video']),
  container: z.string(),
  codec: z.string(),
  sampleRate: z.number().int().positive(),
  channels: z.number().int().positive(),
  bitDepth: z.number().int().positive().nullable(),
  durationSec: z.number().nonnegative(),
});
export type AudioProfile = z.infer<typeof audioProfile>;

export const engineInfo = z.object({
  transcriber: z.enum(['local', 'whisper-cpp', 'openai']),
  model: z.string(),
  language: z.enum(['ko', 'en']),
  version: z.string(),
});
export type EngineInfo = z.infer<typeof engineInfo>;

export const dataStats = z.object({
  segmentCount: z.number().int().nonnegative(),
  wordCount: z.number().int().nonnegative(),
  cueCount: z.number().int().nonnegative(),
  /** Pauses of 3 s or more: pauseBuckets.long + pauseBuckets.excessive (the pause chart's numbers). */
  longPauseCount: z.number().int().nonnegative(),
  /** Pauses at or past the style's dead-air threshold (StyleTargets.deadAirSec). Absent on older analyses. */
  deadAirCount: z.number().int().nonnegative().optional(),
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
