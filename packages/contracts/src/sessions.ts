import { z } from 'zod/mini';
import { creditQuote } from './credits.ts';
import { analysisLanguageSchema, purposeSchema, scenarioSchema, styleSchema } from './enums.ts';
import type { ApiErrorCode } from './errors.ts';
import { feedbackStates } from './feedback-states.ts';
import { allowedCharacters, firstRefusedTagCharacter, firstRefusedTitleCharacter } from './free-text.ts';
import { koreanAvailability } from './korean-availability.ts';
import { type KeyMetricKey, keyMetricKeys } from './metric-registry.ts';
import { audioProfile, dataStats, engineInfo, metrics, processingSteps, transcriptSegment } from './metrics.ts';
import { coachingReport } from './report.ts';

/** The response header of an upload's final PATCH that names the session it created (tus has no body there). */
export const SESSION_ID_HEADER = 'CueCoach-Session-Id';

/**
 * Sessions API (server: apps/server/src/sessions/). A session is one uploaded class recording and its analysis.
 * Lifecycle (one transition table, apps/server/src/session-store/status.ts):
 *   uploaded → pending (start: credits charged, job queued) → processing → completed | failed
 *   failed → pending (retry, charged again; the failed attempt was refunded)
 *   completed → pending (re-run, charged again after confirmation)
 * A finished analysis is `completed` (the product's "done"); one that ended in an error is `failed`.
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
 * Titles and tags accept what people write; only control characters, invisible direction marks and the markup
 * brackets are refused, and the refusal names the character (`params.character`, see free-text.ts).
 * Tags: 1–30 characters, no comma (it separates tags where they are typed), at most 10 per session.
 */
export const titleMaxLength = 100;
export const tagMaxLength = 30;
export const maxTagsPerSession = 10;

export const sessionTitleSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'title_required'),
    z.maxLength(titleMaxLength, 'title_too_long'),
    allowedCharacters('title_invalid_characters', firstRefusedTitleCharacter),
  );
export const sessionTagSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'tag_required'),
    z.maxLength(tagMaxLength, 'tag_too_long'),
    allowedCharacters('tag_invalid_characters', firstRefusedTagCharacter),
  );
export const sessionTagsSchema = z.pipe(
  // Duplicates (ignoring case) collapse to the first spelling instead of failing the request.
  z.array(sessionTagSchema).check(z.maxLength(maxTagsPerSession, 'too_many_tags')),
  z.transform((tags) => tags.filter((t, i) => tags.findIndex((o) => o.toLowerCase() === t.toLowerCase()) === i)),
);
/** Recording date, a calendar day (YYYY-MM-DD). */
export const recordedOnSchema = z.iso.date();

/**
 * tus Upload-Metadata keys (each value base64 per the tus protocol; tus-js-client does that for you).
 * `filename` and `filetype` are required; the rest set the session's fields. `tags` is a comma-separated list.
 */
export const uploadMetadata = z.object({
  filename: z.string().check(z.minLength(1), z.maxLength(255)),
  filetype: z._default(z.string().check(z.maxLength(100)), ''),
  title: z.optional(sessionTitleSchema),
  language: z._default(analysisLanguageSchema, 'ko'),
  style: z.optional(styleSchema),
  scenario: z.optional(scenarioSchema),
  purpose: z.optional(purposeSchema),
  recordedOn: z.optional(recordedOnSchema),
  tags: z.pipe(
    z.pipe(
      z.optional(z.string()),
      z.transform((s) => (s ? s.split(',').filter((t) => t.trim() !== '') : [])),
    ),
    sessionTagsSchema,
  ),
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
  step: z.nullable(processingStepSchema),
  percent: z.number().check(z.minimum(0), z.maximum(100)),
  notice: z.optional(z.nullable(z.enum(progressNotices))),
});
export type SessionProgress = z.infer<typeof sessionProgress>;

/** Headline scores for lists and cards; null until the analysis has finished. */
export const sessionKeyScores = z.object(
  Object.fromEntries(keyMetricKeys.map((k) => [k, z.number()])) as Record<KeyMetricKey, z.ZodMiniNumber>,
);
export type SessionKeyScores = z.infer<typeof sessionKeyScores>;

