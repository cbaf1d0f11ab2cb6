import { AnalysisError } from '@cuecoach/analysis';
import { type ProcessingStep, processingSteps } from '@cuecoach/contracts';
import type PgBoss from 'pg-boss';
import { effectiveLexicon } from '../lexicon/effective-lexicon.ts';
import {
  analysesFinished,
  analysisDuration,
  analysisRealTimeFactor,
  modelDownloads,
} from '../observability/metrics.ts';
import { userErrorMessage } from '../session-store/user-error-message.ts';
import {
  type AttemptRef,
  beatAttempt,
  claimAttempt,
  completeAttempt,
  failSession,
  requeueAttempt,
  storeAnalysis,
  writeProgress,
} from '../session-store/writes.ts';
import { analysisTranscriberConfig } from '../settings/speech-model.ts';
import { appVersion } from '../version.ts';
import { readerLanguage, runFeedback } from './feedback.ts';
import { jobStory } from './job-log.ts';
import type { AnalysisJobData } from './queues.ts';
import type { AnalysisWorkerDeps } from './worker-deps.ts';

/**
 * The engine reports each step's own 0–100 %; the bar shows the whole job. Weights are rough shares of the time
 * each step takes on a typical class (transcription dominates); analysis fills 0–90 %, the report the rest.
 */
const stepWeights: Partial<Record<ProcessingStep, number>> = {
  demux: 2,
  profile: 1,
  normalize: 8,
  audio_analysis: 4,
  vad: 10,
  segmentation: 2,
  model_download: 8, // only on a first Korean analysis; otherwise the bar skips it
  transcription: 52,
  text_processing: 2,
  metrics_calculation: 1,
};
const ANALYSIS_SHARE = 90;

export function overallPercent(step: ProcessingStep, stepPercent: number): number {
  let before = 0;
  for (const s of processingSteps) {
    if (s === step) break;
    before += stepWeights[s] ?? 0;
  }
  const within = ((stepWeights[step] ?? 0) * Math.max(0, Math.min(100, stepPercent))) / 100;
  return Math.min(ANALYSIS_SHARE, Math.round((before + within) * 10) / 10);
}

/**
 * How one delivery of an analysis job ended, for the worker loop: `hand_back` asks it to return the job to the queue
 * without spending a retry (the worker is stopping); the others are what pg-boss records as the job's output. A
 * retryable failure is not an outcome: it is thrown, and pg-boss schedules the retry.
 */
export type AnalysisOutcome =
  | { kind: 'skipped'; reason?: string }
  | { kind: 'completed'; completed: boolean }
  | { kind: 'failed'; code: string }
  | { kind: 'hand_back' };

/**
 * One analysis attempt. The claim (pending → processing, or a processing session whose heartbeat went stale,
 * for this attempt only) makes re-delivery safe: a job for an old attempt, a finished session, or a session
 * another live worker is heart-beating does nothing.
 */
