import { Worker } from 'node:worker_threads';
import { AnalysisError, type AnalysisErrorCode } from '../errors.ts';
import type { DecodeQuality } from './types.ts';

export interface WorkerReply {
  id: number;
  text?: string;
  segments?: { start: number; end: number; text: string }[];
  error?: string;
  code?: AnalysisErrorCode;
  quality?: DecodeQuality;
}

export interface PoolJob<T> {
  id: number;
  /** Loads the job's input lazily, so only the chunks in flight sit in memory. */
  load(): Promise<T>;
}

/**
 * Runs recogniser jobs on `size` worker threads, one job per worker at a time, and terminates the workers when
 * done or aborted. Workers are started per analysis and not kept: a model session holds hundreds of MB.
 *
 * A worker is only terminated between calls: terminating a thread inside a native recogniser call
 * (onnxruntime-node, whisper.cpp) aborts the whole process. On cancel or failure the run rejects once the calls
 * in flight return, which is at most one chunk's work.
 */
export async function runOnWorkers<T extends object>(opts: {
  script: URL;
  workerData: unknown;
  size: number;
  jobs: PoolJob<T>[];
  signal?: AbortSignal;
  onDone?: (reply: WorkerReply) => void;
  failure: (message: string, code?: AnalysisErrorCode) => AnalysisError;
}): Promise<Map<number, WorkerReply>> {
  const results = new Map<number, WorkerReply>();
  const queue = [...opts.jobs];
  const workers = new Set<Worker>();
  /** Per worker, the call in flight: settled when it answers (or the worker dies). */
  const inFlight = new Map<Worker, { answered: Promise<void>; settle: () => void }>();
  const size = Math.max(1, Math.min(opts.size, queue.length));
  let settled = false;

  try {
    await new Promise<void>((resolve, reject) => {
      const fail = (error: AnalysisError) => {
        if (settled) return;
        settled = true;
        reject(error);
      };
      const onAbort = () => fail(new AnalysisError('cancelled', 'The analysis was cancelled.'));
      if (opts.signal?.aborted) return onAbort();
      opts.signal?.addEventListener('abort', onAbort, { once: true });
      let running = 0;

      const feed = async (worker: Worker) => {
        const job = queue.shift();
        if (!job) {
          if (running === 0 && !settled) {
            settled = true;
            opts.signal?.removeEventListener('abort', onAbort);
            resolve();
          }
          return;
        }
        running++;
        try {
          const input = await job.load();
          if (settled) return;
          let settle = () => {};
          const answered = new Promise<void>((done) => {
            settle = done;
          });
          inFlight.set(worker, { answered, settle });
          // Audio handed over is moved to the thread, not copied (a job may also say where to read it instead).
          const samples = 'samples' in input && input.samples instanceof Float32Array ? input.samples : null;
          worker.postMessage({ id: job.id, ...input }, samples ? [samples.buffer as ArrayBuffer] : []);
        } catch (error) {
          fail(opts.failure(`Could not read audio for chunk ${job.id}: ${(error as Error).message}`));
        }
      };

      const start = () => {
        const worker = new Worker(opts.script, { workerData: opts.workerData, execArgv: workerExecArgv() });
        workers.add(worker);
        const release = () => {
          inFlight.get(worker)?.settle();
          inFlight.delete(worker);
        };
        worker.on('message', (reply: WorkerReply) => {
          release();
          running--;
          if (reply.error !== undefined) return fail(opts.failure(reply.error, reply.code));
          results.set(reply.id, reply);
          opts.onDone?.(reply);
          void feed(worker);
        });
        worker.on('error', (error) => fail(opts.failure(error.message)));
        worker.on('exit', (code) => {
          release();
          if (!settled && code !== 0) fail(opts.failure(`recogniser worker exited with code ${code}`));
        });
        void feed(worker);
      };
      for (let i = 0; i < size; i++) start();
    });
  } finally {
    settled = true;
    await Promise.all(
      [...workers].map(async (w) => {
        await inFlight.get(w)?.answered;
        await w.terminate();
      }),
    );
  }
  return results;
}

/**
 * Workers inherit the parent's flags, and `--input-type` (from `node -e`) makes them refuse a file entry point.
 * Passing execArgv explicitly makes Node validate every flag (per-process ones such as --expose-gc are refused),
 * so only override when that one flag is present.
 */
export function workerExecArgv(): string[] | undefined {
  if (!process.execArgv.some((arg) => arg.startsWith('--input-type'))) return undefined;
  return process.execArgv.filter((arg) => !arg.startsWith('--input-type'));
}
