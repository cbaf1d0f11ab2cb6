import {
  type FeedbackState,
  metrics as metricsSchema,
  type ProcessingStep,
  type ProgressEvent,
  type ProgressNotice,
  type SessionDetail,
  type SessionKeyScores,
  type SessionListItem,
  type SessionStatus,
} from '@cuecoach/contracts';
import type { SessionRow } from '../db/schema/index.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

function keyScores(row: SessionRow): SessionKeyScores | null {
  const parsed = metricsSchema.safeParse(row.metrics);
  if (!parsed.success) return null;
  const m = parsed.data;
  return {
    wpm: m.wpm,
    silenceRatio: m.silenceRatio,
    fillersPer100: m.fillersPer100,
    cuesPerMinute: m.cuesPerMinute,
    clarity: m.clarity,
    flow: m.flow,
    consistency: m.consistency,
  };
}

/** Waiting again after its worker went away (jobs/reconcile.ts, worker hand-back) or after a retryable error. */
function progressNotice(row: SessionRow): ProgressNotice | null {
  if (row.status !== 'pending' || !row.errorCode) return null;
  return row.errorCode === 'worker_lost' || row.errorCode === 'worker_stopped' ? 'worker_lost' : 'retrying';
}

function progressOf(row: SessionRow) {
  if (row.status !== 'pending' && row.status !== 'processing') return null;
  return {
    step: (row.progressStep ?? null) as ProcessingStep | null,
    percent: Math.max(0, Math.min(100, row.progressPercent ?? 0)),
    notice: progressNotice(row),
  };
}

export function toListItem(row: SessionRow): SessionListItem {
  return {
    id: row.id,
    title: row.title,
    status: row.status as SessionStatus,
    feedbackState: row.feedbackState as FeedbackState,
    language: row.language,
    style: (row.style ?? null) as SessionListItem['style'],
    scenario: (row.scenario ?? null) as SessionListItem['scenario'],
    purpose: (row.purpose ?? null) as SessionListItem['purpose'],
    fileType: row.fileType as SessionListItem['fileType'],
    durationSec: row.durationSec,
    fileSizeBytes: row.fileSizeBytes,
    tags: row.tags,
    recordedOn: row.recordedOn,
    createdAt: row.createdAt.toISOString(),
    completedAt: iso(row.completedAt),
    progress: progressOf(row),
    scores: row.status === 'completed' || row.metrics ? keyScores(row) : null,
    errorCode: row.status === 'failed' ? row.errorCode : null,
    errorMessage: row.status === 'failed' ? row.errorMessage : null,
  };
}

export function toDetail(row: SessionRow, retentionHours: number): SessionDetail {
  const deleteAfter = new Date(row.createdAt.getTime() + retentionHours * 3600_000);
  return {
    ...toListItem(row),
    metrics: (row.metrics ?? null) as SessionDetail['metrics'],
    segments: (row.segments ?? []) as SessionDetail['segments'],
    report: (row.report ?? null) as SessionDetail['report'],
    feedback: {
      state: row.feedbackState as FeedbackState,
      generator: (row.feedbackGenerator ?? null) as SessionDetail['feedback']['generator'],
      model: row.feedbackModel,
      errorMessage: row.feedbackError,
      generatedAt: iso(row.feedbackGeneratedAt),
    },
    audioProfile: (row.audioProfile ?? null) as SessionDetail['audioProfile'],
    dataStats: (row.dataStats ?? null) as SessionDetail['dataStats'],
    engine: (row.engine ?? null) as SessionDetail['engine'],
    analysisModel: row.analysisModel,
    processingVersion: row.processingVersion,
    processingMs: row.processingMs,
    timingsMs: (row.timingsMs ?? null) as SessionDetail['timingsMs'],
    attempt: row.attempt,
    chargedCredits: row.chargedCredits,
    retention: {
      retentionHours,
      originalDeleteAfter: row.originalDeletedAt ? null : deleteAfter.toISOString(),
      originalDeletedAt: iso(row.originalDeletedAt),
      videoDeletedAt: iso(row.videoDeletedAt),
      hasOriginal: row.storagePath !== null && row.originalDeletedAt === null,
    },
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
