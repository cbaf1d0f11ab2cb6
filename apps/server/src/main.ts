import { loadEntryConfig, orExitOnConfigError } from './entry.ts';
import { startRuntime } from './runtime.ts';

// Entry point for `npm start`: API + background worker in one process.
const config = await loadEntryConfig();
const runtime = await orExitOnConfigError(() => startRuntime(config, { api: true, worker: config.RUN_WORKER }));
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
