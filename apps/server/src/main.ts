import { loadEntryConfig, orExitOnConfigError } from './entry.ts';
import { startRuntime } from './runtime.ts';
import { startupBanner } from './startup-banner.ts';

// Entry point for `npm start`: API + background worker in one process.
const config = await loadEntryConfig();
const runtime = await orExitOnConfigError(() => startRuntime(config, { api: true, worker: config.RUN_WORKER }));
const banner = startupBanner(config, runtime.app?.server.address() ?? null);
// A person at a terminal reads the lines; a log collector gets them as one structured record.
if (process.stdout.isTTY) console.log(`\n${banner.lines.join('\n')}\n`);
else runtime.log.info({ url: banner.url, banner: banner.lines }, 'CueCoach is running');
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
