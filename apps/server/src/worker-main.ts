import { ConfigError, loadConfig, loadDotEnv } from './config.ts';
import { startRuntime } from './runtime.ts';

// Entry point for `npm run worker`: a worker-only process that joins the same database and storage.
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
const runtime = await startRuntime(config, { api: false, worker: true });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    runtime.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
