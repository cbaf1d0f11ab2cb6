import { type Config, ConfigError, loadConfig, loadDotEnv } from './config.ts';

/**
 * What both entry points (`npm start`, `npm run worker`) do with a configuration problem: one clear line on
 * stderr and exit code 1, not a stack trace. Other errors are bugs and keep their stack.
 */
export async function orExitOnConfigError<T>(work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

/** `.env` (if any), then the environment, validated. */
export function loadEntryConfig(): Promise<Config> {
  return orExitOnConfigError(() => {
    loadDotEnv();
    return loadConfig();
  });
}
