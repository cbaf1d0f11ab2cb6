import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AnalysisError } from '../src/errors.ts';
import { openWorkerPool, runOnWorkers } from '../src/transcription/worker-pool.ts';

const script = new URL('./helpers/echo-worker.ts', import.meta.url);
const jobs = (values: number[]) =>
  values.map((v, id) => ({ id, load: async () => ({ samples: Float32Array.from([v]) }) }));
const failure = (message: string) => new AnalysisError('transcriber_failed', message);

describe('runOnWorkers', () => {
  it('answers every job exactly once, spread over the threads', async () => {
    const results = await runOnWorkers({ script, workerData: null, size: 2, jobs: jobs([1, 1, 1, 1, 1]), failure });
    expect([...results.keys()].sort()).toEqual([0, 1, 2, 3, 4]);
    expect(new Set([...results.values()].map((r) => r.text)).size).toBe(2);
  });

  it('fails the whole run with the engine error', async () => {
    await expect(
      runOnWorkers({ script, workerData: null, size: 2, jobs: jobs([1, -1, 1]), failure }),
    ).rejects.toMatchObject({ code: 'transcriber_failed', message: 'bad input' });
  });

  it('stops with cancelled when the signal aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      runOnWorkers({ script, workerData: null, size: 1, jobs: jobs([1]), failure, signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'cancelled' });
  });

  it('lets the call in flight finish before terminating its thread on cancel', async () => {
    // Native recognisers abort the whole process when their thread is terminated inside a call.
    const dir = mkdtempSync(join(tmpdir(), 'pool-'));
    const log = join(dir, 'finished.log');
    try {
      const controller = new AbortController();
      const run = runOnWorkers({
        script: new URL('./helpers/slow-worker.ts', import.meta.url),
        workerData: { ms: 400, log },
        size: 1,
        jobs: jobs([1, 1, 1, 1]),
        failure,
        signal: controller.signal,
        // Abort while the second call is running (it takes 400 ms).
        onDone: () => setTimeout(() => controller.abort(), 100),
      });
      await expect(run).rejects.toMatchObject({ code: 'cancelled' });
      // The second call was in flight at the abort and ran to its end; the remaining two never started.
      expect(readFileSync(log, 'utf8').trim().split('\n')).toEqual(['0', '1']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('openWorkerPool', () => {
  it('runs stages on the same threads: the model is loaded once per analysis', async () => {
    const pool = openWorkerPool<{ samples: Float32Array }>({ script, workerData: null, size: 1, failure });
    try {
      const first = await pool.run(jobs([1, 1]));
      const second = await pool.run(jobs([1, 1, 1]));
      expect([...second.keys()].sort()).toEqual([0, 1, 2]);
      const threads = new Set([...first.values(), ...second.values()].map((r) => r.text));
      expect(threads.size).toBe(1);
    } finally {
      await pool.close();
    }
  });

  it('refuses the next stage once a stage has failed', async () => {
    const pool = openWorkerPool<{ samples: Float32Array }>({ script, workerData: null, size: 1, failure });
    try {
      await expect(pool.run(jobs([-1]))).rejects.toMatchObject({ message: 'bad input' });
      await expect(pool.run(jobs([1]))).rejects.toMatchObject({ message: 'bad input' });
    } finally {
      await pool.close();
    }
  });
});
