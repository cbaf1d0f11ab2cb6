import { describe, expect, it } from 'vitest';
import { AnalysisError } from '../src/errors.ts';
import { runOnWorkers } from '../src/transcription/worker-pool.ts';

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
});
