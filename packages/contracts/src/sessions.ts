import { z } from 'zod';
import { creditQuote } from './credits.ts';
import { analysisLanguageSchema, purposeSchema, scenarioSchema, styleSchema } from './enums.ts';
import type { ApiErrorCode } from './errors.ts';
import { feedbackStates } from './feedback-states.ts';
import { audioProfile, dataStats, engineInfo, metrics, processingSteps, transcriptSegment } from './metrics.ts';
import { coachingReport } from './report.ts';

/** The response header of an upload's final PATCH that names the session it created (tus has no body there). */
export const SESSION_ID_HEADER = 'CueCoach-Session-Id';

/**
 * Sessions API (server: apps/server/src/sessions/). A session is one uploaded class recording and its analysis.
 * Lifecycle (one transition table, apps/server/src/sessions/status.ts):
 *   uploaded → pending (start: credits charged, job queued) → processing → completed | failed
 *   failed → pending (retry, charged again; the failed attempt was refunded)
 *   completed → pending (re-run, charged again after confirmation)
 * The spec's "done" is `completed`; its "error" is `failed`.
 */
export const sessionStatuses = ['uploaded', 'pending', 'processing', 'completed', 'failed'] as const;
export type SessionStatus = (typeof sessionStatuses)[number];
export const sessionStatusSchema = z.enum(sessionStatuses);

export const processingStepSchema = z.enum(processingSteps);

