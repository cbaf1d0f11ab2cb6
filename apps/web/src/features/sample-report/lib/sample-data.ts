import {
  type AnalysisLanguage,
  audioProfile,
  coachingReport,
  dataStats,
  engineInfo,
  judgedSessionScores,
  metrics,
  type SessionDetail,
  type SessionKeyScores,
  sessionKeyScores,
  styleSchema,
  transcriptSegment,
} from '@cuecoach/contracts';
import { z } from 'zod/mini';
import type { ScoredSession } from '@/features/dashboard/index.ts';
import raw from '../sample-data.json';

/**
 * The committed output of apps/web/scripts/make-sample-report.ts (the real analysis and report engine run on a
 * committed fixture). Parsed with the shared contracts, so a sample that no longer matches what the engine
 * produces fails the tests instead of rendering stale shapes.
 */
export const sampleClassSchema = z.object({
  id: z.string(),
  fixture: z.string(),
  style: styleSchema,
  language: z.enum(['ko', 'en']),
  metrics,
  segments: z.array(transcriptSegment),
  audioProfile,
  engine: engineInfo,
  dataStats,
  timingsMs: z.record(z.string(), z.number()),
  report: coachingReport,
  /** The same report written for a Korean and an English reader (quotes stay as spoken). */
  readerReports: z.optional(z.object({ ko: coachingReport, en: coachingReport })),
  generator: z.enum(['local', 'llm']),
  model: z.nullable(z.string()),
});
export const sampleDataSchema = z.object({
  generatedAt: z.string(),
  command: z.string(),
  classes: z.array(sampleClassSchema).check(z.minLength(1)),
});
export type SampleClass = z.infer<typeof sampleClassSchema>;

export const sampleData = sampleDataSchema.parse(raw);
export const sampleClass: SampleClass = sampleData.classes[0]!;

/** The report as the reader reads it: explanations in their language, quotes in the class's (docs/report.md). */
export function reportFor(c: SampleClass, reader: AnalysisLanguage): SampleClass['report'] {
  return c.readerReports?.[reader] ?? c.report;
}

/** The key scores are picked by their contracts schema, as the server picks them for the sessions list. */
function scoresOf({ metrics }: SampleClass): SessionKeyScores {
  return sessionKeyScores.parse(metrics);
}

/**
 * The sample as the session-detail components expect a session: completed, with its report. It has no stored
 * original and no charge, because it was never uploaded by anyone.
 */
export function toSessionDetail(c: SampleClass, title: string, reader: AnalysisLanguage = c.language): SessionDetail {
  const report = reportFor(c, reader);
  const m = c.metrics;
  return {
    id: `sample-${c.id}`,
    title,
    status: 'completed',
    feedbackState: 'completed',
    language: c.language,
    style: c.style,
    scenario: null,
    purpose: null,
    fileType: 'mp3',
    durationSec: m.durationSec,
    fileSizeBytes: 0,
    tags: [],
    recordedOn: null,
    createdAt: sampleData.generatedAt,
    completedAt: sampleData.generatedAt,
    progress: null,
    scores: scoresOf(c),
    judgedScores: judgedOf(c),
    errorCode: null,
    errorMessage: null,
    metrics: m,
    segments: c.segments,
    report,
    feedback: {
      state: 'completed',
      generator: c.generator,
      model: c.model,
      errorMessage: null,
      generatedAt: report.createdAt,
    },
    audioProfile: c.audioProfile,
    dataStats: c.dataStats,
    engine: c.engine,
    analysisModel: c.engine.model,
    processingVersion: c.engine.version,
    processingMs: null,
    timingsMs: c.timingsMs,
    attempt: 1,
    chargedCredits: 0,
    retention: {
      retentionHours: 0,
      originalDeleteAfter: null,
      originalDeletedAt: null,
      videoDeletedAt: null,
      hasOriginal: false,
    },
  };
}

/** The key scores as the server's list judges them (`judgedScores`: contracts judged-metrics.ts). */
function judgedOf(c: SampleClass): SessionKeyScores | null {
  return judgedSessionScores(c.metrics, c.style, c.language);
}

/** The sample as one dashboard entry (levels and badges are computed by the dashboard's own rules). */
export function toScoredSession(c: SampleClass, title: string): ScoredSession {
  return {
    id: `sample-${c.id}`,
    title,
    day: sampleData.generatedAt.slice(0, 10),
    recordedOn: null,
    createdAt: sampleData.generatedAt,
    style: c.style,
    language: c.language,
    scores: scoresOf(c),
    judged: judgedOf(c),
  };
}
