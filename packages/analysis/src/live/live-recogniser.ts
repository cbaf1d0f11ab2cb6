import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { AnalysisLanguage } from '@cuecoach/contracts';
import { AnalysisError } from '../errors.ts';
import { isKnownHallucination } from '../transcription/hallucinations.ts';
import { cleanText, localModelPath } from '../transcription/local.ts';
import { recognitionPrompt } from '../transcription/prompt.ts';
import { type WorkerReply, workerExecArgv } from '../transcription/worker-pool.ts';

export interface LiveRecogniserOptions {
  /** Regions waiting or in flight, over every live check of the process; more are refused as busy. */
  maxQueued?: number;
  /** The model thread is stopped after this long without work, giving its memory (≈ 350 MB) back. */
  idleMs?: number;
  /** onnxruntime threads inside each call. */
  threads?: number;
}

interface Pending {
  id: number;
  samples: Float32Array;
  resolve: (text: string) => void;
  reject: (error: Error) => void;
}

/** The languages the live check can transcribe: the embedded engine is English only. */
export const liveTranscriptLanguages: readonly AnalysisLanguage[] = ['en'];

/**
 * The embedded English Whisper for live checks: one worker thread kept while checks come in (loading and cutting
 * the model takes seconds, too long to pay per speech region), fed one region at a time. Recognition never runs on
 * the caller's thread, so the API stays responsive; regions are serialised through one bounded queue, so several
 * checks at once cannot pile work onto a 2-core machine: past `maxQueued` a region is refused with
 * `recogniser_busy` and the check goes on without its text.
 */
export class LiveRecogniser {
  private worker: Worker | null = null;
  private readonly queue: Pending[] = [];
  private inFlight: Pending | null = null;
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;
  private readonly prompt = recognitionPrompt('en', null);

  private readonly opts: LiveRecogniserOptions;

  constructor(opts: LiveRecogniserOptions = {}) {
    this.opts = opts;
  }

  /** Regions waiting or being recognised now. */
  get load(): number {
    return this.queue.length + (this.inFlight ? 1 : 0);
  }

  /** The text spoken in `samples` (16 kHz mono), Whisper's non-speech marks and known invented lines removed. */
  transcribe(samples: Float32Array): Promise<string> {
    if (this.load >= (this.opts.maxQueued ?? 6)) {
      return Promise.reject(new AnalysisError('transcriber_failed', 'recogniser_busy'));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, samples, resolve, reject });
      this.pump();
    });
  }

  /** Starts the model thread (it loads the model at once), so the first region of a check does not wait for it. */
  warm(): void {
    this.ensureWorker();
    if (!this.inFlight && this.queue.length === 0) this.scheduleIdleStop();
  }

  /** Stops the model thread between calls (never inside a native call, which would abort the process). */
  async close(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    for (const job of this.queue.splice(0)) job.reject(new AnalysisError('cancelled', 'The live check ended.'));
    if (this.inFlight) await new Promise<void>((done) => this.worker?.once('message', () => done()));
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private pump(): void {
    if (this.inFlight) return;
    const job = this.queue.shift();
    if (!job) {
      this.scheduleIdleStop();
      return;
    }
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    this.inFlight = job;
    this.ensureWorker().postMessage({ id: job.id, samples: job.samples, prompt: this.prompt, vocabulary: [] });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const threads = this.opts.threads ?? Math.max(1, availableParallelism() - 1);
    const worker = new Worker(new URL('../transcription/local-worker.ts', import.meta.url), {
      workerData: { modelPath: localModelPath, threads },
      execArgv: workerExecArgv(),
    });
    worker.on('message', (reply: WorkerReply) => {
      const job = this.inFlight;
      this.inFlight = null;
      if (job && job.id === reply.id) {
        if (reply.error !== undefined) job.reject(new AnalysisError('transcriber_failed', reply.error));
        else {
          const text = (reply.segments ?? [])
            .map((s) => cleanText(s.text))
            .filter((t) => t && !isKnownHallucination(t))
            .join(' ');
          job.resolve(text);
        }
      }
      this.pump();
    });
    const fail = (message: string) => {
      if (this.worker !== worker) return;
      this.worker = null;
      const failed = [this.inFlight, ...this.queue.splice(0)].filter((j): j is Pending => j !== null);
      this.inFlight = null;
      for (const job of failed) job.reject(new AnalysisError('transcriber_failed', message));
    };
    worker.on('error', (error) => fail(error.message));
    worker.on('exit', (code) => fail(`live recogniser thread exited with code ${code}`));
    this.worker = worker;
    return worker;
  }

  private scheduleIdleStop(): void {
    if (!this.worker || this.idleTimer) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.inFlight || this.queue.length) return;
      const worker = this.worker;
      this.worker = null;
      void worker?.terminate();
    }, this.opts.idleMs ?? 120_000);
    this.idleTimer.unref();
  }
}
