import { ConfigError, loadConfig, loadDotEnv } from './config.ts';
import { startRuntime } from './runtime.ts';

// Entry point for `npm start`: API + background worker in one process.
loadDotEnv();
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

const runtime = await startRuntime(config, { api: true, worker: config.RUN_WORKER }).catch((err: unknown) => {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
});
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    runtime.log.info({ signal }, 'shutting down');
    runtime
      .stop()
      .then(() => process.exit(0))
      .catch((err) => {
        runtime.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  });
}
