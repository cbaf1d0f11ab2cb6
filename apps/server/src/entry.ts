import type { FastifyBaseLogger } from 'fastify';
import { type Config, ConfigError, loadConfig, loadDotEnv } from './config.ts';
import { startFailureLine } from './start-failure.ts';

/**
 * What both entry points (`npm start`, `npm run worker`) do when the process cannot start (bad setting, database
 * unreachable, port in use, storage unusable): one readable line on stderr and exit code 1, not a stack trace.
 * LOG_LEVEL=debug (or trace) adds the stack on the lines after it, for a bug.
 */
export async function orExitOnStartFailure<T>(work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    console.error(startFailureLine(err));
    if (!(err instanceof ConfigError) && /^(debug|trace)$/.test(process.env.LOG_LEVEL ?? '')) console.error(err);
    process.exit(1);
  }
}

/** `.env` (if any), then the environment, validated. */
export function loadEntryConfig(): Promise<Config> {
  return orExitOnStartFailure(() => {
    loadDotEnv();
    return loadConfig();
  });
}

/**
 * SIGTERM or SIGINT (once or several times: a terminal's Ctrl-C reaches npm and the app, and npm forwards it again)
 * drains and stops the process once. If stopping hangs beyond the grace period plus a margin, the process exits
 * anyway, so a supervisor's stop never waits forever; its stop timeout must exceed SHUTDOWN_GRACE_SEC.
 */
export function stopOnSignals(
  runtime: { log: FastifyBaseLogger; stop(): Promise<void> },
  graceSec: number,
  marginSec = 10,
): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      runtime.log.info({ event: 'process.stopping', signal, graceSec }, 'shutting down');
      const hard = setTimeout(
        () => {
          runtime.log.error({ event: 'process.stop_timeout' }, 'shutdown did not finish in time; exiting');
          process.exit(1);
        },
        (graceSec + marginSec) * 1000,
      );
      hard.unref();
      runtime
        .stop()
        .then(() => {
          runtime.log.info({ event: 'process.stopped' }, 'stopped');
          process.exit(0);
        })
        .catch((err) => {
          runtime.log.error({ err }, 'shutdown failed');
          process.exit(1);
        });
    });
  }
}
