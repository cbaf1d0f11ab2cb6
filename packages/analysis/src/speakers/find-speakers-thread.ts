import { Worker } from 'node:worker_threads';
import { AnalysisError } from '../errors.ts';
import type { PcmFile } from '../media/decode.ts';
import { workerExecArgv } from '../transcription/worker-pool.ts';
import type { TimeRange } from '../vad/speech-regions.ts';
import type { SpeakerTurn } from './find-speakers.ts';
import type { SpeakersWorkerData, SpeakersWorkerMessage } from './speakers-worker.ts';

/**
 * The thread's young generation, held small. The features make a great deal of short-lived garbage, and with V8's
 * default young generation the thread touched ~50 MB of heap pages; when it ends, Node 24 keeps a dead worker's pages
 * resident in the process (measured: they stay in RSS after terminate, through the recogniser's step, where the
 * analysis peaks). At 4 MB the thread leaves ~22 MB, in the same CPU time (3.8–5.2 s either way on the 30-minute
 * benchmark's regions, the same turns).
 */
const YOUNG_GENERATION_MB = 4;

/**
 * `findSpeakers` on a worker thread of its own: the same code on the same regions, so the same turns, while the
 * caller's thread does other work (the filled-pause detector, which needs only the regions too). Nothing native
 * runs in it, so a cancelled analysis terminates it at once.
 */
export async function findSpeakersOnThread(
  pcm: PcmFile,
  regions: TimeRange[],
  opts: { signal?: AbortSignal } = {},
): Promise<SpeakerTurn[]> {
  const workerData: SpeakersWorkerData = { pcmPath: pcm.path, sampleCount: pcm.sampleCount, regions };
  const worker = new Worker(new URL('./speakers-worker.ts', import.meta.url), {
    workerData,
    execArgv: workerExecArgv(),
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  });
  try {
    return await new Promise<SpeakerTurn[]>((resolve, reject) => {
      const onAbort = () => reject(new AnalysisError('cancelled', 'The analysis was cancelled.'));
      if (opts.signal?.aborted) onAbort();
      opts.signal?.addEventListener('abort', onAbort, { once: true });
      const settle = (turns: SpeakerTurn[] | null, error?: Error) => {
        opts.signal?.removeEventListener('abort', onAbort);
        if (error) reject(error);
        else resolve(turns!);
      };
      worker.on('message', (message: SpeakersWorkerMessage) => {
        if (message.type === 'done') settle(message.turns);
        else settle(null, new Error(`speaker turns failed: ${message.message}`));
      });
      worker.on('error', (error) => settle(null, error));
      worker.on('exit', (code) => settle(null, new Error(`speaker turns stopped (worker exit code ${code})`)));
    });
  } finally {
    await worker.terminate();
  }
}