/** Accepted upload types: extension → MIME types browsers report for it. */
export const acceptedUploadTypes = {
  mp3: { kind: 'audio', mime: ['audio/mpeg', 'audio/mp3'] },
  m4a: { kind: 'audio', mime: ['audio/mp4', 'audio/x-m4a', 'audio/m4a', 'audio/aac'] },
  wav: { kind: 'audio', mime: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'] },
  mp4: { kind: 'video', mime: ['video/mp4'] },
  mov: { kind: 'video', mime: ['video/quicktime'] },
} as const;
export type UploadFileType = keyof typeof acceptedUploadTypes;
export const uploadFileTypes = Object.keys(acceptedUploadTypes) as UploadFileType[];
export const uploadFileTypeSchema = z.enum(uploadFileTypes as [UploadFileType, ...UploadFileType[]]);

/**
 * Title and tag character sets (says special characters are restricted without naming them).
 * Decision: letters and digits of any script (Hangul included), spaces, and the punctuation people use in
 * class names — `- _ . , ' ( ) [ ] & ! ? : / + # %`. Refused: `< > " \` { } | \ ; = ~ ^ $ * @` and control
 * characters (they invite markup/script injection and break file names and CSV exports).
 * Tags are stricter: letters, digits, space, `-` and `_`, 1–30 characters, at most 10 per session.
 */
export const titlePattern = /^[\p{L}\p{M}\p{N} \-_.,'()[\]&!?:/+#%]+$/u;
export const tagPattern = /^[\p{L}\p{M}\p{N} _-]+$/u;
export const titleMaxLength = 100;
export const tagMaxLength = 30;
export const maxTagsPerSession = 10;

export const sessionTitleSchema = z
  .string()
  .trim()
  .min(1, 'title_required')
  .max(titleMaxLength, 'title_too_long')
  .regex(titlePattern, 'title_invalid_characters');
export const sessionTagSchema = z
  .string()
  .trim()
  .min(1, 'tag_required')
  .max(tagMaxLength, 'tag_too_long')
  .regex(tagPattern, 'tag_invalid_characters');
export const sessionTagsSchema = z
  .array(sessionTagSchema)
  .max(maxTagsPerSession, 'too_many_tags')
  // Duplicates (ignoring case) collapse to the first spelling instead of failing the request.
  .transform((tags) => tags.filter((t, i) => tags.findIndex((o) => o.toLowerCase() === t.toLowerCase()) === i));
/** Recording date, a calendar day (YYYY-MM-DD). */
export const recordedOnSchema = z.iso.date();

/**
 * tus Upload-Metadata keys (each value base64 per the tus protocol; tus-js-client does that for you).
 * `filename` and `filetype` are required; the rest set the session's fields. `tags` is a comma-separated list.
 */
export const uploadMetadata = z.object({
  filename: z.string().min(1).max(255),
  filetype: z.string().max(100).default(''),
  title: sessionTitleSchema.optional(),
  language: analysisLanguageSchema.default('ko'),
  style: styleSchema.optional(),
  scenario: scenarioSchema.optional(),
  purpose: purposeSchema.optional(),
  recordedOn: recordedOnSchema.optional(),
  tags: z
    .string()
    .optional()
    .transform((s) => (s ? s.split(',').filter((t) => t.trim() !== '') : []))
    .pipe(sessionTagsSchema),
});
export type UploadMetadataInput = z.input<typeof uploadMetadata>;

/**
 * Why a queued/running analysis is not moving on its own: `worker_lost` — the worker running it died or stopped
 * and the analysis is being resumed on another worker (spec: "worker lost, resuming", not a frozen percentage);
 * `retrying` — the last attempt failed with an error another attempt may fix.
 */
export const progressNotices = ['worker_lost', 'retrying'] as const;
export type ProgressNotice = (typeof progressNotices)[number];

export const sessionProgress = z.object({
  step: processingStepSchema.nullable(),
  percent: z.number().min(0).max(100),
  notice: z.enum(progressNotices).nullable().optional(),
});
export type SessionProgress = z.infer<typeof sessionProgress>;

/** Headline scores for lists and cards; null until the analysis has finished. */
export const sessionKeyScores = z.object({
  wpm: z.number(),
  silenceRatio: z.number(),
  fillersPer100: z.number(),
  cuesPerMinute: z.number(),
  clarity: z.number(),
  flow: z.number(),
  consistency: z.number(),
});
export type SessionKeyScores = z.infer<typeof sessionKeyScores>;

export const sessionListItem = z.object({
  id: z.string(),
  title: z.string(),
  status: sessionStatusSchema,
  feedbackState: z.enum(feedbackStates),
  language: analysisLanguageSchema,
  style: styleSchema.nullable(),
  scenario: scenarioSchema.nullable(),
  purpose: purposeSchema.nullable(),
  fileType: uploadFileTypeSchema,
  durationSec: z.number().nullable(),
  fileSizeBytes: z.number().int(),
  tags: z.array(z.string()),
  recordedOn: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  progress: sessionProgress.nullable(),
  scores: sessionKeyScores.nullable(),
  /** Stable code of the last failure (upload/analysis error codes below); null unless failed. */
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
});
export type SessionListItem = z.infer<typeof sessionListItem>;

export const retentionInfo = z.object({
  retentionHours: z.number().int(),
  /** When the stored original (audio) is or was due for deletion. */
  originalDeleteAfter: z.string().nullable(),
  originalDeletedAt: z.string().nullable(),
  /** Set for video uploads: the video is deleted as soon as its audio is extracted. */
  videoDeletedAt: z.string().nullable(),
  hasOriginal: z.boolean(),
});
export type RetentionInfo = z.infer<typeof retentionInfo>;

export const feedbackInfo = z.object({
  state: z.enum(feedbackStates),
  generator: z.enum(['local', 'llm']).nullable(),
  model: z.string().nullable(),
  errorMessage: z.string().nullable(),
  generatedAt: z.string().nullable(),
  /**
   * The language the stored report is written in: the reader's (their UI language when it was generated, or the
   * one they switched to). Quotes from the class stay as spoken. docs/report.md ("Report language").
   */
  reportLanguage: analysisLanguageSchema.optional(),
});

/** POST /api/sessions/:id/feedback/retry — regenerate the report, optionally in another language (free). */
export const feedbackRetryRequest = z.object({
  reportLanguage: analysisLanguageSchema.optional(),
});
export type FeedbackRetryRequest = z.infer<typeof feedbackRetryRequest>;

export const sessionDetail = sessionListItem.extend({
  metrics: metrics.nullable(),
  segments: z.array(transcriptSegment),
  /** Kept when a regeneration fails. */
  report: coachingReport.nullable(),
  feedback: feedbackInfo,
  audioProfile: audioProfile.nullable(),
  dataStats: dataStats.nullable(),
  engine: engineInfo.nullable(),
  analysisModel: z.string().nullable(),
  processingVersion: z.string().nullable(),
  processingMs: z.number().int().nullable(),
  timingsMs: z.record(z.string(), z.number()).nullable(),
  attempt: z.number().int(),
  /** Credits charged for the current attempt (0 before the first start). */
  chargedCredits: z.number().int(),
  retention: retentionInfo,
  /**
   * A finished analysis checked against the admin's pace limits (min/max WPM, max silence ratio):
   * which ones it falls outside. Absent before metrics exist.
   */
  limitFlags: z
    .object({
      paceBelowMin: z.boolean(),
      paceAboveMax: z.boolean(),
      silenceAboveMax: z.boolean(),
      minWpm: z.number().int(),
      maxWpm: z.number().int(),
      maxSilenceRatio: z.number(),
    })
    .nullable()
    .optional(),
});
export type SessionDetail = z.infer<typeof sessionDetail>;

export const sessionSortKeys = ['createdAt', 'recordedOn', 'title', 'durationSec', 'wpm', 'clarity'] as const;
/** GET /api/sessions query. `from`/`to` are calendar days compared with the recording date, or creation day if none. */
export const sessionListQuery = z.object({
  status: sessionStatusSchema.optional(),
  style: styleSchema.optional(),
  language: analysisLanguageSchema.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** Case-insensitive search in title and tags. */
  q: z.string().trim().max(100).optional(),
  sort: z.enum(sessionSortKeys).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type SessionListQuery = z.input<typeof sessionListQuery>;
export const sessionListResponse = z.object({
  items: z.array(sessionListItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SessionListResponse = z.infer<typeof sessionListResponse>;

/** PATCH /api/sessions/:id — `recordedOn: null` clears the date. */
export const sessionUpdate = z
  .object({
    title: sessionTitleSchema.optional(),
    tags: sessionTagsSchema.optional(),
    recordedOn: recordedOnSchema.nullable().optional(),
    style: styleSchema.nullable().optional(),
    scenario: scenarioSchema.nullable().optional(),
    purpose: purposeSchema.nullable().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'empty_update');
export type SessionUpdate = z.input<typeof sessionUpdate>;

/** POST /api/sessions/bulk-delete. Ids that are unknown or not yours are listed in `notFound`. */
export const bulkDeleteRequest = z.object({ ids: z.array(z.uuid()).min(1).max(100) });
export const bulkDeleteResponse = z.object({ deleted: z.array(z.string()), notFound: z.array(z.string()) });

/**
 * POST /api/sessions/:id/start (uploaded → pending), /retry (failed → pending), /rerun (completed → pending,
 * needs `confirm: true`, else 409 `rerun_confirmation_required`). Language/style may be changed here.
 * Charged in the same transaction that queues the job; a repeated call for the same attempt never charges twice.
 */
export const startAnalysisRequest = z.object({
  language: analysisLanguageSchema.optional(),
  style: styleSchema.optional(),
  scenario: scenarioSchema.optional(),
  purpose: purposeSchema.optional(),
  confirm: z.boolean().optional(),
});
export type StartAnalysisRequest = z.infer<typeof startAnalysisRequest>;
export const startAnalysisResponse = z.object({
  session: sessionListItem,
  chargedCredits: z.number().int(),
  balance: z.number().int(),
});
export type StartAnalysisResponse = z.infer<typeof startAnalysisResponse>;

/** GET /api/sessions/:id/progress (poll) and each `data:` line of GET /api/sessions/:id/events (SSE, event `progress`). */
export const progressEvent = z.object({
  sessionId: z.string(),
  status: sessionStatusSchema,
  feedbackState: z.enum(feedbackStates),
  progress: sessionProgress.nullable(),
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
  updatedAt: z.string(),
});
export type ProgressEvent = z.infer<typeof progressEvent>;

/** GET /api/sessions/latest-completed — the completion notice: show it if completedAt is < 5 min ago. */
export const latestCompletedResponse = z.object({
  session: z
    .object({
      id: z.string(),
      title: z.string(),
      status: z.literal('completed'),
      createdAt: z.string(),
      completedAt: z.string(),
    })
    .nullable(),
});
export type LatestCompletedResponse = z.infer<typeof latestCompletedResponse>;

/** GET /api/capabilities — what this server accepts; every limit text in the web shows these values. */
export const capabilities = z.object({
  languages: z.array(analysisLanguageSchema),
  transcriber: z.string(),
  howToEnableKorean: z.string().optional(),
  /** The larger of the two limits below (kept for older clients). */
  maxUploadBytes: z.number().int(),
  /** Admin settings max audio / video size, each capped by the server's MAX_UPLOAD_MB. */
  maxAudioBytes: z.number().int(),
  maxVideoBytes: z.number().int(),
  maxDurationMin: z.number().int(),
  recommendedDurationMin: z.number().int(),
  uploadChunkBytes: z.number().int(),
  acceptedExtensions: z.array(uploadFileTypeSchema),
  acceptedMimeTypes: z.array(z.string()),
  retentionHours: z.number().int(),
  creditRule: creditQuote.shape.rule,
  /** Free beta on: analyses cost nothing and the balance never blocks (admin setting; docs/sessions.md#credits). */
  freeBeta: z.boolean(),
  /** Whom to write to about credits and purchases; null when none is configured. */
  contactEmail: z.string().nullable(),
  /**
   * Live analysis workers (the registry, docs/sessions.md "Workers"). `languages` is what they can analyse
   * together; with 0 every start is refused with no_worker_available. Optional only for older servers.
   */
  workers: z.number().int().optional(),
  /** Each engine/model the live workers run, the languages it gives and how many workers run it. */
  engines: z
    .array(
      z.object({
        engine: z.string(),
        model: z.string().nullable(),
        languages: z.array(analysisLanguageSchema),
        workers: z.number().int(),
      }),
    )
    .optional(),
});
export type Capabilities = z.infer<typeof capabilities>;

/**
 * The error codes of this area: a view of the catalogue `apiErrorCodes` (errors.ts), where each code's statuses
 * and details are described. tus upload refusals answer with the same JSON body as the REST API.
 */
export const sessionErrorCodes = [
  'upload_unsupported_type',
  'upload_too_large',
  'upload_too_long',
  'upload_empty',
  'upload_unreadable',
  'upload_no_audio',
  'upload_metadata_invalid',
  'upload_unknown_length',
  'upload_chunk_too_large',
  'upload_too_many_unfinished',
  'insufficient_credits',
  'rerun_confirmation_required',
  'invalid_transition',
  'language_unsupported',
  'no_worker_available',
  'original_deleted',
  'feedback_not_retryable',
  'upload_failed',
  'not_found',
] as const satisfies readonly ApiErrorCode[];
export type SessionErrorCode = (typeof sessionErrorCodes)[number];
