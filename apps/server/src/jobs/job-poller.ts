import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { AnalysisJobData, AnalysisQueue } from './queues.ts';

const POLL_MS = 500;

export interface TakenJob {
  queue: AnalysisQueue;
  job: PgBoss.JobWithMetadata<AnalysisJobData>;
}

/**
 * One of the worker's WORKER_CONCURRENCY slots: takes one job at a time from the first of `queues()` that has one,
 * runs it, and otherwise waits POLL_MS (or until woken, when the worker stops). Ends once `stopping()` is true and
 * its current job is done.
 */
export async function pollSlot(opts: {
  boss: PgBoss;
  log: FastifyBaseLogger;
  /** Asked before every fetch: the queues follow what the worker can transcribe right now. */
  queues: () => AnalysisQueue[];
  stopping: () => boolean;
  /** Wakes a waiting slot at once; the worker calls every one of them when it stops. */
  wake: Set<() => void>;
  run: (taken: TakenJob) => Promise<void>;
}): Promise<void> {
  const { boss, log, wake } = opts;
  while (!opts.stopping()) {
    let taken: TakenJob | null = null;
    try {
      for (const queue of opts.queues()) {
        const [job] = await boss.fetch<AnalysisJobData>(queue, { batchSize: 1, includeMetadata: true });
        if (job) {
          taken = { queue, job };
          break;
        }
      }
    } catch (err) {
      log.warn({ err }, 'fetching analysis jobs failed; retrying');
    }
    if (taken) {
      const { job } = taken;
      await opts.run(taken).catch((err) => log.error({ err, jobId: job.id }, 'analysis job bookkeeping failed'));
      continue;
    }
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(t);
        wake.delete(done);
        resolve();
      };
      const t = setTimeout(done, POLL_MS);
      wake.add(done);
    });
  }
}
