import {
  type AudioProfile,
  analysisLanguages,
  type CoachingReport,
  type DataStats,
  type EngineInfo,
  type FailureHint,
  type FeedbackGenerator,
  feedbackStates,
  type Metrics,
  type ProcessingStep,
  type Purpose,
  type Scenario,
  type Style,
  sessionStatuses,
  type TranscriptSegment,
  type UploadFileType,
} from '@cuecoach/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One uploaded class recording and its analysis (full session). Every write goes through session-store/writes.ts;
 * status changes follow its one transition table (session-store/status.ts). The JSON documents carry the contracts'
 * types. They are not parsed again when stored: the analysis engine's tests check its output against the contract
 * schemas, and a parse failure at that point would throw away an analysis the user has paid for. `attempt` counts
 * starts; each attempt has its own charge/refund ledger keys.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    /** tus upload id this session came from; unique so a replayed upload-finish creates one session. */
    uploadId: text('upload_id').notNull().unique(),
    title: text('title').notNull(),
    status: text('status', { enum: sessionStatuses }).notNull().default('uploaded'),
    language: text('language', { enum: analysisLanguages }).notNull(),
    style: text('style').$type<Style>(),
    scenario: text('scenario').$type<Scenario>(),
    purpose: text('purpose').$type<Purpose>(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    recordedOn: date('recorded_on', { mode: 'string' }),
    fileType: text('file_type').$type<UploadFileType>().notNull(),
    originalFilename: text('original_filename').notNull(),
    fileSizeBytes: bigint('file_size_bytes', { mode: 'number' }).notNull(),
    durationSec: real('duration_sec'),
    /** Storage key of the audio that is analysed (the upload itself, or audio extracted from a video). */
    storagePath: text('storage_path'),
    originalDeletedAt: timestamp('original_deleted_at', { withTimezone: true }),
    videoDeletedAt: timestamp('video_deleted_at', { withTimezone: true }),

    attempt: integer('attempt').notNull().default(0),
    chargedCredits: integer('charged_credits').notNull().default(0),
    jobId: text('job_id'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    progressStep: text('progress_step').$type<ProcessingStep>(),
    progressPercent: real('progress_percent'),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    /** What the analysis knew of the failure beyond its code, fit for its owner (contracts `failureHints`). */
    errorHint: text('error_hint').$type<FailureHint>(),

    metrics: jsonb('metrics').$type<Metrics>(),
    segments: jsonb('segments').$type<TranscriptSegment[]>(),
    audioProfile: jsonb('audio_profile').$type<AudioProfile>(),
    dataStats: jsonb('data_stats').$type<DataStats>(),
    engine: jsonb('engine').$type<EngineInfo>(),
    timingsMs: jsonb('timings_ms').$type<Record<string, number>>(),
    analysisModel: text('analysis_model'),
    processingVersion: text('processing_version'),
    processingMs: integer('processing_ms'),

    feedbackState: text('feedback_state', { enum: feedbackStates }).notNull().default('none'),
    report: jsonb('report').$type<CoachingReport>(),
    feedbackGenerator: text('feedback_generator').$type<FeedbackGenerator>(),
    feedbackModel: text('feedback_model'),
    feedbackError: text('feedback_error'),
    feedbackGeneratedAt: timestamp('feedback_generated_at', { withTimezone: true }),
    /** The language the stored report is written in (the reader's); null for reports from before it was chosen. */
    reportLanguage: text('report_language', { enum: analysisLanguages }),

    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('sessions_user_created_idx').on(t.userId, t.createdAt),
    index('sessions_status_idx').on(t.status),
    check('sessions_status_check', sql`${t.status} in (${sql.raw(sessionStatuses.map((s) => `'${s}'`).join(', '))})`),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
