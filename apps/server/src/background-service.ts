/**
 * A long-lived part of a process (the job worker, schedulers) started after migrations and stopped before the
 * database closes. Its own module so the services and the runtime that starts them do not import each other.
 */
export interface BackgroundService {
  name: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}
