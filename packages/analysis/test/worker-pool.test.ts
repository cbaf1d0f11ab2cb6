import { describe, expect, it } from 'vitest';
import { AnalysisError } from '../src/errors.ts';
import { runOnWorkers } from '../src/transcription/worker-pool.ts';

const script = new URL('./helpers/echo-worker.ts', import.meta.url);
const jobs = (values: number[]) =>
  values.map((v, id) => ({ id, load: async () => ({ samples: Float32Array.from([v]) }) }));
const failure = (message: string) => new AnalysisError('transcriber_failed', message);

describe('runOnWorkers', () => {
  it('answers every job once and replaces a thread after `recycleAfter` jobs', async () => {
    const results = await runOnWorkers({
      script,
      workerData: null,
      size: 1,
      recycleAfter: 2,
      jobs: jobs([1, 1, 1, 1, 1]),
      failure,
    });
    expect([...results.keys()].sort()).toEqual([0, 1, 2, 3, 4]);
    const threads = [0, 1, 2, 3, 4].map((id) => results.get(id)!.text);
    expect(threads[0]).toBe(threads[1]);
    expect(threads[2]).not.toBe(threads[1]);
    expect(threads[2]).toBe(threads[3]);
    expect(threads[4]).not.toBe(threads[3]);
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
