import {
  DEFAULT_WHISPER_MODEL_HOST,
  ensureWhisperModel,
  isAnalysisError,
  type WhisperModelSpec,
} from '@cuecoach/analysis';
import type { SpeechModelDownloadState } from '@cuecoach/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { modelDownloads } from '../observability/metrics.ts';

/**
 * The Korean speech-model download an admin started in this process. One holder per app, shared by the admin
 * routes (which run the download) and the status page (which shows its progress).
 */
export interface SpeechModelDownloadTracker {
  current: SpeechModelDownloadState;
}

export function speechModelDownloadTracker(): SpeechModelDownloadTracker {
  return { current: { state: 'idle', model: null, receivedBytes: 0, totalBytes: 0, error: null } };
}

/**
 * Starts fetching the model in the background unless a download is already running; the tracker follows its
 * progress and outcome (the admin's page and the status page poll it).
 */
export function startSpeechModelDownload(
  downloads: SpeechModelDownloadTracker,
  spec: WhisperModelSpec,
  opts: { modelsDir: string; env: NodeJS.ProcessEnv; log: FastifyBaseLogger },
): void {
  if (downloads.current.state === 'downloading') return;
  downloads.current = { state: 'downloading', model: spec.name, receivedBytes: 0, totalBytes: spec.bytes, error: null };
  ensureWhisperModel({
    spec,
    dir: opts.modelsDir,
    host: opts.env.WHISPER_MODEL_HOST?.trim() || DEFAULT_WHISPER_MODEL_HOST,
    onProgress: (p) => {
      downloads.current = { ...downloads.current, receivedBytes: p.receivedBytes, totalBytes: p.totalBytes };
    },
  }).then(
    () => {
      modelDownloads.inc({ model: spec.name, outcome: 'ok' });
      downloads.current = { ...downloads.current, state: 'ready', receivedBytes: spec.bytes };
    },
    (error: unknown) => {
      modelDownloads.inc({ model: spec.name, outcome: 'failed' });
      opts.log.warn({ err: error }, 'speech model download failed');
      downloads.current = {
        ...downloads.current,
        state: 'failed',
        error: isAnalysisError(error) ? error.message : String(error),
      };
    },
  );
}
