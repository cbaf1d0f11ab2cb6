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
  /**
   * Seconds of that minute the instructor was speaking (class time model). A minute of students working has few
   * words but also little speaking time: pace is judged per speaking second, not per minute. Absent on older analyses.
   */
  speakingSec: z.optional(z.number().check(z.nonnegative())),
});

/**
 * Who said a line: the instructor (the voice that speaks most) or someone else in the room (a student's question,
 * a second teacher). Instructor metrics, quotes and rewrites use the instructor's lines only.
 */
export const speakerRoles = ['instructor', 'other'] as const;
export type SpeakerRole = (typeof speakerRoles)[number];

/** Everyone else's speech: how many times someone other than the instructor spoke, and for how long. */
export const otherSpeech = z.object({
  turns: z.int().check(z.nonnegative()),
  seconds: z.number().check(z.nonnegative()),
});
export type OtherSpeech = z.infer<typeof otherSpeech>;

/**
 * The model of class time: every stretch between the first and the last word is one of
 * - `speaking`: the instructor talking (with the short pauses between sentences),
 * - `working`: students carrying out the instruction just given (a move, a count, a work interval),
 * - `hold`: an announced hold or rest ("stay here for five breaths", "30초 쉬세요"), up to its announced length,
 * - `question`: waiting for an answer after the instructor's question to the class,
 * - `class_question`: another voice speaking (a student's question or answer): the class talking, never the
 *   instructor's speaking time or cues,
 * - `dead_air`: silence nothing explains (after no instruction, or past what the instruction and the style allow).
 * docs/metrics.md ("Class time") gives the rules.
 */
export const classTimeKinds = ['speaking', 'working', 'hold', 'question', 'class_question', 'dead_air'] as const;
export type ClassTimeKind = (typeof classTimeKinds)[number];

export const classTimeStretch = z.object({
  start: z.number().check(z.nonnegative()),
  end: z.number().check(z.nonnegative()),
  kind: z.enum(classTimeKinds),
});
export type ClassTimeStretch = z.infer<typeof classTimeStretch>;

export const classTime = z.object({
  /** Consecutive stretches in time order, from the first word to the last. */
  stretches: z.array(classTimeStretch),
  /** Seconds of each kind (the stretches summed). */
  seconds: z.object({
    speaking: z.number().check(z.nonnegative()),
    working: z.number().check(z.nonnegative()),
    hold: z.number().check(z.nonnegative()),
    question: z.number().check(z.nonnegative()),
    /** Added when students' turns got their own stretch; older analyses counted them as `question`. */
    class_question: z._default(z.number().check(z.nonnegative()), 0),
    dead_air: z.number().check(z.nonnegative()),
  }),
  /** Share of the class (first word to last) the instructor spent talking. */
  talkShare: z.number().check(z.minimum(0), z.maximum(1)),
  /**
   * Dead-air stretches, and the longest silence that became dead air, in seconds from where the talking stopped
   * (a 40 s silence of which the last 20 s are dead air is 40 s: what the class heard).
   */
  deadAirCount: z.int().check(z.nonnegative()),
  longestDeadAirSec: z.number().check(z.nonnegative()),
  /** Pauses of 1 s or more in the middle of a sentence: the only "gaps between words" a report may speak of. */
  midSentenceGapCount: z.int().check(z.nonnegative()),
  /**
   * Lines no cue was read in whose silence the class's rhythm reads as students' work: instructions the students
   * carried out though the recogniser misheard them, counted one each in the cue density. Absent before 28 Nov.
   */
  unheardCueCount: z.optional(z.int().check(z.nonnegative())),
});
export type ClassTime = z.infer<typeof classTime>;

export const metrics = z.object({
  durationSec: z.number().check(z.nonnegative()),
  speechSec: z.number().check(z.nonnegative()),
  wpm: z.number().check(z.nonnegative()),
  articulationWpm: z.number().check(z.nonnegative()),
  syllablesPerMinute: z.optional(z.number().check(z.nonnegative())),
  silenceRatio: z.number().check(z.minimum(0), z.maximum(1)),
  /**
   * Share of the class (first word to last) the instructor spent talking: `classTime.talkShare`, here so the metric
   * registry, cards and compare judge it like the others. Analyses stored before it have none (screens skip it).
   */
  talkShare: z.number().check(z.minimum(0), z.maximum(1)),
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
  /**
   * Speech by voices other than the instructor's. The instructor figures above (words, pace, fillers, cues,
   * speechSec) leave it out; silenceRatio and pauses count it as voice (the room was not silent). Absent on
   * analyses made before voices were told apart.
   */
  otherSpeech: z.optional(otherSpeech),
  /** Absent on analyses made before the class time model. */
  classTime: z.optional(classTime),
});
export type Metrics = z.infer<typeof metrics>;

/** A lexicon hit inside a segment's text: character offsets into `text`, so the UI can highlight it. */
export const textMark = z.object({
  term: z.string(),
  start: z.int().check(z.nonnegative()),
  end: z.int().check(z.nonnegative()),
});
export const cueMark = z.extend(textMark, { category: z.enum(cueCategories) });
/**
 * One cue as counted: a cueing utterance (character offsets into the segment's text) with every kind it carries.
 * The overview's total, the charts and the report all count these, so no two places can disagree.
 */
export const cueUtteranceMark = z.object({
  start: z.int().check(z.nonnegative()),
  end: z.int().check(z.nonnegative()),
  kinds: z.array(z.enum(cueKinds)),
});
export type CueUtteranceMark = z.infer<typeof cueUtteranceMark>;

export const transcriptSegment = z.object({
  start: z.number().check(z.nonnegative()),
  end: z.number().check(z.nonnegative()),
  text: z.string(),
  fillers: z.array(textMark),
  cues: z.array(cueMark),
  /** Absent on analyses made before voices were told apart: then every line is the instructor's. */
  speaker: z.optional(z.enum(speakerRoles)),
  /** The cues counted in this segment (absent on older analyses: their `cues` marks were counted instead). */
  cueUtterances: z.optional(z.array(cueUtteranceMark)),
  /**
   * How sure the recogniser was of this line's words, 0–1: the average token probability of the decode it came
   * from. Absent when the engine reports none, and on older analyses. The report never quotes or rewrites a line
   * under its threshold (docs/report.md, "Rewrites").
   */
  confidence: z.optional(z.number().check(z.gte(0), z.lte(1))),
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
  // Only when a Korean analysis first fetches its speech model; percent is the download's.
  'model_download',
  'transcription',
  'text_processing',
  'metrics_calculation',
  'generating_feedback',
] as const;
export type ProcessingStep = (typeof processingSteps)[number];
