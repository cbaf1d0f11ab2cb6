import type { FastifyBaseLogger } from 'fastify';

export type JobEvent =
  | 'job.claimed'
  | 'job.step'
  | 'job.completed'
  | 'job.failed'
  | 'job.retry'
  | 'job.handed_back'
  | 'job.skipped'
  | 'job.requeued_worker_lost';

/**
 * One structured line per moment of a job's life, so `grep <sessionId>` over the workers' logs tells the whole
 * story: who claimed it, each step, how it ended, how long it took and how much memory the process held.
 */
export interface JobStory {
  log(event: JobEvent, fields?: Record<string, unknown>, msg?: string): void;
}

export function jobStory(
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  base: { sessionId: string; attempt: number; jobId: string; workerId?: string; engine?: string },
  audioSec: number | null,
): JobStory {
  const started = Date.now();
  return {
    log(event, fields = {}, msg) {
      const line = {
        event,
        ...base,
        audioSec: audioSec === null ? null : Math.round(audioSec * 10) / 10,
        wallSec: Math.round((Date.now() - started) / 100) / 10,
        rssMb: Math.round(process.memoryUsage.rss() / 1048576),
        ...fields,
      };
      const level =
        event === 'job.failed' || event === 'job.retry' || event === 'job.requeued_worker_lost' ? 'warn' : 'info';
      log[level](line, msg ?? event);
    },
  };
}