export const sessionListItem = z.object({
  id: z.string(),
  title: z.string(),
  status: sessionStatusSchema,
  feedbackState: z.enum(feedbackStates),
  language: analysisLanguageSchema,
  style: z.nullable(styleSchema),
  scenario: z.nullable(scenarioSchema),
  purpose: z.nullable(purposeSchema),
  fileType: uploadFileTypeSchema,
  durationSec: z.nullable(z.number()),
  fileSizeBytes: z.int(),
  tags: z.array(z.string()),
  recordedOn: z.nullable(z.string()),
  createdAt: z.string(),
  completedAt: z.nullable(z.string()),
  progress: z.nullable(sessionProgress),
  scores: z.nullable(sessionKeyScores),
  /**
   * The key scores as verdicts judge them (judged-metrics.ts: pace, silence and cue density excused for students'
   * working time): what the dashboard's on-target shares, levels and badges read, while `scores` is what it shows.
   * Null for a class too short to judge (no verdicts) or an unfinished one; absent from older servers (judge `scores`).
   */
  judgedScores: z.optional(z.nullable(sessionKeyScores)),
  /** Stable code of the last failure (upload/analysis error codes below); null unless failed. */
  errorCode: z.nullable(z.string()),
  errorMessage: z.nullable(z.string()),
});
export type SessionListItem = z.infer<typeof sessionListItem>;

export const retentionInfo = z.object({
  retentionHours: z.int(),
  /** When the stored original (audio) is or was due for deletion. */
  originalDeleteAfter: z.nullable(z.string()),
  originalDeletedAt: z.nullable(z.string()),
  /** Set for video uploads: the video is deleted as soon as its audio is extracted. */
  videoDeletedAt: z.nullable(z.string()),
  hasOriginal: z.boolean(),
});
export type RetentionInfo = z.infer<typeof retentionInfo>;

export const feedbackInfo = z.object({
  state: z.enum(feedbackStates),
  generator: z.nullable(z.enum(['local', 'llm'])),
  model: z.nullable(z.string()),
  errorMessage: z.nullable(z.string()),
  generatedAt: z.nullable(z.string()),
  /**
   * The language the stored report is written in: the reader's (their UI language when it was generated, or the
   * one they switched to). Quotes from the class stay as spoken. docs/report.md ("Report language").
   */
  reportLanguage: z.optional(analysisLanguageSchema),
});

/** POST /api/sessions/:id/feedback/retry — regenerate the report, optionally in another language (free). */
export const feedbackRetryRequest = z.object({
  reportLanguage: z.optional(analysisLanguageSchema),
});
export type FeedbackRetryRequest = z.infer<typeof feedbackRetryRequest>;

/**
 * What the analysis knew of a failure beyond its code, safe to show its owner: `narrowband` — the recording carries
 * nothing above about 4.5 kHz (a call, a low-bitrate memo), so a language refusal cannot tell another language
 * from speech too poor to make out, and the page says both.
 */
export const failureHints = ['narrowband'] as const;
export type FailureHint = (typeof failureHints)[number];

export const sessionDetail = z.extend(sessionListItem, {
  /** Null unless failed with a hint; absent from older servers. */
  errorHint: z.optional(z.nullable(z.enum(failureHints))),
  metrics: z.nullable(metrics),
  segments: z.array(transcriptSegment),
  /** Kept when a regeneration fails. */
  report: z.nullable(coachingReport),
  feedback: feedbackInfo,
  audioProfile: z.nullable(audioProfile),
  dataStats: z.nullable(dataStats),
  engine: z.nullable(engineInfo),
  analysisModel: z.nullable(z.string()),
  processingVersion: z.nullable(z.string()),
  processingMs: z.nullable(z.int()),
  timingsMs: z.nullable(z.record(z.string(), z.number())),
  attempt: z.int(),
  /** Credits charged for the current attempt (0 before the first start). */
  chargedCredits: z.int(),
  retention: retentionInfo,
  /**
   * A finished analysis checked against the admin's pace limits (min/max WPM, max silence ratio):
   * which ones it falls outside, judged on teaching time like every verdict (limit-flags.ts), and the pace and
   * silence it was judged at (absent from sessions served before they were judged so). Absent before metrics exist.
   */
  limitFlags: z.optional(
    z.nullable(
      z.object({
        paceBelowMin: z.boolean(),
        paceAboveMax: z.boolean(),
        silenceAboveMax: z.boolean(),
        minWpm: z.int(),
        maxWpm: z.int(),
        maxSilenceRatio: z.number(),
        judgedWpm: z.optional(z.number()),
        judgedSilenceRatio: z.optional(z.number()),
      }),
    ),
  ),
});
export type SessionDetail = z.infer<typeof sessionDetail>;

