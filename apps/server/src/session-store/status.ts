import type { SessionStatus } from '@cuecoach/contracts';
import { AppError } from '../errors.ts';

/**
 * The session status transition table: every status change in the server is a write of session-store/writes.ts,
 * which checks it against this table.
 *
 * | from       | to         | when                                                                 |
 * |------------|------------|----------------------------------------------------------------------|
 * | uploaded   | pending    | user starts the analysis (credits charged, job queued, one tx)       |
 * | pending    | processing | a worker claims the job                                              |
 * | processing | processing | a worker re-claims a job whose previous worker died (stale heartbeat) |
 * | processing | pending    | an attempt failed with a retryable error; pg-boss will retry it       |
 * | processing | completed  | transcription and metrics stored (feedback may still fail separately) |
 * | processing | failed     | non-retryable error, or retries exhausted (charge refunded once)     |
 * | pending    | failed     | the queued job was lost or cancelled (charge refunded once)           |
 * | failed     | pending    | user retries (new attempt, charged again)                            |
 * | completed  | pending    | user re-runs after confirming (new attempt, charged again)            |
 */
export const sessionTransitions: Record<SessionStatus, readonly SessionStatus[]> = {
  uploaded: ['pending'],
  pending: ['processing', 'failed'],
  processing: ['processing', 'pending', 'completed', 'failed'],
  completed: ['pending'],
  failed: ['pending'],
};

export function canTransition(from: SessionStatus, to: SessionStatus): boolean {
  return sessionTransitions[from].includes(to);
}

export function invalidTransition(from: SessionStatus, to: SessionStatus): AppError {
  return new AppError(409, 'invalid_transition', `A session that is ${from} cannot become ${to}`, { from, to });
}
