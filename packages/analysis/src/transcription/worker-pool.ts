import { Worker } from 'node:worker_threads';
import { AnalysisError, type AnalysisErrorCode } from '../errors.ts';
import type { PlacementReading } from './divide-by-readings.ts';
import type { DecodeQuality, GroupReading } from './types.ts';

export interface WorkerReply {
  id: number;
  text?: string;
  segments?: { start: number; end: number; text: string }[];
  error?: string;
  code?: AnalysisErrorCode;
  quality?: DecodeQuality;
  /** Breath groups read alone in a chunk with no segment left to carry them (local-worker.ts, readAlone). */
  unwritten?: GroupReading[];
  /** A sparse chunk's groups read alone to place its words (placement-readings.ts), seconds of the chunk's audio. */
  placing?: PlacementReading[];
}

export interface PoolJob<T> {
  id: number;
  /** Loads the job's input lazily, so only the chunks in flight sit in memory. */
  load(): Promise<T>;
}

export interface WorkerPoolOptions {
  script: URL;
  workerData: unknown;
  /** Threads at most; fewer when a run has fewer jobs. */
  size: number;
  signal?: AbortSignal;
  failure: (message: string, code?: AnalysisErrorCode) => AnalysisError;
}

export interface WorkerPool<T> {
  /** Runs the jobs on the pool's threads, one job per thread at a time; rejects on the first failure or abort. */
  run(jobs: PoolJob<T>[], onDone?: (reply: WorkerReply) => void): Promise<Map<number, WorkerReply>>;
  /** Lets the calls in flight return, then terminates the threads. */
  close(): Promise<void>;
}

/**
 * Recogniser worker threads kept for one analysis, for work that comes in stages (a first minute decoded, then
 * the rest with what it showed): the model is loaded once, not once per stage. Threads start on the first run and
 * are terminated by `close`; a model session holds hundreds of MB, so a pool never outlives its analysis.
 *
 * A worker is only terminated between calls: terminating a thread inside a native recogniser call
 * (onnxruntime-node, whisper.cpp) aborts the whole process. On cancel or failure the run rejects at once and
 * `close` waits for the calls in flight, which is at most one chunk's work.
 */
export function openWorkerPool<T extends object>(opts: WorkerPoolOptions): WorkerPool<T> {
  const workers = new Set<Worker>();
  const idle: Worker[] = [];
  /** Per worker, the call in flight: settled when it answers (or the worker dies). */
  const inFlight = new Map<Worker, { answered: Promise<void>; settle: () => void }>();
  let failed: AnalysisError | null = null;
  let closed = false;
  let current: {
    queue: PoolJob<T>[];
    results: Map<number, WorkerReply>;
    running: number;
    onDone?: (reply: WorkerReply) => void;
    resolve: (results: Map<number, WorkerReply>) => void;
    reject: (error: AnalysisError) => void;
  } | null = null;

  const fail = (error: AnalysisError) => {
    failed ??= error;
    const run = current;
    current = null;
    run?.reject(failed);
  };
  const onAbort = () => fail(new AnalysisError('cancelled', 'The analysis was cancelled.'));
  opts.signal?.addEventListener('abort', onAbort, { once: true });

  const feed = async (worker: Worker) => {
    const run = current;
    if (!run) {
      idle.push(worker);
      return;
    }
    const job = run.queue.shift();
    if (!job) {
      idle.push(worker);
      if (run.running === 0 && current === run) {
        current = null;
        run.resolve(run.results);
      }
      return;
    }
    run.running++;
    try {
      const input = await job.load();
      if (current !== run) {
        idle.push(worker);
        return;
      }
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
      const run = current;
      if (!run) {
        idle.push(worker);
        return;
      }
      run.running--;
      if (reply.error !== undefined) return fail(opts.failure(reply.error, reply.code));
      run.results.set(reply.id, reply);
      run.onDone?.(reply);
      void feed(worker);
    });
    worker.on('error', (error) => fail(opts.failure(error.message)));
    worker.on('exit', (code) => {
      release();
      workers.delete(worker);
      if (!closed && code !== 0) fail(opts.failure(`recogniser worker exited with code ${code}`));
    });
    return worker;
  };

  return {
    run(jobs, onDone) {
      if (failed) return Promise.reject(failed);
      if (opts.signal?.aborted) {
        onAbort();
        return Promise.reject(failed);
      }
      if (closed || current) return Promise.reject(opts.failure('recogniser pool is closed or busy'));
      if (jobs.length === 0) return Promise.resolve(new Map());
      return new Promise((resolve, reject) => {
        current = { queue: [...jobs], results: new Map(), running: 0, onDone, resolve, reject };
        const wanted = Math.max(1, Math.min(opts.size, jobs.length));
        while (workers.size < wanted) idle.push(start());
        for (const worker of idle.splice(0)) void feed(worker);
      });
    },
    async close() {
      closed = true;
      opts.signal?.removeEventListener('abort', onAbort);
      await Promise.all(
        [...workers].map(async (w) => {
          await inFlight.get(w)?.answered;
          await w.terminate();
        }),
      );
    },
  };
}

/** Runs recogniser jobs on a pool of its own (openWorkerPool), closed when the jobs are done or the run fails. */
export async function runOnWorkers<T extends object>(
  opts: WorkerPoolOptions & { jobs: PoolJob<T>[]; onDone?: (reply: WorkerReply) => void },
): Promise<Map<number, WorkerReply>> {
  const pool = openWorkerPool<T>(opts);
  try {
    return await pool.run(opts.jobs, opts.onDone);
  } finally {
    await pool.close();
  }
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
