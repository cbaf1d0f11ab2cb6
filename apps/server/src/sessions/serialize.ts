import {
  type JudgeableMetrics,
  judgedLimitFlags,
  judgedSessionScores,
  type PaceLimits,
  type ProgressEvent,
  type ProgressNotice,
  type SessionDetail,
  type SessionKeyScores,
  type SessionListItem,
  sessionKeyScores,
} from '@cuecoach/contracts';
import { z } from 'zod/mini';
import type { SessionRow } from '../db/schema/index.ts';
import { storedReportLanguage } from '../session-store/report-language.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * What a list row is read from: every column but the heavy documents. `metrics` may be the full metrics or just
 * the key scores (the list query cuts those out in SQL), so it is read through the key scores' schema.
 */
export type ListRow = { metrics: unknown } & Pick<
  SessionRow,
  | 'id'
  | 'title'
  | 'status'
  | 'feedbackState'
  | 'language'
  | 'style'
  | 'scenario'
  | 'purpose'
  | 'fileType'
  | 'durationSec'
  | 'fileSizeBytes'
  | 'tags'
  | 'recordedOn'
  | 'createdAt'
  | 'completedAt'
  | 'progressStep'
  | 'progressPercent'
  | 'errorCode'
  | 'errorMessage'
>;

function keyScores(row: ListRow): SessionKeyScores | null {
  const parsed = sessionKeyScores.safeParse(row.metrics);
  return parsed.success ? parsed.data : null;
}

// The class time's seconds, as much of them as a verdict reads (older analyses have none).
const judgeFields = z.object({
  durationSec: z.optional(z.nullable(z.number())),
  classTime: z.optional(
    z.nullable(
      z.object({
        seconds: z.object({
          speaking: z.number(),
          working: z.number(),
          hold: z.number(),
          question: z.number(),
          class_question: z.optional(z.number()),
          dead_air: z.number(),
        }),
      }),
    ),
  ),
});

/**
 * The key scores as every verdict judges them (contracts judged-metrics.ts), so the dashboard's on-target shares,
 * levels and badges agree with the session's cards and score; null for a class too short to judge.
 */
function judgedScores(row: ListRow, scores: SessionKeyScores | null): SessionKeyScores | null {
  if (!scores) return null;
  return judgedSessionScores(judgeable(row, scores), row.style, row.language);
}

/** The key scores with the class time a verdict reads (contracts `JudgeableMetrics`). */
function judgeable(row: ListRow, scores: SessionKeyScores): JudgeableMetrics {
  const extra = judgeFields.safeParse(row.metrics);
  return {
    ...scores,
    durationSec: extra.success
      ? (extra.data.durationSec ?? row.durationSec ?? undefined)
      : (row.durationSec ?? undefined),
    classTime: extra.success ? (extra.data.classTime ?? undefined) : undefined,
  };
}

/** Waiting again after its worker went away (jobs/reconcile.ts, worker hand-back) or after a retryable error. */
function progressNotice(row: ListRow): ProgressNotice | null {
  if (row.status !== 'pending' || !row.errorCode) return null;
  return row.errorCode === 'worker_lost' || row.errorCode === 'worker_stopped' ? 'worker_lost' : 'retrying';
}

function progressOf(row: ListRow) {
  if (row.status !== 'pending' && row.status !== 'processing') return null;
  return {
    step: row.progressStep,
    percent: Math.max(0, Math.min(100, row.progressPercent ?? 0)),
    notice: progressNotice(row),
  };
}

function scoresOf(row: ListRow): Pick<SessionListItem, 'scores' | 'judgedScores'> {
  const scores = row.status === 'completed' || row.metrics ? keyScores(row) : null;
  return { scores, judgedScores: judgedScores(row, scores) };
}

export function toListItem(row: ListRow): SessionListItem {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    feedbackState: row.feedbackState,
    language: row.language,
    style: row.style,
    scenario: row.scenario,
    purpose: row.purpose,
    fileType: row.fileType,
    durationSec: row.durationSec,
    fileSizeBytes: row.fileSizeBytes,
    tags: row.tags,
    recordedOn: row.recordedOn,
    createdAt: row.createdAt.toISOString(),
    completedAt: iso(row.completedAt),
    progress: progressOf(row),
    ...scoresOf(row),
    errorCode: row.status === 'failed' ? row.errorCode : null,
    errorMessage: row.status === 'failed' ? publicErrorMessage(row.errorCode, row.errorMessage) : null,
  };
}

export function toDetail(row: SessionRow, retentionHours: number, limits?: PaceLimits): SessionDetail {
  const deleteAfter = new Date(row.createdAt.getTime() + retentionHours * 3600_000);
  const scores = keyScores(row);
  return {
    ...toListItem(row),
    errorHint: row.status === 'failed' ? row.errorHint : null,
    metrics: row.metrics,
    segments: row.segments ?? [],
    report: row.report,
    feedback: {
      state: row.feedbackState,
      generator: row.feedbackGenerator,
      model: row.feedbackModel,
      errorMessage: row.feedbackError,
      generatedAt: iso(row.feedbackGeneratedAt),
      reportLanguage: storedReportLanguage(row),
    },
    audioProfile: row.audioProfile,
    dataStats: row.dataStats,
    engine: row.engine,
    analysisModel: row.analysisModel,
    processingVersion: row.processingVersion,
    processingMs: row.processingMs,
    timingsMs: row.timingsMs,
    attempt: row.attempt,
    chargedCredits: row.chargedCredits,
    retention: {
      retentionHours,
      originalDeleteAfter: row.originalDeletedAt ? null : deleteAfter.toISOString(),
      originalDeletedAt: iso(row.originalDeletedAt),
      videoDeletedAt: iso(row.videoDeletedAt),
      hasOriginal: row.storagePath !== null && row.originalDeletedAt === null,
    },
    // Judged on teaching time like the cards and the score: students' working time excuses a slow pace or silence.
    limitFlags: limits && scores ? judgedLimitFlags(judgeable(row, scores), limits) : null,
  };
}

export function toProgressEvent(row: SessionRow): ProgressEvent {
  const item = toListItem(row);
  return {
    sessionId: row.id,
    status: item.status,
    feedbackState: item.feedbackState,
    progress: item.progress,
    errorCode: item.errorCode,
    errorMessage: item.errorMessage,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The failure text the session's owner may read. A missing speech model's message is for operators (the file, its
 * checksum, the server path and the download address are in the worker's log and the admin's status page): the
 * owner gets one plain sentence instead.
 */
function publicErrorMessage(code: string | null, message: string | null): string | null {
  if (code === 'model_unavailable')
    return 'The speech model for this language is not available on this server right now.';
  return message;
}
