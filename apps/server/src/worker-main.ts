import { loadEntryConfig, orExitOnStartFailure, stopOnSignals } from './entry.ts';
import { startRuntime } from './runtime.ts';

// Entry point for `npm run worker`: a worker-only process that joins the same database and storage.
const config = await loadEntryConfig();
if (!config.DATABASE_URL) {
  // PGlite is one process's database; a second process opening the same directory would corrupt it.
  console.error(
    'npm run worker needs DATABASE_URL (PostgreSQL): the embedded database can be opened by one process only, and `npm start` already runs the worker.',
  );
  process.exit(1);
}
const runtime = await orExitOnStartFailure(() => startRuntime(config, { api: false, worker: true }));
stopOnSignals(runtime, config.SHUTDOWN_GRACE_SEC);