export const sessionSortKeys = ['createdAt', 'recordedOn', 'title', 'durationSec', 'wpm', 'clarity'] as const;
/** GET /api/sessions query. `from`/`to` are calendar days compared with the recording date, or creation day if none. */
export const sessionListQuery = z.object({
  status: z.optional(sessionStatusSchema),
  style: z.optional(styleSchema),
  language: z.optional(analysisLanguageSchema),
  from: z.optional(z.iso.date()),
  to: z.optional(z.iso.date()),
  /** Case-insensitive search in title and tags. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  sort: z._default(z.enum(sessionSortKeys), 'createdAt'),
  order: z._default(z.enum(['asc', 'desc']), 'desc'),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
});
export type SessionListQuery = z.input<typeof sessionListQuery>;
export const sessionListResponse = z.object({
  items: z.array(sessionListItem),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type SessionListResponse = z.infer<typeof sessionListResponse>;

/** PATCH /api/sessions/:id — `recordedOn: null` clears the date. */
export const sessionUpdate = z
  .object({
    title: z.optional(sessionTitleSchema),
    tags: z.optional(sessionTagsSchema),
    recordedOn: z.optional(z.nullable(recordedOnSchema)),
    style: z.optional(z.nullable(styleSchema)),
    scenario: z.optional(z.nullable(scenarioSchema)),
    purpose: z.optional(z.nullable(purposeSchema)),
  })
  .check(z.refine((v) => Object.keys(v).length > 0, 'empty_update'));
export type SessionUpdate = z.input<typeof sessionUpdate>;

/** POST /api/sessions/bulk-delete. Ids that are unknown or not yours are listed in `notFound`. */
export const bulkDeleteRequest = z.object({ ids: z.array(z.uuid()).check(z.minLength(1), z.maxLength(100)) });
export const bulkDeleteResponse = z.object({ deleted: z.array(z.string()), notFound: z.array(z.string()) });

/**
 * POST /api/sessions/:id/start (uploaded → pending), /retry (failed → pending), /rerun (completed → pending,
 * needs `confirm: true`, else 409 `rerun_confirmation_required`). Language/style may be changed here.
 * Charged in the same transaction that queues the job; a repeated call for the same attempt never charges twice.
 */
export const startAnalysisRequest = z.object({
  language: z.optional(analysisLanguageSchema),
  style: z.optional(styleSchema),
  scenario: z.optional(scenarioSchema),
  purpose: z.optional(purposeSchema),
  confirm: z.optional(z.boolean()),
});
export type StartAnalysisRequest = z.infer<typeof startAnalysisRequest>;
export const startAnalysisResponse = z.object({
  session: sessionListItem,
  chargedCredits: z.int(),
  balance: z.int(),
});
export type StartAnalysisResponse = z.infer<typeof startAnalysisResponse>;

/** GET /api/sessions/:id/progress (poll) and each `data:` line of GET /api/sessions/:id/events (SSE, event `progress`). */
export const progressEvent = z.object({
  sessionId: z.string(),
  status: sessionStatusSchema,
  feedbackState: z.enum(feedbackStates),
  progress: z.nullable(sessionProgress),
  errorCode: z.nullable(z.string()),
  errorMessage: z.nullable(z.string()),
  updatedAt: z.string(),
});
export type ProgressEvent = z.infer<typeof progressEvent>;

/** GET /api/sessions/latest-completed — the completion notice: show it if completedAt is < 5 min ago. */
export const latestCompletedResponse = z.object({
  session: z.nullable(
    z.object({
      id: z.string(),
      title: z.string(),
      status: z.literal('completed'),
      createdAt: z.string(),
      completedAt: z.string(),
    }),
  ),
});
export type LatestCompletedResponse = z.infer<typeof latestCompletedResponse>;

/** GET /api/capabilities — what this server accepts; every limit text in the web shows these values. */
export const capabilities = z.object({
  languages: z.array(analysisLanguageSchema),
  transcriber: z.string(),
  howToEnableKorean: z.optional(z.string()),
  /** Korean: ready, will download (size), or unavailable and why — from the live workers. */
  korean: z.optional(koreanAvailability),
  /** The larger of the two limits below (kept for older clients). */
  maxUploadBytes: z.int(),
  /** Admin settings max audio / video size, each capped by the server's MAX_UPLOAD_MB. */
  maxAudioBytes: z.int(),
  maxVideoBytes: z.int(),
  maxDurationMin: z.int(),
  recommendedDurationMin: z.int(),
  uploadChunkBytes: z.int(),
  acceptedExtensions: z.array(uploadFileTypeSchema),
  acceptedMimeTypes: z.array(z.string()),
  retentionHours: z.int(),
  creditRule: creditQuote.shape.rule,
  /** Free beta on: analyses cost nothing and the balance never blocks (admin setting; docs/sessions.md#credits). */
  freeBeta: z.boolean(),
  /** Whom to write to about credits and purchases; null when none is configured. */
  contactEmail: z.nullable(z.string()),
  /**
   * Live analysis workers (the registry, docs/sessions.md "Workers"). `languages` is what they can analyse
   * together; with 0 every start is refused with no_worker_available. Optional only for older servers.
   */
  workers: z.optional(z.int()),
  /** Each engine/model the live workers run, the languages it gives and how many workers run it. */
  engines: z.optional(
    z.array(
      z.object({
        engine: z.string(),
        model: z.nullable(z.string()),
        languages: z.array(analysisLanguageSchema),
        workers: z.int(),
      }),
    ),
  ),
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
  'upload_quota_exceeded',
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
