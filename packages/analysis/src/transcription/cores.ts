import { availableParallelism } from 'node:os';

/** Threads a recogniser may use: every core the process may run on (the recognisers parallelise inside a call). */
export function defaultWorkerCount(): number {
  return Math.max(1, availableParallelism());
}