export async function runAnalysisJob(
  deps: AnalysisWorkerDeps,
  job: PgBoss.JobWithMetadata<AnalysisJobData>,
): Promise<AnalysisOutcome> {
  const { database, log } = deps;
  const { sessionId, attempt } = job.data;
  const ref: AttemptRef = { sessionId, attempt, jobId: job.id };
  const claimed = await claimAttempt(database.db, ref, deps.staleSeconds);
  // No workerId here: the worker's logger already puts it on every line.
  const storyBase = { sessionId, attempt, jobId: job.id, engine: deps.engine };
  if (!claimed) {
    jobStory(log, storyBase, null).log('job.skipped', {}, 'analysis job skipped: attempt not claimable');
    return { kind: 'skipped' };
  }
  const story = jobStory(log, storyBase, claimed.durationSec);
  story.log('job.claimed', { retryCount: job.retryCount, language: claimed.language }, 'analysis job claimed');

  const controller = new AbortController();
  const onShutdown = () => controller.abort();
  deps.shutdown?.addEventListener('abort', onShutdown);
  let lost = false;
  const heartbeat = setInterval(() => {
    beatAttempt(database.db, ref)
      .then((ours) => {
        // The session was deleted or taken over: stop spending CPU on it.
        if (!ours) {
          lost = true;
          controller.abort();
        }
      })
      .catch((err) => log.warn({ err, sessionId }, 'heartbeat write failed'));
  }, deps.heartbeatSeconds * 1000);

  /** The speech model this analysis fetched, and whether all of it arrived (cuecoach_model_downloads_total). */
  const download: { model: string | null; complete: boolean } = { model: null, complete: false };
  const onModelDownload = (p: { model: string; receivedBytes: number; totalBytes: number }) => {
    download.model = p.model;
    download.complete = p.receivedBytes >= p.totalBytes;
  };
  let lastWrite = 0;
  let lastStep: string | null = null;
  const onProgress = (step: ProcessingStep, percent: number) => {
    const now = Date.now();
    if (step === lastStep && now - lastWrite < 500) return;
    if (step !== lastStep) story.log('job.step', { step }, `analysis step ${step}`);
    lastStep = step;
    lastWrite = now;
    void writeProgress(database.db, ref, step, overallPercent(step, percent)).catch(() => {});
  };

  const started = Date.now();
  try {
    const row = claimed;
    if (!row.storagePath) throw new AnalysisError('unreadable_file', 'The original recording is no longer stored.');
    const storagePath = row.storagePath;
    const lexicon = await effectiveLexicon(database.db, row.language);
    const transcriber = await analysisTranscriberConfig(database.db, deps.env, deps.modelsDir);
    const result = await deps.storage.withLocalFile(
      storagePath,
      (file) =>
        deps.analyze(file, {
          language: row.language,
          style: row.style ?? undefined,
          lexicon,
          transcriber,
          maxDurationSec: deps.maxDurationSec,
          // The charge was computed from this duration; a recording that decodes longer is refused, not analysed.
          chargedDurationSec: row.durationSec ?? undefined,
          onProgress,
          onModelDownload,
          signal: controller.signal,
        }),
      { scratchDir: deps.scratchDir },
    );
    const stored = await storeAnalysis(database.db, ref, {
      metrics: result.metrics,
      segments: result.segments,
      audioProfile: result.audioProfile,
      dataStats: result.dataStats,
      engine: result.engine,
      timingsMs: result.timingsMs,
      durationSec: result.metrics.durationSec || row.durationSec,
      analysisModel: `${result.engine.transcriber}:${result.engine.model}`,
      processingVersion: `${appVersion}/${result.engine.version}`,
      progressPercent: ANALYSIS_SHARE,
      judgedStyle: result.judgedStyle,
    });
    if (!stored) {
      story.log('job.skipped', { reason: 'session gone or taken over' });
      return { kind: 'skipped', reason: 'session gone or taken over' };
    }
    story.log('job.step', { step: 'generating_feedback' }, 'analysis stored; generating the report');

    // Transcription and metrics are stored; a report failure below only marks the feedback failed.
    // The first report is written in the reader's language (their UI language), whatever the class language.
    const feedbackPatch = await runFeedback(
      deps,
      { ...stored, metrics: result.metrics },
      await readerLanguage(database.db, stored.userId),
      controller.signal,
    );
    const completed = await completeAttempt(database.db, ref, {
      ...feedbackPatch,
      processingMs: Date.now() - started,
    });
    const wallSec = (Date.now() - started) / 1000;
    const engineLabel = { engine: result.engine.transcriber };
    analysisDuration.observe(engineLabel, wallSec);
    if (result.metrics.durationSec > 0)
      analysisRealTimeFactor.observe(engineLabel, wallSec / result.metrics.durationSec);
    analysesFinished.inc({ outcome: 'completed' });
    story.log(
      'job.completed',
      { completed, feedback: feedbackPatch.feedbackState, words: result.metrics.totalWords },
      'analysis job completed',
    );
    return { kind: 'completed', completed };
  } catch (err) {
    if (lost) {
      story.log(
        'job.skipped',
        { reason: 'session gone or taken over' },
        'analysis stopped: session gone or taken over',
      );
      return { kind: 'skipped', reason: 'session gone or taken over' };
    }
    // A shutdown is not the recording's fault: the worker loop hands the job back without spending a retry.
    if (deps.shutdown?.aborted === true) return { kind: 'hand_back' };
    const code = err instanceof AnalysisError ? err.code : 'analysis_failed';
    // The log (story.log below) keeps the engine's own words; the session gets words fit for its owner.
    const message = userErrorMessage(code, err instanceof Error ? err.message : String(err));
    const final = (err instanceof AnalysisError && err.final) || job.retryCount >= job.retryLimit;
    story.log(
      final ? 'job.failed' : 'job.retry',
      { err, code, retryCount: job.retryCount, final },
      'analysis attempt failed',
    );
    analysesFinished.inc({ outcome: final ? 'failed' : 'retry' });
    if (final) {
      // A language refusal on a call-quality recording may be speech too poor to make out: the page says both.
      const hint = err instanceof AnalysisError && err.details?.narrowband === true ? 'narrowband' : null;
      await failSession(database, claimed, { code, message, hint });
      return { kind: 'failed', code };
    }
    await requeueAttempt(database.db, ref, { code, message });
    throw err; // pg-boss schedules the retry
  } finally {
    if (download.model) modelDownloads.inc({ model: download.model, outcome: download.complete ? 'ok' : 'failed' });
    clearInterval(heartbeat);
    deps.shutdown?.removeEventListener('abort', onShutdown);
  }
}
